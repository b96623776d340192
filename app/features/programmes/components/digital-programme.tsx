import { Link, useLocation } from "react-router";
import { formatEventDateText } from "../../../i18n/format";
import { HTML_LANG, type Lang, localePath } from "../../../i18n/languages";
import type { PublicProgramme } from "../schema";
import { programmeTexts } from "../public-texts";
import { useOfflineProgramme } from "../offline";
import { ProgrammeNotes, StatusNotice, TalkBox, WorksList } from "./programme-view";

/**
 * The digital programme: for reading on a phone in a dark hall (large type, light
 * text on near-black, pictures with their size set so nothing moves) and for print (one clean
 * column, black on white, no links' chrome).
 */
export function DigitalProgramme({ programme, concert, lang }: { programme: PublicProgramme; concert: { eventId: string; name: string; eventDateTime: string; venue: string }; lang: Lang }) {
  const t = programmeTexts(lang);
  return (
    <div lang={HTML_LANG[lang]} className="min-h-dvh bg-[#121212] text-[#ececec] print:bg-white print:text-black" data-testid="digital-programme">
      <main className="mx-auto max-w-2xl px-5 py-8 text-lg leading-relaxed sm:py-12 print:max-w-none print:px-0 print:py-0">
        <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
          <Link to={localePath(lang, `/orchestra/event/${encodeURIComponent(concert.eventId)}`)} className="inline-flex min-h-11 items-center text-base font-medium text-[#f3c7a6] underline underline-offset-4">
            {t.backToConcert}
          </Link>
          <PrintButton label={t.print} />
        </div>
        <header className="mt-6 border-b border-[#3a3a3a] pb-6 print:mt-0 print:border-black">
          <p className="text-base font-semibold tracking-wide text-[#f3c7a6] uppercase print:text-black">{t.digital}</p>
          <h1 className="mt-2 text-4xl leading-tight font-semibold break-words">{concert.name}</h1>
          {programme.subtitle ? <p className="mt-2 text-xl text-[#c8c8c8] print:text-black">{programme.subtitle}</p> : null}
          <p className="mt-3 text-[#c8c8c8] print:text-black">
            {formatEventDateText(concert.eventDateTime, lang)} · {concert.venue}
          </p>
          {programme.series ? (
            <p className="mt-1 text-[#c8c8c8] print:text-black">
              {t.series}: {programme.series.name}
            </p>
          ) : null}
          <OfflineNote text={t.keptOffline} />
        </header>
        <div className="mt-6 text-ink print:text-black [&_[role=note]]:text-ink">
          <StatusNotice programme={programme} lang={lang} />
        </div>
        {programme.works.length ? (
          <section aria-labelledby="dp-works" className="mt-8">
            <h2 id="dp-works" className="text-2xl font-semibold">
              {t.programme}
            </h2>
            <div className="mt-2 [&_.divide-line]:divide-[#3a3a3a] [&_.text-muted]:text-[#b5b5b5] print:[&_.divide-line]:divide-black print:[&_.text-muted]:text-black">
              <WorksList works={programme.works} lang={lang} large />
            </div>
          </section>
        ) : null}
        {programme.performers.length ? (
          <section aria-labelledby="dp-performers" className="mt-10 break-inside-avoid-page">
            <h2 id="dp-performers" className="text-2xl font-semibold">
              {t.performers}
            </h2>
            <ul className="mt-4 space-y-8">
              {programme.performers.map((performer, index) => (
                <li key={`${performer.artistId}-${index}`} className="break-inside-avoid">
                  <div className="flex items-center gap-4">
                    {performer.imageUrl ? (
                      <img src={performer.imageUrl} alt="" width={96} height={96} loading="lazy" className="size-24 shrink-0 rounded-full object-cover print:size-16" />
                    ) : null}
                    <div>
                      <h3 className="text-xl font-semibold">{performer.name}</h3>
                      <p className="text-[#c8c8c8] print:text-black">{performer.roleText}</p>
                    </div>
                  </div>
                  {performer.bio ? <p className="mt-3 whitespace-pre-line">{performer.bio}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {programme.notes ? (
          <section aria-labelledby="dp-notes" className="mt-10 [&_a]:!text-[#f3c7a6] print:[&_a]:!text-black">
            <h2 id="dp-notes" className="text-2xl font-semibold">
              {t.notes}
            </h2>
            <div className="mt-4">
              <ProgrammeNotes html={programme.notes} large />
            </div>
          </section>
        ) : null}
        {programme.talk ? (
          <div className="mt-10 [&_.text-muted]:text-[#b5b5b5] [&>section]:border-[#3a3a3a] [&>section]:bg-[#1e1e1e] print:[&_.text-muted]:text-black print:[&>section]:border-black print:[&>section]:bg-white">
            <TalkBox talk={programme.talk} lang={lang} />
          </div>
        ) : null}
      </main>
    </div>
  );
}

function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex min-h-11 items-center rounded-full border border-[#f3c7a6] px-5 text-base font-semibold text-[#f3c7a6]">
      {label}
    </button>
  );
}

/**
 * "Saved for offline reading", once the service worker has kept this programme (it does so on every visit). Its line is
 * kept empty until then, so that the note's arrival after the page has shown moves nothing below it.
 */
function OfflineNote({ text }: { text: string }) {
  const { state } = useOfflineProgramme(useLocation().pathname, true);
  return (
    <p role="status" className="mt-3 min-h-12 text-base text-[#9fd3a8] sm:min-h-6 print:hidden">
      {state === "kept" ? text : ""}
    </p>
  );
}
