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
