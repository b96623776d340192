import type { Catalogue } from "../i18n/catalogues/en";
import { absoluteUrl } from "./page-meta";

/** schema.org data of the hall, for the home page (search engines' knowledge panel); `seats` from the hall facts. */
export function hallStructuredData(origin: string, t: Catalogue, lang: string, seats: number | null) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "MusicVenue",
      name: t.site.name,
      url: `${origin}/${lang}`,
      image: absoluteUrl(origin, "/media/og-default.jpg"),
      address: { "@type": "PostalAddress", streetAddress: t.site.address, addressLocality: "Yerevan", addressCountry: "AM" },
      ...(seats ? { maximumAttendeeCapacity: seats } : {}),
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
