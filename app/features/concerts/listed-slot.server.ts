import { slot } from "../../capability.server";
import type { Lang } from "../../i18n/languages";
import type { ConcertEvent } from "./concert";

/** Told of every list the provider answers (the programmes keep a record of their concerts from it). */
export const CONCERTS_LISTED = slot<(lang: Lang, events: ConcertEvent[]) => Promise<void>>("concerts listed");
