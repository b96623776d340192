import { E2E_ADMIN } from "./global-setup";
import { answerNextDialog, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test.use({ allowedConsoleErrors: [/status of 401/] });

async function signIn(page: import("@playwright/test").Page) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("Մուտքանուն").fill(E2E_ADMIN.username);
  await page.getByLabel("Գաղտնաբառ", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("a signed-out visit goes to the login page, which refuses a wrong password in Armenian", async ({ page }) => {
  await page.goto("/admin/subscribers");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Մուտքանունը և գաղտնաբառը պարտադիր են");
  await page.getByLabel("Մուտքանուն").fill(E2E_ADMIN.username);
  const password = page.getByLabel("Գաղտնաբառ", { exact: true });
  await password.fill("not the password");
  await page.getByRole("button", { name: "Ցույց տալ գաղտնաբառը" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Մուտք գործել" }).click();
  await expect(page.getByText("Սխալ մուտքանուն կամ գաղտնաբառ")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("staff sign in, see a new subscriber arrive live, find and delete it, export CSV and sign out", async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByRole("status").getByText(`Բարի գալուստ, ${E2E_ADMIN.username}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]{43}$/);
  await expectNoAxeViolations(page);

  const email = `live-${Date.now()}@example.am`;
  await expect(page.getByRole("heading", { name: "Վերջին ծանուցումները" })).toBeVisible();
  await page.waitForTimeout(300); // the live socket connects after the dashboard shows
  await request.post("/api/subscribe", { data: { email } });
  await expect(page.getByText(`Նոր բաժանորդ՝ ${email}`)).toBeVisible();
  await expect(page.getByTestId("badge-subscribers")).toBeVisible();

  await page.getByRole("link", { name: /Բաժանորդներ/ }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ներբեռնել CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^subscribers_\d{4}-\d{2}-\d{2}\.csv$/);

  const confirm = answerNextDialog(page, "accept");
  await row.getByRole("button", { name: "Ջնջել" }).click();
  expect((await confirm).type).toBe("confirm");
  await expect(row).toHaveCount(0);

  await page.getByRole("button", { name: "Դուրս գալ" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
});

test("an inquiry shows in its list as new, can be marked handled and filtered, and is deleted by its own id", async ({ page, request }) => {
  const name = `Visitor ${Date.now()}`;
  await request.post("/api/visit-inquiry", { data: { name, surname: "Test", email: "v@example.am", phone: "+374 10 111111", message: "Two people" } });
  await signIn(page);
  await page.getByRole("link", { name: /Էքսկուրսիայի հայտեր/ }).click();
  await expect(page).toHaveURL(/\/admin\/visit-inquiries$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("նոր")).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "Նշել մշակված" }).click();
  await expect(row.getByText("մշակված", { exact: true })).toBeVisible();
  await page.getByLabel("Ցույց տալ").selectOption("new");
  await expect(row).toHaveCount(0);
  await page.getByLabel("Ցույց տալ").selectOption("handled");
  await expect(row).toBeVisible();

  const confirm = answerNextDialog(page, "accept");
  await row.getByRole("button", { name: "Ջնջել" }).click();
  await confirm;
  await expect(row).toHaveCount(0);
});
