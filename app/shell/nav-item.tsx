import { NavLink } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { logUnavailable, type NavLink as NavLinkEntry } from "./navigation";

/** One link of a menu; entries that are not open yet render as a muted button that only logs. */
export function NavItem({ item, className }: { item: NavLinkEntry; className: string }) {
  const { lang, t } = useLocale();
  if ("unavailable" in item) {
    return (
      <button
        type="button"
        aria-disabled="true"
        className={`${className} cursor-not-allowed text-muted`}
        onClick={() => logUnavailable(item.label)}
      >
        <span>{t.nav[item.label]}</span>
        <span className="rounded-full border border-line px-2 py-0.5 text-xs">{t.nav.unavailable}</span>
      </button>
    );
  }
  return (
    <NavLink to={localePath(lang, item.path)} end className={className}>
      {t.nav[item.label]}
    </NavLink>
  );
}
