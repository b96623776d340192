// What other features use of the privacy feature on the server (docs/architecture.md, "Feature boundaries"): the
// legal pages' stored texts, which the page search source reads.
export { LEGAL_READS, loadLegalPage } from "./legal-pages.server";
export type { LegalPageName } from "./schema";
