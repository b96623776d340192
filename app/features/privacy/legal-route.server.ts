import type { Db } from "../../db/client.server";
import { langFromPath } from "../../i18n/languages";
import { publicLegalPage } from "./legal-pages.server";
import type { LegalPageName } from "./schema";

/** A legal page's loader data: its text in the page's language, placeholders filled, and when it last changed. */
export async function loadLegalRoute(request: Request, db: Db, page: LegalPageName, infoEmail: string) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { page, ...(await publicLegalPage(db, page, lang, infoEmail)) };
}
