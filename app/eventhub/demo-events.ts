import { DEFAULT_VENUE, HARMONY_VENUE } from "../content/venues";
import { addDays, hallDay, hallTimeToInstant, toHallIso } from "../i18n/hall-time";
import type { Lang } from "../i18n/languages";
import { type DemoConcert, DEMO_CONCERTS } from "./demo-concerts";
import { PROVIDER_LANG } from "./provider-schema";

/** Where demo posters and performer photos are served from (generated into public/). */
export const DEMO_MEDIA_PATH = "/media/demo";

export function demoImageUrl(slug: string | null): string {
  return slug ? `${DEMO_MEDIA_PATH}/${slug}.webp` : "";
}

function escapeHtml(html: string): string {
  return html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// A catalogue larger than the demo repeats it: copy n of a concert takes id + n * ID_STEP and is
// dated n weeks later (see `demoProviderEvents`' `count`).
const ID_STEP = 100_000;
const WEEK_DAYS = 7;

/**
 * The demo concerts in the provider's own shape and quirks, dated from `now`: ids sometimes as
 * `id`, the venue sometimes a string, the banner under its three spellings, dates with and
 * without an offset, descriptions HTML-escaped. The sandbox serves these; the catalogue also
 * uses them as its last-resort built-in sample.
 */
export function demoProviderEvents(lang: Lang, now: Date, count = DEMO_CONCERTS.length): Record<string, unknown>[] {
  const code = PROVIDER_LANG[lang];
  const today = hallDay(now);
  return Array.from({ length: count }, (_, index) => {
    const concert: DemoConcert = DEMO_CONCERTS[index % DEMO_CONCERTS.length]!;
    const copy = Math.floor(index / DEMO_CONCERTS.length);
    const id = concert.id + copy * ID_STEP;
    const [hour, minute] = concert.time.split(":").map(Number);
    const start = hallTimeToInstant(addDays(today, concert.dayOffset + copy * WEEK_DAYS), hour, minute);
    const iso = toHallIso(start);
    const venue = concert.venue === "harmony" ? HARMONY_VENUE[lang] : DEFAULT_VENUE[lang];
    const image = demoImageUrl(concert.image);
    const bannerKey = ["bannerUrl", "bannerURL", "banner_url"][index % 3]!;
    return {
      ...(index % 4 === 3 ? { id } : { eventId: id }),
      eventName: concert.name[code],
      eventDescription: escapeHtml(concert.descriptionHtml[code]),
      eventDateTime: index % 2 === 0 ? iso.slice(0, 19) : iso,
      ...(index % 3 === 1 ? { venue: venue.name, venueAddress: venue.address } : { venue }),
      ...(image ? { imageUrl: image, [bannerKey]: image } : {}),
      eventInfo: concert.eventInfo[code],
      performers: concert.performers.map((performer, i) => ({
        name: performer.name[code],
        imageUrl: demoImageUrl(performer.image),
        facebookUrl: performer.facebook ? `https://www.example.com/facebook/performer-${id}-${i}` : "",
        instagramUrl: performer.instagram ? `https://www.example.com/instagram/performer-${id}-${i}` : "",
      })),
    };
  });
}

export function demoAvailableSeats(eventId: string): number | undefined {
  const id = Number(eventId);
  return Number.isSafeInteger(id) ? DEMO_CONCERTS.find((concert) => concert.id === id % ID_STEP)?.availableSeats : undefined;
}
