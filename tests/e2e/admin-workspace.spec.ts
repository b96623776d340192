import { am } from "../../app/admin/texts/am";
import { en } from "../../app/admin/texts/en";
import { signIn } from "./admin-session";
import { E2E_ADMIN } from "./global-setup";
import { entriesFor, expectNoSidewaysScroll, newEditor, signInAs, walkTheMenu } from "./admin-workspace";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { INQUIRY_ADMIN_TEXTS } from "../../app/features/inquiries/admin/texts";

// The admin workspace at 1440 px: the sidebar menu, the lists and an inquiry's own page.

test("an admin reaches every screen from the sidebar, which marks the current one, counts what is new and leads to the public site", async ({ page, request }) => {
  await signIn(page);
  const menu = page.getByRole("navigation", { name: am.menu });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: am.nav.open })).toBeHidden();
  expect(await walkTheMenu(page, "admin")).toEqual([]);
  await expectNoAxeViolations(page);

  // A new inquiry raises its entry's count live, wherever the admin is; opening the list clears it.
  await page.goto("/admin/subscribers");
  await hydrated(page);
  await expect(page.getByTestId("list-count")).toBeVisible();
  await page.waitForTimeout(500); // the live socket connects after the screen shows
  const harmony = menu.getByRole("link", { name: am.nav.screens.harmony });
  const badge = harmony.getByTestId("menu-count-harmony");
  const before = (await badge.count()) ? Number(await badge.textContent()) : 0;
  await request.post("/api/harmony-hall-inquiry", {
    data: { name: "Live", surname: "Count", email: "live@example.am", phone: "+374 10 000000", message: "Hello" },
  });
  await expect(badge).toHaveText(String(before + 1));
  await expect(harmony).toHaveAccessibleName(new RegExp(`${before + 1} նոր`));
  await harmony.click();
  await expect(page.getByTestId("list-count")).toBeVisible();
  await expect(badge).toHaveCount(0);

  // The account, the language and the public site.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("navigation", { name: en.menu }).getByText(en.nav.groups.audience)).toBeVisible();
  await expect(page.getByRole("banner").getByText(`Signed in as ${E2E_ADMIN.username}`)).toBeVisible();
  await page.getByRole("link", { name: en.nav.account }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("link", { name: en.nav.account })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: en.nav.publicSite })).toHaveAttribute("href", "/en");
});

test("an editor's sidebar offers the dashboard and the content screens only, and each is reached and marked", async ({ page, request }) => {
  const editor = await newEditor(request);
  try {
    await signInAs(page, editor.username, editor.password);
    const hidden = await walkTheMenu(page, "editor");
    expect(hidden).toEqual(entriesFor("admin").filter((entry) => entry.role === "admin").map((entry) => entry.path));
    await expect(page.getByRole("navigation", { name: am.menu }).getByRole("link", { name: am.nav.screens.subscribers })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await editor.remove();
  }
});

test("an inquiry opens on its own page with every field, links to write and call, the visitor's language; it is marked handled and deleted there", async ({ page, request }) => {
  const name = `Նարե ${Date.now()}`;
  const eventType = "Ամանորյա համերգ մանկական երգչախմբի և կամերային նվագախմբի մասնակցությամբ, երկու բաժնով";
  await request.post("/api/rental-inquiry", {
    data: { name, email: "nare.very.long.address.for.the.table@example.am", phone: "+374 91 12-34-56", hall: "small", eventType, language: "ru" },
  });
  await signIn(page);
  await page.goto("/admin/rental-inquiries");
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  // Nothing leaves the right edge at 1440 px: the row's last button is inside the window.
  await expectNoSidewaysScroll(page, "the rental list");
  const deleteBox = await row.getByRole("button", { name: am.delete }).boundingBox();
  expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(1440);
  const table = await page.getByRole("table").evaluate((element) => ({ box: element.parentElement!.clientWidth, table: element.scrollWidth }));
  expect(table.table).toBeLessThanOrEqual(table.box);
  // The date is compact, with the full one on hover.
  await expect(row.locator("time")).toHaveAttribute("title", /2\d{3}/);
  await expect(row.locator("time")).toContainText(/րոպե առաջ|հենց նոր/);

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/rental-inquiries\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: am.menu }).locator('[aria-current="page"]')).toHaveAttribute("href", "/admin/rental-inquiries");
  await expect(page.getByRole("link", { name: "nare.very.long.address.for.the.table@example.am" })).toHaveAttribute(
    "href",
    "mailto:nare.very.long.address.for.the.table@example.am",
  );
  await expect(page.getByRole("link", { name: "+374 91 12-34-56" })).toHaveAttribute("href", "tel:+37491123456");
  await expect(page.getByTestId("inquiry-hall")).toHaveText(INQUIRY_ADMIN_TEXTS.am.halls.small);
  await expect(page.getByTestId("inquiry-eventType")).toHaveText(eventType);
  await expect(page.getByTestId("inquiry-language")).toHaveText("Русский");
  await expect(page.getByText(INQUIRY_ADMIN_TEXTS.am.statuses.new, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: INQUIRY_ADMIN_TEXTS.am.markHandled }).click();
  await expect(page.getByText(INQUIRY_ADMIN_TEXTS.am.inquiry.markedHandled)).toBeVisible();
  await expect(page.getByText(INQUIRY_ADMIN_TEXTS.am.statuses.handled, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: INQUIRY_ADMIN_TEXTS.am.markNew })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(INQUIRY_ADMIN_TEXTS.am.statuses.handled, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByTestId("inquiry-hall")).toHaveText(INQUIRY_ADMIN_TEXTS.en.halls.small);
  await expect(page.getByText(INQUIRY_ADMIN_TEXTS.en.inquiry.language, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: en.delete }).click();
  const confirm = page.getByRole("dialog", { name: en.deleteTitle });
  await expect(confirm).toContainText(en.confirmDelete);
  await expect(confirm.getByRole("button", { name: en.cancel })).toBeFocused();
  await confirm.getByRole("button", { name: en.delete }).click();
  await expect(page).toHaveURL(/\/admin\/rental-inquiries$/);
  await expect(page.getByText(en.deleted)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
