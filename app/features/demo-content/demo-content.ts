/** Seeded demo content still stored, per kind (database concerts counted once, not per language), and whether it was removed for good. */
export type DemoContent = { banners: number; comingSoon: number; concerts: number; removed: boolean };
