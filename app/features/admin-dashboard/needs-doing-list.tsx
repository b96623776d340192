import { Link } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { formatEventDate } from "../../i18n/format";
import { HTML_LANG, type Lang } from "../../i18n/languages";
import { fill, plural } from "../../i18n/plural";
import { cardStyle } from "../../ui/styles";
import { thingWords } from "../audit/public";
import { INQUIRY_ADMIN_PATH } from "../inquiries/public";
import { SETTINGS_ADMIN_TEXTS } from "../site-settings/public";
import { type DashboardAdminTexts, DASHBOARD_ADMIN_TEXTS } from "./admin-texts";
import { type NeedsDoing, type NeedsDoingEntry, needsDoingHref } from "./needs-doing";

type EntryView = { tag: string; title: string; detail: string; date: string | null };

function entryView(entry: NeedsDoingEntry, lang: Lang, texts: DashboardAdminTexts): EntryView {
  const words = texts.needsDoing;
  switch (entry.kind) {
    case "inquiry":
      return { tag: thingWords(INQUIRY_ADMIN_PATH[entry.inquiryKind], lang), title: entry.name, detail: entry.firstLine, date: entry.createdAt };
    case "programme": {
      const languages = new Intl.ListFormat(HTML_LANG[lang], { type: "conjunction" }).format(entry.unpublished.map((language) => words.languagesIn[language]));
      return {
        tag: words.kinds.programme,
        title: entry.title,
        detail: entry.unpublished.length === 3 ? words.noProgramme : fill(words.programmeIn, { languages }),
        date: entry.startsAt,
      };
    }
    case "campaign":
      return {
        tag: words.kinds.campaign,
        title: entry.subject || words.untitled,
        detail:
          entry.status === "draft" ? words.draft : entry.scheduledAt ? fill(words.scheduled, { date: formatEventDate(new Date(entry.scheduledAt), lang) }) : words.scheduledNow,
        date: null,
      };
    case "placeholders": {
      const names = SETTINGS_ADMIN_TEXTS[lang].settings.fields;
      return { tag: words.kinds.placeholders, title: texts.figures.openSettings, detail: fill(texts.figures.placeholders, { fields: entry.fields.map((field) => names[field]).join(", ") }), date: null };
    }
    case "missingAlt":
      return {
        tag: words.kinds.missingAlt,
        title: fill(plural(lang, entry.count, texts.missingAlt.inLanguage), { language: texts.missingAlt.languages[entry.language] }),
        detail: texts.missingAlt.hint,
        date: null,
      };
  }
}

const TEST_ID: Partial<Record<NeedsDoingEntry["kind"], string>> = { placeholders: "placeholder-warning", missingAlt: "missing-alt" };

/** The dashboard's first block: what staff have to do next, each entry a link to where it is done. */
export function NeedsDoingList({ todo }: { todo: NeedsDoing }) {
  const { lang } = useAdminTexts();
  const texts = DASHBOARD_ADMIN_TEXTS[lang];
  return (
    <section aria-labelledby="needs-doing-title" data-testid="needs-doing">
      <h2 id="needs-doing-title" className="text-xl font-semibold">
        {texts.needsDoing.title}
      </h2>
      {todo.entries.length ? (
        <ul className={`${cardStyle} mt-3 divide-y divide-line`}>
          {todo.entries.map((entry) => {
            const view = entryView(entry, lang, texts);
            const href = needsDoingHref(entry);
            return (
              <li key={href} data-testid={TEST_ID[entry.kind]}>
                <Link
                  to={href}
                  className="grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-paper focus-visible:bg-paper sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-baseline"
                >
                  <span className="text-xs font-semibold text-muted sm:text-sm">{view.tag}</span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-accent-strong underline-offset-4 [a:hover_&]:underline">{view.title}</span>
                    <span className="line-clamp-2 text-sm text-muted">{view.detail}</span>
                  </span>
                  {view.date ? (
                    <time dateTime={view.date} className="whitespace-nowrap text-sm text-muted">
                      {formatEventDate(new Date(view.date), lang)}
                    </time>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{texts.needsDoing.none}</p>
      )}
      {todo.moreInquiries ? <p className="mt-2 text-sm text-muted">{plural(lang, todo.moreInquiries, texts.needsDoing.moreInquiries)}</p> : null}
    </section>
  );
}
