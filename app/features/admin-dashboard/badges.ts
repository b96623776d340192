import { INQUIRY_KINDS, INQUIRY_LIVE_TYPE } from "../inquiries/public";
import { SUBSCRIBER_LIVE_TYPE } from "../newsletter/public";

/** The dashboard tiles that carry a badge of new items. */
export const BADGE_TILES = ["subscribers", ...INQUIRY_KINDS] as const;
export type BadgeTile = (typeof BADGE_TILES)[number];

export function isBadgeTile(value: unknown): value is BadgeTile {
  return typeof value === "string" && (BADGE_TILES as readonly string[]).includes(value);
}

/** Which badge a live message raises (a new subscriber or inquiry): the dashboard's and the admin menu's counts. */
export const LIVE_BADGE: Readonly<Record<string, BadgeTile>> = {
  [SUBSCRIBER_LIVE_TYPE]: "subscribers",
  ...Object.fromEntries(INQUIRY_KINDS.map((kind) => [INQUIRY_LIVE_TYPE[kind], kind])),
};
