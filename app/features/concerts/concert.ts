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
  /**
   * Seats on sale, spelled as the provider spells it; null when unknown (no chip is shown). The
   * provider gives it with one concert; a list knows it only when its entries carry it.
   */
  availaibleCount: number | null;
};

/**
 * What a concert card shows (listing, home, artist and series pages). The card's page sends only
 * this: the description, programme and performers stay on the concert's own page, out of every
 * listing's hydration data. Flat, and without what a card would not show (an empty price or seat
 * count is left out), as every field is repeated for each card in the page's hydration data.
 */
export type ConcertCardData = Pick<ConcertEvent, "eventId" | "eventName" | "eventDateTime"> & {
  /** The concert's picture, or its banner when it has none. */
  imageUrl: string;
  venueName: string;
  price?: NonNullable<ConcertEvent["facts"]["price"]>;
  availaibleCount?: number;
  /** From a programme published in the page's language (the route adds them): its first performer and first work. */
  performer?: string;
  work?: string;
};

export function concertCardData(event: ConcertEvent): ConcertCardData {
  const { price } = event.facts;
  return {
    eventId: event.eventId,
    eventName: event.eventName,
    eventDateTime: event.eventDateTime,
    // The card shows the banner only for a concert without its own picture.
    imageUrl: event.imageUrl || event.bannerUrl,
    venueName: event.venue.name,
    ...(price ? { price } : {}),
    ...(event.availaibleCount === null ? {} : { availaibleCount: event.availaibleCount }),
  };
}

/** One concert's page: the same shape, its seat count looked up with it. */
export type ConcertDetails = ConcertEvent;

/** At or below this many seats a card and the page say "few seats left". */
export const FEW_SEATS = 30;

/** What a visitor is told of the seats: sold out, few left, or nothing (plenty, or unknown). */
export function availability(count: number | null): "soldOut" | "few" | null {
  if (count === null) return null;
  if (count <= 0) return "soldOut";
  return count <= FEW_SEATS ? "few" : null;
}

/** A concert's page below the language prefix. */
export function concertPath(event: Pick<ConcertEvent, "eventId">): string {
  return `/orchestra/event/${encodeURIComponent(event.eventId)}`;
}

export function byStartTime(a: ConcertEvent, b: ConcertEvent): number {
  if (a.startsAt && b.startsAt) return a.startsAt.localeCompare(b.startsAt);
  return a.startsAt ? -1 : b.startsAt ? 1 : 0;
}
