import type { Db } from "../../db/client.server";
import { publicLegalPage } from "./legal-pages.server";
import type { LegalPageName } from "./schema";
import { pageLang } from "../../i18n/page-language";

/** A legal page's loader data: its text in the page's language, placeholders filled, and when it last changed. */
export async function loadLegalRoute(request: Request, db: Db, page: LegalPageName, infoEmail: string) {
  const lang = pageLang(request);
  return { page, ...(await publicLegalPage(db, page, lang, infoEmail)) };
}
