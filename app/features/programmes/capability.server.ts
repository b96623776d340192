import { capability, contribute, type Platform } from "../../capability.server";
import { CONCERTS_LISTED, type ConcertCatalogue } from "../concerts/public.server";
import { SEARCH_SOURCES } from "../search/public.server";
import { programmesApiRouter } from "./api.server";
import { createConcertRecorder } from "./concert-records.server";
import { concertSearchSource, pastConcertSearchSource } from "./search-sources.server";

type Needs = Pick<Platform, "db" | "config"> & { catalogue: ConcertCatalogue };

export const programmesCapability = capability({
  name: "programmes",
  api: [
    {
      router: ({ db, catalogue, config }: Needs) =>
        // The printed QR codes name the configured address; without PUBLIC_URL, the server's own (the sheet says so).
        programmesApiRouter({ db, catalogue, publicOrigin: { url: config.publicUrl ?? `http://localhost:${config.port}`, configured: Boolean(config.publicUrl) } }),
    },
  ],
  contributes: [
    contribute(CONCERTS_LISTED, ({ db }: Needs) => createConcertRecorder(db)),
    contribute(SEARCH_SOURCES, ({ db, catalogue }: Needs) => concertSearchSource(catalogue, db)),
    contribute(SEARCH_SOURCES, ({ db }: Needs) => pastConcertSearchSource(db)),
  ],
});
