import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
// Three public pages, the admin screen and an axe run: near the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test("a coming-soon card given an event id links to that concert's page; one without stays a plain card", async ({ page, request }) => {
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const make = async (title: string, eventId?: string) => {
    const translations = [
      { languageCode: "eng", title, location: "Aram Khachaturian Concert Hall" },
      { languageCode: "arm", title: `Հայ ${title}`, location: "Արամ Խաչատրյանի անվան համերգասրահ" },
      { languageCode: "rus", title: `Рус ${title}`, location: "Концертный зал имени Арама Хачатуряна" },
    ];
    const created = await request.post("/api/events/coming-soon", { headers, data: { date: `${day(50)}T19:30:00`, eventId, translations } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await request.patch(`/api/events/coming-soon/${id}/toggle-status`, { headers, data: { isActive: true } });
    return id;
  };
  const linked = await make(`Linked gala ${stamp}`, "1001");
  const plain = await make(`Plain gala ${stamp}`);
  try {
    for (const [lang, prefix] of [["en", ""], ["ru", "Рус "], ["am", "Հայ "]] as const) {
      await page.goto(`/${lang}/concerts`);
      const section = page.locator("section[aria-labelledby=coming-soon]");
      await expect(section.getByRole("link", { name: `${prefix}Linked gala ${stamp}` })).toHaveAttribute("href", `/${lang}/orchestra/event/1001`);
      await expect(section.getByText(`${prefix}Plain gala ${stamp}`, { exact: true })).toBeVisible();
      await expect(section.getByRole("link", { name: `${prefix}Plain gala ${stamp}` })).toHaveCount(0);
    }
    await hydrated(page);
    await page.locator("section[aria-labelledby=coming-soon]").getByRole("link", { name: `Հայ Linked gala ${stamp}` }).click();
    await expect(page).toHaveURL(/\/am\/orchestra\/event\/1001$/);

    // The admin screen shows the link and edits it.
    await signIn(page);
    await page.goto("/examples/events-api-test");
    const item = page.getByTestId("coming-soon-item").filter({ hasText: `Հայ Linked gala ${stamp}` });
    await expect(item.getByText("Տանում է համերգի էջ՝ 1001")).toBeVisible();
    await item.getByRole("button", { name: "Խմբագրել" }).click();
    const dialog = page.getByRole("dialog", { name: "Խմբագրել միջոցառումը" });
    await expect(dialog.getByLabel("Միջոցառման ID (ըստ ցանկության)")).toHaveValue("1001");
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Միջոցառման ID (ըստ ցանկության)").fill("no such/id");
    await dialog.getByRole("button", { name: "Պահպանել" }).click();
    await expect(dialog.getByLabel("Միջոցառման ID (ըստ ցանկության)")).toHaveAccessibleDescription(/Միջոցառման ID-ն կարող է պարունակել միայն լատինատառեր, թվեր, - և _ \(առավելագույնը 64 նիշ\)/);
    // Said once, under the field, not again at the foot of the form.
    await expect(dialog.getByText(/Միջոցառման ID-ն կարող է պարունակել միայն/)).toHaveCount(1);
    await dialog.getByLabel("Միջոցառման ID (ըստ ցանկության)").fill("1002");
    await dialog.getByRole("button", { name: "Պահպանել" }).click();
    await expect(item.getByText("Տանում է համերգի էջ՝ 1002")).toBeVisible();
    await page.goto("/en/concerts");
    await expect(page.locator("section[aria-labelledby=coming-soon]").getByRole("link", { name: `Linked gala ${stamp}` })).toHaveAttribute("href", "/en/orchestra/event/1002");
  } finally {
    for (const id of [linked, plain]) await request.delete(`/api/events/coming-soon/${id}`, { headers });
  }
});
