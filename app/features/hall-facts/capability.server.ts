import { capability, contribute, type Platform } from "../../capability.server";
import type { DocumentKind } from "../../db/published-documents.server";
import { PUBLISHED_KINDS } from "../publishing/public.server";
import { hallFactsApiRouter } from "./api.server";
import { HALL_FACTS_KIND } from "./facts.server";

export const hallFactsCapability = capability({
  name: "hall-facts",
  api: [{ router: ({ db }: Pick<Platform, "db">) => hallFactsApiRouter({ db }) }],
  contributes: [contribute(PUBLISHED_KINDS, () => HALL_FACTS_KIND as DocumentKind<unknown>)],
});
