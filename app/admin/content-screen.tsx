import type { FormEvent, ReactNode } from "react";
import { ModalDialog } from "../ui/modal-dialog";
import { buttonStyles } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { ConfirmDialog, useConfirm } from "./confirm-dialog";
import { type AdminFormState, AdminForm, FormNotice, useAdminForm, useEditor, type useProblems } from "./form";
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

type ListSectionProps = Parameters<typeof ListSection>[0];

/** What a record screen's fields take: the dialog's draft, a file chosen for the record's picture, the stored picture's address, and the refusals. */
export type RecordFieldsProps<Draft> = {
  draft: Draft;
  onChange(draft: Draft): void;
  file: File | null;
  onFile(file: File | null): void;
  currentUrl?: string;
  problems: ReturnType<typeof useProblems>;
};

/** The words every screen of records uses in the same places, from its own text family. */
export type RecordsWords = {
  /** The screen's heading, the list's, and New's label (also the New dialog's title). */
  title: string;
  listTitle: string;
  createTitle: string;
  editTitle: string;
  edit: string;
  cancel: string;
  deleteTitle: string;
  confirmDelete: string;
  empty: string;
  loadFailed: string;
};

/**
 * The state of a screen of records edited in a dialog: the form kit's, the New/Edit dialog's and the delete
 * confirmation's, with the screen's `words`. `draftOf(record)` is the draft the dialog opens with (null: a new
 * record's). What every such screen does with it comes from here: `open` a record (or a new one) in the dialog, a
 * record's Edit and Delete `rowActions`, and the text of the last write that went through (`doneText`).
 */
export function useRecordsScreen<Rec, Draft, Stage extends string = "busy">({
  draftOf,
  words,
  ...options
}: { draftOf(record: Rec | null): Draft; words: RecordsWords } & NonNullable<Parameters<typeof useAdminForm<Stage>>[0]>) {
  const { t } = useAdminTexts();
  const form = useAdminForm<Stage>(options);
  const editor = useEditor<Rec, Draft>();
  const deleting = useConfirm<Rec>();
  const open = (record: Rec | null) => {
    form.clear();
    editor.open(record, draftOf(record));
  };
  const { shown } = form;
  return {
    form,
    editor,
    deleting,
    editing: editor.editing,
    busy: form.busy,
    shown,
    words,
    open,
    /** A record's Edit (the dialog) and Delete (the confirmation), after the screen's own actions. */
    rowActions: (record: Rec) => [
      { label: words.edit, onClick: () => open(record) },
      {
        label: t.delete,
        onClick: () => {
          form.clear();
          deleting.ask(record);
        },
        danger: true,
      },
    ],
    /** The last write's success in the screen's words for its intent (`update` for any other), or null. */
    doneText: (done: { update: string } & Record<string, string | ((detail: string | undefined) => string)>) => {
      if (shown?.kind !== "done") return null;
      const word = done[shown.intent] ?? done.update;
      return typeof word === "function" ? word(shown.detail) : word;
    },
  };
}

/**
 * A screen of records edited in a dialog (banners, staff, coming-soon cards, the directory's artists and series): its
 * title with New, the outcome of the last write (under the title while no dialog is open; inside the dialog or the
 * confirmation that made it otherwise), the list with its failed and empty states, the New/Edit dialog and the delete
 * confirmation. The screen brings its state and words (`useRecordsScreen`), its list, its fields and its outcome.
 */
export function RecordsScreen<Rec extends { id: number }, Draft, Stage extends string>({
  screen: { form, editor, deleting, busy, open, words },
  outcome: { success, error },
  list: { items, children, ...list },
  dialog: { submit, error: dialogError, ...dialog },
  remove,
}: {
  screen: ReturnType<typeof useRecordsScreen<Rec, Draft, Stage>>;
  outcome: { success: string | null; error: string | null };
  /** The records listed (null: they could not be loaded), each drawn by `children`. */
  list: Omit<ListSectionProps, "title" | "state" | "children"> & { items: Rec[] | null; children(items: Rec[]): ReactNode };
  /** The dialog's failure is the screen's `error` unless it words the form's part otherwise. */
  dialog: { submit: string; onSubmit(event: FormEvent): void; error?: string | null; children: ReactNode };
  /** `onConfirm` deletes the record by its id unless the screen does more. */
  remove: { detail(record: Rec): string; onConfirm?(record: Rec): void };
}) {
  const asked = deleting.asked;
  const labels = { title: editor.editing?.record ? words.editTitle : words.createTitle, submit, cancel: words.cancel };
  const confirm = remove.onConfirm ?? ((record: Rec) => form.submit({ intent: "delete", id: record.id }, { onDone: deleting.close }));
  return (
    <div className="space-y-8">
      <ContentScreenHeader title={words.title} newLabel={words.createTitle} onNew={() => open(null)} />
      <FormNotice success={success} error={editor.editing || asked ? null : error} />
      <ListSection {...list} title={words.listTitle} state={items === null ? { failed: words.loadFailed } : items.length === 0 ? { empty: words.empty } : null}>
        {items?.length ? children(items) : null}
      </ListSection>
      <FormDialog open={editor.editing !== null} onClose={editor.close} form={form} busy={busy} labels={labels} {...dialog} error={dialogError === undefined ? error : dialogError} />
      <ConfirmDialog
        open={asked !== null}
        title={words.deleteTitle}
        text={words.confirmDelete}
        detail={asked ? remove.detail(asked) : null}
        busy={busy}
        error={asked ? error : null}
        onClose={deleting.close}
        onConfirm={() => asked && confirm(asked)}
      />
    </div>
  );
}
