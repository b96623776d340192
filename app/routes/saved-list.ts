import { publicProgramme } from "../features/programmes/programmes.server";
import { bySavedDate, savedConcert } from "../features/saved-concerts/saved-concert";
import { readIdsQuery } from "../features/saved-concerts/saved-list";
import { pageLang } from "../i18n/page-language";
import type { Route } from "./+types/saved-list";

/**
 * The saved page's concerts (`?ids=`, as the browser keeps them): each with its date and state from
 * the catalogue and the hall's published programme, in the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const ids = readIdsQuery(new URL(request.url).searchParams.get("ids"));
  const now = new Date();
  const concerts = await Promise.all(
    ids.map(async (id) => {
      const [found, programme] = await Promise.all([context.catalogue.getEvent(id, lang), publicProgramme(context.db, id, lang).catch(() => null)]);
      return savedConcert(id, found?.event ?? null, programme?.status ?? null, now);
    }),
  );
  return Response.json({ concerts: concerts.sort(bySavedDate) }, { headers: { "Cache-Control": "no-store" } });
}
