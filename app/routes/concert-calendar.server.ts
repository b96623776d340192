import type { AppLoadContext } from "react-router";
import { concertPath } from "../features/concerts/public";
import { type CalendarEntry, concertEntry } from "../features/concerts/ics";
import { worksAsText } from "../features/programmes/programmes.server";
import { type Lang, localePath } from "../i18n/languages";

/**
 * One concert as a calendar event, with the works of its published programme: the one-concert file
 * and the saved concerts' file are built of these, so a concert is the same event in both (same UID).
 * Null when no source knows the concert or its date.
 */
export async function concertCalendarEntry(context: Pick<AppLoadContext, "catalogue" | "db" | "origin">, eventId: string, lang: Lang): Promise<CalendarEntry | null> {
  const [found, works] = await Promise.all([context.catalogue.getEvent(eventId, lang), worksAsText(context.db, eventId, lang).catch(() => [])]);
  const pageUrl = `${context.origin}${localePath(lang, concertPath({ eventId }))}`;
  return found ? concertEntry(found.event, pageUrl, new URL(context.origin).hostname, works) : null;
}
