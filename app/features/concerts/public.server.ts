// What other features may use of the concerts on the server: the catalogue (the dashboard shows its state).
export type { ConcertCatalogue } from "./catalogue.server";
// The id of a provider concert as URLs and bodies carry it (the programmes are keyed by it). Here and
// not in public.ts, so the concert cards other pages show do not bring zod to the browser.
export { eventIdSchema } from "./schema";
// The provider's description as the concert page tells it (the programmes' search source reads it so).
export { descriptionWithoutPrice, descriptionWithoutProgram, htmlToText } from "./event-parsers";
export { CONCERTS_LISTED } from "./listed-slot.server";
