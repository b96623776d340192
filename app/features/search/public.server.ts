// What other features and the server use of the search (docs/architecture.md, "Feature boundaries"): the shape of
// a source that each feature with pages worth finding exports, and of the documents it gives the index.
export type { SearchDocument, SearchSource } from "./search-index.server";
export { SEARCH_SOURCES } from "./sources-slot.server";
