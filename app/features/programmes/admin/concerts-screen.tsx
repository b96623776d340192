import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminPageHeader } from "../../../admin/page-header";
import { formatEventDateText } from "../../../i18n/format";
import { LANGS, LANGUAGE_SHORT, LANGUAGE_NAME } from "../../../i18n/languages";
import { buttonStyles, cardStyle, inputStyle } from "../../../ui/styles";
import type { AdminConcertPage, ConcertListWhen, ProgrammeState } from "../schema";
import { PastConcertDialog } from "./past-concert-dialog";
import { PROGRAMME_ADMIN_TEXTS } from "./texts";

const STATE_STYLE: Record<ProgrammeState, string> = {
  published: "bg-success-soft text-success",
  draft: "bg-accent-soft text-accent-strong",
  missing: "bg-paper text-muted",
};

/**
 * `/admin/concerts`: the catalogue's upcoming concerts, or those that took place (`?when=past`), with each language's
 * programme state; searchable, paged; staff add the concerts of earlier seasons here. `noteOf`: a line of another
 * feature's about a concert (the route gives how many addresses wait on it).
 */
export function ConcertsScreen({
  page,
  q,
  limit,
  when,
  noteOf,
}: {
  page: AdminConcertPage | null;
  q: string;
  limit: number;
  when: ConcertListWhen;
  noteOf?: (eventId: string) => string | null;
}) {
  const { lang } = useAdminTexts();
  const t = PROGRAMME_ADMIN_TEXTS[lang];
  const navigation = useNavigation();
  const [adding, setAdding] = useState(false);
  const past = when === "past";
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.listTitle}>
        <button type="button" className={buttonStyles.primary} onClick={() => setAdding(true)}>
          {t.addPast}
        </button>
      </AdminPageHeader>
      <PastConcertDialog open={adding} onClose={() => setAdding(false)} />
      <nav aria-label={t.listTitle} className="flex gap-2 border-b border-line">
        {(["upcoming", "past"] as const).map((tab) => (
          <Link
            key={tab}
            to={tab === "past" ? "?when=past" : "?"}
            aria-current={tab === when ? "page" : undefined}
            className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-muted aria-[current=page]:border-accent aria-[current=page]:text-ink"
          >
            {tab === "past" ? t.pastTab : t.upcomingTab}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {past ? <input type="hidden" name="when" value="past" /> : null}
        <label className="block min-w-0 flex-1 basis-64 text-sm font-medium">
          {t.search}
          <input type="search" name="q" defaultValue={q} className={`${inputStyle} mt-1.5`} />
        </label>
        <button type="submit" className={buttonStyles.secondary} disabled={navigation.state === "loading"}>
          {t.searchButton}
        </button>
      </Form>
      {page === null ? (
        <p className="rounded-card border border-line bg-surface p-6 text-danger">{t.loadFailed}</p>
      ) : page.items.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{past && !q ? t.pastEmpty : t.empty}</p>
      ) : (
        <ul className="space-y-3">
          {page.items.map((concert) => (
            <li key={concert.eventId} className={`${cardStyle} flex flex-wrap items-center gap-4 p-4`} data-testid="concert-row">
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-semibold break-words">{concert.name}</p>
                <p className="text-sm text-muted">{formatEventDateText(concert.startsAt ?? concert.eventDateTime, lang)}</p>
                {noteOf?.(concert.eventId) ? (
                  <p className="text-sm text-ink" data-testid="concert-waiting">
                    {noteOf(concert.eventId)}
                  </p>
                ) : null}
              </div>
              <ul className="flex flex-wrap gap-2" aria-label={t.editorTitle}>
                {LANGS.map((code) => (
                  <li key={code} className={`rounded-full px-3 py-1 text-xs font-semibold ${STATE_STYLE[concert.programme[code]]}`}>
                    <abbr title={LANGUAGE_NAME[code]} className="no-underline">
                      {LANGUAGE_SHORT[code]}
                    </abbr>
                    : {t.states[concert.programme[code]]}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-1">
                <Link to={`/admin/concerts/${encodeURIComponent(concert.eventId)}`} className={buttonStyles.quiet}>
                  {t.edit}
                  <span className="sr-only">: {concert.name}</span>
                </Link>
                <Link to={`/admin/concerts/${encodeURIComponent(concert.eventId)}/qr`} className={buttonStyles.quiet}>
                  {t.sheetLink}
                  <span className="sr-only">: {concert.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page?.nextCursor ? (
        <Link to={`?${new URLSearchParams({ ...(past ? { when } : {}), ...(q ? { q } : {}), limit: String(limit + 20) })}`} className={buttonStyles.secondary}>
          {t.more}
        </Link>
      ) : null}
    </div>
  );
}
