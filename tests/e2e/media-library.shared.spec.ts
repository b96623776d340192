import sharp from "sharp";
import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";

// One walk through the library, the tour gallery and the visitor's page; it edits the tour gallery, so it runs
// after the specs that read it (shared-state project) and puts the gallery back as it was.
test.describe.configure({ mode: "serial", timeout: 180_000 });
// The refused delete of an item in use answers 409 on purpose.
test.use({ allowedConsoleErrors: [/status of 409/] });

const photo = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1600, height: 1000, channels: 3, background } }).jpeg({ quality: 90 }).toBuffer(),
});

type Entry = { mediaId: number; size: string; caption: Record<string, string> };

test("an editor uploads two photographs, describes them in three languages, puts them first in the tour gallery, and a visitor on a phone sees them", async ({ page, browser, request }) => {
  const token = await adminApiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const before = (await (await request.get("/api/admin/galleries/tour", { headers: auth })).json()) as { items: Entry[] };
  const stamp = Date.now();
  const captions = [
    { am: `Դահլիճը բեմից ${stamp}`, en: `The hall from the stage ${stamp}`, ru: `Зал со сцены ${stamp}` },
    { am: `Նախասրահը ${stamp}`, en: `The foyer ${stamp}`, ru: `Фойе ${stamp}` },
  ];
  const ids: number[] = [];
  try {
    await signIn(page);
    await page.goto("/admin/media");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Մեդիա գրադարան" })).toBeVisible();
    await page.getByLabel("Ընտրել ֆայլեր").setInputFiles([await photo("hall.jpg", "#7a1f2b"), await photo("foyer.jpg", "#1f4a7a")]);
    await expect(page.getByText("Գրադարանին ավելացվեց՝ 2")).toBeVisible({ timeout: 60_000 });
    // The newest first, each marked as missing its alt text in the three languages.
    const cards = page.getByRole("list", { name: "Մեդիա գրադարան" }).getByRole("listitem");
    await expect(cards.first().getByText("Չկա այլընտրանքային տեքստ՝ AM, EN, RU")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-media-390.png`, fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-media-1440.png`, fullPage: false });
    const hrefs = await cards.locator("a").evaluateAll((links) => links.slice(0, 2).map((link) => link.getAttribute("href")!));
    // Until they are described, the dashboard counts them per language, each count leading to those pictures.
    await page.goto("/admin");
    await hydrated(page);
    const missingAlt = page.getByTestId("missing-alt");
    await expect(missingAlt.getByRole("link", { name: /նկար՝ առանց ռուսերեն տեքստի/ })).toHaveAttribute("href", "/admin/media?missingAlt=ru");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-dashboard-missing-alt-1440.png`, fullPage: false });
    // The first uploaded is the second newest.
    for (const [index, href] of [hrefs[1]!, hrefs[0]!].entries()) {
      ids.push(Number(href.split("/").pop()));
      await page.goto(href);
      await hydrated(page);
      for (const [lang, group] of [["am", "Հայերեն"], ["en", "Անգլերեն"], ["ru", "Ռուսերեն"]] as const) {
        const fields = page.getByRole("group", { name: group });
        await fields.getByLabel("Այլընտրանքային տեքստ").fill(`${captions[index]![lang]} — alt`);
        await fields.getByLabel("Մակագրություն").fill(captions[index]![lang]);
      }
      const picker = page.getByTestId("focal-picker");
      await picker.click({ position: { x: 20, y: 20 } });
      await picker.press("ArrowRight");
      await expect(page.getByText(/^Կենտրոնակետ՝ \d+% ձախից/)).toBeVisible();
      await page.getByRole("button", { name: "Պահպանել", exact: true }).click();
      await expect(page.getByText("Պահպանված է")).toBeVisible({ timeout: 60_000 });
    }
    await expect(page.getByRole("heading", { level: 2, name: "Կտրվածքներ" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-media-item-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-media-item-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The tour gallery: add both from the library, move them up to the top with the keyboard's buttons, save.
    await page.goto("/admin/galleries?key=tour");
    await hydrated(page);
    for (const caption of captions) {
      await page.getByRole("button", { name: "Ավելացնել գրադարանից" }).click();
      const dialog = page.getByRole("dialog", { name: "Ընտրել նկար գրադարանից" });
      await dialog.getByRole("searchbox").fill(String(stamp));
      await dialog.getByRole("button", { name: "Գտնել" }).click();
      await dialog.getByRole("button", { name: `Ավելացնել: ${caption.am} — alt` }).click();
    }
    const entries = page.getByTestId("gallery-entry");
    await expect(entries).toHaveCount(before.items.length + 2);
    for (const [target, caption] of captions.entries()) {
      for (let position = (await entries.allTextContents()).findIndex((text) => text.includes(caption.am)); position > target; position--) {
        await page.getByRole("button", { name: `Վեր տեղափոխել՝ ${caption.am}` }).click();
      }
    }
    await expect(entries.nth(0)).toContainText(captions[0]!.am);
    await expect(entries.nth(1)).toContainText(captions[1]!.am);
    await page.getByRole("button", { name: "Պահպանել պատկերասրահը" }).click();
    await expect(page.getByText("Պատկերասրահը պահպանված է")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-galleries-1440.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-galleries-390.png`, fullPage: false });

    // A visitor on a 390 px phone: both first, with the Russian captions, an AVIF no wider than the screen needs.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, baseURL: new URL(page.url()).origin });
    const visitor = await visitorContext.newPage();
    const firstPicture = async () => {
      await visitor.goto("/ru/venue/visit");
      await hydrated(visitor);
      const gallery = visitor.locator("section[aria-labelledby=page-gallery]");
      await expect(gallery.locator("figcaption").nth(0)).toHaveText(captions[0]!.ru);
      await expect(gallery.locator("figcaption").nth(1)).toHaveText(captions[1]!.ru);
      const image = gallery.locator("img").first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      return image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth, alt: img.alt }));
    };
    const shown = await firstPicture();
    expect(shown.src).toMatch(/\/uploads\/lib-[0-9a-f]{32}\.avif$/);
    expect(shown.width).toBeLessThanOrEqual(480);
    expect(shown.alt).toBe(`${captions[0]!.ru} — alt`);
    await expectNoAxeViolations(visitor);

    // Replacing the first item's file shows the new picture there, under the same id.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/media/${ids[0]}`);
    await hydrated(page);
    await page.getByLabel("Փոխարինել ֆայլը").setInputFiles(await photo("hall-2.jpg", "#2f7a1f"));
    await expect(page.getByText("Պահպանված է")).toBeVisible({ timeout: 60_000 });
    await expect.poll(async () => (await firstPicture()).src, { timeout: 20_000 }).not.toBe(shown.src);

    // Deleting it is refused while the gallery uses it.
    await page.getByRole("button", { name: "Ջնջել" }).click();
    const confirm = page.getByRole("dialog", { name: "Մեդիա տարրի ջնջում" });
    await confirm.getByRole("button", { name: /Ջնջել/ }).click();
    await expect(confirm.getByText("Տարրը օգտագործվում է։ Նախ հեռացրեք այն այս վայրերից։")).toBeVisible();
    await expect(page.getByRole("link", { name: "Էքսկուրսիայի պատկերասրահ" })).toBeVisible();
    await visitorContext.close();
  } finally {
    await request.put("/api/admin/galleries/tour", { headers: auth, data: { items: before.items.map(({ mediaId, size, caption }) => ({ mediaId, size, caption })) } });
    for (const id of ids) await request.delete(`/api/admin/media/${id}`, { headers: auth });
  }
});
