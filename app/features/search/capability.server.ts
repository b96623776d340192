import { capability, contribute, PAGE_CONTEXT, type Platform } from "../../capability.server";
import { searchApiRouter } from "./api.server";
import { createSearchIndex, type SearchIndex } from "./search-index.server";
import { createSearchLimit, type SearchLimit } from "./search-limit.server";
import { SEARCH_SOURCES } from "./sources-slot.server";

declare module "../../capability.server" {
  interface Tuning {
    searchRefreshMs?: number;
  }
}

declare module "react-router" {
  interface AppLoadContext {
    search: SearchIndex;
    searchLimit: SearchLimit;
  }
}

type Needs = Pick<Platform, "db" | "log" | "config" | "tuning" | "collect"> & { search: SearchIndex; searchLimit: SearchLimit };

/** The site search over every source the capabilities before it add, and its limit of searches per client and minute. */
export const searchCapability = capability({
  name: "search",
  start: ({ db, log, config, tuning, collect }: Needs) => {
    const search = createSearchIndex({ db, log, sources: collect(SEARCH_SOURCES), refreshMs: tuning.searchRefreshMs });
    search.start();
    return { provides: { search, searchLimit: createSearchLimit(db, config.searchesPerMinute) }, stop: () => search.stop() };
  },
  api: [{ router: ({ search, searchLimit }) => searchApiRouter({ index: search, limit: searchLimit }) }],
  contributes: [contribute(PAGE_CONTEXT, ({ search, searchLimit }: Needs) => () => ({ search, searchLimit }))],
});
