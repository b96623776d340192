import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishedDocuments } from "../../app/db/schema/published-documents";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ seed: true, site: true }, 120_000);

type Block = Record<string, unknown> & { type: string };
type Content = { title: string; lead: string; blocks: Block[] };
type Language = { draft: Content | null; published: Content | null; version: number };
const LANGS = ["am", "en", "ru"] as const;

/** A visitor's page with its non-breaking spaces as plain ones. */
const visitorHtml = async (path: string) => (await (await fetch(`${hall.server.url}${path}`)).text()).replace(/[\u00a0\u202f]/g, " ");

async function hero() {
  const response = await hall.admin.call("/admin/pages/home-hero");
  expect(response.status).toBe(200);
  return response.body as { path: string; languages: Record<(typeof LANGS)[number], Language> };
}

/** An attribute's value as React writes it into the page. */
const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const save = (lang: string, content: Content, baseVersion: number) => hall.admin.call(`/admin/pages/home-hero/${lang}/draft`, "PUT", { ...content, baseVersion });

/** A picture of the library the hall history already shows, with its alternative text in each language. */
async function libraryPicture() {
  const history = (await hall.admin.call("/admin/pages/hall-history")).body as { languages: { en: Language } };
  const mediaId = history.languages.en.published!.blocks.find((block) => block.type === "picture")!.mediaId as number;
  const item = (await hall.admin.call(`/admin/media/${mediaId}`)).body as { alt: Record<string, string> };
  return { mediaId, alt: item.alt };
}

const NEW_HERO = {
  am: { title: "Ձմեռային սեզոնը բացված է", lead: "Դեկտեմբերի համերգները՝ մեկ էջում։", label: "Տեսնել ցանկը" },
  en: { title: "The winter season is open", lead: "December's concerts on one page.", label: "See the list" },
  ru: { title: "Зимний сезон открыт", lead: "Декабрьские концерты на одной странице.", label: "Смотреть список" },
};

