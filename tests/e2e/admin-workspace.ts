import type { APIRequestContext, Page } from "@playwright/test";
import { type MenuEntry, menuFor } from "../../app/admin/menu";
import { ADMIN_MENU } from "../../app/routes/admin/menu";
import { am } from "../../app/admin/texts/am";
import type { AdminRole } from "../../app/features/admin-auth/roles";
import { adminApiToken } from "./admin-session";
import { expect, hydrated } from "./fixtures";

/** The menu entries an account of `role` may open, as the menu lists them. */
export const entriesFor = (role: AdminRole): MenuEntry[] => menuFor(role, ADMIN_MENU).flatMap((section) => section.entries);

/** A fresh editor account, made through the accounts API; answers how to sign in with it and how to remove it. */
export async function newEditor(request: APIRequestContext) {
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const editor = { username: `ws-editor-${Date.now()}-${Math.floor(Math.random() * 1000)}`, password: "a long workspace password", role: "editor" };
  const created = await request.post("/api/admin/users", { headers, data: editor });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { ...editor, remove: () => request.delete(`/api/admin/users/${id}`, { headers }) };
}

export async function signInAs(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("Մուտքանուն").fill(username);
  await page.getByLabel("Գաղտնաբառ", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The page does not scroll sideways: nothing sticks out beyond the viewport's width. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Goes to every screen of the menu through the menu itself (`open` shows it first on a phone):
 * each opens its screen, is marked as the current one, and is the only one marked. No other
 * screen's entry is offered.
 */
export async function walkTheMenu(page: Page, role: AdminRole, open: () => Promise<void> = async () => undefined) {
  const entries = entriesFor(role);
  for (const entry of entries) {
    await open();
    const menu = page.getByRole("navigation", { name: am.menu });
    await expect(menu.getByRole("link")).toHaveText(entries.map((one) => new RegExp(`^${literal(am.nav.screens[one.label])}`)));
    await menu.getByRole("link", { name: am.nav.screens[entry.label] }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, entry.path);
    await open();
    const current = page.getByRole("navigation", { name: am.menu }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", entry.path);
    await page.keyboard.press("Escape");
  }
  const offered = new Set(entries.map((entry) => entry.path));
  return ADMIN_MENU.filter((entry) => !offered.has(entry.path)).map((entry) => entry.path);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
