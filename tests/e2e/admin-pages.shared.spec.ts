import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const LEAD = "Подарите близким вечер музыки.";

test.afterAll(async ({ request }) => {
  // Back to the first version, as the other specs found the page.
  const headers = { Authorization: `Bearer ${await adminApiToken(request)}` };
  const versions = (await (await request.get("/api/admin/pages/gift-card/ru/versions", { headers })).json()) as { id: number; number: number }[];
  await request.post(`/api/admin/pages/gift-card/ru/versions/${versions.find((version) => version.number === 1)!.id}/restore`, { headers, data: {} });
  await request.post("/api/admin/pages/gift-card/ru/publish", { headers, data: {} });
});

test("an editor changes a page in Russian, previews it, publishes it, sees it public, and restores the first version as the draft", async ({ page, context }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Համերգասրահի էջեր" }).first().click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Խմբագրել՝ Նվեր քարտ" }).click();
  await page.getByRole("link", { name: /^Русский/ }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/gift-card\?lang=ru$/);
  await expect(page.getByLabel("Էջի վերնագիր")).toHaveValue("Подарочная карта");

  // Typing is saved by itself a few seconds later.
  await page.getByLabel("Ներածություն").fill(LEAD);
  await expect(page.getByText("Չպահպանված փոփոխություններ կան")).toBeVisible();
  // Leaving by a link meanwhile asks first, in a dialog that opens on its safe choice; Escape stays on the page.
  await page.getByRole("link", { name: "Համերգասրահի էջեր" }).first().click();
  const leaving = page.getByRole("dialog", { name: "Փոփոխությունները պահպանված չեն" });
  await expect(leaving).toContainText("Կան չպահպանված փոփոխություններ։ Լքե՞լ էջը։");
  await expect(leaving.getByRole("button", { name: "Չեղարկել" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(leaving).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/pages\/gift-card\?lang=ru$/);
  await expect(page.getByText(/Ինքնաշխատ պահպանված է/)).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Նախադիտում" }).click();
  const link = page.getByRole("link", { name: "Բացել նախադիտումը" });
  await expect(link).toBeVisible();
  // On a desktop the preview shows beside the editor, as a visitor sees it on a phone.
  await expect(page.getByText("Նախադիտումը ցուցադրված է խմբագրի կողքին", { exact: false })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Էջի նախադիտումը"]').getByText(LEAD)).toBeVisible();
  const visitor = await context.browser()!.newContext();
  const preview = await visitor.newPage();
  const answer = await preview.goto((await link.getAttribute("href"))!);
  expect(answer!.headers()["cache-control"]).toBe("no-store");
  await expect(preview.getByText(LEAD)).toBeVisible();
  await expect(preview.getByRole("status").filter({ hasText: "Предпросмотр" })).toHaveText("Предпросмотр: эта версия ещё не опубликована.");
  await preview.goto("/ru/orchestra/giftCard");
  await expect(preview.getByText(LEAD)).toHaveCount(0);

  await page.getByRole("button", { name: "Հրապարակել հիմա" }).click();
  await expect(page.getByText("Հրապարակված է", { exact: true })).toBeVisible();
  await preview.goto("/ru/orchestra/giftCard");
  await expect(preview.getByText(LEAD)).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: "Подарочная карта" })).toBeVisible();
  await visitor.close();

  await expect(page.getByText("Տարբերակ 2", { exact: false })).toBeVisible();
  await expect(page.getByText("Ներածությունը փոխվել է", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Վերականգնել տարբերակ 1-ը որպես սևագիր" }).click();
  await expect(page.getByText("Տարբերակը վերականգնված է որպես սևագիր")).toBeVisible();
  await expect(page.getByLabel("Ներածություն")).toHaveValue("");
  await expect(page.getByTestId("page-status")).toContainText("Սևագրում փոփոխություններ կան");
  await expectNoAxeViolations(page);
});

test("a venue page edited in Armenian shows its new words to visitors beside its form, and passes axe", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await adminApiToken(request)}` };
  const before = (await (await request.get("/api/admin/pages/venue-harmony", { headers })).json()) as { languages: { am: { draft: { title: string; lead: string; blocks: object[] }; version: number } } };
  const { draft, version } = before.languages.am;
  const callout = "Դեկտեմբերյան երեկոները ամրագրեք նախապես։";
  expect((await request.put("/api/admin/pages/venue-harmony/am/draft", { headers, data: { ...draft, blocks: [...draft.blocks, { type: "callout", text: callout }], baseVersion: version } })).status()).toBe(200);
  expect((await request.post("/api/admin/pages/venue-harmony/am/publish", { headers, data: {} })).status()).toBe(200);
  try {
    await page.goto("/am/venue/harmony");
    await expect(page.getByText(callout)).toBeVisible();
    await expect(page.locator("main form").getByRole("button", { name: "Ուղարկել" })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    const versions = (await (await request.get("/api/admin/pages/venue-harmony/am/versions", { headers })).json()) as { id: number; number: number }[];
    await request.post(`/api/admin/pages/venue-harmony/am/versions/${versions.find((entry) => entry.number === 1)!.id}/restore`, { headers, data: {} });
    await request.post("/api/admin/pages/venue-harmony/am/publish", { headers, data: {} });
  }
});
