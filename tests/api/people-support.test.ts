import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_READ_TTL_MS } from "../../app/db/read-cache.server";
import { publicSupportText } from "../../app/features/site-settings/public.server";
import { DEFAULT_SUPPORT_TEXTS } from "../../app/features/site-settings/support-texts";
import { publicStaff } from "../../app/features/staff/public.server";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let editor: Awaited<ReturnType<typeof signedInAdmin>>;

// The pages here are rendered by the production build, loaded beside the API's source modules with its own copy of
// the read cache, which the API's writes cannot forget: a page shows a change once its read expires (a production
// server has one copy and shows it at once: tests/e2e/public-corners.spec.ts). The reads themselves are checked here.
const readExpired = () => new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 500));

beforeAll(async () => {
  server = await startTestServer({ site: true });
  admin = await signedInAdmin(server, "people-admin");
  editor = await signedInAdmin(server, "people-editor", "editor");
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

const heading = (title: string) => `<h1 class="max-w-3xl text-3xl font-semibold tracking-tight text-ink sm:text-5xl">${title}</h1>`;

describe("the people page", () => {
  const translations = (first: string, last: string, position: string) => [
    { languageCode: "eng", firstName: first, lastName: last, position },
    { languageCode: "arm", firstName: `${first}-հ`, lastName: `${last}-հ`, position: "Գործադիր տնօրեն" },
    { languageCode: "rus", firstName: `${first}-р`, lastName: `${last}-р`, position: "Исполнительный директор" },
  ];

  it("says it is being prepared while staff have added nobody, in each language", async () => {
    for (const [lang, title, empty] of [
      ["am", "Մեր թիմը", "Էջը պատրաստվում է"],
      ["en", "People", "This page is being prepared"],
      ["ru", "Команда", "Страница готовится"],
    ] as const) {
      const { status, html } = await page(`/${lang}/people`);
      expect(status).toBe(200);
      expect(html).toContain(heading(title));
      expect(html).toContain(empty);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${lang}/people"`));
      expect(html).toMatch(/<link rel="alternate" hrefLang="hy" href="[^"]+\/am\/people"/);
    }
  });

  it("shows the members in their display order and the page's language, each photo lazy with its name as its text (its alt text in the library); a change forgets the kept read at once", async () => {
    const photo = await admin.upload("staff");
    const second = await admin.call("/staff", "POST", { imageUrl: photo, displayOrder: 5, linkedIn: "", translations: translations("Vahe", "Hakobyan", "Orchestra manager") });
    const first = await admin.call("/staff", "POST", { imageUrl: photo, displayOrder: 1, linkedIn: "", translations: translations("Anna", "Petrosyan", "Executive director") });
    expect([second.status, first.status]).toEqual([201, 201]);

    await readExpired();
    const english = (await page("/en/people")).html;
    expect(english.indexOf("Anna Petrosyan")).toBeGreaterThan(0);
    expect(english.indexOf("Anna Petrosyan")).toBeLessThan(english.indexOf("Vahe Hakobyan"));
    expect(english).toContain("Executive director");
    // The photo, made a library item, is its square crop: AVIF first, then WebP.
    expect(english).toMatch(/<picture><source type="image\/avif" srcSet="\/uploads\/lib-[0-9a-f]+\.avif 300w"[^>]*\/><source type="image\/webp"[^>]*\/><img src="\/uploads\/lib-[0-9a-f]+\.webp" alt="Anna Petrosyan"[^>]*loading="lazy"/);
    const russian = (await page("/ru/people")).html;
    expect(russian).toContain("Anna-р Petrosyan-р");
    expect(russian).toContain("Исполнительный директор");

    // The page's read is kept, and forgotten by every write: the new order and name show at once.
    const names = async () => (await publicStaff(server.db, "en")).map((member) => `${member.firstName} ${member.lastName}`);
    expect(await names()).toEqual(["Anna Petrosyan", "Vahe Hakobyan"]);
    await editor.call(`/staff/${second.body.id}`, "PUT", { imageUrl: photo, displayOrder: 1, linkedIn: "", translations: translations("Vahan", "Hakobyan", "Orchestra manager") });
    expect(await names()).toEqual(["Vahan Hakobyan", "Anna Petrosyan"]);
    expect((await editor.call(`/staff/${second.body.id}`, "DELETE")).status).toBe(204);
    expect(await names()).toEqual(["Anna Petrosyan"]);
    await readExpired();
    expect((await page("/en/people")).html).not.toContain("Vahan Hakobyan");
  });

  it("is in the menus, the footer and the sitemap", async () => {
    const { html } = await page("/en");
    expect(html.match(/href="\/en\/people"/g)?.length).toBeGreaterThanOrEqual(2);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const lang of ["am", "en", "ru"]) expect(sitemap).toContain(`/${lang}/people</loc>`);
  });
});

describe("the support page", () => {
  it("starts from a default text in three languages that invents no bank numbers and takes no payment", async () => {
    for (const [lang, title, noPayment] of [
      ["am", "Աջակցել նվագախմբին", "Այս կայքում վճարումներ չեն ընդունվում"],
      ["en", "Support the orchestra", "No payment is taken on this website"],
      ["ru", "Поддержать оркестр", "На этом сайте платежи не принимаются"],
    ] as const) {
      const { status, html } = await page(`/${lang}/support`);
      expect(status).toBe(200);
      expect(html).toContain(heading(title));
      expect(html).toContain(noPayment);
      expect(html).toContain("mailto:");
      expect(DEFAULT_SUPPORT_TEXTS[lang]).not.toMatch(/\d{4,}/);
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/ru/support</loc>");
  });

  it("is where the donate addresses lead, in the visitor's language", async () => {
    expect(await page("/en/donate")).toMatchObject({ status: 301, location: "/en/support" });
    expect(await page("/ru/donate")).toMatchObject({ status: 301, location: "/ru/support" });
    expect(await page("/donate")).toMatchObject({ status: 301, location: "/am/support" });
    expect((await page("/en")).html).toMatch(/href="\/en\/support"/);
  });

  it("is edited by admins only: 401 without a session, 403 for an editor", async () => {
    expect((await admin.call("/admin/settings/support", "GET", undefined, null)).status).toBe(401);
    expect((await editor.call("/admin/settings/support")).status).toBe(403);
    const refused = await editor.call("/admin/settings/support", "PUT", { am: "<p>Ա</p>", en: "<p>A</p>", ru: "<p>А</p>" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    const read = await admin.call("/admin/settings/support");
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ texts: DEFAULT_SUPPORT_TEXTS, isDefault: true });
  });

  it("refuses a language without text, naming it, and keeps what was stored", async () => {
    const missing = await admin.call("/admin/settings/support", "PUT", { am: "<p>Ա</p>", en: "<p>A</p>" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "invalid_support_texts", fields: { ru: "required" } });
    expect(missing.body.message).toEqual(expect.any(String));
    const onlyScript = await admin.call("/admin/settings/support", "PUT", { am: "<script>alert(1)</script>", en: "<p>A</p>", ru: "<p>А</p>" });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body).toMatchObject({ code: "invalid_support_texts", fields: { am: "required" } });
    const tooLong = await admin.call("/admin/settings/support", "PUT", { am: "<p>Ա</p>", en: `<p>${"a".repeat(20_001)}</p>`, ru: "<p>А</p>" });
    expect(tooLong.body).toMatchObject({ code: "invalid_support_texts", fields: { en: "too_long" } });
    expect((await admin.call("/admin/settings/support", "PUT", { am: "<p>Ա</p>", en: "<p>A</p>", ru: "<p>А</p>", de: "x" })).status).toBe(400);
    expect((await admin.call("/admin/settings/support")).body.isDefault).toBe(true);
  });

  it("stores the text cleaned by the sanitiser, forgets the kept read at once and shows it in each language", async () => {
    expect(await publicSupportText(server.db, "en")).toBe(DEFAULT_SUPPORT_TEXTS.en);
    const saved = await admin.call("/admin/settings/support", "PUT", {
      am: "<h2>Բանկային փոխանցում</h2><p>Հաշվեհամարը՝ AM00 0000</p>",
      en: '<h2>Bank transfer</h2><p onclick="steal()">Account AM00 0000 <a href="javascript:alert(1)">here</a> or <a href="https://example.am/give">there</a></p><script>alert(1)</script><img src="https://evil.example/x.png">',
      ru: "<h2>Банковский перевод</h2><p>Счёт AM00 0000</p>",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.isDefault).toBe(false);
    expect(saved.body.texts.en).toBe('<h2>Bank transfer</h2><p>Account AM00 0000 <a rel="noopener noreferrer">here</a> or <a href="https://example.am/give" rel="noopener noreferrer">there</a></p>');
    expect(await publicSupportText(server.db, "en")).toBe(saved.body.texts.en);
    await readExpired();
    const { html } = await page("/en/support");
    expect(html).toContain("Bank transfer");
    expect(html).not.toContain("<h2>How to give</h2>");
    expect(html).not.toContain("steal()");
    expect(html).not.toContain("evil.example");
    expect((await page("/ru/support")).html).toContain("Банковский перевод");
    expect((await page("/am/support")).html).toContain("Բանկային փոխանցում");
    expect((await editor.call("/admin/settings/support", "DELETE")).status).toBe(403);
    const reset = await admin.call("/admin/settings/support", "DELETE");
    expect(reset.body).toEqual({ texts: DEFAULT_SUPPORT_TEXTS, isDefault: true });
    expect(await publicSupportText(server.db, "en")).toBe(DEFAULT_SUPPORT_TEXTS.en);
  });
});
