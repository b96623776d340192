import { buildCalendar, concertEntry } from "../features/concerts/ics";
import { eventIdSchema } from "../features/concerts/schema";
import { worksAsText } from "../features/programmes/programmes.server";
import type { Route } from "./+types/event-calendar";
import { pageLang } from "../i18n/page-language";

/** "Add to calendar": the concert as an .ics file (docs/product.md §5). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = eventIdSchema.safeParse(params.id);
  if (!id.success) return new Response("Event ID is missing or invalid", { status: 400 });
  const lang = pageLang(request);
  const [found, works] = await Promise.all([context.catalogue.getEvent(id.data, lang), worksAsText(context.db, id.data, lang).catch(() => [])]);
  const origin = context.origin;
  const pageUrl = `${origin}${url.pathname.replace(/\/calendar\.ics$/, "")}`;
  const entry = found ? concertEntry(found.event, pageUrl, new URL(origin).hostname, works) : null;
  if (!entry) return new Response("Event not found", { status: 404 });
  return new Response(buildCalendar([entry], { stamp: new Date() }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="concert-${id.data}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
