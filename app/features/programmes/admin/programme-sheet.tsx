import { BackLink } from "../../../admin/page-header";

import { useAdminTexts } from "../../../admin/admin-language";
import { formatEventDateText } from "../../../i18n/format";
import { HTML_LANG, LANGUAGE_NAME } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, noticeStyle } from "../../../ui/styles";
import { PROGRAMME_TEXTS } from "../public-texts";
import type { ProgrammeSheet } from "../schema";
import { PROGRAMME_ADMIN_TEXTS } from "./texts";

/**
 * `/admin/concerts/{eventId}/qr`: the sheet staff print (A4) for the seats and the doors. One code per language, each
 * under its language's own name: a visitor points the camera at the code of the language they read and lands on the
 * programme in it, without a language question on a weak signal. The staff's notes and buttons are not printed.
 */
export function ProgrammeSheetScreen({ sheet, concertName, startsAt }: { sheet: ProgrammeSheet; concertName: string; startsAt: string | null }) {
  const { lang } = useAdminTexts();
  const t = PROGRAMME_ADMIN_TEXTS[lang];
  return (
    <main className="mx-auto max-w-[210mm] space-y-6 bg-white px-4 py-6 text-ink sm:px-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink to={`/admin/concerts/${encodeURIComponent(sheet.eventId)}`}>
          {t.backToProgramme}
        </BackLink>
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <div className="space-y-2 print:hidden">
        <h1 className="text-2xl font-semibold">{t.sheetTitle}</h1>
        <p className="text-sm text-muted">{t.sheetHint}</p>
        {sheet.originConfigured ? null : <p className={noticeStyle.error}>{fill(t.sheetOriginMissing, { origin: new URL(sheet.codes[0]?.url ?? "http://localhost").origin })}</p>}
      </div>
      <header className="border-b border-line pb-4 text-center">
        <p className="text-lg font-semibold" data-testid="sheet-concert">
          {concertName}
        </p>
        {startsAt ? <p className="text-sm text-muted">{formatEventDateText(startsAt, lang)}</p> : null}
      </header>
      <ul className="space-y-6 print:space-y-[8mm]">
        {sheet.codes.map((code) => (
          <li key={code.lang} lang={HTML_LANG[code.lang]} className="flex flex-col items-center gap-4 rounded-card border border-line p-4 text-center break-inside-avoid sm:flex-row sm:text-start" data-testid="sheet-code">
            <div role="img" aria-label={fill(t.qrOf, { url: code.url })} className="w-48 shrink-0 print:w-[55mm] [&>svg]:block [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: code.svg }} />
            <div className="min-w-0 space-y-2">
              <p className="text-2xl font-semibold">{LANGUAGE_NAME[code.lang]}</p>
              <p className="text-lg">{PROGRAMME_TEXTS[code.lang].digital}</p>
              <p className="text-sm">{PROGRAMME_TEXTS[code.lang].scanToRead}</p>
              <p className="font-mono text-sm break-all" data-testid="sheet-address">
                {code.url.replace(/^https?:\/\//, "")}
              </p>
              {code.published ? null : (
                <p lang={HTML_LANG[lang]} className={`${noticeStyle.error} print:hidden`}>
                  {t.sheetNotPublished}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
