import { buildCalendar, type CalendarEntry } from "../features/concerts/ics";
import { readIdsQuery } from "../features/saved-concerts/saved-list";
import { pageLang } from "../i18n/page-language";
import type { Route } from "./+types/saved-calendar";
import { concertCalendarEntry } from "./concert-calendar.server";

/** "Add all to my calendar": exactly the saved concerts (`?ids=`), each the same event as in its own file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const ids = readIdsQuery(new URL(request.url).searchParams.get("ids"));
  if (!ids.length) return new Response("No concerts given: ?ids=1001,1002", { status: 400 });
  const entries = (await Promise.all(ids.map((id) => concertCalendarEntry(context, id, lang)))).filter((entry): entry is CalendarEntry => entry !== null);
  return new Response(buildCalendar(entries, { stamp: new Date() }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="saved-concerts-${lang}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
