/**
 * Contacts and social links: configuration, not copy. These defaults are deliberately fake
 * (no real number or address is published in this repository); replace them here with the hall's real ones.
 */
export const SITE_CONTACTS = {
  ticketOfficePhone: "+374 10 000000",
  receptionPhone: "+374 10 000001",
  infoEmail: "info@example.am",
  social: [
    { network: "Facebook", url: "https://www.example.com/facebook" },
    { network: "Instagram", url: "https://www.example.com/instagram" },
    { network: "YouTube", url: "https://www.example.com/youtube" },
  ],
} as const;

/** `tel:` links keep only the digits and the leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
