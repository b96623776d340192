import type { GalleryKey } from "../media-library/public";

/**
 * The hall's pages staff compose from blocks (docs/product.md, "Pages"): each key's public path, the
 * picture behind its title and the way its gallery is laid out. The layout is the site's; staff
 * change the title, the lead and the blocks.
 */
export const PAGE_KEYS = ["hall-history", "orchestra-history", "gift-card", "venue-rent", "venue-visit", "venue-vip-balcony", "venue-harmony", "plan-visit", "home-hero"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const isPageKey = (value: unknown): value is PageKey => typeof value === "string" && (PAGE_KEYS as readonly string[]).includes(value);

/** The venue pages: their blocks stand beside the page's inquiry form, which stays the site's code (app/features/pages/venue-block-page.tsx). */
export const VENUE_PAGE_KEYS = ["venue-rent", "venue-visit", "venue-vip-balcony", "venue-harmony"] as const satisfies readonly PageKey[];

export const PAGE_LAYOUTS: Record<PageKey, { path: string; hero?: { src: string; width: number }; galleryColumns?: "mixed" | "three" }> = {
  "hall-history": { path: "/about/history", hero: { src: "/media/gallery/hall-history-01.webp", width: 1600 }, galleryColumns: "three" },
  "orchestra-history": { path: "/orchestra/history", hero: { src: "/media/gallery/orchestra-history-01.webp", width: 1600 }, galleryColumns: "mixed" },
  "gift-card": { path: "/orchestra/giftCard", hero: { src: "/media/gallery/hall-history-02.webp", width: 1200 }, galleryColumns: "three" },
  "venue-rent": { path: "/venue/rent" },
  "venue-visit": { path: "/venue/visit" },
  "venue-vip-balcony": { path: "/venue/vip-balcony" },
  "venue-harmony": { path: "/venue/harmony" },
  "plan-visit": { path: "/visit" },
  // The home page's hero: a title, a lead, at most one button and one picture (schema.ts, HERO_BLOCK_TYPES).
  "home-hero": { path: "/" },
};

/** The figures of the hall facts a facts block may show. */
export const FACT_BLOCKS = ["seats", "tourPrices", "tourSchedule", "officeHours", "guidePrices", "privateEvening", "giftCard"] as const;
export type FactBlock = (typeof FACT_BLOCKS)[number];

export type { GalleryKey };
