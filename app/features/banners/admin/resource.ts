import type { AdminResource } from "../../../admin/resource";
import type { BannerMessageKey } from "../banner-rules";
import { type AdminBanner, adminBannerSchema, createBannerSchema, editBannerSchema } from "../schema";

/** The banner screen's writes (docs/product.md §11). */
export type BannerIntent = "create" | "update" | "toggle" | "bulk" | "delete";

/** `/admin/banners`: the advertisement banners, declared once. */
export const BANNERS_RESOURCE: AdminResource<AdminBanner, typeof createBannerSchema, typeof editBannerSchema> = {
  path: "/api/advert-banners",
  record: adminBannerSchema,
  input: createBannerSchema,
  updateInput: editBannerSchema,
  writes: {
    toggle: { method: "PUT", path: (id) => `/api/advert-banners/${id}` },
    bulk: { method: "PUT", path: () => "/api/advert-banners/bulk-status" },
  },
};

/** The spec's failure key of each write, shown when the server's answer names no problem of its own. */
export const BANNER_WRITE_FAILED: Record<BannerIntent, BannerMessageKey> = {
  create: "failed_create_banner",
  update: "failed_update_banner",
  toggle: "failed_update_banner",
  bulk: "failed_update_banner",
  delete: "failed_delete_banner",
};
