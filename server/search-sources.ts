import { ACCESSIBILITY_TEXTS } from "../app/content/accessibility-texts.server";
import { VENUE_TEXTS } from "../app/content/venue-texts.server";
import type { ConcertCatalogue } from "../app/features/concerts/catalogue.server";
import { loadHistoryPage } from "../app/features/history/history.server";
import type { HistorySlug } from "../app/features/history/history.types";
import type { SearchDocument, SearchSource } from "../app/features/search/search-index.server";
import type { Db } from "../app/db/client.server";
import { catalogueFor } from "../app/i18n/catalogues.server";
import { localePath, type Lang } from "../app/i18n/languages";

/** Every string inside a text object, in order, placeholders such as {address} left out. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\w+\}/g, "")];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/** Upcoming concerts as the catalogue lists them in each language. */
export function concertSearchSource(catalogue: ConcertCatalogue, now: () => Date = () => new Date()): SearchSource {
  return {
    prefix: "concert:",
    async documents(lang) {
      const { events } = await catalogue.listEvents(lang);
      const from = now().getTime();
      return events
        .filter((event) => !event.startsAt || Date.parse(event.startsAt) >= from)
        .map((event) => ({
          key: `concert:${event.eventId}`,
          kind: "concert",
          title: event.eventName,
          body: [event.descriptionText, event.facts.program ?? "", ...event.performers.map((performer) => performer.name)].filter(Boolean).join(" "),
          url: localePath(lang, `/orchestra/event/${encodeURIComponent(event.eventId)}`),
          startsAt: event.startsAt ? new Date(event.startsAt) : null,
        }));
    },
  };
}

type PageKey = keyof ReturnType<typeof catalogueFor>["pages"];

const VENUE_PAGES = [
  { path: "/venue/rent", page: "rent", texts: "rent" },
  { path: "/venue/visit", page: "visit", texts: "visit" },
  { path: "/venue/vip-balcony", page: "vipBalcony", texts: "vipBalcony" },
  { path: "/venue/harmony", page: "harmony", texts: "harmony" },
] as const satisfies { path: string; page: PageKey; texts: keyof (typeof VENUE_TEXTS)["en"] }[];

const HISTORY_PAGES = [
  { path: "/about/history", page: "hallHistory", slug: "hall-history" },
  { path: "/orchestra/history", page: "orchestraHistory", slug: "orchestra-history" },
  { path: "/orchestra/giftCard", page: "giftCard", slug: "gift-card" },
] as const satisfies { path: string; page: PageKey; slug: HistorySlug }[];

/** The site's pages with text worth finding: the venue pages, the histories, the gift card and accessibility. */
export function pageSearchSource(db: Db): SearchSource {
  function page(lang: Lang, path: string, key: PageKey, texts: string[]): SearchDocument {
    const meta = catalogueFor(lang).pages[key];
    return { key: `page:${path}`, kind: "page", title: meta.title, body: [meta.description, ...texts].join(" ").replace(/\s+/g, " ").trim(), url: localePath(lang, path), startsAt: null };
  }
  return {
    prefix: "page:",
    async documents(lang) {
      const histories = await Promise.all(
        HISTORY_PAGES.map(async ({ path, page: key, slug }) => {
          const stored = await loadHistoryPage(db, slug, lang);
          return page(lang, path, key, stored ? stored.sections.flatMap((section) => [section.heading ?? "", section.content]) : []);
        }),
      );
      return [
        ...VENUE_PAGES.map(({ path, page: key, texts }) => page(lang, path, key, textsOf(VENUE_TEXTS[lang][texts]))),
        page(lang, "/venue/accessibility", "accessibility", textsOf(ACCESSIBILITY_TEXTS[lang])),
        ...histories,
      ];
    },
  };
}