describe("the home page's hero as staff's page", () => {
  it("starts as today's hero, published in three languages and listed among the pages", async () => {
    const list = (await hall.admin.call("/admin/pages")).body as { key: string; path: string; languages: Record<string, { state: string }> }[];
    const entry = list.find((item) => item.key === "home-hero");
    expect(entry?.path).toBe("/");
    for (const lang of LANGS) expect(entry?.languages[lang]?.state, lang).toBe("published");
    const { languages } = await hero();
    expect(languages.en.published).toEqual({
      title: "Aram Khachaturian Concert Hall",
      lead: "Home of the Armenian National Philharmonic Orchestra in Yerevan: concerts, tickets, tours and hall rental.",
      blocks: [{ type: "button", label: "Explore concerts", href: "#upcoming" }],
    });
    const en = await visitorHtml("/en");
    for (const text of ["Aram Khachaturian Concert Hall", "Explore concerts", 'href="#upcoming"', "/media/hero/hall.webm"]) expect(en.includes(text), text).toBe(true);
    expect(await visitorHtml("/ru")).toContain("Смотреть концерты");
    expect(await visitorHtml("/am")).toContain("Դիտել համերգները");
  });

  it("shows a published hero in each language: its title, lead, button to a path of the site, and the library picture with its alternative text", async () => {
    const { mediaId, alt } = await libraryPicture();
    const { languages } = await hero();
    for (const lang of LANGS) {
      const words = NEW_HERO[lang];
      const content = { title: words.title, lead: words.lead, blocks: [{ type: "picture", mediaId }, { type: "button", label: words.label, href: "/concerts" }] };
      expect((await save(lang, content, languages[lang].version)).status, lang).toBe(200);
      expect((await visitorHtml(`/${lang}`)).includes(words.title), `${lang}: a draft is not live`).toBe(false);
      expect((await hall.admin.call(`/admin/pages/home-hero/${lang}/publish`, "POST", {})).status, lang).toBe(200);
    }
    for (const lang of LANGS) {
      const words = NEW_HERO[lang];
      // The page read just before may be kept for its few seconds, as on another instance.
      await expect.poll(() => visitorHtml(`/${lang}`), { timeout: 10_000 }).toContain(words.title);
      const html = await visitorHtml(`/${lang}`);
      for (const text of [words.lead, words.label, `href="/${lang}/concerts"`, `alt="${attribute(alt[lang]!)}"`, 'type="image/avif"']) expect(html.includes(text), `${lang}: ${text}`).toBe(true);
      expect(html.includes("/media/hero/hall.webm"), `${lang}: the film gives way to the chosen picture`).toBe(false);
      for (const other of LANGS.filter((candidate) => candidate !== lang)) expect(html.includes(NEW_HERO[other].title), `${lang} shows ${other}`).toBe(false);
    }
  });

  it("shows the English hero with a note in a language that has nothing published", async () => {
    const [row] = await hall.server.db
      .select()
      .from(publishedDocuments)
      .where(and(eq(publishedDocuments.kind, "page"), eq(publishedDocuments.key, "home-hero"), eq(publishedDocuments.lang, "ru")));
    await hall.server.db.update(publishedDocuments).set({ published: null, publishedVersion: null }).where(eq(publishedDocuments.id, row!.id));
    await expect.poll(() => visitorHtml("/ru"), { timeout: 10_000 }).toContain("Эта страница ещё не написана по-русски");
    const html = await visitorHtml("/ru");
    expect(html).toContain(NEW_HERO.en.title);
    expect(html).toContain('<div lang="en">');
    // The rest of the home page stays Russian.
    expect(html).toContain("Ближайшие концерты");
    expect((await hero()).languages.ru.published).toBeNull();
  });

  it("refuses a button link that is not a path of this site, and blocks the hero does not take, with 400 and a message", async () => {
    const { languages } = await hero();
    const en = languages.en.draft!;
    for (const href of ["https://example.com/tickets", "//example.com", "javascript:alert(1)", "/en/concerts", "concerts", "/a b", "/../admin"]) {
      const refused = await save("en", { ...en, blocks: [{ type: "button", label: "Tickets", href }] }, languages.en.version);
      expect(refused.status, href).toBe(400);
      expect(refused.body).toMatchObject({ code: "invalid_link", fields: { "blocks.0.href": "invalid_link" } });
      expect(refused.body.message, href).toMatch(/path of this site/);
    }
    const twoButtons = await save("en", { ...en, blocks: [{ type: "button", label: "One", href: "/concerts" }, { type: "button", label: "Two", href: "/gallery" }] }, languages.en.version);
    expect(twoButtons.status).toBe(400);
    expect(twoButtons.body.fields).toEqual({ "blocks.1.type": "only_one" });
    const heading = await save("en", { ...en, blocks: [{ type: "heading", text: "Welcome" }] }, languages.en.version);
    expect(heading.status).toBe(400);
    expect(heading.body.fields).toEqual({ "blocks.0.type": "not_on_this_page" });
    expect(heading.body.message).toMatch(/only these blocks: picture, button/);
    // A composed page takes no button: its layout has no place for one.
    const history = (await hall.admin.call("/admin/pages/hall-history")).body as { languages: { en: Language } };
    const button = await hall.admin.call("/admin/pages/hall-history/en/draft", "PUT", { ...history.languages.en.draft!, blocks: [{ type: "button", label: "Go", href: "/concerts" }], baseVersion: history.languages.en.version });
    expect(button.status).toBe(400);
    // Nothing refused was stored.
    expect((await hero()).languages.en.version).toBe(languages.en.version);
  });

  it("previews a draft of the hero from a link, never kept or indexed", async () => {
    const { languages } = await hero();
    const en = languages.en;
    expect((await save("en", { ...en.draft!, title: "A hero still in draft" }, en.version)).status).toBe(200);
    const preview = await hall.admin.call("/admin/pages/home-hero/en/preview", "POST", {});
    expect(preview.status).toBe(200);
    expect(preview.body.url).toMatch(/^\/en\?preview=[\w-]{20,}$/);
    const shown = await fetch(`${hall.server.url}${preview.body.url}`);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    const html = await shown.text();
    expect(html).toContain("A hero still in draft");
    expect(html).toContain('name="robots" content="noindex"');
    expect(await visitorHtml("/en")).not.toContain("A hero still in draft");
    expect((await fetch(`${hall.server.url}/en?preview=made-up`)).status).toBe(404);
  });
});
