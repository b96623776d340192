import { Link } from "react-router";
import { localePath } from "../../../i18n/languages";
import { useLocale } from "../../../i18n/use-locale";
import { buttonStyles } from "../../../ui/styles";

// Its own module: every page's error boundary shows it, so it must not bring the event page's code with it.
/** Not found, gone (a past concert the hall kept no programme of), invalid id, failed load and unavailable seat chart, with the way back (docs/product.md §5). */
export function EventProblem({ kind }: { kind: "notFound" | "gone" | "invalid" | "loadFailed" | "chart" }) {
  const { lang, t } = useLocale();
  const title = { invalid: t.event.invalidId, notFound: t.event.notFound, gone: t.event.gone, loadFailed: t.event.loadFailed, chart: t.event.chartError }[kind];
  return (
    <section role={kind === "loadFailed" || kind === "chart" ? "alert" : undefined} className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      {kind === "notFound" || kind === "gone" ? <p className="mt-4 text-muted">{kind === "gone" ? t.event.goneHint : t.event.notFoundHint}</p> : null}
      <Link to={localePath(lang, "/concerts")} className={`mt-10 ${buttonStyles.primary}`}>
        {t.event.back}
      </Link>
    </section>
  );
}
