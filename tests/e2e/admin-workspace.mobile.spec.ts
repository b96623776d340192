import type { Page } from "@playwright/test";
import { am } from "../../app/admin/texts/am";
import { signIn } from "./admin-session";
import { expectNoSidewaysScroll, newEditor, signInAs, walkTheMenu } from "./admin-workspace";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { INQUIRY_ADMIN_TEXTS } from "../../app/features/inquiries/admin/texts";

// The admin workspace at 390 px: the menu button and its dialog, lists as cards, nothing wider than the phone.

const openMenu = (page: Page) => async () => {
  await page.getByRole("button", { name: new RegExp(`^${am.nav.open}`) }).click();
  await expect(page.getByRole("dialog", { name: am.menu })).toBeVisible();
};

test("on a phone the menu button opens the menu in a dialog that takes focus, closes with Escape and gives focus back", async ({ page }) => {
  await signIn(page);
  const button = page.getByRole("button", { name: new RegExp(`^${am.nav.open}`) });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole("navigation", { name: am.menu })).toBeHidden();

  await openMenu(page)();
  const dialog = page.getByRole("dialog", { name: am.menu });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("button", { name: am.nav.close })).toBeFocused();
  await expect(dialog.locator('[aria-current="page"]')).toHaveAttribute("href", "/admin");
  await expect(dialog.getByRole("button", { name: am.logout })).toBeVisible();
  await expect(dialog.getByRole("group", { name: am.language })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("an admin reaches every screen through the phone menu, each marked, none scrolling sideways; lists are cards", async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `Կարեն ${Date.now()}`;
  await request.post("/api/visit-inquiry", {
    data: { name, surname: "Պողոսյան-Մելիքսեթյան", email: "karen.very-long-address-for-a-phone@example.am", phone: "+374 91 000000", message: "Ցանկանում ենք այցելել համերգասրահ ".repeat(20), language: "en" },
  });
  await signIn(page);
  expect(await walkTheMenu(page, "admin", openMenu(page))).toEqual([]);

  for (const path of ["/admin/account", "/admin/visit-inquiries", "/admin/rental-inquiries?status=new"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto("/admin/visit-inquiries");
  await hydrated(page);
  const card = page.getByRole("row").filter({ hasText: name });
  await expect(card).toBeVisible();
  // A card, not a table row: as wide as the list, its cells one under the other.
  const cardBox = await card.boundingBox();
  expect(cardBox!.width).toBeLessThanOrEqual(390);
  await expect(page.locator("thead")).toHaveCSS("position", "absolute");
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/visit-inquiries\/\d+$/);
  await expect(page.getByTestId("inquiry-language")).toHaveText("English");
  await expectNoSidewaysScroll(page, "an inquiry");
  await page.getByRole("button", { name: INQUIRY_ADMIN_TEXTS.am.markHandled }).click();
  await expect(page.getByText(INQUIRY_ADMIN_TEXTS.am.inquiry.markedHandled)).toBeVisible();
  await expect(page.getByRole("button", { name: INQUIRY_ADMIN_TEXTS.am.markNew })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an editor's phone menu offers the dashboard and the content screens only, each reached and marked", async ({ page, request }) => {
  test.setTimeout(60_000);
  const editor = await newEditor(request);
  try {
    await signInAs(page, editor.username, editor.password);
    const hidden = await walkTheMenu(page, "editor", openMenu(page));
    expect(hidden).toContain("/admin/subscribers");
    expect(hidden).toContain("/admin/accounts");
  } finally {
    await editor.remove();
  }
});
