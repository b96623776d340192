// What other features may use of the concerts on the server: the catalogue (the dashboard shows its state).
export type { ConcertCatalogue } from "./catalogue.server";
