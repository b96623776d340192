import { SITE_CONTACTS } from "../../app/site-config";
import { adminApiToken, signIn } from "./admin-session";
import { expectNoAxeViolations, expect, hydrated, test } from "./fixtures";
import { SETTINGS_ADMIN_TEXTS } from "../../app/features/site-settings/admin-texts";
import { DASHBOARD_ADMIN_TEXTS } from "../../app/features/admin-dashboard/admin-texts";

const t = SETTINGS_ADMIN_TEXTS.am.settings;

test.afterAll(async ({ request }) => {
  // Later specs see the placeholder contacts again.
  const token = await adminApiToken(request);
  await request.put("/api/admin/settings", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ticketOfficePhone: SITE_CONTACTS.ticketOfficePhone,
      receptionPhone: SITE_CONTACTS.receptionPhone,
      infoEmail: SITE_CONTACTS.infoEmail,
      facebookUrl: SITE_CONTACTS.social.facebook,
      instagramUrl: SITE_CONTACTS.social.instagram,
      youtubeUrl: SITE_CONTACTS.social.youtube,
    },
  });
});

test("new contacts saved in the site settings show at once in the footer in three languages and on the tour page", async ({ page, request }) => {
  // Two accessibility checks of the whole settings screen (with its reply texts) on a machine shared by many.
  test.setTimeout(60_000);
  // Kept copies of the pages exist before the change: they must not be served after it.
  for (const lang of ["am", "en", "ru"]) expect(await (await request.get(`/${lang}`)).text()).toContain(SITE_CONTACTS.ticketOfficePhone);

  await signIn(page);
  await expect(page.getByTestId("placeholder-warning")).toBeVisible();
  await page.getByRole("link", { name: DASHBOARD_ADMIN_TEXTS.am.figures.openSettings }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await hydrated(page);
  await expect(page.getByText(t.placeholder).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The placeholder hint follows the field as it is edited, before anything is saved.
  const ticketOffice = page.getByLabel(t.fields.ticketOfficePhone);
  await expect(ticketOffice).toHaveAccessibleDescription(new RegExp(t.placeholder));
  const hints = await page.getByText(t.placeholder).count();
  await ticketOffice.fill("+374 10 111111");
  await expect(ticketOffice).not.toHaveAccessibleDescription(new RegExp(t.placeholder));
  await expect(page.getByText(t.placeholder)).toHaveCount(hints - 1);
  await ticketOffice.fill(SITE_CONTACTS.ticketOfficePhone);
  await expect(page.getByText(t.placeholder)).toHaveCount(hints);

  await page.getByLabel(t.fields.ticketOfficePhone).fill("10-56-78");
  await page.getByLabel(t.fields.infoEmail).fill("not an address");
  await page.getByLabel(t.fields.facebookUrl).fill("http://facebook.com/hall");
  await page.getByRole("button", { name: t.save }).first().click();
  await expect(page.getByText(t.fixErrors)).toBeVisible();
  await expect(page.getByLabel(t.fields.ticketOfficePhone)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t.problems.phone)).toBeVisible();
  await expect(page.getByText(t.problems.email)).toBeVisible();
  await expect(page.getByText(t.problems.url)).toBeVisible();
  await expectNoAxeViolations(page);

  const phone = `+374 10 ${String(Date.now()).slice(-6)}`;
  await page.getByLabel(t.fields.ticketOfficePhone).fill(phone);
  await page.getByLabel(t.fields.receptionPhone).fill("+374 10 545454");
  await page.getByLabel(t.fields.infoEmail).fill("tickets@khachaturianhall.am");
  await page.getByLabel(t.fields.facebookUrl).fill("https://www.facebook.com/khachaturianhall");
  await page.getByLabel(t.fields.instagramUrl).fill("https://www.instagram.com/khachaturianhall");
  await page.getByLabel(t.fields.youtubeUrl).fill("https://www.youtube.com/@khachaturianhall");
  await page.getByRole("button", { name: t.save }).first().click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByText(t.placeholder)).toHaveCount(0);

  for (const lang of ["am", "en", "ru"]) {
    const html = await (await request.get(`/${lang}`)).text();
    expect(html, lang).toContain(phone);
    expect(html, lang).toContain("tickets@khachaturianhall.am");
    expect(html, lang).not.toContain(SITE_CONTACTS.ticketOfficePhone);
  }
  await page.goto("/ru/venue/visit");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/ /g, "")}`);
  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/khachaturianhall");
  await expect(page.locator("main").getByRole("link").filter({ hasText: phone })).toHaveAttribute("href", `tel:${phone.replace(/ /g, "")}`);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: DASHBOARD_ADMIN_TEXTS.am.figures.title })).toBeVisible();
  await expect(page.getByTestId("placeholder-warning")).toHaveCount(0);
});
