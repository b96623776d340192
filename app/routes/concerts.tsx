import { useLocation } from "react-router";
import { BannerCarousel } from "../features/banners/banner-carousel";
import { ConcertListing, ListingLoadFailed } from "../features/concerts/components/concert-listing";
import { loadListing } from "../features/concerts/listing.server";
import { langFromPath } from "../i18n/languages";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/concerts";

/** One listing serves /concerts and /orchestra/concerts; the path says which title it carries. */
function listingPage(pathname: string) {
  return pathname.includes("/orchestra/") ? "orchestraConcerts" : "concerts";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadListing(context, langFromPath(url.pathname), url, { fixedType: listingPage(url.pathname) === "orchestraConcerts" ? "orchestra" : undefined });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, listingPage(args.location.pathname));

export default function ConcertsRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { banners, ...listing } = loaderData;
  return (
    <>
      <PageIntro page={listingPage(pathname)} />
      <ConcertListing {...listing} aside={banners.length ? <BannerCarousel banners={banners} /> : undefined} />
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
