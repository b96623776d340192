import { Link } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";

/** The header's Donate link: the support page, which says how to give (nothing is paid on the site). */
export function DonateButton({ className = "" }: { className?: string }) {
  const { lang, t } = useLocale();
  return (
    <Link
      to={localePath(lang, "/support")}
      className={`min-h-11 items-center rounded-full border border-accent px-5 py-2 text-sm font-semibold text-accent transition-colors hover:bg-accent hover:text-white ${className}`}
    >
      {t.nav.donate}
    </Link>
  );
}
