import { type ReactNode, useCallback, useId, useRef } from "react";
import { useDismiss } from "./use-dismiss";

type DisclosureMenuProps = {
  label: ReactNode;
  /** Accessible name when `label` is not plain text (e.g. the language code). */
  ariaLabel?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  align?: "start" | "end";
  children: ReactNode;
};

/**
 * A header dropdown in the disclosure-navigation pattern (WAI-ARIA APG): a button that shows a
 * list of links. Closes on outside press, on Escape (focus back on the button) and when focus
 * leaves it; the parent keeps which one is open, so opening one closes the others.
 */
export function DisclosureMenu({ label, ariaLabel, open, onOpenChange, align = "start", children }: DisclosureMenuProps) {
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(
    (reason: "outside" | "escape") => {
      onOpenChange(false);
      if (reason === "escape") buttonRef.current?.focus();
    },
    [onOpenChange],
  );
  useDismiss(containerRef, open, dismiss);

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => onOpenChange(!open)}
        className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink transition-colors hover:text-accent aria-expanded:text-accent"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`size-3 transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-40 mt-2 min-w-60 rounded-card border border-line bg-surface p-2 shadow-card ${
          align === "end" ? "right-0" : "left-0"
        }`}
      >
        <ul className="flex flex-col">{children}</ul>
      </div>
    </div>
  );
}

export const menuItemClass =
  "flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-[0.95rem] text-ink transition-colors hover:bg-accent-soft hover:text-accent-strong aria-[current=page]:font-semibold aria-[current=page]:text-accent";
