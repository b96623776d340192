import type { Lang } from "../../i18n/languages";
import { capability, type Platform } from "../../capability.server";
import { concertApiRouter } from "./api.server";
import { type CatalogueOptions, type ConcertCatalogue, createConcertCatalogue } from "./catalogue.server";
import type { ConcertEvent } from "./concert";
import { CONCERTS_LISTED } from "./listed-slot.server";

declare module "../../capability.server" {
  interface Tuning {
    catalogue?: Partial<Omit<CatalogueOptions, "client" | "db" | "log">>;
  }
}

/** The concert catalogue on the ticketing provider (or its sandbox), which most capabilities after it read. */
export const concertsCapability = capability({
  name: "concerts",
  start: ({ eventHub, db, log, tuning, collect }: Pick<Platform, "eventHub" | "db" | "log" | "tuning" | "collect"> & { catalogue: ConcertCatalogue }) => {
    const listened = collect(CONCERTS_LISTED);
    const onListed = async (lang: Lang, events: ConcertEvent[]) => {
      for (const listen of listened) await listen(lang, events);
    };
    return { provides: { catalogue: createConcertCatalogue({ client: eventHub, db, log, onListed, ...tuning.catalogue }) } };
  },
  api: [{ router: ({ catalogue, db }) => concertApiRouter({ catalogue, db }) }],
});
