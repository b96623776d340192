import { data } from "react-router";
import { artistBySlug, artistIn } from "../features/artists/artists.server";
import { ConcertCard } from "../features/concerts/components/concert-card";
import { upcomingOnly } from "../features/concerts/listing.server";
import { ProfilePage } from "../features/programmes/components/profile-pages";
import { publishedFacets } from "../features/programmes/programmes.server";
import { SLUG_PATTERN } from "../i18n/slug";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/artist";
import { pageLang } from "../i18n/page-language";

/** `/{lang}/artists/{slug}` (issue 24 §1): the artist, and the upcoming concerts whose published programme names them. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  if (!SLUG_PATTERN.test(params.slug)) throw data(null, { status: 404 });
  const artist = await artistBySlug(context.db, params.slug);
  if (!artist) throw data(null, { status: 404 });
  const [facets, { events }] = await Promise.all([publishedFacets(context.db, lang), context.catalogue.listEvents(lang)]);
  const concerts = upcomingOnly(events, new Date()).filter((event) => facets.get(event.eventId)?.artistIds.includes(artist.id));
  return { lang, artist: { ...artistIn(artist, lang), slug: artist.slug, imageUrl: artist.imageUrl, links: artist.links }, concerts };
}

export const meta: Route.MetaFunction = (args) => {
  const artist = args.loaderData?.artist;
  return pageMeta(args, "event", { title: artist?.name, description: (artist?.bio || artist?.role || artist?.name || "").slice(0, 155), image: artist?.imageUrl ?? undefined });
};

export default function ArtistRoute({ loaderData }: Route.ComponentProps) {
  const { artist, concerts, lang } = loaderData;
  return (
    <ProfilePage
      lang={lang}
      name={artist.name}
      kicker={artist.role}
      text={artist.bio}
      imageUrl={artist.imageUrl}
      square
      links={artist.links}
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
