import { capability, contribute, type Platform } from "../../capability.server";
import type { DocumentKind } from "../../db/published-documents.server";
import { PUBLISHED_KINDS } from "../publishing/public.server";
import { SEARCH_SOURCES } from "../search/public.server";
import { pagesApiRouter } from "./api.server";
import { PAGE_KIND } from "./pages.server";
import { pageSearchSource } from "./search-source.server";

export const pagesCapability = capability({
  name: "pages",
  api: [{ router: ({ db }: Pick<Platform, "db">) => pagesApiRouter({ db }) }],
  contributes: [contribute(PUBLISHED_KINDS, () => PAGE_KIND as DocumentKind<unknown>), contribute(SEARCH_SOURCES, ({ db }: Pick<Platform, "db">) => pageSearchSource(db))],
});
