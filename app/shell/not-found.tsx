import { Link } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";

export function NotFound() {
  const { lang, t } = useLocale();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-accent sm:text-8xl">
        404
      </p>
      <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">{t.notFound.title}</h1>
      <p className="mt-4 text-muted">{t.notFound.hint}</p>
      <Link
        to={localePath(lang)}
        className="mt-10 inline-flex min-h-11 items-center rounded-full bg-accent px-6 py-2 font-medium text-white transition-colors hover:bg-accent-strong"
      >
        {t.notFound.backHome}
      </Link>
    </section>
  );
}

/** Used by layouts whose loader answers 404 (e.g. a path that is neither a language nor a page). */
export function NotFoundBoundary() {
  return <NotFound />;
}
