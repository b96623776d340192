// What the server composes of the artists (docs/architecture.md, "Feature boundaries"): their search source.
export { artistSearchSource } from "./search-source.server";
