import sharp from "sharp";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// Each test walks a whole screen and three public pages: more than the default 30 s on a busy machine.
test.describe.configure({ mode: "serial", timeout: 60_000 });

const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
const picture = async (width: number, height: number, background: string) => ({
  name: "picture.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer(),
});

test("a banner made in the admin screen shows in the concert listing, and bulk deactivation takes it away", async ({ page }) => {
  const title = `Chamber evenings ${Date.now()}`;
  await signIn(page);
  await page.getByRole("navigation", { name: "Կառավարման ընտրացանկ" }).getByRole("link", { name: "Գովազդային բաններներ" }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole("heading", { level: 1, name: "Գովազդային բաններներ" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Հանել ընտրվածները հրապարակումից" }).click();
  await expect(page.getByText("Ոչ մի բաններ ընտրված չէ")).toBeVisible();
  // The screen opens on its list; "New banner" opens the form in a dialog.
  const newBanner = page.getByRole("button", { name: "Նոր բաններ" });
  await newBanner.click();
  const form = page.getByRole("dialog", { name: "Նոր բաններ" });
  await expect(form.getByRole("button", { name: "Փակել" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(newBanner).toBeFocused();
  await newBanner.click();
  await form.getByRole("button", { name: "Ստեղծել բաններ" }).click();
  await expect(page.getByText("Խնդրում ենք լրացնել բոլոր պարտադիր դաշտերը և ընտրել մեդիա ֆայլ")).toBeVisible();
  await expectNoAxeViolations(page);

  // The title is the listing strip's headline, per language; Russian is left to read the English one.
  await form.getByRole("group", { name: "English" }).getByLabel("Վերնագիր").fill(title);
  await form.getByRole("group", { name: "Հայերեն" }).getByLabel("Վերնագիր").fill(`${title} հայերեն`);
  await form.getByLabel("Նկար կամ տեսանյութ").setInputFiles(await picture(1080, 1920, "#7a1f2b"));
  await expect(form.getByRole("img", { name: "Նախադիտում" })).toBeVisible();
  await form.getByLabel("Հղում").fill("/concerts");
  await form.getByLabel("Ցուցադրման սկիզբ").fill(day(-1));
  await form.getByLabel("Ցուցադրման ավարտ").fill(day(20));
  await form.getByRole("button", { name: "Ստեղծել բաններ" }).click();
  // The save answers once the picture is in the library in every width (seconds on a busy two-core machine).
  await expect(page.getByText("Բանները ստեղծվեց")).toBeVisible({ timeout: 20_000 });
  const item = page.getByTestId("banner-item").filter({ hasText: title });
  await expect(item.getByText("Այժմ ակտիվ")).toBeVisible();

  for (const [lang, strip, headline] of [
    ["en", "Announcements", title],
    ["am", "Հայտարարություններ", `${title} հայերեն`],
    ["ru", "Анонсы", title],
  ] as const) {
    await page.goto(`/${lang}/concerts`);
    await expect(page.getByRole("complementary", { name: strip }).getByText(headline, { exact: true })).toBeAttached();
  }

  await page.goto("/admin/banners");
  await page.getByRole("checkbox", { name: title }).check();
  await expect(page.getByText("Ընտրված՝ 1")).toBeVisible();
  await page.getByRole("button", { name: "Հանել ընտրվածները հրապարակումից" }).click();
  await expect(page.getByText("Ընտրված բաններները հանվեցին հրապարակումից")).toBeVisible();
  await expect(item.getByText("Ոչ ակտիվ")).toBeVisible();
  await page.getByRole("button", { name: "Միայն ակտիվները" }).click();
  await expect(item).toHaveCount(0);

  await page.goto("/en/concerts");
  await hydrated(page);
  await expect(page.getByRole("complementary", { name: "Announcements" }).getByText(title)).toHaveCount(0);
});

test("a banner is edited in a dialog, its picture picked from the media library, and deleted after the spec's confirmation, in English", async ({ page, request }) => {
  await signIn(page);
  await page.getByRole("button", { name: "English" }).click();
  await page.goto("/admin/banners");
  await hydrated(page);
  const item = page.getByTestId("banner-item").first();
  await item.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit banner" });
  await dialog.getByRole("group", { name: "English" }).getByLabel("Title").fill("Renamed banner");
  // Its picture, picked from the media library in a dialog over the form.
  await dialog.getByRole("button", { name: "Choose from the library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a picture from the library" });
  const pick = picker.getByRole("button", { name: /^Add: / }).first();
  await expect(pick).toBeVisible();
  await expectNoAxeViolations(page);
  const pickedName = ((await pick.getAttribute("aria-label")) ?? "").replace(/^Add: /, "");
  await pick.click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(`From the library: ${pickedName}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Banner updated")).toBeVisible();
  const renamed = page.getByTestId("banner-item").filter({ hasText: "Renamed banner" });
  // The banner names the picked item, which lists the banner among its uses.
  const auth = { Authorization: `Bearer ${await adminApiToken(request)}` };
  const banners = (await (await request.get("/api/advert-banners", { headers: auth })).json()) as { title: string; mediaId: number | null }[];
  const { mediaId } = banners.find((banner) => banner.title === "Renamed banner")!;
  const used = (await (await request.get(`/api/admin/media/${mediaId}?language=en`, { headers: auth })).json()) as { alt: { en: string }; usedOn: { title: string }[] };
  expect(used.alt.en).toBe(pickedName);
  expect(used.usedOn).toContainEqual(expect.objectContaining({ title: "Banner: Renamed banner" }));
  await renamed.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete banner" });
  await expect(confirm.getByText("Are you sure you want to delete this banner? This action cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Banner deleted")).toBeVisible();
  await expect(renamed).toHaveCount(0);
});

test("the banner strip shows one banner plainly, and three as a carousel", async ({ page, request }) => {
  const token = await adminApiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const all = (await (await request.get("/api/advert-banners", { headers: auth })).json()) as { id: number }[];
  await request.put("/api/advert-banners/bulk-status", { headers: auth, data: { ids: all.map((banner) => banner.id), isActive: false } });
  const create = async (title: string, color: string) => {
    const slot = await (await request.post("/api/objects/upload", { headers: auth, data: { purpose: "banner" } })).json();
    const file = await picture(540, 960, color);
    const stored = await (await request.put(slot.uploadURL, { headers: { "Content-Type": "image/png" }, data: file.buffer })).json();
    const created = await request.post("/api/advert-banners", {
      headers: auth,
      data: { title, mediaUrl: stored.url, mediaType: "image", targetUrl: "/concerts", startDate: day(0), endDate: day(5) },
    });
    expect(created.status()).toBe(201);
  };

  await create("Only banner", "#224466");
  await page.goto("/en/concerts");
  await hydrated(page);
  await expect(page.getByRole("complementary", { name: "Announcements" }).getByText("Only banner", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Announcements" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next announcement" })).toHaveCount(0);

  await create("Second banner", "#446622");
  await create("Third banner", "#662244");
  await page.reload();
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Announcements" });
  await expect(carousel.getByRole("button", { name: /Show announcement/ })).toHaveCount(3);
  await carousel.getByRole("button", { name: "Pause the announcements" }).click();
  for (const [shown, title] of [[2, "Second banner"], [3, "Third banner"], [1, "Only banner"]] as const) {
    await carousel.getByRole("button", { name: "Next announcement" }).click();
    await expect(carousel.getByRole("button", { name: `Show announcement ${shown}` })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByText(title, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("a staff member is created with a photo in three languages, then moved first by editing the order", async ({ page, request }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Կառավարման ընտրացանկ" }).getByRole("link", { name: "Անձնակազմ" }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Նոր աշխատակից" }).click();
  const form = page.getByRole("dialog", { name: "Նոր աշխատակից" });
  await form.getByLabel("Լուսանկար").setInputFiles(await picture(800, 600, "#335577"));
  const english = form.getByRole("group", { name: "English" });
  // Each language's fieldset is labelled in the admin's own language (Armenian here).
  await english.getByRole("textbox", { name: "Անուն", exact: true }).fill("Narine");
  await english.getByLabel("Ազգանուն").fill("Hakobyan");
  await english.getByLabel("Պաշտոն").fill("Artistic director");
  const armenian = form.getByRole("group", { name: "Հայերեն" });
  await armenian.getByRole("textbox", { name: "Անուն", exact: true }).fill("Նարինե");
  await armenian.getByLabel("Ազգանուն").fill("Հակոբյան");
  await armenian.getByLabel("Պաշտոն").fill("Գեղարվեստական ղեկավար");
  const russian = form.getByRole("group", { name: "Русский" });
  await russian.getByRole("textbox", { name: "Անուն", exact: true }).fill("Нарине");
  await russian.getByLabel("Ազգանուն").fill("Акопян");
  await russian.getByLabel("Պաշտոն").fill("Художественный руководитель");
  await form.getByLabel("Հերթականություն").fill("7");
  await form.getByRole("button", { name: "Ավելացնել աշխատակից" }).click();
  await expect(page.getByText("Աշխատակիցն ավելացվեց")).toBeVisible();

  const item = page.getByTestId("staff-item").filter({ hasText: "Նարինե Հակոբյան" });
  await expect(item.getByText("Հերթական համար՝ 7")).toBeVisible();
  // The photo went into the media library whole (the people page cuts it square around its focal point).
  const photo = await request.get((await item.locator("img").getAttribute("src"))!);
  const stored = await sharp(await photo.body()).metadata();
  expect([stored.format, stored.width, stored.height]).toEqual(["webp", 800, 600]);

  await item.getByRole("button", { name: "Խմբագրել" }).click();
  const dialog = page.getByRole("dialog", { name: "Խմբագրել աշխատակցի տվյալները" });
  await expect(dialog.getByRole("group", { name: "Русский" }).getByRole("textbox", { name: "Անուն", exact: true })).toHaveValue("Нарине");
  await dialog.getByLabel("Հերթականություն").fill("1");
  await dialog.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByText("Փոփոխությունները պահպանվեցին")).toBeVisible();
  await expect(page.getByTestId("staff-item").first()).toContainText("Նարինե Հակոբյան");

  // Another photo, picked from the media library in its own dialog over the form.
  await page.getByTestId("staff-item").first().getByRole("button", { name: "Խմբագրել" }).click();
  await dialog.getByRole("button", { name: "Ընտրել մեդիա գրադարանից" }).click();
  const picker = page.getByRole("dialog", { name: "Ընտրել նկար գրադարանից" });
  const pick = picker.getByRole("button", { name: /^Ավելացնել: / }).first();
  await expect(pick).toBeVisible();
  await expectNoAxeViolations(page);
  const pickedName = ((await pick.getAttribute("aria-label")) ?? "").replace(/^Ավելացնել: /, "");
  await pick.click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(`Մեդիա գրադարանից՝ ${pickedName}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Պահպանել" }).click();
  await expect(page.getByText("Փոփոխությունները պահպանվեցին")).toBeVisible();

  const publicRussian = (await (await request.get("/api/staff?language=ru")).json()) as { firstName: string; position: string; photo: { src: string } | null }[];
  expect(publicRussian[0]).toMatchObject({ firstName: "Нарине", position: "Художественный руководитель" });
  expect(publicRussian[0]!.photo?.src).toMatch(/\.webp$/);
});

test("a coming-soon event starts hidden, shows on the concerts page once published, and goes when hidden", async ({ page }) => {
  const title = `Gala ${Date.now()}`;
  await signIn(page);
  await page.getByRole("navigation", { name: "Կառավարման ընտրացանկ" }).getByRole("link", { name: "Շուտով սպասվող միջոցառումներ" }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Նոր միջոցառում" }).click();
  const form = page.getByRole("dialog", { name: "Նոր միջոցառում" });
  await expect(form.getByLabel("Ժամ")).toHaveValue("19:30");
  await form.getByRole("group", { name: "English" }).getByRole("textbox", { name: "Անվանում", exact: true }).fill(title);
  await form.getByRole("group", { name: "English" }).getByLabel("Վայր").fill("Aram Khachaturian Concert Hall");
  await form.getByRole("button", { name: "Ստեղծել միջոցառում" }).click();
  await expect(page.getByText("Լրացրեք անվանումը երեք լեզուներով, ամսաթիվը և ժամը")).toBeVisible();
  await form.getByRole("group", { name: "Հայերեն" }).getByRole("textbox", { name: "Անվանում", exact: true }).fill(`Գալա ${title}`);
  await form.getByRole("group", { name: "Русский" }).getByRole("textbox", { name: "Անվանում", exact: true }).fill(`Гала ${title}`);
  await form.getByLabel("Ամսաթիվ").fill(day(45));
  await form.getByLabel("Նկար (ըստ ցանկության)").setInputFiles(await picture(1200, 800, "#553311"));
  await form.getByRole("button", { name: "Ստեղծել միջոցառում" }).click();
  await expect(page.getByText("Միջոցառումը ստեղծվեց։ Այն թաքնված կմնա, մինչև հրապարակեք։")).toBeVisible();
  const item = page.getByTestId("coming-soon-item").filter({ hasText: `Գալա ${title}` });
  await expect(item.getByText("Նախադիտում. պահանջում է ակտիվացում")).toBeVisible();

  await page.goto("/en/concerts");
  await hydrated(page);
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  await page.goto("/admin/events");
  await item.getByRole("button", { name: "Հրապարակել" }).click();
  await expect(item.getByText("Հրապարակված")).toBeVisible();
  await page.goto("/en/concerts");
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.goto("/ru/concerts");
  await expect(page.getByText(`Гала ${title}`, { exact: true })).toBeVisible();

  await page.goto("/admin/events");
  await item.getByRole("button", { name: "Հանել հրապարակումից" }).click();
  await expect(item.getByText("Նախադիտում. պահանջում է ակտիվացում")).toBeVisible();
  await page.goto("/en/concerts");
  await hydrated(page);
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  await page.goto("/admin/events");
  await item.getByRole("button", { name: "Ջնջել" }).click();
  const confirm = page.getByRole("dialog", { name: "Միջոցառման ջնջում" });
  await expect(confirm.getByText("Ջնջե՞լ այս միջոցառումը։ Այս գործողությունը հնարավոր չէ չեղարկել։")).toBeVisible();
  await confirm.getByRole("button", { name: "Ջնջել" }).click();
  await expect(item).toHaveCount(0);
});
