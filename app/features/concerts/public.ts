// What other features may use of the concerts (docs/architecture.md, "Feature boundaries"): the concert's shape
// and the pieces of its card that other cards of concerts reuse.
export type { ConcertCardData, ConcertEvent } from "./concert";
export { concertCardData } from "./concert";
export { ConcertCard, concertPath } from "./components/concert-card";
export { ConcertImage } from "./components/concert-image";
export { DateBadge } from "./components/date-badge";
export { type CardAddon, CardAddonContext } from "./components/card-addon";
