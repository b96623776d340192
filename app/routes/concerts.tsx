import { useLocation } from "react-router";
import { BannerCarousel } from "../features/banners/banner-carousel";
import { listActiveBanners } from "../features/banners/banners.server";
import { ComingSoonSection } from "../features/coming-soon/coming-soon-section";
import { listComingSoon } from "../features/coming-soon/coming-soon.server";
import { CalendarSubscribe } from "../features/concerts/components/calendar-subscribe";
import { ConcertListing } from "../features/concerts/components/concert-listing";
import { ListingLoadFailed } from "../features/concerts/components/listing-load-failed";
import { concertCardData } from "../features/concerts/concert";
import { loadListing } from "../features/concerts/listing.server";
import { LISTING_QUERY_PARAMS } from "../features/concerts/listing-query";
import { keptPageHeaders } from "../http/server-cache-policy";
import { ProgrammeFilters } from "../features/programmes/components/programme-filters";
import { filterByProgramme, publishedFacets } from "../features/programmes/programmes.server";
import { type ProgrammeCardLines, programmeCardLines } from "../features/programmes/card-lines.server";
import { GENRES } from "../features/programmes/vocabulary";
import { allSeries, seriesIn } from "../features/series/series.server";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/concerts";
import { pageLang } from "../i18n/page-language";
import { useLocale } from "../i18n/use-locale";

/** One listing serves /concerts and /orchestra/concerts; the path says which title it carries. */
function listingPage(pathname: string) {
  return pathname.includes("/orchestra/") ? "orchestraConcerts" : "concerts";
}

/** Kept like every public page, keyed on the filters it reads (any other parameter is dropped before rendering). */
export const headers = () => keptPageHeaders(LISTING_QUERY_PARAMS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = pageLang(request);
  const fixedType = listingPage(url.pathname) === "orchestraConcerts" ? "orchestra" : undefined;
  // The route composes the page: the concerts (narrowed by the programmes' series and genre), the
  // coming-soon cards, the banners and the programme filters, read side by side.
  const narrow = <E extends { eventId: string }>(events: E[], query: { series: string | null; genre: string | null }) => filterByProgramme(context.db, lang, events, query);
  const [listing, comingSoon, banners, facets, series] = await Promise.all([
    loadListing(context, lang, url, { fixedType, narrow }),
    listComingSoon(context.db, lang).catch(() => []),
    listActiveBanners(context.db, { production: context.production, lang }).catch(() => []),
    publishedFacets(context.db, lang).catch(() => new Map()),
    allSeries(context.db).catch(() => []),
  ]);
  // Offer the series and genres that published programmes use.
  const used = [...facets.values()];
  const programmeFilters = {
    series: series.filter((item) => used.some((facet) => facet.seriesSlug === item.slug)).map((item) => ({ slug: item.slug, name: seriesIn(item, lang).name })),
    genres: GENRES.filter((genre) => used.some((facet) => facet.genres.includes(genre))),
  };
  // The cards' fields only (concertCardData): descriptions and programmes stay on the concerts' pages.
  // The page's language and the site's origin (for the calendar feed's address) come from the root.
  // A card names the first performer and work of a published programme.
  const lines = await programmeCardLines(context.db, lang, listing.events.map((event) => event.eventId)).catch(() => new Map<string, ProgrammeCardLines>());
  const events = listing.events.map((event) => ({ ...concertCardData(event), ...lines.get(event.eventId) }));
  return { ...listing, events, comingSoon, banners, programmeFilters };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, listingPage(args.location.pathname));

export default function ConcertsRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { lang } = useLocale();
  const { banners, comingSoon, programmeFilters, ...listing } = loaderData;
  return (
    <>
      <PageIntro page={listingPage(pathname)} />
      <ProgrammeFilters lang={lang} {...programmeFilters} current={{ series: listing.query.series, genre: listing.query.genre }} />
      <ConcertListing {...listing} after={<ComingSoonSection cards={comingSoon} />} aside={banners.length ? <BannerCarousel banners={banners} /> : undefined} />
      <CalendarSubscribe />
    </>
  );
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <>
      <PageIntro page={listingPage(pathname)} />
      <ListingLoadFailed />
    </>
  );
}
