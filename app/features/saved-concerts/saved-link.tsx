import { Link } from "react-router";
import { localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { BookmarkIcon } from "../../ui/icons";
import { useSavedIds } from "./use-saved";

/** The header's way to the saved concerts: shown once something is saved, with how many. */
export function SavedConcertsLink() {
  const { lang, t } = useLocale();
  const saved = useSavedIds();
  if (!saved?.length) return null;
  return (
    <Link
      to={localePath(lang, "/saved")}
      aria-label={fill(t.saved.linkCount, { n: saved.length })}
      title={t.saved.linkLabel}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-accent-soft hover:text-accent"
    >
      <BookmarkIcon filled />
      <span aria-hidden="true" className="absolute top-1 right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums">
        {saved.length}
      </span>
    </Link>
  );
}
