/** The seven galleries of the site, by the key the API and the admin screen use. */
export const GALLERY_KEYS = ["home", "hall-history", "orchestra-history", "tour", "vip-balcony", "harmony", "gift-card"] as const;
export type GalleryKey = (typeof GALLERY_KEYS)[number];

export const isGalleryKey = (value: unknown): value is GalleryKey => typeof value === "string" && (GALLERY_KEYS as readonly string[]).includes(value);

/** Each gallery's name and the public page it is on (its "used on" entry in the library). */
export const GALLERY_PAGES: Record<GalleryKey, { path: string; title: { am: string; en: string; ru: string } }> = {
  home: { path: "", title: { am: "Գլխավոր էջի պատկերասրահ", en: "Home page gallery", ru: "Галерея главной страницы" } },
  "hall-history": { path: "/about/history", title: { am: "Համերգասրահի պատմության պատկերասրահ", en: "Hall history gallery", ru: "Галерея истории зала" } },
  "orchestra-history": {
    path: "/orchestra/history",
    title: { am: "Նվագախմբի պատմության պատկերասրահ", en: "Orchestra history gallery", ru: "Галерея истории оркестра" },
  },
  tour: { path: "/venue/visit", title: { am: "Էքսկուրսիայի պատկերասրահ", en: "Tour gallery", ru: "Галерея экскурсии" } },
  "vip-balcony": { path: "/venue/vip-balcony", title: { am: "Բացառիկ օթյակի պատկերասրահ", en: "Exclusive balcony gallery", ru: "Галерея эксклюзивной ложи" } },
  harmony: { path: "/venue/harmony", title: { am: "«Հարմոնիա»-ի պատկերասրահ", en: "Harmony gallery", ru: "Галерея «Гармонии»" } },
  "gift-card": { path: "/orchestra/giftCard", title: { am: "Նվեր քարտի պատկերասրահ", en: "Gift card gallery", ru: "Галерея подарочной карты" } },
};
