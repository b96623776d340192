import { Link } from "react-router";
import { HTML_LANG, type Lang, localePath } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import type { PublicProgramme } from "../schema";
import { durationMinutes, type ProgrammeTexts, programmeTexts } from "../public-texts";
import { useOfflineProgramme } from "../offline";
import { ACCESS_LABELS, GENRE_LABELS, STATUS_LABELS } from "../vocabulary";

const chip = "inline-flex min-h-8 items-center rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-ink";

/** The status a visitor must not miss (cancelled, postponed, online); nothing for a scheduled concert. */
export function StatusNotice({ programme, lang }: { programme: Pick<PublicProgramme, "status" | "notice">; lang: Lang }) {
  const t = programmeTexts(lang);
  if (programme.status === "scheduled" && !programme.notice) return null;
  return (
    <div role="note" className="rounded-card border border-danger/40 bg-danger-soft p-4 text-ink" data-testid="programme-notice">
      {programme.status !== "scheduled" ? <p className="text-lg font-semibold text-danger">{STATUS_LABELS[programme.status][lang]}</p> : null}
      {programme.notice ? (
        <p className="mt-1">
          <span className="font-semibold">{t.notice}: </span>
          {programme.notice}
        </p>
      ) : null}
    </div>
  );
}

/** The works in order, the intermission between them, durations in minutes. */
export function WorksList({ works, lang, large }: { works: PublicProgramme["works"]; lang: Lang; large?: boolean }) {
  const t = programmeTexts(lang);
  return (
    <ol className={`divide-y divide-line ${large ? "text-xl" : ""}`}>
      {works.map((work, index) =>
        "composer" in work ? (
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <span className="min-w-0">
              <span className="block font-semibold">{work.composer}</span>
              <span className="block">{work.title}</span>
            </span>
            {durationMinutes(work.duration) ? <span className="shrink-0 text-muted">{fill(t.minutes, { n: durationMinutes(work.duration)! })}</span> : null}
          </li>
        ) : (
          <li key={index} className="py-3 text-center text-sm font-semibold tracking-widest text-muted uppercase">
            {t.intermission}
          </li>
        ),
      )}
    </ol>
  );
}

/** The performers with their photo, role and a link to their page. */
export function PerformerList({ performers, lang }: { performers: PublicProgramme["performers"]; lang: Lang }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {performers.map((performer, index) => (
        <li key={`${performer.artistId}-${index}`} className="flex items-center gap-4">
          {performer.imageUrl ? (
            <img src={performer.imageUrl} alt="" width={72} height={72} loading="lazy" className="size-18 shrink-0 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="size-18 shrink-0 rounded-full bg-accent-soft" />
          )}
          <span className="min-w-0">
            <Link to={localePath(lang, `/artists/${performer.slug}`)} className="block font-semibold text-accent underline-offset-4 hover:underline">
              {performer.name}
            </Link>
            <span className="block text-sm text-muted">{performer.roleText}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Rich text cleaned on the server by sanitiseRichText (app/security/rich-text.server.ts) before it was stored. */
export function ProgrammeNotes({ html, large }: { html: string; large?: boolean }) {
  return (
    <div
      className={`space-y-4 leading-relaxed [&_a]:text-accent [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 ${large ? "text-xl" : "text-lg"}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The concert page's programme: works, performers, notes, talk, series, genres and access. */
export function ProgrammeStory({ programme, lang, digitalHref, keepOffline = false }: { programme: PublicProgramme; lang: Lang; digitalHref?: string; keepOffline?: boolean }) {
  const t = programmeTexts(lang);
  return (
    <section aria-labelledby="programme-title" lang={HTML_LANG[lang]} className="mt-12 space-y-8" data-testid="programme">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <div>
          <h2 id="programme-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {t.programme}
          </h2>
          {programme.subtitle ? <p className="mt-1 text-lg text-muted">{programme.subtitle}</p> : null}
        </div>
        {digitalHref ? (
          <div className="flex flex-col items-start gap-1">
            <Link to={digitalHref} className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4">
              {t.readDigital}
            </Link>
            {keepOffline ? <KeepOffline path={digitalHref} texts={t} /> : null}
          </div>
        ) : null}
      </div>
      {programme.series || programme.genres.length || programme.access.length ? (
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          {programme.series ? (
            <div>
              <dt className="text-sm text-muted">{t.series}</dt>
              <dd>
                <Link to={localePath(lang, `/series/${programme.series.slug}`)} className="font-semibold text-accent underline underline-offset-4">
                  {programme.series.name}
                </Link>
              </dd>
            </div>
          ) : null}
          {programme.genres.length ? (
            <div>
              <dt className="text-sm text-muted">{t.genres}</dt>
              <dd className="mt-1 flex flex-wrap gap-2">
                {programme.genres.map((genre) => (
                  <span key={genre} className={chip}>
                    {GENRE_LABELS[genre][lang]}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
          {programme.access.length ? (
            <div>
              <dt className="text-sm text-muted">{t.access}</dt>
              <dd className="mt-1 flex flex-wrap gap-2">
                {programme.access.map((feature) => (
                  <span key={feature} className={chip}>
                    {ACCESS_LABELS[feature][lang]}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <div className="space-y-8">
          {programme.works.length ? <WorksList works={programme.works} lang={lang} /> : null}
          {programme.notes ? (
            <section aria-labelledby="programme-notes">
              <h3 id="programme-notes" className="mb-3 text-xl font-semibold">
                {t.notes}
              </h3>
              <ProgrammeNotes html={programme.notes} />
            </section>
          ) : null}
        </div>
        <div className="space-y-8">
          {programme.performers.length ? (
            <section aria-labelledby="programme-performers">
              <h3 id="programme-performers" className="mb-3 text-xl font-semibold">
                {t.performers}
              </h3>
              <PerformerList performers={programme.performers} lang={lang} />
            </section>
          ) : null}
          {programme.talk ? <TalkBox talk={programme.talk} lang={lang} /> : null}
        </div>
      </div>
    </section>
  );
}

export function TalkBox({ talk, lang }: { talk: NonNullable<PublicProgramme["talk"]>; lang: Lang }) {
  const t = programmeTexts(lang);
  return (
    <section aria-labelledby="programme-talk" className="rounded-card border border-line bg-surface p-5">
      <h3 id="programme-talk" className="text-lg font-semibold">
        {t.talk}
      </h3>
      <p className="mt-2">{[talk.time, talk.place].filter(Boolean).join(", ")}</p>
      {talk.speaker ? <p className="text-muted">{fill(t.speaker, { name: talk.speaker })}</p> : null}
    </section>
  );
}

/** "Keep the programme on this phone": the coming concert's digital programme kept for the hall, where signal fails. */
function KeepOffline({ path, texts }: { path: string; texts: ProgrammeTexts }) {
  const { state, keep } = useOfflineProgramme(path, false);
  if (state === "unsupported") return null;
  const answer = state === "kept" ? texts.keptOffline : state === "failed" ? texts.keepFailed : "";
  return (
    <>
      <button type="button" onClick={state === "saving" ? undefined : keep} aria-disabled={state === "saving"} className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline underline-offset-4 aria-disabled:opacity-60">
        {state === "saving" ? texts.keepingOffline : texts.keepOffline}
      </button>
      <p role="status" className={answer ? "max-w-xs text-sm text-muted" : "sr-only"}>
        {answer}
      </p>
    </>
  );
}
