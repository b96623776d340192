import type { FormEvent, ReactNode } from "react";
import { ModalDialog } from "../ui/modal-dialog";
import { buttonStyles } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { type AdminFormState, AdminForm, FormNotice } from "./form";
import { AdminPageHeader } from "./page-header";

/** A content screen's title with its "New …" button, which opens the form dialog. */
export function ContentScreenHeader({ title, newLabel, onNew }: { title: string; newLabel: string; onNew(): void }) {
  return (
    <AdminPageHeader title={title}>
      <button type="button" className={buttonStyles.primary} onClick={onNew}>
        {newLabel}
      </button>
    </AdminPageHeader>
  );
}

/** A screen's list with its heading, and the load-failure and empty states in place of the items. */
export function ListSection({
  id,
  title,
  hideTitle,
  actions,
  state,
  children,
}: {
  id: string;
  title: string;
  /** The screen's heading already says it: the list's heading is for screen readers only. */
  hideTitle?: boolean;
  actions?: ReactNode;
  state: { failed: string } | { empty: string } | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className={hideTitle ? "sr-only" : "text-xl font-semibold"}>
          {title}
        </h2>
        {actions}
      </div>
      {state && "failed" in state ? (
        <p className="rounded-card border border-line bg-surface p-6 text-danger">{state.failed}</p>
      ) : state ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{state.empty}</p>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The form of a content screen in a modal dialog, for "New …" and "Edit" alike: the fields, the
 * failure of the last save, then Cancel and the submit button. The native <dialog> keeps focus
 * inside, Escape closes it and focus returns to the button that opened it; the form is mounted
 * only while open, so a file chosen before is forgotten when it closes.
 */
export function FormDialog({
  open,
  labels,
  onClose,
  onSubmit,
  form,
  error,
  busy,
  children,
}: {
  open: boolean;
  labels: { title: string; cancel: string; submit: string };
  onClose(): void;
  onSubmit(event: FormEvent): void;
  /** The form kit's state: after a refusal, focus goes to the first refused field. */
  form: Pick<AdminFormState, "shown">;
  error: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  const { title, cancel: cancelLabel, submit: submitLabel } = labels;
  const { t } = useAdminTexts();
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t.dismiss} variant="wide">
      {open ? (
        <AdminForm form={form} onSubmit={onSubmit}>
          {children}
          <FormNotice success={null} error={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonStyles.quiet}>
              {cancelLabel}
            </button>
            <button type="submit" disabled={busy} className={buttonStyles.primary}>
              {submitLabel}
            </button>
          </div>
        </AdminForm>
      ) : null}
    </ModalDialog>
  );
}

/** A list item's row of quiet buttons; the last one (delete) in the danger colour. `name`: the item's, added for screen readers. */
export function ItemActions({
  name,
  actions,
}: {
  name?: string;
  actions: {
    label: string;
    onClick(): void;
    disabled?: boolean;
    danger?: boolean;
  }[];
}) {
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          onClick={action.onClick}
          disabled={action.disabled}
          className={`${buttonStyles.quiet} ${action.danger ? "text-danger" : ""}`}
        >
          {action.label}
          {name ? <span className="sr-only">: {name}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** What a screen's fields take to edit the draft of the item being edited and to pick a new file for it. */
export function editingFields<E extends { draft: unknown; file: File | null }>(editing: E, setEditing: (next: E) => void) {
  return {
    draft: editing.draft as E["draft"],
    onChange: (draft: E["draft"]) => setEditing({ ...editing, draft }),
    file: editing.file,
    onFile: (file: File | null) => setEditing({ ...editing, file }),
  };
}
