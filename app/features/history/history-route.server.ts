import { data } from "react-router";
import type { Db } from "../../db/client.server";
import type { GALLERIES } from "../../media/galleries";
import { localGallery } from "../../media/localise";
import { loadHistoryPage } from "./history.server";
import type { HistorySlug } from "./history.types";
import { pageLang } from "../../i18n/page-language";

/** A history page's loader data: its text in the page's language from the database, and its gallery. */
export async function loadHistoryRoute(request: Request, db: Db, slug: HistorySlug, gallery: keyof typeof GALLERIES) {
  const lang = pageLang(request);
  const page = await loadHistoryPage(db, slug, lang);
  if (!page) throw data(null, { status: 404 });
  return { page, gallery: localGallery(gallery, lang) };
}
