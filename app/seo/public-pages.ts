/** Every public page below the language prefix (docs/product.md §2), for the sitemap. */
export const PUBLIC_PAGE_PATHS = [
  "",
  "/concerts",
  "/orchestra/concerts",
  "/archive",
  "/orchestra/history",
  "/people",
  "/support",
  "/orchestra/giftCard",
  "/about/history",
  "/venue/rent",
  "/venue/visit",
  "/venue/vip-balcony",
  "/venue/harmony",
  "/venue/accessibility",
  "/privacy",
  "/terms",
] as const;
