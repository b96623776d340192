import { Link } from "react-router";
import { concertCardData } from "../features/concerts/concert";
import { upcomingOnly } from "../features/concerts/listing.server";
import { HistoryTeaser } from "../features/home/history-teaser";
import { Hero } from "../features/home/hero";
import { UpcomingConcerts } from "../features/home/upcoming-concerts";
import { blockPageData, pageTeaser, readPublishedPage, readRenderedPage } from "../features/pages/public.server";
import { blockPageHeaders } from "../features/pages/public";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { pageGallery } from "../features/media-library/public.server";
import { seatTotal } from "../features/hall-facts/public";
import { readHallFacts } from "../features/hall-facts/public.server";
import { pageMeta, rootData } from "../seo/page-meta";
import { hallStructuredData } from "../seo/structured-data";
import { Gallery } from "../ui/gallery";
import { buttonStyles, sectionTitleStyle } from "../ui/styles";
import type { Route } from "./+types/home";
import { pageLang } from "../i18n/page-language";

/** The first three upcoming concerts by start time (docs/product.md §6). */
export const HOME_UPCOMING_COUNT = 3;
/** The home gallery's strip; "All photos" leads to the whole of it (routes/gallery.tsx). */
export const HOME_GALLERY_COUNT = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const [{ events }, history, gallery, hero, seats] = await Promise.all([
    context.catalogue.listEvents(lang),
    readPublishedPage(context.db, "hall-history", lang).catch(() => null),
    pageGallery(context.db, "home", lang),
    readRenderedPage(request, context.db, "home-hero"),
    readHallFacts(context.db).then(seatTotal, () => null),
  ]);
  return blockPageData({
    hero,
    // A preview of the hero's draft (`?preview=<token>`) is never kept or indexed.
    preview: hero?.preview ?? false,
    upcoming: upcomingOnly(events, new Date()).slice(0, HOME_UPCOMING_COUNT).map(concertCardData),
    gallery: gallery.slice(0, HOME_GALLERY_COUNT),
    teaser: pageTeaser(history),
    // The hall's capacity for search engines, from the published hall facts.
    seats,
  });
}

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  return pageMeta(args, "home", { indexable: !args.loaderData?.preview, structuredData: root ? hallStructuredData(root.origin, root.messages, root.lang, args.loaderData?.seats ?? null) : [] });
};

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useLocale();
  return (
    <>
      <Hero hero={loaderData.hero} />
      <UpcomingConcerts events={loaderData.upcoming} />
      <section aria-labelledby="gallery-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <h2 id="gallery-title" className={sectionTitleStyle}>
          {t.home.galleryTitle}
        </h2>
        <div className="mt-8">
          <Gallery images={loaderData.gallery} columns="strip" />
        </div>
        <p className="mt-8 text-center">
          <Link to={localePath(lang, "/gallery")} className={buttonStyles.secondary}>
            {t.home.allPhotos}
          </Link>
        </p>
      </section>
      <HistoryTeaser text={loaderData.teaser} />
    </>
  );
}
