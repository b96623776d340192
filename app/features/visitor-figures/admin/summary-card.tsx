import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { adminJson } from "../../../admin/session";
import { formatNumber } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { cardStyle } from "../../../ui/styles";
import { FIGURES_PATH } from "../range";
import { type FiguresSummary, figuresSummarySchema } from "../schema";
import { FIGURES_TEXTS } from "../texts";

/** The dashboard's visitor card (admins): today's visitors and Buy ticket clicks, the week's most viewed concert. */
export function VisitorSummaryCard() {
  const { lang } = useAdminTexts();
  const t = FIGURES_TEXTS[lang];
  // The summary's one answer: the figures, "failed" (the card is left out), or null while it is read.
  const [answer, setAnswer] = useState<FiguresSummary | "failed" | null>(null);

  useEffect(() => {
    let current = true;
    adminJson(`/api/admin/figures/summary?lang=${lang}`, figuresSummarySchema)
      .then((loaded) => current && setAnswer(loaded))
      .catch(() => current && setAnswer("failed"));
    return () => {
      current = false;
    };
  }, [lang]);

  if (answer === "failed") return null;
  const summary = answer;
  const top = summary?.topConcert;
  return (
    <section aria-labelledby="visitor-summary-title" className={`${cardStyle} space-y-4 p-5`} data-testid="visitor-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="visitor-summary-title" className="text-xl font-semibold">
          {t.summary.title}
        </h2>
        <Link to={FIGURES_PATH} className="inline-flex min-h-11 items-center text-sm text-accent underline">
          {t.summary.open}
        </Link>
      </div>
      {summary ? (
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              { label: t.summary.visitorsToday, value: summary.today.visitors, testId: "visitors-today" },
              { label: t.summary.clicksToday, value: summary.today.ticketClicks, testId: "clicks-today" },
            ] as const
          ).map((figure) => (
            <div key={figure.testId}>
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="text-3xl font-semibold tabular-nums" data-testid={figure.testId}>
                {formatNumber(figure.value, lang)}
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-sm text-muted">{t.summary.topConcert}</dt>
            <dd className="mt-1">
              {top ? (
                <>
                  <span className="block font-medium">{top.title || fill(t.untitled, { id: top.eventId })}</span>
                  <span className="text-sm text-muted">
                    {fill(t.summary.topConcertFigures, { views: formatNumber(top.views, lang), clicks: formatNumber(top.ticketClicks, lang) })}
                  </span>
                </>
              ) : (
                <span className="text-sm text-muted">{t.summary.noConcert}</span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted">{t.loading}</p>
      )}
    </section>
  );
}
