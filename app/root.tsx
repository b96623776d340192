import "./zod-without-eval";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { rootTextsFor } from "./i18n/catalogues.server";
import { rootTextKeys, sameTexts, sendTexts } from "./i18n/page-texts";
import { HTML_LANG, langFromPath, type Localised } from "./i18n/languages";
import { decidePageLanguage, pageLang } from "./i18n/page-language";
import { useNonce } from "./nonce";
import armenianFont from "./fonts/noto-sans-armenian.woff2?url";
import cyrillicFont from "./fonts/noto-sans-cyrillic.woff2?url";
import latinFont from "./fonts/noto-sans-latin.woff2?url";
import type { LocaleData } from "./i18n/use-locale";

// Every page sets Latin (digits, names); each language adds its own script. Fetched with the
// document rather than after the CSS, the fonts are there for the first paint; one that is late
// is not used on this load rather than moving the text (theme.css, `font-display: optional`).
const PAGE_FONTS: Localised<string[]> = { am: [latinFont, armenianFont], en: [latinFont], ru: [latinFont, cyrillicFont] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = pageLang(request);
  // Only the texts this page uses (app/i18n/page-texts.ts): they travel in every page's HTML.
  return { lang, messages: sendTexts(rootTextsFor(lang, url.pathname)), origin: context.origin } satisfies LocaleData;
}

/** The texts change with the language segment and with the kind of page. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return decidePageLanguage(currentUrl).lang !== decidePageLanguage(nextUrl).lang || !sameTexts(rootTextKeys, currentUrl.pathname, nextUrl.pathname);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  // The loader's decision; an error page the root's loader did not answer falls back to the address.
  const lang = useRouteLoaderData<typeof loader>("root")?.lang ?? langFromPath(pathname);
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7b1e2c" />
        {pathname.startsWith("/admin") ? null : <link rel="manifest" href={`/${lang}/manifest.webmanifest`} />}
        {PAGE_FONTS[lang].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets end-to-end tests (and anyone debugging) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Last resort for errors no route handled; pages render their own not-found states. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{status}</h1>
      <p className="mt-4 text-muted">
        {status === 404 ? "404 Page Not Found" : "Something went wrong. Please reload the page."}
      </p>
      <p className="mt-8">
        <a className="text-accent underline" href="/am">
          Aram Khachaturian Concert Hall
        </a>
      </p>
    </main>
  );
}
