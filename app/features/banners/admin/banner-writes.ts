import { adminWrite, type AdminWriteResult, type WriteRequest } from "../../../admin/route-writes";
import type { BannerMessageKey } from "../banner-rules";

/** The banner screen's writes, as its route's clientAction sends them to the banner API (docs/product.md §11). */
export type BannerIntent = "create" | "update" | "toggle" | "bulk" | "delete";

export function sendBannerWrite({ intent, id, body }: WriteRequest): Promise<AdminWriteResult> {
  switch (intent as BannerIntent) {
    case "create":
      return adminWrite(intent, "/api/advert-banners", "POST", body);
    case "bulk":
      return adminWrite(intent, "/api/advert-banners/bulk-status", "PUT", body);
    case "delete":
      return adminWrite(intent, `/api/advert-banners/${id}`, "DELETE", undefined, { goneIsDone: true });
    default:
      return adminWrite(intent, `/api/advert-banners/${id}`, "PUT", body);
  }
}

/** The spec's failure key of each write, shown when the server's answer names no problem of its own. */
export const BANNER_WRITE_FAILED: Record<BannerIntent, BannerMessageKey> = {
  create: "failed_create_banner",
  update: "failed_update_banner",
  toggle: "failed_update_banner",
  bulk: "failed_update_banner",
  delete: "failed_delete_banner",
};
