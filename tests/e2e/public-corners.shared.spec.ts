import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

let token: string;
const created: number[] = [];

test.beforeAll(async ({ request }) => {
  token = await adminApiToken(request);
});
test.afterAll(async ({ request }) => {
  // The people page goes back to how the other specs found it.
  for (const id of created) await request.delete(`/api/staff/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});

test("a staff member added in the admin shows on the people page at once, in the page's language, the photo lazy with the name as its text", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${token}` };
  // Read before the change, so a kept page that outlived it would show.
  await page.goto("/ru/people");
  const slot = await request.post("/api/objects/upload", { data: { purpose: "staff" }, headers: auth });
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");
  const stored = await request.put(uploadURL, { data: png, headers: { "Content-Type": "image/png" } });
  const { url } = (await stored.json()) as { url: string };
  const member = await request.post("/api/staff", {
    headers: auth,
    data: {
      imageUrl: url,
      displayOrder: 1,
      linkedIn: "",
      translations: [
        { languageCode: "eng", firstName: "Anahit", lastName: "Grigoryan", position: "Orchestra manager" },
        { languageCode: "arm", firstName: "Անահիտ", lastName: "Գրիգորյան", position: "Նվագախմբի մենեջեր" },
        { languageCode: "rus", firstName: "Анаит", lastName: "Григорян", position: "Менеджер оркестра" },
      ],
    },
  });
  expect(member.status()).toBe(201);
  created.push(((await member.json()) as { id: number }).id);

  for (const [lang, name, position] of [
    ["ru", "Анаит Григорян", "Менеджер оркестра"],
    ["am", "Անահիտ Գրիգորյան", "Նվագախմբի մենեջեր"],
    ["en", "Anahit Grigoryan", "Orchestra manager"],
  ] as const) {
    await page.goto(`/${lang}/people`);
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
    await expect(card.getByText(position)).toBeVisible();
    await expect(card.getByRole("img", { name })).toHaveAttribute("loading", "lazy");
  }
  await expectNoAxeViolations(page);
});

test("an admin writes the support page's text on the settings screen; the page shows it at once; a save without text is refused under the field", async ({ page, request }) => {
  await page.goto("/en/support");
  await expect(page.getByRole("heading", { name: "How to give" })).toBeVisible();

  await signIn(page);
  await page.goto("/admin/settings");
  await hydrated(page);
  const english = page.getByRole("textbox", { name: "Տեքստը անգլերեն" });
  await english.fill("");
  await page.getByRole("button", { name: "Պահպանել տեքստը" }).click();
  await expect(english).toHaveAccessibleDescription("Գրեք տեքստը այս լեզվով");
  await english.fill("Bank transfer: the account number is given by the reception.");
  await page.getByRole("button", { name: "Պահպանել տեքստը" }).click();
  await expect(page.getByText("Աջակցության էջի տեքստը պահպանված է")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/en/support");
  await expect(page.locator("main").getByText("Bank transfer: the account number is given by the reception.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to give" })).toHaveCount(0);

  // Back to the default text for the other specs.
  const reset = await request.delete("/api/admin/settings/support", { headers: { Authorization: `Bearer ${token}` } });
  expect(((await reset.json()) as { isDefault: boolean }).isDefault).toBe(true);
  await page.goto("/en/support");
  await expect(page.getByRole("heading", { name: "How to give" })).toBeVisible();
});
