/** The hall's figures (docs/product.md §14): pages render them, texts do not repeat them. */
export const MAIN_HALL_SEATS = { parterre: 579, amphitheater: 317, rightBox: 47, leftBox: 47, stage: 320 } as const;
export const MAIN_HALL_SEAT_TOTAL = Object.values(MAIN_HALL_SEATS).reduce((sum, seats) => sum + seats, 0);

/** Tour prices in AMD. */
export const TOUR_TICKET_PRICES = { local: 1_000, tourist: 1_500, university: 800, school: 600 } as const;
export const TOUR_GUIDE_PRICES = { armenian: 3_000, other: 5_000 } as const;
export const PRIVATE_EVENING_VISIT_PRICE = 50_000;
