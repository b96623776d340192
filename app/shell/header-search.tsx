import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SearchBox } from "../features/search/search-box";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { CloseIcon, SearchIcon } from "../ui/icons";

function typingInField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/**
 * The header's search: a link to the search page (so it works without JavaScript) that opens the
 * search field under the header instead; "/" opens it from anywhere on the page.
 */
export function HeaderSearch() {
  const { lang, t } = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLAnchorElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <>
      <a
        ref={toggle}
        href={localePath(lang, "/search")}
        aria-expanded={open}
        aria-controls="header-search"
        onClick={(event) => {
          event.preventDefault();
          setOpen((current) => !current);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-[0.95rem] font-medium text-ink hover:text-accent aria-expanded:text-accent"
      >
        <SearchIcon />
        <span className="sr-only 2xl:not-sr-only">{t.search.open}</span>
      </a>
      {open && (
        <div id="header-search" className="absolute inset-x-0 top-full border-b border-line bg-paper shadow-card">
          <div className="mx-auto flex max-w-3xl items-start gap-2 px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1">
              <SearchBox autoFocus onDone={close} />
            </div>
            <button type="button" onClick={close} aria-label={t.search.close} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:text-accent">
              <CloseIcon />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
