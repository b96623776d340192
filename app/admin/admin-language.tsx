import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { HTML_LANG, isLang, langFromPath } from "../i18n/languages";
import { browserAdminLang } from "./browser-language";
import { ADMIN_CATALOGUES, type AdminLang, type AdminTexts } from "./texts";

/** The browser keeps the admin's chosen language apart from the public site's `language`. */
export const ADMIN_LANGUAGE_KEY = "adminLanguage";

/**
 * The admin language where React's is out of reach (a clientLoader): the admin's choice, else the
 * browser's, read from the languages it asks for as the shell reads its Accept-Language.
 */
export function currentAdminLang(): AdminLang {
  const stored = window.localStorage.getItem(ADMIN_LANGUAGE_KEY);
  return isLang(stored) ? stored : browserAdminLang(navigator.languages.join(","));
}

type AdminLanguage = { lang: AdminLang; t: AdminTexts; setLang(lang: AdminLang): void };

const AdminLanguageContext = createContext<AdminLanguage | null>(null);

export function useAdminTexts(): AdminLanguage {
  const value = useContext(AdminLanguageContext);
  if (!value) throw new Error("useAdminTexts needs an AdminLanguageProvider (app/routes/admin/shell.tsx)");
  return value;
}

/**
 * The admin area's language: the one the admin chose, else the browser's (`browserLang`, from its
 * Accept-Language). The server renders the browser's; the stored choice is read after hydration, so
 * the first client render matches the server's.
 */
export function AdminLanguageProvider({ browserLang, children }: { browserLang: AdminLang; children: ReactNode }) {
  const [lang, setLangState] = useState<AdminLang>(browserLang);

  useEffect(() => {
    const stored = window.localStorage.getItem(ADMIN_LANGUAGE_KEY);
    if (isLang(stored)) setLangState(stored);
  }, []);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    document.title = ADMIN_CATALOGUES[lang].title;
    // The root layout renders <html lang> from the URL and leaves it alone while that value stays
    // the same, so on leaving put back what it expects for the page we are going to. The title needs
    // nothing: every public page's title differs from the admin one, so React rewrites it.
    return () => {
      document.documentElement.lang = HTML_LANG[langFromPath(window.location.pathname)];
    };
  }, [lang]);

  const value = useMemo<AdminLanguage>(
    () => ({
      lang,
      t: ADMIN_CATALOGUES[lang],
      setLang(next) {
        window.localStorage.setItem(ADMIN_LANGUAGE_KEY, next);
        setLangState(next);
      },
    }),
    [lang],
  );
  return <AdminLanguageContext.Provider value={value}>{children}</AdminLanguageContext.Provider>;
}
