import { artistBySlug, artistIn } from "../features/artists/artists.server";
import { AlertForm } from "../features/alerts/public";
import { croppedPictures } from "../features/media-library/public.server";
import { ProfilePage } from "../features/programmes/components/profile-pages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/artist";
import { loadRecordPage } from "./record-page.server";

/** `/{lang}/artists/{slug}`: the artist, and the upcoming concerts whose published programme names them. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, record, concerts } = await loadRecordPage(args, artistBySlug, (facets, artist) => facets.artistIds.includes(artist.id));
  // A library picture is shown as its square crop, as the page has always shown an artist.
  const picture = record.mediaId ? ((await croppedPictures(args.context.db, [record.mediaId], "square", lang)).get(record.mediaId) ?? null) : null;
  return { lang, artist: { ...artistIn(record, lang), slug: record.slug, imageUrl: record.imageUrl, picture, links: record.links }, concerts };
}

export const meta: Route.MetaFunction = (args) => {
  const artist = args.loaderData?.artist;
  return pageMeta(args, "event", { title: artist?.name, description: (artist?.bio || artist?.role || artist?.name || "").slice(0, 155), image: artist?.imageUrl ?? undefined });
};

export default function ArtistRoute({ loaderData: { artist, concerts, lang } }: Route.ComponentProps) {
  return (
    <ProfilePage
      lang={lang}
      name={artist.name}
      kicker={artist.role}
      text={artist.bio}
      imageUrl={artist.imageUrl}
      picture={artist.picture}
      square links={artist.links}
      concerts={concerts}
      follow={<AlertForm target={{ kind: "artist", artist: artist.slug, name: artist.name }} />}
    />
  );
}
