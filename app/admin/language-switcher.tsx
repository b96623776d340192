import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../i18n/languages";
import { chipStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";

/** Three toggle buttons, each named in its own language so a reader of that language finds it. */
export function AdminLanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { lang, t, setLang } = useAdminTexts();
  return (
    <div role="group" aria-label={t.language} className="flex flex-wrap gap-2">
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={HTML_LANG[option]}
          aria-pressed={option === lang}
          onClick={() => setLang(option)}
          className={compact ? `${chipStyle} min-h-10! px-3! text-xs!` : chipStyle}
        >
          {LANGUAGE_NAME[option]}
        </button>
      ))}
    </div>
  );
}
