import { programmeTexts } from "../features/programmes/public-texts";
import { AlertForm } from "../features/alerts/public";
import { croppedPictures } from "../features/media-library/public.server";
import { ProfilePage } from "../features/programmes/components/profile-pages";
import { seriesBySlug, seriesIn } from "../features/series/series.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/series";
import { loadRecordPage } from "./record-page.server";

/** `/{lang}/series/{slug}`: the series and its upcoming concerts (those with a programme published in this language). */
export async function loader(args: Route.LoaderArgs) {
  const { lang, record, concerts } = await loadRecordPage(args, seriesBySlug, (facets, series) => facets.seriesSlug === series.slug);
  // A library picture is shown as its 16:9 card crop, as the page has always shown a series.
  const picture = record.mediaId ? ((await croppedPictures(args.context.db, [record.mediaId], "card", lang)).get(record.mediaId) ?? null) : null;
  return { lang, series: { ...seriesIn(record, lang), slug: record.slug, imageUrl: record.imageUrl, picture }, concerts };
}

export const meta: Route.MetaFunction = (args) => {
  const series = args.loaderData?.series;
  return pageMeta(args, "event", { title: series?.name, description: (series?.description || series?.name || "").slice(0, 155), image: series?.imageUrl ?? undefined });
};

export default function SeriesRoute({ loaderData: { series, concerts, lang } }: Route.ComponentProps) {
  return (
    <ProfilePage
      lang={lang}
      name={series.name}
      kicker={programmeTexts(lang).series}
      text={series.description}
      imageUrl={series.imageUrl}
      picture={series.picture}
      square={false}
      concerts={concerts}
      follow={<AlertForm target={{ kind: "series", series: series.slug }} />}
    />
  );
}
