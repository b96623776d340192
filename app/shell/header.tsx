import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LANGUAGE_SHORT, localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { DisclosureMenu, menuItemClass } from "./disclosure-menu";
import { DonateButton } from "./donate-button";
import { HeaderSearch } from "./header-search";
import { SavedConcertsLink } from "../features/saved-concerts/public";
import { LanguageLink, useLanguageTargets } from "./language-links";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavItem } from "./nav-item";
import { isGroup, NAVIGATION } from "./navigation";

export function Header() {
  const { lang, t } = useLocale();
  const location = useLocation();
  const languages = useLanguageTargets();
  // One dropdown open at a time: opening one closes the others.
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const menuProps = (id: string) => ({
    open: openMenu === id,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)),
  });

  useEffect(() => setOpenMenu(null), [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 xl:h-20">
        <Link to={localePath(lang)} className="flex min-w-0 items-center gap-3 rounded-md">
          <LogoMark className="size-10 shrink-0" />
          <span className="min-w-0 leading-tight">
            {/* Two short lines rather than a cut name: the Armenian one is wider than a phone leaves it. */}
            <span className="line-clamp-2 text-[0.95rem] font-semibold [text-wrap:balance] xl:hidden">{t.site.shortName}</span>
            <span className="hidden max-w-64 text-[0.95rem] font-semibold xl:block">{t.site.name}</span>
          </span>
        </Link>

        <nav aria-label={t.nav.mainLabel} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {NAVIGATION.map((entry) => (
              <li key={entry.label}>
                {isGroup(entry) ? (
                  <DisclosureMenu label={t.nav[entry.label]} {...menuProps(entry.id)}>
                    {entry.items.map((item) => (
                      <li key={item.label}>
                        <NavItem item={item} className={menuItemClass} />
                      </li>
                    ))}
                  </DisclosureMenu>
                ) : (
                  <NavLink
                    to={localePath(lang, "path" in entry ? entry.path : "")}
                    className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-[0.95rem] font-medium hover:text-accent aria-[current=page]:text-accent"
                  >
                    {t.nav[entry.label]}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-2">
          <div className="hidden xl:block">
            <DisclosureMenu
              label={LANGUAGE_SHORT[lang]}
              ariaLabel={`${t.language.label}: ${LANGUAGE_SHORT[lang]}`}
              align="end"
              {...menuProps("language")}
            >
              {languages.map((target) => (
                <li key={target.lang}>
                  <LanguageLink target={target} className={`${menuItemClass} aria-[current=true]:font-semibold aria-[current=true]:text-accent`} />
                </li>
              ))}
            </DisclosureMenu>
          </div>
          <SavedConcertsLink />
          <HeaderSearch />
          <DonateButton className="hidden sm:inline-flex" />
          <div className="xl:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
