import { type AppLoadContext, data } from "react-router";
import { type ConcertCardData, concertCardData } from "../features/concerts/public";
import { upcomingOnly } from "../features/concerts/listing.server";
import { type ProgrammeFacets, publishedFacets } from "../features/programmes/programmes.server";
import type { Db } from "../db/client.server";
import type { Lang } from "../i18n/languages";
import { pageLang } from "../i18n/page-language";
import { SLUG_PATTERN } from "../i18n/slug";

/**
 * The loader of a public record page with its concerts (`/{lang}/artists/{slug}`,
 * `/{lang}/series/{slug}`): the record by its slug (404 for a malformed or unknown slug), and the
 * upcoming concerts whose programme, published in the page's language, `belongs` to that record.
 */
export async function loadRecordPage<R>(
  { params, request, context }: { params: { slug: string }; request: Request; context: AppLoadContext },
  find: (db: Db, slug: string) => Promise<R | null | undefined>,
  belongs: (facets: ProgrammeFacets, record: R) => boolean,
): Promise<{ lang: Lang; record: R; concerts: ConcertCardData[] }> {
  const lang = pageLang(request);
  if (!SLUG_PATTERN.test(params.slug)) throw data(null, { status: 404 });
  const record = await find(context.db, params.slug);
  if (!record) throw data(null, { status: 404 });
  const [facets, { events }] = await Promise.all([publishedFacets(context.db, lang), context.catalogue.listEvents(lang)]);
  const concerts = upcomingOnly(events, new Date()).filter((event) => {
    const facet = facets.get(event.eventId);
    return facet !== undefined && belongs(facet, record);
  });
  // Cards need a few fields of each concert; the page carries no more than that in its hydration data.
  return { lang, record, concerts: concerts.map(concertCardData) };
}
