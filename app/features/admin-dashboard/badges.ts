import { INQUIRY_KINDS } from "../inquiries/public";

/** The dashboard tiles that carry a badge of new items. */
export const BADGE_TILES = ["subscribers", ...INQUIRY_KINDS] as const;
export type BadgeTile = (typeof BADGE_TILES)[number];

export function isBadgeTile(value: unknown): value is BadgeTile {
  return typeof value === "string" && (BADGE_TILES as readonly string[]).includes(value);
}
