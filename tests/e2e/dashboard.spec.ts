import { DASHBOARD_ADMIN_TEXTS } from "../../app/features/admin-dashboard/admin-texts";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// The dashboard opens on what needs doing; a visitor's inquiry joins the list while it is open.
const texts = DASHBOARD_ADMIN_TEXTS.am.needsDoing;

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("a new tour inquiry sent from the public form, with its day and group size, appears in the dashboard's needs-doing list, leading to the inquiry", async ({ page, browser }) => {
      await signIn(page);
      const list = page.getByTestId("needs-doing");
      await expect(list.getByRole("heading", { name: texts.title })).toBeVisible();
      await page.waitForTimeout(300); // the live socket connects after the dashboard shows

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      const name = `Todo${width}${Date.now()}`;
      const wished = dayKey(addDays(hallDay(new Date()), 20));
      await visitor.goto("/en/venue/visit");
      await hydrated(visitor);
      const form = visitor.locator("main form");
      await form.getByLabel(/^Name/).fill(name);
      await form.getByLabel("Surname").fill("Hakobyan");
      await form.getByLabel("E-mail").fill("todo@example.am");
      await form.getByLabel("Phone").fill("+374 91 000000");
      await form.getByLabel("Wished date").fill(wished);
      await form.getByLabel("Group size (people)").fill("20");
      await form.getByLabel("Message").fill("A class of twenty pupils\nnext month, in the morning");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(form.getByRole("status")).toHaveText("Your message has been sent. We will contact you shortly");
      await visitorContext.close();

      // With the first line of the message; the other lines stay on the inquiry's page. (Matched by
      // name: a spec running beside this one may send a newer inquiry.)
      const entry = list.getByRole("link").filter({ hasText: name });
      await expect(entry).toContainText("A class of twenty pupils");
      await expect(entry).not.toContainText("next month");
      await expect(entry).toHaveAttribute("href", /^\/admin\/visit-inquiries\/\d+$/);
      // The first entry is in the first screen, on a phone too.
      const box = (await entry.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      // The nine tiles that repeated the menu are gone.
      await expect(page.getByRole("main").getByRole("link", { name: "Գովազդային բաններներ", exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await entry.click();
      await expect(page).toHaveURL(/\/admin\/visit-inquiries\/\d+$/);
      await expect(page.getByText(name).first()).toBeVisible();
      // The tour's wished day and group size, as the visitor gave them.
      await expect(page.getByTestId("inquiry-visitDate").locator("time")).toHaveAttribute("datetime", wished);
      await expect(page.getByTestId("inquiry-groupSize")).toHaveText("20");
    });
  });
}
