import { type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "./icons";

type ModalDialogProps = {
  open: boolean;
  onClose(): void;
  title: string;
  /** Hide the title visually (the dialog keeps it as its name). */
  hideTitle?: boolean;
  closeLabel: string;
  /** "center" for a card, "wide" for a card holding a long form, "sheet" for a bottom sheet on phones, "full" for the lightbox. */
  variant?: "center" | "wide" | "sheet" | "full";
  children: ReactNode;
  footer?: ReactNode;
};

const PANEL: Record<NonNullable<ModalDialogProps["variant"]>, string> = {
  center: "m-auto w-[min(100%-2rem,34rem)] rounded-card bg-surface p-0 text-ink shadow-card backdrop:bg-ink/50",
  wide: "m-auto w-[min(100%-2rem,60rem)] rounded-card bg-surface p-0 text-ink shadow-card backdrop:bg-ink/50",
  sheet:
    "mx-0 mt-auto mb-0 w-full max-w-none rounded-t-card bg-surface p-0 text-ink shadow-card backdrop:bg-ink/50 sm:m-auto sm:w-[min(100%-2rem,34rem)] sm:rounded-card",
  full: "m-0 h-dvh max-h-none w-full max-w-none bg-night/95 p-0 text-white backdrop:bg-ink/80",
};

/**
 * A modal built on the native <dialog>: the browser keeps focus inside, Escape closes it and
 * focus returns to what opened it. A press on the backdrop (outside the panel) closes it too.
 */
export function ModalDialog({ open, onClose, title, hideTitle, closeLabel, variant = "center", children, footer }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // The browser gives focus back only when an open dialog is closed, not when it is unmounted
  // (a lightbox is removed as it closes), so the opener is remembered and refocused here.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      queueMicrotask(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={PANEL[variant]}
      // React passes a dialog's close and cancel on to the dialogs around it: a dialog opened over another
      // (the library's picker over a record's form) closing must not close the one below.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the content.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={variant === "full" ? "flex h-full flex-col" : "flex max-h-[85dvh] flex-col"}>
        <div className={`flex items-center justify-between gap-4 px-5 py-4 ${variant === "full" ? "" : "border-b border-line"}`}>
          <h2 id={titleId} className={hideTitle ? "sr-only" : "text-lg font-semibold"}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${variant === "full" ? "text-white hover:bg-white/10" : "hover:bg-accent-soft hover:text-accent"}`}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={variant === "full" ? "min-h-0 flex-1" : "overflow-y-auto px-5 py-4"}>{children}</div>
        {footer ? <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4">{footer}</div> : null}
      </div>
    </dialog>
  );
}
