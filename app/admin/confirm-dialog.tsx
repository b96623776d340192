import { type ReactNode, useEffect, useRef, useState } from "react";
import { ModalDialog } from "../ui/modal-dialog";
import { buttonStyles, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";

/** What a confirmation is asked about (a record to delete), or null while none is open. */
export function useConfirm<T>() {
  const [asked, setAsked] = useState<T | null>(null);
  return { asked, ask: (about: T) => setAsked(() => about), close: () => setAsked(null) };
}

/**
 * The admin's one confirmation of a destructive write (a delete): a modal dialog, not
 * `window.confirm`. It opens on its safe choice (Cancel); Escape and Cancel close it and focus goes
 * back to the button that opened it; the failure of the write shows inside it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  detail,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  /** What is about to go (the record's name). */
  detail?: ReactNode;
  /** The danger button; the kit's "Delete" when not given. */
  confirmLabel?: string;
  /** The danger button while the write is under way; the kit's "Deleting…" for a delete. */
  busyLabel?: string;
  busy: boolean;
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useAdminTexts();
  const cancel = useRef<HTMLButtonElement>(null);
  // The safe choice has focus when the dialog opens (after the dialog's own showModal).
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t.dismiss}
      footer={
        <>
          <button ref={cancel} type="button" onClick={onClose} className={buttonStyles.secondary}>
            {t.cancel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={`${buttonStyles.primary} bg-danger hover:bg-danger/90`}>
            {busy ? (busyLabel ?? confirmLabel ?? t.deleting) : (confirmLabel ?? t.delete)}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {detail ? <p className="mt-2 font-semibold break-words">{detail}</p> : null}
      {error ? (
        <p role="alert" className={`${noticeStyle.error} mt-4`}>
          {error}
        </p>
      ) : null}
    </ModalDialog>
  );
}
