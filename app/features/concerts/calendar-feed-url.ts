import { type Lang, localePath } from "../../i18n/languages";

/** The feed of one language, below the language prefix. */
export const CALENDAR_FEED_PATH = "/concerts.ics";

/** The feed's address in `lang` on the site at `origin` (browser-safe: the listing's subscribe box builds it from the root's origin). */
export function calendarFeedUrl(origin: string, lang: Lang): string {
  return `${origin}${localePath(lang, CALENDAR_FEED_PATH)}`;
}
