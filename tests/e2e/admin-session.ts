import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./global-setup";
import { expect, hydrated } from "./fixtures";

/** Signs in through the Armenian login form and lands on the dashboard. */
export async function signIn(page: Page) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("Մուտքանուն").fill(E2E_ADMIN.username);
  await page.getByLabel("Գաղտնաբառ", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** An admin token for API calls a test makes to set the scene. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  return ((await response.json()) as { token: string }).token;
}
