import type { ConcertDetails } from "../features/concerts/concert";
import type { Catalogue } from "../i18n/catalogues/en";
import { absoluteUrl } from "./page-meta";

/** schema.org data of the hall, for the home page (search engines' knowledge panel). */
export function hallStructuredData(origin: string, t: Catalogue, lang: string) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "MusicVenue",
      name: t.site.name,
      url: `${origin}/${lang}`,
      image: absoluteUrl(origin, "/media/og-default.jpg"),
      address: { "@type": "PostalAddress", streetAddress: t.site.address, addressLocality: "Yerevan", addressCountry: "AM" },
      maximumAttendeeCapacity: 1310,
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: t.site.orchestraName,
      url: `${origin}/${lang}/orchestra/concerts`,
      foundingDate: "1925-03-20",
      location: { "@type": "Place", name: t.site.name, address: t.site.address },
    },
  ];
}

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
