import { Link, useLocation } from "react-router";
import { HTML_LANG, LANGS, LANGUAGE_NAME, type Lang, switchLangPath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";

/** The current page in each language: same path and query, another prefix. */
export function useLanguageTargets(): { lang: Lang; href: string; current: boolean }[] {
  const { lang } = useLocale();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return LANGS.map((target) => ({ lang: target, href: switchLangPath(here, target), current: target === lang }));
}

export function LanguageLink({ target, className }: { target: ReturnType<typeof useLanguageTargets>[number]; className: string }) {
  return (
    <Link
      to={target.href}
      hrefLang={HTML_LANG[target.lang]}
      lang={HTML_LANG[target.lang]}
      aria-current={target.current ? "true" : undefined}
      className={className}
    >
      {LANGUAGE_NAME[target.lang]}
    </Link>
  );
}
