import { VENUE_TEXTS, type VenueTexts } from "../../content/venue-texts.server";
import type { Db } from "../../db/client.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { LANGS } from "../../i18n/languages";
import type { PageKey } from "./page-keys";
import { pageDocument, pageStore } from "./pages.server";
import type { PageBlock } from "./schema";
import { listBlock as list, paragraphsBlock as text } from "./seed-blocks.server";

const heading = (words: string): PageBlock => ({ type: "heading", text: words });
const callout = (words: string): PageBlock => ({ type: "callout", text: words });

/**
 * Today's venue pages as blocks, in one language. Figures stay placeholders ({floors},
 * {harmonyCapacity}…) the page fills from the hall facts; the forms' words stay with the forms.
 */
function venueBlocks(texts: VenueTexts): Record<Extract<PageKey, `venue-${string}`>, { lead: string; blocks: PageBlock[] }> {
  const { rent, visit, vipBalcony, harmony } = texts;
  return {
    "venue-rent": {
      lead: rent.lead,
      blocks: [text(rent.hallIntro), heading(rent.seatsTitle), { type: "facts", facts: "seats" }, text(rent.floors), heading(rent.termsTitle), list(rent.terms), callout(rent.feedbackNote)],
    },
    "venue-visit": {
      lead: visit.lead,
      blocks: [
        text(visit.description),
        heading(visit.scheduleTitle),
        { type: "facts", facts: "tourSchedule" },
        heading(visit.pricesTitle),
        { type: "facts", facts: "tourPrices" },
        heading(visit.languagesTitle),
        { type: "facts", facts: "guidePrices" },
        heading(visit.privateTitle),
        { type: "facts", facts: "privateEvening" },
        text(visit.privateText),
        heading(visit.contactTitle),
        text(visit.contactText),
        { type: "gallery", gallery: "tour" },
      ],
    },
    "venue-vip-balcony": {
      lead: vipBalcony.lead,
      blocks: [text(vipBalcony.description), heading(vipBalcony.featuresTitle), list(vipBalcony.features), callout(vipBalcony.closing), { type: "gallery", gallery: "vip-balcony" }],
    },
    "venue-harmony": {
      lead: harmony.lead,
      blocks: [
        text(harmony.description),
        callout(harmony.capacity),
        heading(harmony.useCasesTitle),
        list(harmony.useCases),
        heading(harmony.benefitsTitle),
        list(harmony.benefits),
        { type: "gallery", gallery: "harmony" },
      ],
    },
  };
}

/** The page titles the venue pages had in the site's catalogues. */
const VENUE_TITLES = {
  "venue-rent": "rent",
  "venue-visit": "visit",
  "venue-vip-balcony": "vipBalcony",
  "venue-harmony": "harmony",
} as const;

/**
 * Today's four venue pages become the first published version of each page in each language
 * (server/seed.ts runs it once per database, so an install that already has its pages gets them too).
 */
export async function seedVenuePages(db: Db, now: Date): Promise<void> {
  const store = pageStore(db);
  for (const lang of LANGS) {
    const titles = catalogueFor(lang).pages;
    for (const [key, page] of Object.entries(venueBlocks(VENUE_TEXTS[lang]))) {
      const pageKey = key as keyof typeof VENUE_TITLES;
      await store.createPublished(pageDocument(pageKey, lang), { title: titles[VENUE_TITLES[pageKey]].title, lead: page.lead, blocks: page.blocks }, { id: null, name: "system" }, now);
    }
  }
}
