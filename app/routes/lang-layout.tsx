import { useEffect } from "react";
import { data, isRouteErrorResponse, Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigation, useRouteError } from "react-router";
import { ListingLoadFailed } from "../features/concerts/components/listing-load-failed";
import { EventProblem } from "../features/concerts/components/event-problem";
import { EventSkeleton } from "../features/concerts/components/event-skeleton";
import { LANGUAGE_STORAGE_KEY, STORAGE_CODE } from "../i18n/languages";
import { layoutTextsFor } from "../i18n/catalogues.server";
import { decidePageLanguage, pageLanguage } from "../i18n/page-language";
import { layoutTextKeys, sameTexts, sendTexts } from "../i18n/page-texts";
import { type LayoutData, useLocale } from "../i18n/use-locale";
import { NotFound } from "../shell/not-found";
import type { Route } from "./+types/lang-layout";

/**
 * A page exists under one of our language codes; an older or unknown code redirects (decision 003).
 * The layout sends the texts of the page's kind (`app/i18n/page-texts.ts`); the root sends the shell's.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { known, lang, redirect: target } = pageLanguage(request);
  if (known) return { messages: sendTexts(layoutTextsFor(lang, new URL(request.url).pathname)) } satisfies LayoutData;
  if (target) throw redirect(target, 301);
  throw data(null, { status: 404 });
}

/** The texts change with the language and with the kind of page. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return decidePageLanguage(currentUrl).lang !== decidePageLanguage(nextUrl).lang || !sameTexts(layoutTextKeys, currentUrl.pathname, nextUrl.pathname);
}

export default function LangLayout() {
  const { lang } = useLocale();
  useEffect(() => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, STORAGE_CODE[lang]);
    } catch {
      // Storage can be unavailable (private mode, disabled cookies); the URL still carries the language.
    }
  }, [lang]);
  // A concert page can take a moment (the seat count is live): show its outline meanwhile.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  if (target && target !== pathname && /\/orchestra\/(event|concert)\/[^/]+$/.test(target)) return <EventSkeleton />;
  return <Outlet />;
}

/**
 * A 404 of this layout (no such language or page) shows the not-found page. Any other error is a
 * request that failed after the page had started (the browser's request for a page's data, which
 * the router reports here for every route it was loading): the concert pages say what could not
 * be loaded, in the page's language.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) return <NotFound />;
  if (/\/orchestra\/(event|concert)\/[^/]+$/.test(pathname)) return <EventProblem kind="loadFailed" />;
  if (/\/(orchestra\/)?concerts$/.test(pathname)) return <ListingLoadFailed />;
  return <NotFound />;
}
