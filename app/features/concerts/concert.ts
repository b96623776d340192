import type { Lang } from "../../i18n/languages";

export type Performer = { name: string; imageUrl: string; facebookUrl: string; instagramUrl: string };

/** Where a concert list or a concert came from, in the order the catalogue falls back. */
export type CatalogueSource = "provider" | "stale" | "snapshot" | "database" | "sample";

/**
 * A concert as every page and API of ours sees it, whichever source it came from. Field names
 * follow the provider's (docs/product.md §9); values are normalised and the
 * description is sanitised HTML.
 */
export type ConcertEvent = {
  eventId: string;
  eventName: string;
  /** Sanitised HTML, safe to render. */
  eventDescription: string;
  descriptionText: string;
  /** ISO 8601 with the hall's offset when the date could be read; otherwise the text as it came. */
  eventDateTime: string;
  startsAt: string | null;
  venue: { name: string; address: string };
  imageUrl: string;
  bannerUrl: string;
  eventInfo: string;
  performers: Performer[];
  language: Lang;
  facts: {
    price: { min: number; max: number } | null;
    minAge: number | null;
    festival: string | null;
    program: string | null;
  };
};

export type ConcertDetails = ConcertEvent & {
  /** Seats on sale, spelled as the provider spells it; null when unknown (the chip is hidden). */
  availaibleCount: number | null;
};


export function byStartTime(a: ConcertEvent, b: ConcertEvent): number {
  if (a.startsAt && b.startsAt) return a.startsAt.localeCompare(b.startsAt);
  return a.startsAt ? -1 : b.startsAt ? 1 : 0;
}
