import { Link } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { isGroup, NAVIGATION, type NavLink } from "./navigation";

/** The venue pages, as the header's Venue menu lists them. */
const VENUE_LINKS = NAVIGATION.filter(isGroup)
  .find((group) => group.id === "venue")!
  .items.filter((item): item is Extract<NavLink, { path: string }> => "path" in item);

/** The spec's 404 text, then a way forward: the concerts, the home page and the venue pages. */
export function NotFound() {
  const { lang, t } = useLocale();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-accent sm:text-8xl">
        404
      </p>
      <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">{t.notFound.title}</h1>
      <p className="mt-4 text-muted">{t.notFound.hint}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          to={localePath(lang, "/concerts")}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 py-2 font-medium text-white transition-colors hover:bg-accent-strong"
        >
          {t.notFound.concerts}
        </Link>
        <Link
          to={localePath(lang)}
          className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-6 py-2 font-medium transition-colors hover:border-accent hover:text-accent"
        >
          {t.notFound.backHome}
        </Link>
      </div>
      <nav aria-labelledby="not-found-venue" className="mt-10">
        <h2 id="not-found-venue" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t.nav.venue}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1">
          {VENUE_LINKS.map((item) => (
            <li key={item.path}>
              <Link to={localePath(lang, item.path)} className="inline-flex min-h-11 items-center text-accent underline underline-offset-4 hover:text-accent-strong">
                {t.nav[item.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
