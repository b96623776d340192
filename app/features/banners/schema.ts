import type { advertBanners } from "../../db/schema";

/** A banner as visitors get it (the public read). */
export type PublicBanner = { id: number; title: string; mediaType: "image" | "video"; mediaUrl: string; targetUrl: string };

/** A banner as the admin screen reads it. */
export type AdminBanner = typeof advertBanners.$inferSelect & { isCurrentlyActive: boolean };
