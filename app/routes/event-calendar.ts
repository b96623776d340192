import { buildCalendar } from "../features/concerts/ics";
import { eventIdSchema } from "../features/concerts/schema";
import type { Route } from "./+types/event-calendar";
import { pageLang } from "../i18n/page-language";
import { concertCalendarEntry } from "./concert-calendar.server";

/** "Add to calendar": the concert as an .ics file (docs/product.md §5). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = eventIdSchema.safeParse(params.id);
  if (!id.success) return new Response("Event ID is missing or invalid", { status: 400 });
  const entry = await concertCalendarEntry(context, id.data, pageLang(request));
  if (!entry) return new Response("Event not found", { status: 404 });
  return new Response(buildCalendar([entry], { stamp: new Date() }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="concert-${id.data}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
