import { useEffect } from "react";
import { data, Outlet, redirect, useLocation, useNavigation } from "react-router";
import { EventSkeleton } from "../features/concerts/components/event-skeleton";
import { canonicalLangRedirect, isLang, LANGUAGE_STORAGE_KEY, STORAGE_CODE } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import type { Route } from "./+types/lang-layout";

export function loader({ params, request }: Route.LoaderArgs) {
  if (isLang(params.lang)) return null;
  const url = new URL(request.url);
  const target = canonicalLangRedirect(url.pathname, url.search);
  if (target) throw redirect(target, 301);
  throw data(null, { status: 404 });
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

export { NotFoundBoundary as ErrorBoundary } from "../shell/not-found";
