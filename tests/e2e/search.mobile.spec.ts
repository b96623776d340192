import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test("on a phone the header's search button opens the field, and a suggestion opens its concert", async ({ page }) => {
  await page.goto("/ru");
  await hydrated(page);
  await page.getByRole("link", { name: "Поиск", exact: true }).click();
  const field = page.getByRole("combobox");
  await expect(field).toBeFocused();
  await field.fill("Խաչատրյան");
  const option = page.getByRole("option", { name: /Хачатурян: «Спартак» и «Гаянэ»/ });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await option.click();
  await expect(page).toHaveURL(/\/ru\/orchestra\/event\//);
});
