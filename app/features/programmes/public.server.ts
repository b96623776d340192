// What the server composes of the programmes (docs/architecture.md, "Feature boundaries"): the search sources of
// the upcoming concerts (with their published programmes) and of the past ones.
export { concertSearchSource, pastConcertSearchSource } from "./search-sources.server";
