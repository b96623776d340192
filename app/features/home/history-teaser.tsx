import { Link } from "react-router";
import { localePath } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import { buttonStyles, sectionTitleStyle } from "../../ui/styles";

export function HistoryTeaser({ text }: { text: string }) {
  const { lang, t } = useLocale();
  if (!text) return null;
  return (
    <section aria-labelledby="history-teaser" className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <h2 id="history-teaser" className={sectionTitleStyle}>
          {t.home.historyTitle}
        </h2>
        <div>
          <p className="text-lg leading-relaxed text-ink">{text}</p>
          <Link to={localePath(lang, "/about/history")} className={`mt-6 ${buttonStyles.secondary}`}>
            {t.home.readMore}
          </Link>
        </div>
      </div>
    </section>
  );
}
