import { HTML_LANG } from "../../i18n/languages";
import type { ConcertDetails } from "./concert";
import { absoluteUrl } from "../../seo/page-meta";

/** The hall's programme of a concert, as the structured data tells it. */
export type ConcertStory = {
  status: "scheduled" | "cancelled" | "postponed" | "online";
  performers: { name: string; url: string; group: boolean }[];
  works: { composer: string; title: string }[];
  series: { name: string; url: string } | null;
};

const EVENT_STATUS: Record<ConcertStory["status"], string> = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  online: "https://schema.org/EventMovedOnline",
};

/** schema.org MusicEvent for an event page; with the hall's programme, its performers, works, status and series. */
export function musicEventStructuredData(
  event: ConcertDetails,
  pageUrl: string,
  origin: string,
  organizer: string,
  story?: ConcertStory | null,
  { past = false }: { past?: boolean } = {},
) {
  const price = event.facts.price;
  const availability =
    event.availaibleCount === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock";
  return {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: event.eventName,
    ...(event.startsAt ? { startDate: event.startsAt } : {}),
    eventStatus: EVENT_STATUS[story?.status ?? "scheduled"],
    eventAttendanceMode: story?.status === "online" ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    description: event.descriptionText.slice(0, 500),
    url: pageUrl,
    inLanguage: HTML_LANG[event.language],
    ...(event.imageUrl ? { image: [absoluteUrl(origin, event.imageUrl)] } : {}),
    location: {
      "@type": "MusicVenue",
      name: event.venue.name,
      address: { "@type": "PostalAddress", streetAddress: event.venue.address, addressLocality: "Yerevan", addressCountry: "AM" },
    },
    performer: story?.performers.length
      ? story.performers.map((performer) => ({ "@type": performer.group ? "MusicGroup" : "Person", name: performer.name, url: performer.url }))
      : event.performers.map((performer) => ({ "@type": "PerformingGroup", name: performer.name })),
    ...(story?.works.length
      ? { workPerformed: story.works.map((work) => ({ "@type": "MusicComposition", name: work.title, composer: { "@type": "Person", name: work.composer } })) }
      : {}),
    ...(story?.series ? { superEvent: { "@type": "EventSeries", name: story.series.name, url: story.series.url } } : {}),
    organizer: { "@type": "Organization", name: organizer, url: origin },
    // A concert that has taken place sells nothing: no offers.
    ...(past
      ? {}
      : {
          offers: {
            "@type": price && price.min !== price.max ? "AggregateOffer" : "Offer",
            url: pageUrl,
            priceCurrency: "AMD",
            ...(price ? (price.min === price.max ? { price: price.min } : { lowPrice: price.min, highPrice: price.max }) : {}),
            availability,
          },
        }),
  };
}
