import { Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { formatDate } from "../../../i18n/format";
import { LANGS, LANGUAGE_NAME } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { cardStyle } from "../../../ui/styles";
import type { PageKey } from "../page-keys";
import type { PagesList } from "../schema";
import { PAGES_ADMIN_TEXTS } from "./texts";

const STATE_STYLE = { published: "text-success", changed: "text-accent", scheduled: "text-accent", draft: "text-muted", missing: "text-danger" } as const;

/** `/admin/pages`: every page with the state of each of its languages, each leading to its editor. */
export function PagesListScreen({ pages }: { pages: PagesList }) {
  const { lang } = useAdminTexts();
  const texts = PAGES_ADMIN_TEXTS[lang];
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {pages.map((page) => {
        const name = texts.pageNames[page.key as PageKey] ?? page.key;
        return (
          <li key={page.key} className={`${cardStyle} space-y-3 p-4`}>
            <h2 className="text-lg font-semibold">
              <Link to={`/admin/pages/${page.key}`} className="text-accent underline-offset-4 hover:underline" aria-label={fill(texts.edit, { name })}>
                {name}
              </Link>
            </h2>
            <p className="text-sm text-muted">{page.path}</p>
            <dl className="divide-y divide-line text-sm">
              {LANGS.map((code) => {
                const language = page.languages[code];
                return (
                  <div key={code} className="flex flex-wrap justify-between gap-2 py-2">
                    <dt>{LANGUAGE_NAME[code]}</dt>
                    <dd className={`font-medium ${STATE_STYLE[language.state]}`}>
                      {texts.states[language.state]}
                      {language.scheduledAt ? ` · ${formatDate(new Date(language.scheduledAt), lang)}` : ""}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
