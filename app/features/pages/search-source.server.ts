import { ACCESSIBILITY_TEXTS } from "../../content/accessibility-texts.server";
import type { Db } from "../../db/client.server";
import { writesUnder } from "../../db/read-cache.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { localePath, type Lang } from "../../i18n/languages";
import { richTextToPlain } from "../../security/rich-text.server";
import { type HallFacts, withFacts } from "../hall-facts/public";
import { HALL_FACTS_READS, readHallFacts } from "../hall-facts/public.server";
import { LEGAL_READS, type LegalPageName, loadLegalPage } from "../privacy/public.server";
import type { SearchDocument, SearchSource } from "../search/public.server";
import { PAGE_READS, pageWords, readPublishedPage } from "./pages.server";
import type { PageKey as BlockPageKey } from "./page-keys";

/** Every string inside a text object, in order, placeholders such as {address} left out. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\w+\}/g, "")];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

type PageKey = keyof ReturnType<typeof catalogueFor>["pages"];

const BLOCK_PAGES = [
  { path: "/venue/rent", page: "rent", slug: "venue-rent" },
  { path: "/venue/visit", page: "visit", slug: "venue-visit" },
  { path: "/venue/vip-balcony", page: "vipBalcony", slug: "venue-vip-balcony" },
  { path: "/venue/harmony", page: "harmony", slug: "venue-harmony" },
  { path: "/about/history", page: "hallHistory", slug: "hall-history" },
  { path: "/orchestra/history", page: "orchestraHistory", slug: "orchestra-history" },
  { path: "/orchestra/giftCard", page: "giftCard", slug: "gift-card" },
  { path: "/visit", page: "planVisit", slug: "plan-visit" },
] as const satisfies { path: string; page: PageKey; slug: BlockPageKey }[];

const LEGAL_PAGES = [
  { path: "/privacy", page: "privacy", name: "privacy" },
  { path: "/terms", page: "terms", name: "terms" },
] as const satisfies { path: string; page: PageKey; name: LegalPageName }[];

/** The site's pages with text worth finding: the venue pages, the histories, the gift card, accessibility, the privacy policy and the terms of use. */
export function pageSearchSource(db: Db): SearchSource {
  function page(lang: Lang, facts: HallFacts, path: string, key: PageKey, texts: string[]): SearchDocument {
    const meta = catalogueFor(lang).pages[key];
    return { key: `page:${path}`, kind: "page", title: meta.title, body: [withFacts(meta.description, facts, lang), ...texts].join(" ").replace(/\s+/g, " ").trim(), url: localePath(lang, path), startsAt: null };
  }
  return {
    prefix: "page:",
    version: () => `${writesUnder(db, PAGE_READS)}:${writesUnder(db, LEGAL_READS)}:${writesUnder(db, HALL_FACTS_READS)}`,
    async documents(lang) {
      // The texts' figures as the pages show them: from the published hall facts.
      const facts = await readHallFacts(db);
      const filled = <T,>(texts: T) => withFacts(texts, facts, lang);
      const blockPages = await Promise.all(
        BLOCK_PAGES.map(async ({ path, page: key, slug }) => {
          return page(lang, facts, path, key, filled(pageWords(await readPublishedPage(db, slug, lang))));
        }),
      );
      const legal = await Promise.all(
        LEGAL_PAGES.map(async ({ path, page: key, name }) => page(lang, facts, path, key, textsOf(richTextToPlain((await loadLegalPage(db, name)).texts[lang])))),
      );
      return [
        ...blockPages,
        page(lang, facts, "/venue/accessibility", "accessibility", textsOf(filled(ACCESSIBILITY_TEXTS[lang]))),
        ...legal,
      ];
    },
  };
}
