import { NavLink } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import type { NavLink as NavLinkEntry } from "./navigation";

/** One link of a menu. */
export function NavItem({ item, className }: { item: NavLinkEntry; className: string }) {
  const { lang, t } = useLocale();
  return (
    <NavLink to={localePath(lang, item.path)} end className={className}>
      {t.nav[item.label]}
    </NavLink>
  );
}
