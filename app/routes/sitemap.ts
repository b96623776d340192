import { concertPath } from "../features/concerts/components/concert-card";
import { upcomingOnly } from "../features/concerts/listing.server";
import { artistSlugs } from "../features/artists/artists.server";
import { allSeries } from "../features/series/series.server";
import { HTML_LANG, LANGS, localePath } from "../i18n/languages";
import { PUBLIC_PAGE_PATHS } from "../seo/public-pages";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: every public page, upcoming concert, artist and series, each in three languages with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.origin;
  const [{ events }, artists, series] = await Promise.all([
    context.catalogue.listEvents("en"),
    artistSlugs(context.db).catch(() => []),
    allSeries(context.db).catch(() => []),
  ]);
  const paths = [
    ...PUBLIC_PAGE_PATHS,
    ...upcomingOnly(events, new Date()).map(concertPath),
    ...artists.map((slug) => `/artists/${slug}`),
    ...series.map((item) => `/series/${item.slug}`),
  ];
  const entries = paths.flatMap((path) =>
    LANGS.map((lang) => {
      const alternates = LANGS.map(
        (other) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[other]}" href="${escapeXml(origin + localePath(other, path))}"/>`,
      ).join("");
      return `<url><loc>${escapeXml(origin + localePath(lang, path))}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localePath("am", path))}"/></url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
