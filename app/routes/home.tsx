import { Link } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

export default function HomeRoute() {
  const { lang, t } = useLocale();
  return (
    <section className="relative isolate overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,_rgb(123_30_44/0.85),_transparent_65%)]"
      />
      <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-center px-4 py-20 sm:px-6">
        <p className="eyebrow text-gold-light">{t.site.orchestraName}</p>
        <h1 className="mt-4 max-w-4xl text-4xl font-semibold tracking-tight sm:text-6xl">{t.site.name}</h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{t.pages.home.description}</p>
        <p className="mt-10">
          <Link
            to={localePath(lang, "/concerts")}
            className="inline-flex min-h-12 items-center rounded-full bg-gold-light px-7 py-3 font-semibold text-night transition-colors hover:bg-white"
          >
            {t.nav.concerts}
          </Link>
        </p>
      </div>
    </section>
  );
}
