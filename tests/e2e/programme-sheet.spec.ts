import { mkdir } from "node:fs/promises";
import { signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR as SHOTS, test } from "./fixtures";

test("each concert in the admin offers a printable A4 sheet: one QR code per language with its address, without the admin's menu when printed", async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => window.localStorage.setItem("adminLanguage", "en"));
  await page.goto("/admin/concerts");
  await hydrated(page);
  const row = page.getByTestId("concert-row").first();
  const concertName = (await row.locator("p").first().textContent())!.trim();
  await row.getByRole("link", { name: /QR codes for the seats/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "QR codes of the digital programme" })).toBeVisible();
  await expect(page.getByTestId("sheet-concert")).toHaveText(concertName);
  const eventId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-2)!);
  const origin = new URL(page.url()).origin.replace("127.0.0.1", "localhost");

  const codes = page.getByTestId("sheet-code");
  await expect(codes).toHaveCount(3);
  for (const [index, [lang, words]] of [
    ["am", "Թվային ծրագիր"],
    ["en", "Digital programme"],
    ["ru", "Цифровая программка"],
  ].entries()) {
    const code = codes.nth(index);
    await expect(code).toContainText(words!);
    await expect(code.getByTestId("sheet-address")).toHaveText(`${origin.replace(/^https?:\/\//, "")}/${lang}/orchestra/event/${encodeURIComponent(eventId)}/programme`);
    await expect(code.getByRole("img", { name: /^QR code: / }).locator("svg path")).toHaveCount(2);
    // Nothing published yet: staff are told, on screen only.
    await expect(code.getByText("Not yet published in this language")).toBeVisible();
  }
  // The e2e server runs without PUBLIC_URL: the sheet says not to print these codes.
  await expect(page.getByText("The site's public address (PUBLIC_URL) is not configured")).toBeVisible();
  await expectNoAxeViolations(page);

  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-after-programme-sheet-${width}.png`, fullPage: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByText("Not yet published in this language").first()).toBeHidden();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-after-programme-sheet-print.png`, fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // One A4 page (the PDF's page box in points).
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  expect(pdf.toString("latin1")).toMatch(/\/MediaBox\s*\[0 0 59[45]\.\d+ 841\.\d+\]/);
});
