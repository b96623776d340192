import { useEffect } from "react";
import { data, Outlet, redirect } from "react-router";
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
  return <Outlet />;
}

export { NotFoundBoundary as ErrorBoundary } from "../shell/not-found";
