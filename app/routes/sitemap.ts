import { concertPath } from "../features/concerts/components/concert-card";
import { upcomingOnly } from "../features/concerts/listing.server";
import { HTML_LANG, LANGS, localePath } from "../i18n/languages";
import { PUBLIC_PAGE_PATHS } from "../seo/public-pages";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: every public page and upcoming concert, each in three languages with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.origin;
  const { events } = await context.catalogue.listEvents("en");
  const paths = [...PUBLIC_PAGE_PATHS, ...upcomingOnly(events, new Date()).map(concertPath)];
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
