export const CONCERT_TYPES = ["allConcerts", "orchestra", "khachaturyanHall"] as const;
export type ConcertType = (typeof CONCERT_TYPES)[number];

// The orchestra's names and short forms in the three languages (docs/product.md §4), with
// Armenian and Russian inflections: "նվագախմբի", "филармонического оркестра".
const ORCHESTRA_NAMES =
  /philharmonic orchestra|armenian philharmonic|\banpo\b|ֆիլհարմոնիկ նվագախ|ազգային ֆիլհարմոնիկ|филармоническ[а-я]* оркестр/iu;

// The main hall carries the composer's name in four spellings.
const KHACHATURIAN_HALL = /khachaturian|khachaturyan|хачатурян|խաչատրյան/iu;

export function isOrchestraEvent(event: { title: string; descriptionText: string }): boolean {
  return ORCHESTRA_NAMES.test(event.title) || ORCHESTRA_NAMES.test(event.descriptionText);
}

/** Concerts in the main hall that are not the orchestra's own. */
export function isKhachaturianHallEvent(event: { title: string; descriptionText: string; venueName: string }): boolean {
  return KHACHATURIAN_HALL.test(event.venueName) && !isOrchestraEvent(event);
}

export function matchesConcertType(
  event: { title: string; descriptionText: string; venueName: string },
  type: ConcertType,
): boolean {
  if (type === "orchestra") return isOrchestraEvent(event);
  if (type === "khachaturyanHall") return isKhachaturianHallEvent(event);
  return true;
}

export function isConcertType(value: unknown): value is ConcertType {
  return typeof value === "string" && (CONCERT_TYPES as readonly string[]).includes(value);
}
