import { useLocation } from "react-router";
import { BannerCarousel } from "../features/banners/banner-carousel";
import { listActiveBanners } from "../features/banners/banners.server";
import { ComingSoonSection } from "../features/coming-soon/coming-soon-section";
import { listComingSoon } from "../features/coming-soon/coming-soon.server";
import { calendarFeedUrl } from "../features/concerts/calendar-feed.server";
import { CalendarSubscribe } from "../features/concerts/components/calendar-subscribe";
import { ConcertListing } from "../features/concerts/components/concert-listing";
import { ListingLoadFailed } from "../features/concerts/components/listing-load-failed";
import { loadListing } from "../features/concerts/listing.server";
import { langFromPath } from "../i18n/languages";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/concerts";

/** One listing serves /concerts and /orchestra/concerts; the path says which title it carries. */
function listingPage(pathname: string) {
  return pathname.includes("/orchestra/") ? "orchestraConcerts" : "concerts";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const fixedType = listingPage(url.pathname) === "orchestraConcerts" ? "orchestra" : undefined;
  // The route composes the page: the concerts, the coming-soon cards and the banners, read side by side.
  const [listing, comingSoon, banners] = await Promise.all([
    loadListing(context, lang, url, { fixedType }),
    listComingSoon(context.db, lang).catch(() => []),
    listActiveBanners(context.db, { production: context.production }).catch(() => []),
  ]);
  return { ...listing, comingSoon, banners, feedUrl: calendarFeedUrl(context.origin, lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, listingPage(args.location.pathname));

export default function ConcertsRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { banners, comingSoon, feedUrl, ...listing } = loaderData;
  return (
    <>
      <PageIntro page={listingPage(pathname)} />
      <ConcertListing {...listing} after={<ComingSoonSection cards={comingSoon} />} aside={banners.length ? <BannerCarousel banners={banners} /> : undefined} />
      <CalendarSubscribe feedUrl={feedUrl} />
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
