import { readFile } from "node:fs/promises";
import { signIn } from "./admin-session";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const visitor = `privacy-${Date.now()}@example.am`;
const inquiries = [
  ["visit-inquiry", { name: "Narine", surname: "Hakobyan", email: visitor, phone: "+374 91 555555", message: "A tour for our class" }],
  ["rental-inquiry", { name: "Narine", email: visitor, phone: "+374 91 555555", hall: "small", eventType: "Piano recital" }],
] as const;

test("an admin finds a visitor's inquiries and subscription by e-mail, downloads and erases them, and the audit log shows the erasure", async ({
  page,
  request,
}) => {
  // A long walk with five accessibility checks on a machine shared by many.
  test.setTimeout(120_000);
  expect((await request.post("/api/subscribe", { data: { email: visitor } })).ok()).toBe(true);
  for (const [path, body] of inquiries) expect((await request.post(`/api/${path}`, { data: body })).ok()).toBe(true);

  await signIn(page);
  await page.getByRole("button", { name: "English" }).click();
  await page.goto("/admin/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(visitor.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();

  const result = page.getByRole("region", { name: `What is held about ${visitor}` });
  await expect(result).toBeVisible();
  await expect(result.getByText(/^Subscribed on .*, status: pending$/)).toBeVisible();
  // A pending subscription has had no newsletter yet.
  await expect(result.getByRole("heading", { level: 3, name: "Newsletters sent" })).toBeVisible();
  const rows = result.getByRole("table", { name: "Inquiries" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(result.getByRole("cell", { name: "Tour", exact: true })).toBeVisible();
  await expect(result.getByRole("cell", { name: "Hall rental", exact: true })).toBeVisible();
  await expect(page.getByText(/Last run: |The daily clean-up has not run yet\./)).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: "Download JSON" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`personal-data-${visitor}.json`);
  const data = JSON.parse(await readFile((await file.path())!, "utf8")) as {
    email: string;
    subscriber: { email: string };
    inquiries: unknown[];
    mail: unknown[];
  };
  expect(data.email).toBe(visitor);
  expect(data.subscriber.email).toBe(visitor);
  expect(data.inquiries).toHaveLength(2);
  expect(data.mail.length).toBeGreaterThanOrEqual(1);

  // One confirmation, in a dialog that opens on its safe choice and can be left with Escape.
  await result.getByRole("button", { name: "Erase all" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase all of this person's data?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(dialog.getByText(`Every record holding ${visitor}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(result.getByRole("button", { name: "Erase all" })).toBeFocused();
  await expect(rows).toHaveCount(3);

  await result.getByRole("button", { name: "Erase all" }).click();
  await dialog.getByRole("button", { name: "Yes, erase" }).click();
  const done = page.getByText(/^Erased: 1 subscriptions, 2 inquiries, 0 alerts, \d+ messages\.$/);
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(result.getByText("Nothing is held for this address.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The erasure in the audit log: who, what, the field's name, never the address.
  await page.getByRole("main").getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // The filter and the entries name things as staff say them, not by their stored codes.
  await page.getByLabel("Entity").selectOption({ label: "Personal data" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/entity=privacy/);
  const first = page.getByRole("table", { name: "Audit log entries, newest first" }).getByRole("row").nth(1);
  await expect(first.getByRole("cell").nth(1)).toHaveText("e2e-admin");
  await expect(first.getByRole("cell").nth(2)).toHaveText("erased personal data");
  await expect(first.getByRole("cell").nth(3)).toHaveText("Personal data");
  await expect(first.getByRole("cell").nth(5)).toHaveText("email");
  await expect(page.getByText(visitor)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // In Armenian too.
  await page.getByRole("button", { name: "Հայերեն" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Գործողությունների մատյան" })).toBeVisible();
  const firstInArmenian = page.getByRole("table", { name: "Մատյանի գրառումները՝ նորից հին" }).getByRole("row").nth(1);
  await expect(firstInArmenian.getByRole("cell").nth(2)).toHaveText("անձնական տվյալների ջնջում");
  await expect(firstInArmenian.getByRole("cell").nth(3)).toHaveText("Անձնական տվյալներ");
});

test("the footer leads to the privacy policy and the terms in each language", async ({ page }) => {
  await page.goto("/ru");
  await page.getByRole("contentinfo").getByRole("link", { name: "Политика конфиденциальности" }).click();
  await expect(page).toHaveURL(/\/ru\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Политика конфиденциальности" })).toBeVisible();
  await expect(page.getByText(/Последнее изменение: /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/am/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Օգտագործման պայմաններ" })).toBeVisible();
  await expectNoAxeViolations(page);
});
