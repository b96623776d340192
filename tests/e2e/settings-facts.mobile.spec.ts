import { signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test("on a phone the accessibility facts fold per topic, and a refusal opens its topic at the refused field", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  await hydrated(page);
  const facts = page.getByRole("region", { name: "Մատչելիության էջ", exact: true });
  await expect(facts.locator("textarea")).toHaveCount(21);
  await expect(facts.locator("textarea:visible")).toHaveCount(0);
  // Seven folded topics, each a line or two: the whole section fits about two screens.
  expect((await facts.boundingBox())!.height).toBeLessThan(1_400);

  const toilets = facts.locator("summary").filter({ hasText: "Զուգարաններ" });
  await expect(toilets).toContainText("Դեռ լրացված չէ");
  await toilets.click();
  const english = facts.getByRole("group", { name: "Զուգարաններ" }).getByLabel("English");
  await english.fill("x".repeat(1001));
  await expect(toilets).toContainText("Լրացված է մեկ լեզվով");
  await toilets.click();
  await expect(english).toBeHidden();
  await expectNoAxeViolations(page);

  await facts.getByRole("button", { name: "Պահպանել մատչելիության տվյալները" }).click();
  await expect(english).toBeVisible();
  await expect(english).toBeFocused();
  await expect(english).toHaveAccessibleDescription("Առավելագույնը 1000 նիշ");
});
