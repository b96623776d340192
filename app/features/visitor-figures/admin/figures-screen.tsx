import { BackLink } from "../../../admin/page-header";
import { type FormEvent, type ReactNode, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { formatNumber } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, chipStyle, inputStyle } from "../../../ui/styles";
import { FIGURES_PATH, type FiguresRange } from "../range";
import { clickShare, figuresQuerySchema, PRESET_RANGES, type VisitorFigures } from "../schema";
import { FIGURES_TEXTS } from "../texts";
import { DailyChart } from "./daily-chart";
import { FiguresTable } from "./figures-table";

/** A chosen range, checked with the API's own contract before the address changes. */
function RangeForm({ range }: { range: FiguresRange }) {
  const { lang } = useAdminTexts();
  const t = FIGURES_TEXTS[lang];
  const navigate = useNavigate();
  const [problems, setProblems] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = figuresQuerySchema.safeParse({ from: form.get("from") || undefined, to: form.get("to") || undefined });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? "from")] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    navigate(`${FIGURES_PATH}?from=${checked.data.from}&to=${checked.data.to}`);
  }

  const field = (name: "from" | "to") => (
    <div>
      <label htmlFor={`figures-${name}`} className="mb-1 block text-sm font-medium">
        {t[name]}
      </label>
      <input
        id={`figures-${name}`}
        name={name}
        type="date"
        defaultValue={range[name]}
        key={range[name]}
        className={inputStyle}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `figures-${name}-problem` : undefined}
      />
      {problems[name] ? (
        <p id={`figures-${name}-problem`} className="mt-1 text-sm text-danger">
          {t.problems[problems[name]!] ?? t.problems.invalid_date}
        </p>
      ) : null}
    </div>
  );

  return (
    <Form method="get" action={FIGURES_PATH} onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      {field("from")}
      {field("to")}
      <button type="submit" className={buttonStyles.secondary}>
        {t.show}
      </button>
    </Form>
  );
}

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { lang } = useAdminTexts();
  return (
    <div className={`${cardStyle} p-5`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tabular-nums" data-testid={testId}>
        {formatNumber(value, lang)}
      </dd>
    </div>
  );
}

/** `/admin/figures`: a period (7, 30, 90 days or chosen), the daily chart and table, and what was viewed, from where and on what. */
export function FiguresScreen({ range, figures }: { range: FiguresRange; figures: VisitorFigures }) {
  const { lang, t: admin } = useAdminTexts();
  const t = FIGURES_TEXTS[lang];
  const number = (value: number) => formatNumber(value, lang);
  const visitors = figures.days.reduce((sum, day) => sum + day.visitors, 0);
  const views = figures.days.reduce((sum, day) => sum + day.views, 0);
  const clicks = figures.concerts.reduce((sum, concert) => sum + concert.ticketClicks, 0);
  // The views by page, referring site, language and device: one two-column table each.
  const breakdowns: { title: string; testId: string; label: string; rows: { key: string; name: ReactNode; views: number }[] }[] = [
    { title: t.pagesTitle, testId: "pages-table", label: t.page, rows: figures.pages.map((row) => ({ key: row.path, name: <span className="font-mono text-xs sm:text-sm">{row.path}</span>, views: row.views })) },
    { title: t.referrersTitle, testId: "referrers-table", label: t.referrer, rows: figures.referrers.map((row) => ({ key: row.host, name: row.host, views: row.views })) },
    { title: t.languagesTitle, testId: "languages-table", label: t.language, rows: figures.languages.map((row) => ({ key: row.language, name: t.languages[row.language] ?? row.language, views: row.views })) },
    { title: t.devicesTitle, testId: "devices-table", label: t.device, rows: figures.devices.map((row) => ({ key: row.device, name: t.devices[row.device as keyof typeof t.devices] ?? row.device, views: row.views })) },
  ];
  return (
    <div className="space-y-8">
      <BackLink to="/admin">
        {admin.backToDashboard}
      </BackLink>
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t.title}</h1>
        <p className="max-w-3xl text-muted">{t.intro}</p>
      </header>

      <section aria-labelledby="figures-range" className="space-y-4">
        <h2 id="figures-range" className="sr-only">
          {t.range}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {PRESET_RANGES.map((days) => (
            <li key={days}>
              <Link to={`${FIGURES_PATH}?days=${days}`} className={chipStyle} aria-current={range.days === days ? "true" : undefined}>
                {fill(t.lastDays, { n: days })}
              </Link>
            </li>
          ))}
        </ul>
        <RangeForm range={range} />
      </section>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Total label={t.totals.visitors} value={visitors} testId="total-visitors" />
        <Total label={t.totals.views} value={views} testId="total-views" />
        <Total label={t.totals.ticketClicks} value={clicks} testId="total-clicks" />
      </dl>
      <p className="-mt-4 text-sm text-muted">{t.visitorsHint}</p>

      <section aria-labelledby="daily-title" className={`${cardStyle} p-5`}>
        <h2 id="daily-title" className="mb-3 text-lg font-semibold">
          {t.dailyTitle}
        </h2>
        <DailyChart days={figures.days} />
      </section>

      <FiguresTable
        title={t.concertsTitle}
        testId="concerts-table"
        rows={figures.concerts}
        rowKey={(row) => row.eventId}
        columns={[
          { label: t.concert, cell: (row) => row.title || fill(t.untitled, { id: row.eventId }) },
          { label: t.columns.views, cell: (row) => number(row.views), numeric: true },
          { label: t.columns.clicks, cell: (row) => number(row.ticketClicks), numeric: true },
          {
            label: t.share,
            numeric: true,
            cell: (row) => {
              const share = clickShare(row);
              return share === null ? "—" : <abbr title={t.shareHint} className="no-underline">{`${share === 0 || share >= 10 ? share.toFixed(0) : share.toFixed(1)} %`}</abbr>;
            },
          },
        ]}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        {breakdowns.map((breakdown) => (
          <FiguresTable
            key={breakdown.testId}
            title={breakdown.title}
            testId={breakdown.testId}
            rows={breakdown.rows}
            rowKey={(row) => row.key}
            columns={[
              { label: breakdown.label, cell: (row) => row.name },
              { label: t.totals.views, cell: (row) => number(row.views), numeric: true },
            ]}
          />
        ))}
      </div>
    </div>
  );
}
