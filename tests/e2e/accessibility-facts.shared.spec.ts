import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const LIFT = {
  am: "Վերելակը Մաշտոցի պողոտայի կողմի մուտքի մոտ է և բարձրանում է բոլոր երեք հարկերը։",
  en: "The lift is by the Mashtots Avenue entrance and serves all three floors.",
  ru: "Лифт находится у входа со стороны проспекта Маштоца и поднимается на все три этажа.",
};

test.afterAll(async ({ request }) => {
  // Back to nothing confirmed, as the other specs found it.
  const token = await adminApiToken(request);
  const empty = { am: "", en: "", ru: "" };
  const body = Object.fromEntries(["entrances", "wheelchair", "lifts", "toilets", "assistanceDogs", "hearing", "visit"].map((fact) => [fact, empty]));
  await request.put("/api/admin/accessibility-facts", { data: body, headers: { Authorization: `Bearer ${token}` } });
});

test("an admin confirms the lift in three languages and the page drops its 'to be confirmed' there only", async ({ page }) => {
  await page.goto("/en/venue/accessibility");
  const badges = page.locator("main").getByText("To be confirmed by the hall", { exact: true });
  const before = await badges.count();
  expect(before).toBeGreaterThan(2);

  await signIn(page);
  await page.goto("/admin/settings");
  await hydrated(page);
  // Each topic opens from its folded line.
  await page.locator("summary").filter({ hasText: "Վերելակներ և աստիճաններ" }).click();
  await page.locator("summary").filter({ hasText: "Զուգարաններ" }).click();
  const lifts = page.getByRole("group", { name: "Վերելակներ և աստիճաններ" });
  await lifts.getByLabel("Հայերեն").fill(LIFT.am);
  await lifts.getByLabel("English").fill(LIFT.en);
  await lifts.getByLabel("Русский").fill(LIFT.ru);
  await page.getByRole("group", { name: "Զուգարաններ" }).getByLabel("English").fill("x".repeat(1001));
  await page.getByRole("button", { name: "Պահպանել մատչելիության տվյալները" }).click();
  await expect(page.getByRole("group", { name: "Զուգարաններ" }).getByLabel("English")).toHaveAccessibleDescription("Առավելագույնը 1000 նիշ");
  await page.getByRole("group", { name: "Զուգարաններ" }).getByLabel("English").fill("");
  await page.getByRole("button", { name: "Պահպանել մատչելիության տվյալները" }).click();
  await expect(page.getByText("Պահպանված է։ Մատչելիության էջն արդեն ցույց է տալիս նոր տվյալները։")).toBeVisible();
  await expectNoAxeViolations(page);

  for (const [lang, text] of Object.entries(LIFT)) {
    await page.goto(`/${lang}/venue/accessibility`);
    await expect(page.locator("main").getByText(text)).toBeVisible();
  }
  await page.goto("/en/venue/accessibility");
  // The lift topic had two open questions; they are gone, the others stay.
  await expect(badges).toHaveCount(before - 2);
  await expectNoAxeViolations(page);
});
