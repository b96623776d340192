import { data } from "react-router";
import { seriesBySlug, seriesIn } from "../features/series/series.server";
import { ConcertCard } from "../features/concerts/components/concert-card";
import { upcomingOnly } from "../features/concerts/listing.server";
import { ProfilePage } from "../features/programmes/components/profile-pages";
import { programmeTexts } from "../features/programmes/public-texts";
import { publishedFacets } from "../features/programmes/programmes.server";
import { SLUG_PATTERN } from "../i18n/slug";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/series";
import { pageLang } from "../i18n/page-language";

/** `/{lang}/series/{slug}` (issue 24 §2): the series and its upcoming concerts (those with a programme published in this language). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  if (!SLUG_PATTERN.test(params.slug)) throw data(null, { status: 404 });
  const series = await seriesBySlug(context.db, params.slug);
  if (!series) throw data(null, { status: 404 });
  const [facets, { events }] = await Promise.all([publishedFacets(context.db, lang), context.catalogue.listEvents(lang)]);
  const concerts = upcomingOnly(events, new Date()).filter((event) => facets.get(event.eventId)?.seriesSlug === series.slug);
  return { lang, series: { ...seriesIn(series, lang), slug: series.slug, imageUrl: series.imageUrl }, concerts };
}

export const meta: Route.MetaFunction = (args) => {
  const series = args.loaderData?.series;
  return pageMeta(args, "event", { title: series?.name, description: (series?.description || series?.name || "").slice(0, 155), image: series?.imageUrl ?? undefined });
};

export default function SeriesRoute({ loaderData }: Route.ComponentProps) {
  const { series, concerts, lang } = loaderData;
  return (
    <ProfilePage
      lang={lang}
      name={series.name}
      kicker={programmeTexts(lang).series}
      text={series.description}
      imageUrl={series.imageUrl}
      square={false}
      concertCount={concerts.length}
      concerts={
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {concerts.map((event) => (
            <li key={event.eventId}>
              <ConcertCard event={event} />
            </li>
          ))}
        </ul>
      }
    />
  );
}
