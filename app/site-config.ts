/**
 * Contacts and social links: configuration, not copy. These defaults are deliberately fake;
 * admins replace them at /admin/settings (stored in the database), and the dashboard warns
 * while any of them is still shown.
 */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The brand names, written the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" };

export type SiteContacts = { ticketOfficePhone: string; receptionPhone: string; infoEmail: string; social: Record<SocialNetwork, string> };

export const SITE_CONTACTS: SiteContacts = {
  ticketOfficePhone: "+374 10 000000",
  receptionPhone: "+374 10 000001",
  infoEmail: "info@example.am",
  social: { facebook: "https://www.example.com/facebook", instagram: "https://www.example.com/instagram", youtube: "https://www.example.com/youtube" },
};

/** `tel:` links keep only the digits and the leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A link that opens the address in the phone's map app (Google Maps' universal URL: the app on
 * Android and iOS when installed, the web map otherwise). The address is content (app/content/venues.ts).
 */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
