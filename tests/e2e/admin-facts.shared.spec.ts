import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// The stale save is answered 409, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 409/] });

test.afterAll(async ({ request }) => {
  // Back to the first version's figures, as the other specs found them.
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const versions = (await (await request.get("/api/admin/facts/versions", { headers })).json()) as { id: number; number: number }[];
  await request.post(`/api/admin/facts/versions/${versions.find((version) => version.number === 1)!.id}/restore`, { headers, data: {} });
  await request.post("/api/admin/facts/publish", { headers, data: {} });
});

test("an admin changes a tour price, saves the draft, publishes it, and the tour page shows it; a stale save shows the draft as it is now", async ({ page, request }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Համերգասրահի փաստերը" }).first().click();
  await expect(page).toHaveURL(/\/admin\/facts$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Համերգասրահի փաստերը" })).toBeVisible();
  await expect(page.getByTestId("seat-total")).toHaveText("1\u00a0310");

  const local = page.getByLabel("Տոմս՝ տեղացի այցելուներ (դրամ)");
  await local.fill("-5");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(local).toHaveAccessibleDescription("Թիվը չի կարող բացասական լինել");
  await expect(local).toBeFocused();
  await local.fill("1200");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(page.getByText("Սևագիրը պահպանված է։")).toBeVisible();
  await page.getByRole("button", { name: "Հրապարակել հիմա" }).click();
  await expect(page.getByText("Հրապարակված է։ Էջերն արդեն ցույց են տալիս նոր թվերը։")).toBeVisible();
  await expectNoAxeViolations(page);

  // Someone else saves meanwhile: this screen's save is refused and shows their draft.
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const state = (await (await request.get("/api/admin/facts", { headers })).json()) as { draft: { floors: number }; version: number };
  expect((await request.put("/api/admin/facts/draft", { headers, data: { facts: { ...state.draft, floors: 4 }, baseVersion: state.version } })).status()).toBe(200);
  await page.getByLabel("Հարկերի քանակը").fill("5");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(page.getByText("Մեկ ուրիշը պահպանել է փաստերը", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Հարկերի քանակը")).toHaveValue("4");

  const tour = await page.context().newPage();
  await tour.goto("/en/venue/visit");
  await expect(tour.locator("main").getByText("1,200 AMD", { exact: true })).toBeVisible();
  await tour.close();
});
