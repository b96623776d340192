import { z } from "zod";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { hasRole } from "./roles";
import { fill, plural } from "../i18n/plural";
import { CloseIcon } from "../ui/icons";
import { buttonStyles } from "../ui/styles";
import type { AdminAccount } from "./account";
import { useAdminTexts } from "./admin-language";
import { AdminLanguageSwitcher } from "./language-switcher";
import { type AdminMenuList, currentEntry, type MenuCountKey, menuFor } from "./menu";
import { adminJson } from "./session";
import { useLiveMessages } from "./use-live";

type Counts = Partial<Record<MenuCountKey, number>>;
const COUNTS = z.record(z.string(), z.number().int());

/**
 * How many new items each list holds for this admin (the dashboard's badges), read again on every
 * screen change (opening a list clears its count on the server) and raised by live messages.
 * Editors see no visitors' data, so they have no counts.
 */
function useMenuCounts(account: AdminAccount, liveCounts: AdminMenuList["liveCounts"]): Counts {
  const { pathname } = useLocation();
  const [counts, setCounts] = useState<Counts>({});
  const allowed = hasRole(account.role, "admin");

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    adminJson("/api/admin/badges", COUNTS)
      .then((loaded) => current && setCounts(loaded))
      // No counts is better than a broken menu; a lost session is the screen's to report.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [allowed, pathname]);

  useLiveMessages((message) => {
    const key = liveCounts[message.type];
    if (key) setCounts((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
  });
  return counts;
}

const entryClass =
  "flex min-h-10 items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm font-medium text-ink hover:bg-accent-soft hover:text-accent-strong aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent-strong";

/** The menu's body: the screens this account may open by group, the public site, the account and the language. */
function MenuBody({ account, menu, counts, onLogout, onChoose }: { account: AdminAccount; menu: AdminMenuList; counts: Counts; onLogout(): void; onChoose?(): void }) {
  const { lang, t } = useAdminTexts();
  const { pathname } = useLocation();
  const current = currentEntry(pathname, menu.entries);
  const idBase = useId();
  return (
    // A chosen link closes the phone menu, even when it is the screen already open.
    <div
      className="flex min-h-full flex-col gap-6"
      onClick={(event) => {
        if ((event.target as Element).closest("a")) onChoose?.();
      }}
    >
      <nav aria-label={t.menu} className="flex-1">
        <div className="space-y-4">
          {menuFor(account.role, menu.entries).map(({ group, entries }) => {
            const labelId = `${idBase}-${group ?? "top"}`;
            return (
              <div key={group ?? "top"}>
                {group ? (
                  <p id={labelId} className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
                    {t.nav.groups[group]}
                  </p>
                ) : null}
                <ul aria-labelledby={group ? labelId : undefined} className="space-y-0.5">
                  {entries.map((entry) => {
                    const count = entry.count ? (counts[entry.count] ?? 0) : 0;
                    return (
                      <li key={entry.path}>
                        <Link to={entry.path} aria-current={entry === current ? "page" : undefined} className={entryClass}>
                          <span>{t.nav.screens[entry.label]}</span>
                          {count > 0 ? (
                            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
                              <span aria-hidden="true" data-testid={`menu-count-${entry.count}`}>
                                {count}
                              </span>
                              <span className="sr-only">, {plural(lang, count, t.newBadge)}</span>
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      </nav>
      <div className="space-y-3 border-t border-line pt-3">
        <a href={`/${lang}`} className={`${entryClass} justify-start`}>
          {t.nav.publicSite}
        </a>
        <div>
          <p className="px-3 pb-1 text-xs text-muted">{fill(t.nav.signedInAs, { name: account.username })}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to="/admin/account" aria-current={pathname === "/admin/account" ? "page" : undefined} className={`${entryClass} justify-start`}>
              {t.nav.account}
            </Link>
            <button type="button" onClick={onLogout} className={`${buttonStyles.secondary} min-h-10! px-4! py-1.5! text-sm`}>
              {t.logout}
            </button>
          </div>
        </div>
        <div className="px-1">
          <AdminLanguageSwitcher compact />
        </div>
      </div>
    </div>
  );
}

/**
 * The admin menu on every signed-in screen: a sidebar from 1024 px, and below that a top bar whose
 * menu button opens the same menu in a modal <dialog> (focus moves in and stays there, Escape or
 * a chosen screen closes it, focus returns to the button).
 */
export function AdminMenu({ account, menu, onLogout }: { account: AdminAccount; menu: AdminMenuList; onLogout(): void }) {
  const { lang, t } = useAdminTexts();
  const counts = useMenuCounts(account, menu.liveCounts);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const dialogTitleId = useId();

  useEffect(() => {
    dialogRef.current?.close();
  }, [location.pathname, location.search]);

  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const title = (
    <Link to="/admin" className="font-semibold text-accent-strong">
      {t.title}
    </Link>
  );
  return (
    <>
      <header aria-label={t.title} className="sticky top-0 z-20 flex min-h-14 items-center justify-between gap-3 border-b border-line bg-surface px-4 lg:hidden">
        {title}
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            dialogRef.current?.showModal();
            setOpen(true);
          }}
          className={`${buttonStyles.quiet} border border-line`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t.nav.open}
          {total > 0 ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{total}</span>
              <span className="sr-only">, {plural(lang, total, t.newBadge)}</span>
            </span>
          ) : null}
        </button>
        <dialog
          ref={dialogRef}
          aria-labelledby={dialogTitleId}
          onClose={() => setOpen(false)}
          onClick={(event) => {
            // A click on the backdrop, outside the panel, closes it.
            if (event.target === event.currentTarget) event.currentTarget.close();
          }}
          className="m-0 ml-auto h-dvh max-h-none w-[min(100%,22rem)] max-w-none bg-surface p-0 text-ink shadow-card backdrop:bg-ink/40"
        >
          <div className="flex min-h-full flex-col">
            <div className="flex min-h-14 items-center justify-between gap-3 border-b border-line px-4">
              <p id={dialogTitleId} className="font-semibold text-accent-strong">
                {t.menu}
              </p>
              <button
                type="button"
                autoFocus
                aria-label={t.nav.close}
                onClick={() => dialogRef.current?.close()}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-accent-soft hover:text-accent"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="flex-1 px-3 py-4">
              <MenuBody account={account} menu={menu} counts={counts} onLogout={onLogout} onChoose={() => dialogRef.current?.close()} />
            </div>
          </div>
        </dialog>
      </header>
      <header aria-label={t.title} className="hidden border-r border-line bg-surface lg:block">
        <div className="sticky top-0 flex max-h-dvh min-h-dvh flex-col gap-6 overflow-y-auto px-3 py-5">
          <div className="px-3">{title}</div>
          <MenuBody account={account} menu={menu} counts={counts} onLogout={onLogout} />
        </div>
      </header>
    </>
  );
}
