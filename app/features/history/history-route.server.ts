import { data } from "react-router";
import type { Db } from "../../db/client.server";
import { type GalleryKey, pageGallery } from "../media-library/public.server";
import { loadHistoryPage } from "./history.server";
import type { HistorySlug } from "./history.types";
import { pageLang } from "../../i18n/page-language";

/** A history page's loader data: its text in the page's language from the database, and its gallery. */
export async function loadHistoryRoute(request: Request, db: Db, slug: HistorySlug, gallery: GalleryKey) {
  const lang = pageLang(request);
  const [page, images] = await Promise.all([loadHistoryPage(db, slug, lang), pageGallery(db, gallery, lang)]);
  if (!page) throw data(null, { status: 404 });
  return { page, gallery: images };
}
