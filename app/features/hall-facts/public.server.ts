// What other features and the server may use of the hall facts (docs/architecture.md, "Feature boundaries"): the published facts, the document kind the scheduler publishes, the API.
export { HALL_FACTS_KIND, HALL_FACTS_READS, readHallFacts } from "./facts.server";
export { hallFactsApiRouter } from "./api.server";
