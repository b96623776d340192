import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { publishedDocuments } from "../../app/db/schema/published-documents";
import { seedRuns } from "../../app/db/schema/seeds";
import { pageDocument, pageStore } from "../../app/features/pages/pages.server";
import type { PageContent } from "../../app/features/pages/schema";
import { runSeeds } from "../../server/seed";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ seed: true, site: true, publishTickMs: 200 }, 120_000);

type Lang = "am" | "en" | "ru";
const LABELS: Record<Lang, { min: string; max: string; validity: string }> = {
  am: { min: "Նվազագույն արժեք", max: "Առավելագույն արժեք", validity: "Գործողության ժամկետ" },
  en: { min: "Minimum amount", max: "Maximum amount", validity: "Valid for" },
  ru: { min: "Минимальный номинал", max: "Максимальный номинал", validity: "Срок действия" },
};

/** A visitor's gift card page (or another) with its non-breaking spaces as plain ones. */
const visitorHtml = async (lang: Lang, path = "/orchestra/giftCard") => (await (await fetch(`${hall.server.url}/${lang}${path}`)).text()).replace(/[\u00a0\u202f]/g, " ");

/** The figure the page's facts list shows against a label. */
const shown = (html: string, label: string) => html.match(new RegExp(`<dt>${label}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];

/** The capacity the home page's schema.org data gives the hall. */
async function hallCapacity(): Promise<number | undefined> {
  const html = await (await fetch(`${hall.server.url}/en`)).text();
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => [JSON.parse(match[1]!)].flat());
  return data.find((entry: { "@type"?: string }) => entry["@type"] === "MusicVenue")?.maximumAttendeeCapacity;
}

async function giftCard() {
  const response = await hall.admin.call("/admin/pages/gift-card");
  expect(response.status).toBe(200);
  return response.body as { languages: Record<Lang, { published: PageContent; version: number }> };
}

describe("the gift card and hall history pages read their figures from the hall facts", () => {
  it("shows the amounts and the validity from the hall facts in each language, under the Amounts heading, and no figures in its text", async () => {
    const expected: Record<Lang, { min: string; max: string; validity: string; heading: string }> = {
      am: { min: "15 000 դրամ", max: "100 000 դրամ", validity: "1 տարի", heading: "Քարտի արժեքը" },
      en: { min: "15,000 AMD", max: "100,000 AMD", validity: "1 year", heading: "Amounts" },
      ru: { min: "15 000 драм", max: "100 000 драм", validity: "1 год", heading: "Номинал" },
    };
    const { languages } = await giftCard();
    for (const lang of ["am", "en", "ru"] as const) {
      const html = await visitorHtml(lang);
      expect(shown(html, LABELS[lang].min), lang).toBe(expected[lang].min);
      expect(shown(html, LABELS[lang].max), lang).toBe(expected[lang].max);
      expect(shown(html, LABELS[lang].validity), lang).toBe(expected[lang].validity);
      const blocks = languages[lang].published.blocks;
      const heading = blocks.findIndex((block) => block.type === "heading" && block.text === expected[lang].heading);
      expect(blocks[heading + 1], lang).toEqual({ type: "facts", facts: "giftCard" });
      const text = blocks.flatMap((block) => (block.type === "text" ? [block.html.replace(/[\u00a0\u202f]/g, " ")] : [])).join(" ");
      expect(text, lang).not.toMatch(/15[ ,]000|100[ ,]000|one year|մեկ տարի|один год/);
    }
  });

  it("the hall history shows its seats from the facts: a facts list and the floors filled in, no figures in its text", async () => {
    const expected: Record<Lang, { total: string; floors: string }> = {
      am: { total: "Ընդամենը", floors: "Նստատեղերը տեղակայված են 3 հարկում։" },
      en: { total: "Total", floors: "The seats are spread over 3 floors." },
      ru: { total: "Всего", floors: "Места расположены на 3 этажах." },
    };
    for (const lang of ["am", "en", "ru"] as const) {
      const html = await visitorHtml(lang, "/about/history");
      expect(shown(html, expected[lang].total), lang).toBe(lang === "en" ? "1,310" : "1 310");
      expect(html, lang).toContain(expected[lang].floors);
    }
    const { languages } = (await hall.admin.call("/admin/pages/hall-history")).body as { languages: Record<Lang, { published: PageContent }> };
    for (const lang of ["am", "en", "ru"] as const) {
      const words = languages[lang].published.blocks.flatMap((block) => (block.type === "text" ? [block.html] : block.type === "heading" ? [block.text] : [])).join(" ");
      expect(words, lang).not.toMatch(/1[ ,\u00a0]?310|\b579\b|\b317\b/);
    }
  });

  it("shows the new figures in each language once an admin publishes new facts", async () => {
    const facts = (await hall.admin.call("/admin/facts")).body as { draft: { giftCard: Record<string, number>; mainHallSeats: Record<string, number> }; version: number };
    expect(await hallCapacity()).toBe(1310);
    const saved = await hall.admin.call("/admin/facts/draft", "PUT", {
      facts: { ...facts.draft, mainHallSeats: { ...facts.draft.mainHallSeats, stage: 300 }, giftCard: { min: 20000, max: 100000, validityMonths: 18 } },
      baseVersion: facts.version,
    });
    expect(saved.status).toBe(200);
    expect((await hall.admin.call("/admin/facts/publish", "POST", {})).status).toBe(200);
    const expected: Record<Lang, { min: string; validity: string }> = {
      am: { min: "20 000 դրամ", validity: "18 ամիս" },
      en: { min: "20,000 AMD", validity: "18 months" },
      ru: { min: "20 000 драм", validity: "18 месяцев" },
    };
    for (const lang of ["am", "en", "ru"] as const) {
      await expect.poll(async () => shown(await visitorHtml(lang), LABELS[lang].min), { timeout: 10_000 }).toBe(expected[lang].min);
      expect(shown(await visitorHtml(lang), LABELS[lang].validity), lang).toBe(expected[lang].validity);
    }
    // The home page tells search engines the hall's capacity from the same facts.
    await expect.poll(hallCapacity, { timeout: 10_000 }).toBe(1290);
  });

  it("an install seeded before takes the facts block where nobody touched the page, and keeps staff's edits", async () => {
    const db = hall.server.db;
    const store = pageStore(db);
    const before = await giftCard();
    // The page as the earlier seed wrote it: the amounts as figures in the text, no facts block.
    const earlier = (lang: Lang): PageContent => ({
      ...before.languages[lang].published,
      blocks: before.languages[lang].published.blocks.map((block) => (block.type === "facts" ? { type: "text", html: "<p>From 15,000 AMD to 100,000 AMD.</p>" } : block)),
    });
    for (const lang of ["en", "ru"] as const) {
      await db.delete(publishedDocuments).where(and(eq(publishedDocuments.kind, "page"), eq(publishedDocuments.key, "gift-card"), eq(publishedDocuments.lang, lang)));
      await store.createPublished(pageDocument("gift-card", lang), earlier(lang), { id: null, name: "system" });
    }
    // Staff edited the Russian page since.
    const ru = (await giftCard()).languages.ru;
    expect((await hall.admin.call("/admin/pages/gift-card/ru/draft", "PUT", { ...ru.published, lead: "Подарок", baseVersion: ru.version })).status).toBe(200);

    await db.delete(seedRuns).where(eq(seedRuns.name, "pages/facts-blocks-in-first-versions-v1"));
    expect(await runSeeds(db)).toEqual(["pages/facts-blocks-in-first-versions-v1"]);

    const after = await giftCard();
    expect(after.languages.en.published).toEqual(before.languages.en.published);
    expect((await hall.admin.call("/admin/pages/gift-card/en/versions")).body).toEqual([expect.objectContaining({ number: 2, by: "system" }), expect.objectContaining({ number: 1 })]);
    expect(after.languages.ru.published).toEqual(earlier("ru"));
    expect(after.languages.am.published).toEqual(before.languages.am.published);
    expect((await hall.admin.call("/admin/pages/gift-card/am/versions")).body).toHaveLength(1);
  });
});
