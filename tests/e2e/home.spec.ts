import { sandboxTokens, siteConcerts } from "./concert-data";
import { expect, expectNoAxeViolations, hydrated, photographSection, SCREENSHOTS_DIR, test } from "./fixtures";

for (const [lang, title, viewAll, allPhotos] of [
  ["am", "Առաջիկա համերգներ", "Բոլոր համերգները", "Բոլոր լուսանկարները"],
  ["en", "Upcoming concerts", "View all concerts", "All photos"],
  ["ru", "Ближайшие концерты", "Все концерты", "Все фотографии"],
] as const) {
  test(`the ${lang} home page shows the next three concerts, a strip of the gallery and the history teaser`, async ({ page, request }) => {
    const concerts = await siteConcerts(request, lang === "am" ? "arm" : lang);
    await page.goto(`/${lang}`);
    const upcoming = page.locator("#upcoming");
    await expect(upcoming.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(upcoming.locator("article")).toHaveCount(3);
    for (const [index, concert] of concerts.slice(0, 3).entries()) await expect(upcoming.locator("article").nth(index)).toContainText(concert.eventName);
    await expect(upcoming.getByRole("link", { name: viewAll })).toHaveAttribute("href", `/${lang}/concerts`);
    await expect(page.locator("[aria-labelledby=gallery-title] li")).toHaveCount(6);
    await expect(page.locator("[aria-labelledby=history-teaser] p").first()).toHaveText(/.{100,401}/);
    await expectNoAxeViolations(page);
    // "All photos" leads to the whole gallery, in the page's language.
    await page.locator("[aria-labelledby=gallery-title]").getByRole("link", { name: allPhotos }).click();
    await expect(page).toHaveURL(`/${lang}/gallery`);
    await expect(page.locator("main figure")).toHaveCount(14);
    await expectNoAxeViolations(page);
  });
}

test("on a wide screen the home gallery strip is two rows of three pictures", async ({ page }) => {
  await page.goto("/en");
  const gallery = page.locator("[aria-labelledby=gallery-title]");
  const tops = await gallery.locator("ul > li").evaluateAll((list) => list.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops).toHaveLength(6);
  expect(new Set(tops).size).toBe(2);
  await photographSection(gallery, `${SCREENSHOTS_DIR}/issue43-after-home-gallery-1440.png`);
});

test("each upcoming concert card is one link to its page, with no separate link under it", async ({ page }) => {
  await page.goto("/en");
  const upcoming = page.locator("#upcoming");
  await expect(upcoming.locator("li")).toHaveCount(3);
  for (const item of await upcoming.locator("li").all()) {
    await expect(item.getByRole("link")).toHaveCount(1);
    await expect(item.getByRole("link")).toHaveAttribute("href", /^\/en\/orchestra\/event\/\d+$/);
  }
  await expect(upcoming.getByRole("link", { name: /View more/ })).toHaveCount(0);
});

test("the explore button scrolls to the upcoming concerts", async ({ page }) => {
  await page.goto("/en");
  await hydrated(page);
  await page.getByRole("link", { name: "Explore concerts" }).click();
  await expect(page).toHaveURL(/#upcoming$/);
  await expect(page.locator("#upcoming")).toBeInViewport();
});

test("the lightbox moves within the gallery without wrapping and closes by Escape or a press outside", async ({ page }) => {
  await page.goto("/en/gallery");
  await hydrated(page);
  const pictures = page.locator("main figure button");
  await pictures.first().click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("1 of 14")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Previous picture" })).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 of 14")).toBeVisible();
  await viewer.getByRole("button", { name: "Previous picture" }).click();
  await expect(viewer.getByText("1 of 14")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(pictures.first()).toBeFocused();

  await pictures.last().click();
  await expect(viewer.getByText("14 of 14")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Next picture" })).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("14 of 14")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.mouse.click(5, 400);
  await expect(viewer).toBeHidden();
});

test("no page or API answer a browser sees carries the partner token", async ({ page }) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    bodies.push(JSON.stringify(response.headers()));
    if (/text|json|javascript/.test(response.headers()["content-type"] ?? "")) bodies.push(await response.text().catch(() => ""));
  });
  page.on("request", (request) => bodies.push(request.url(), JSON.stringify(request.headers())));
  for (const path of ["/en", "/en/concerts", "/en/orchestra/event/1001"]) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.evaluate(() => fetch("/api/eventhub-proxy/Event/GetEvents").then((r) => r.text()));
  const tokens = await sandboxTokens();
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) for (const body of bodies) expect(body).not.toContain(token);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home, filtered listing and event pages still show their concerts", async ({ page, request }) => {
    const [first] = await siteConcerts(request);
    await page.goto("/en");
    await expect(page.locator("#upcoming article")).toHaveCount(3);
    await page.goto("/en/concerts?filter=orchestra");
    await expect(page.locator("section[aria-labelledby=results-title] article").first()).toBeVisible();
    const types = page.getByRole("navigation", { name: "Organiser" });
    await expect(types.getByRole("link", { name: "Philharmonic orchestra" })).toHaveAttribute("aria-current", "true");
    // The type chips are links: without JavaScript they still filter.
    await types.getByRole("link", { name: "Aram Khachaturian Concert Hall" }).click();
    await expect(page).toHaveURL(/\/en\/concerts\?filter=khachaturyanHall$/);
    await page.goto(`/en/orchestra/event/${first!.eventId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.eventName);
  });

  test("Buy ticket still reaches the seat chart", async ({ page }) => {
    await page.goto("/en/orchestra/event/1001");
    await page.getByRole("button", { name: "Buy ticket" }).click();
    await expect(page).toHaveURL(/\/chart\/1001/);
  });
});
