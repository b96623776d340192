import { and, inArray, like } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { events, legacyConcertIds } from "../../db/schema/concerts";
import { DEMO_CONCERTS } from "../../eventhub/demo-concerts";
import { DEMO_MEDIA_PATH, demoImageUrl } from "../../eventhub/demo-events";
import { PROVIDER_LANG } from "../../eventhub/provider-schema";
import { addDays, hallDay, hallTimeToInstant } from "../../i18n/hall-time";
import { LANGS } from "../../i18n/languages";
import { parseTicketPrice } from "./event-parsers";
import { DEFAULT_VENUE, HARMONY_VENUE } from "../../content/venues";

/** A few of the demo concerts, stored as our own: what the site shows when the provider cannot answer. */
export async function seedDatabaseEvents(db: Db, now: Date) {
  const today = hallDay(now);
  const rows = DEMO_CONCERTS.slice(0, 4).flatMap((concert) => {
    const [hour, minute] = concert.time.split(":").map(Number);
    const date = hallTimeToInstant(addDays(today, concert.dayOffset), hour, minute);
    return LANGS.map((lang) => {
      const code = PROVIDER_LANG[lang];
      const venue = concert.venue === "harmony" ? HARMONY_VENUE[lang] : DEFAULT_VENUE[lang];
      const price = parseTicketPrice(concert.descriptionHtml[code]);
      return {
        eventKey: String(concert.id),
        languageCode: lang,
        title: concert.name[code],
        location: venue.name,
        imageUrl: demoImageUrl(concert.image),
        date,
        description: concert.descriptionHtml[code],
        ticketPrice: price ? `${price.min}–${price.max} AMD` : null,
        venueName: venue.name,
        venueAddress: venue.address,
        artists: concert.performers.map((p) => ({ name: p.name[code], imageUrl: demoImageUrl(p.image) })),
        isDemo: true,
      };
    });
  });
  await db.insert(events).values(rows).onConflictDoNothing();
}


/** Old links to concerts (a fixed map from legacy concert ids to provider sessions, docs/product.md §5). */
export async function seedLegacyConcertIds(db: Db) {
  await db
    .insert(legacyConcertIds)
    .values([
      { legacyId: "1", providerEventId: String(DEMO_CONCERTS[0]!.id) },
      { legacyId: "2", providerEventId: String(DEMO_CONCERTS[1]!.id) },
      { legacyId: "3", providerEventId: String(DEMO_CONCERTS[2]!.id) },
    ])
    .onConflictDoNothing();
}

/**
 * Databases seeded before demo rows carried `is_demo`: their seeded rows are recognised by what
 * only the seeds wrote (the demo concerts' keys with the demo pictures) and marked.
 */
export async function markEarlierDemoRows(db: Db) {
  const demoKeys = DEMO_CONCERTS.slice(0, 4).map((concert) => String(concert.id));
  await db
    .update(events)
    .set({ isDemo: true })
    .where(and(inArray(events.eventKey, demoKeys), like(events.imageUrl, `${DEMO_MEDIA_PATH}/%`)));
}
