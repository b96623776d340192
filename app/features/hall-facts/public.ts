// What other features may use of the hall facts in the browser and on the server (docs/architecture.md, "Feature boundaries").
export type { HallFacts, OfficeHours } from "./schema";
export { seatTotal, SEAT_AREAS, TOUR_TICKETS, GUIDE_LANGUAGES } from "./fact-keys";
export { factValues, fillFacts, withFacts } from "./fact-values";
export { CompactWeek, OfficeHoursTable, OfficeStateLine } from "./office-hours-view";
export { HALL_FACTS_TEXTS } from "./texts";
