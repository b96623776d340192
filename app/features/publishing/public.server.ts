// What other features use of scheduled publishing on the server (docs/architecture.md, "Feature boundaries"): the
// slot each kind of published document is added to.
export { PUBLISHED_KINDS } from "./kinds-slot.server";
