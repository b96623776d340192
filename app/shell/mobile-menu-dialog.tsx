import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../ui/icons";
import { Link, useLocation } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { DonateButton } from "./donate-button";
import { LanguageLink, useLanguageTargets } from "./language-links";
import { LogoMark } from "./logo";
import { NavItem } from "./nav-item";
import { isGroup, NAVIGATION, type NavGroup } from "./navigation";

const itemClass =
  "flex min-h-12 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-lg text-ink aria-[current=page]:font-semibold aria-[current=page]:text-accent";

function MobileGroup({ group }: { group: NavGroup }) {
  const { t } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li className="border-b border-line">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className="flex min-h-14 w-full items-center justify-between gap-3 px-3 text-left text-xl font-semibold"
      >
        {t.nav[group.label]}
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={listId} hidden={!expanded} className="pb-3 pl-3">
        {group.items.map((item) => (
          <li key={item.label}>
            <NavItem item={item} className={itemClass} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The full-screen menu below the desktop breakpoint, shown as a modal <dialog> from the moment it is
 * rendered (so focus stays inside and Escape closes it); closing it, or moving to another page,
 * tells `onClose`. Its code loads with the first opening (mobile-menu.tsx).
 */
export function MobileMenuDialog({ onClose }: { onClose(): void }) {
  const { lang, t } = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const openedAt = useRef(`${pathname}${search}`);
  const languages = useLanguageTargets();

  useEffect(() => {
    dialogRef.current?.showModal();
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    if (`${pathname}${search}` !== openedAt.current) dialogRef.current?.close();
  }, [pathname, search]);

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      aria-label={t.nav.mainLabel}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-paper p-0 text-ink backdrop:bg-ink/40"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex h-16 items-center justify-between gap-3 border-b border-line px-4">
          <Link to={localePath(lang)} className="flex items-center gap-3 font-semibold">
            <LogoMark className="size-9" />
            <span>{t.site.shortName}</span>
          </Link>
          <button
            ref={closeRef}
            type="button"
            aria-label={t.nav.menuClose}
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-md hover:text-accent"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t.nav.mainLabel} className="flex-1 px-4 py-4">
          <ul>
            {NAVIGATION.map((entry) =>
              isGroup(entry) ? (
                <MobileGroup key={entry.id} group={entry} />
              ) : (
                <li key={entry.label} className="border-b border-line">
                  <NavItem item={entry} className={`${itemClass} min-h-14 text-xl font-semibold`} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="space-y-6 border-t border-line px-4 py-6">
          <div role="group" aria-label={t.language.label} className="flex flex-wrap gap-2">
            {languages.map((target) => (
              <LanguageLink
                key={target.lang}
                target={target}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium aria-[current=true]:border-accent aria-[current=true]:bg-accent aria-[current=true]:text-white"
              />
            ))}
          </div>
          <DonateButton className="inline-flex w-full justify-center" />
        </div>
      </div>
    </dialog>
  );
}
