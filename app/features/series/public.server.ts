// What the server composes of the series (docs/architecture.md, "Feature boundaries"): their search source.
export { seriesSearchSource } from "./search-source.server";
