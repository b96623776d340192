import { Suspense, useState } from "react";
import { useLocale } from "../i18n/use-locale";
import { withPreload } from "../ui/with-preload";

// The menu's dialog is rendered only while open, and its code loads with the first opening (or when
// the pointer or focus reaches the button): the page's first load and hydration carry the button only.
const MobileMenuDialog = withPreload(() => import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog));

/** The menu button below the desktop breakpoint, and the full-screen menu it opens. */
export function MobileMenu() {
  const { t } = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.nav.menuOpen}
        aria-haspopup="dialog"
        onPointerEnter={MobileMenuDialog.preload}
        onFocus={MobileMenuDialog.preload}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:text-accent"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Suspense>{open ? <MobileMenuDialog onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
