import { data } from "react-router";
import { CATALOGUES } from "../i18n/catalogues.server";
import { HTML_LANG } from "../i18n/languages";
import { pageLanguage } from "../i18n/page-language";
import type { Route } from "./+types/web-manifest";

/**
 * The web app manifest of each language (docs/decisions/031-offline-programmes.md): the hall's name, the site's
 * colours and icons, and the home page in that language to start from.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { lang, known } = pageLanguage(request);
  if (!known) throw data(null, { status: 404 });
  const site = CATALOGUES[lang].site;
  const manifest = {
    id: `/${lang}/`,
    name: site.name,
    short_name: site.shortName,
    lang: HTML_LANG[lang],
    start_url: `/${lang}/`,
    scope: "/",
    display: "standalone",
    background_color: "#faf7f2",
    theme_color: "#7b1e2c",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
