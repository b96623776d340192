import { slot } from "../../capability.server";
import type { SearchSource } from "./search-index.server";

/** What the site search finds: each feature with pages worth finding adds its source. */
export const SEARCH_SOURCES = slot<SearchSource>("search sources");
