import { useLocation } from "react-router";
import { useLocale } from "../../../i18n/use-locale";
import { buttonStyles } from "../../../ui/styles";

// Its own module: every page's error boundary shows it, so it must not bring the listing's code with it.
/**
 * When the listing's data cannot be loaded after the page has started (a filter, "show more" or
 * a client reload whose request fails): says so, and offers the same listing again.
 */
export function ListingLoadFailed() {
  const { t } = useLocale();
  const { pathname, search } = useLocation();
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center">
      <p className="text-xl font-semibold">{t.concerts.loadFailed}</p>
      {/* A full page load, not a client navigation: the request that failed is not tried the same way again. */}
      <a href={`${pathname}${search}`} className={`mt-8 ${buttonStyles.primary}`}>
        {t.concerts.retry}
      </a>
    </section>
  );
}
