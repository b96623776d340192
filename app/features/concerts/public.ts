// What other features may use of the concerts (docs/architecture.md, "Feature boundaries"): the concert's shape
// the pieces of its card that other cards of concerts reuse, and how a listing reads a facet from its URL.
export type { ConcertCardData, ConcertEvent } from "./concert";
export { concertCardData } from "./concert";
export { readFacet } from "./listing-query";
export { ConcertCard, concertPath } from "./components/concert-card";
export { ConcertImage } from "./components/concert-image";
export { DateBadge } from "./components/date-badge";
export { type CardAddon, CardAddonContext } from "./components/card-addon";
