import type { ConcertDetails } from "./concert";
import { absoluteUrl } from "../../seo/page-meta";

/** schema.org MusicEvent for an event page. */
export function musicEventStructuredData(event: ConcertDetails, pageUrl: string, origin: string, organizer: string) {
  const price = event.facts.price;
  const availability =
    event.availaibleCount === 0 ? "https://schema.org/SoldOut" : "https://schema.org/InStock";
  return {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: event.eventName,
    ...(event.startsAt ? { startDate: event.startsAt } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    description: event.descriptionText.slice(0, 500),
    url: pageUrl,
    inLanguage: event.language === "am" ? "hy" : event.language,
    ...(event.imageUrl ? { image: [absoluteUrl(origin, event.imageUrl)] } : {}),
    location: {
      "@type": "MusicVenue",
      name: event.venue.name,
      address: { "@type": "PostalAddress", streetAddress: event.venue.address, addressLocality: "Yerevan", addressCountry: "AM" },
    },
    performer: event.performers.map((performer) => ({ "@type": "PerformingGroup", name: performer.name })),
    organizer: { "@type": "Organization", name: organizer, url: origin },
    offers: {
      "@type": price && price.min !== price.max ? "AggregateOffer" : "Offer",
      url: pageUrl,
      priceCurrency: "AMD",
      ...(price ? (price.min === price.max ? { price: price.min } : { lowPrice: price.min, highPrice: price.max }) : {}),
      availability,
    },
  };
}
