import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { BookmarkIcon } from "../../ui/icons";
import { toggleSaved, useSavedIds } from "./use-saved";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border shadow-card transition-colors duration-200 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white";
const look = {
  /** On a card's picture: the bookmark alone, named with the concert's title. */
  icon: `${base} size-11 border-white/70 bg-surface/95 text-ink hover:text-accent aria-pressed:hover:text-white`,
  /** On the concert's own picture: the bookmark and the word. */
  labelled: `${base} border-white/70 bg-surface/95 px-4 text-sm font-semibold text-ink hover:text-accent aria-pressed:hover:text-white`,
} as const;

/**
 * Save on a concert card or page (docs/product.md §17): a toggle (aria-pressed) that keeps the
 * concert in this browser's storage. Absent without JavaScript, and until the page has hydrated.
 */
export function SaveConcertButton({ eventId, title, variant = "icon" }: { eventId: string; title: string; variant?: keyof typeof look }) {
  const { t } = useLocale();
  const saved = useSavedIds();
  if (!saved) return null;
  const label = fill(t.saved.saveFor, { title });
  return (
    <button
      type="button"
      aria-pressed={saved.includes(eventId)}
      aria-label={variant === "icon" ? label : undefined}
      title={variant === "icon" ? label : undefined}
      onClick={() => toggleSaved(eventId)}
      className={look[variant]}
    >
      <BookmarkIcon filled={saved.includes(eventId)} />
      {variant === "labelled" ? t.saved.save : null}
    </button>
  );
}

/** The card addon the routes provide (concerts' `CardAddonContext`). */
export function SaveCardButton({ event, title }: { event: { eventId: string }; title: string }) {
  return <SaveConcertButton eventId={event.eventId} title={title} />;
}
