import { useLocale } from "../i18n/use-locale";
import { logUnavailable } from "./navigation";

/** Present but not open yet (docs/product.md §3): it only logs, and says so to assistive technology. */
export function DonateButton({ className = "" }: { className?: string }) {
  const { t } = useLocale();
  return (
    <button
      type="button"
      aria-disabled="true"
      title={t.nav.unavailable}
      onClick={() => logUnavailable("donate")}
      className={`min-h-11 cursor-not-allowed items-center rounded-full border border-accent/40 px-5 py-2 text-sm font-semibold text-accent/80 ${className}`}
    >
      {t.nav.donate}
    </button>
  );
}
