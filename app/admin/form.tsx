import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z, ZodType } from "zod";
import { fieldProblems, namedRefusal, type Refusals } from "../http/parse-body";
import { buttonStyles, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { AdminApiError } from "./api-failure";
import { FIELD_PROBLEMS } from "./field-problems";
import { useToast } from "./toasts";
import type { WriteRequest, WriteResult } from "./write";

/**
 * The admin's one form kit (docs/decisions/018-one-admin-resource-idiom.md). `useAdminForm` runs an
 * entity's contract in the browser before anything is sent (`check`), runs the browser's own part of
 * a write (a picture resized and uploaded, `prepare`), submits the intent to the route's clientAction
 * (`submit`) and owns what follows: pending (`busy`, `stage`), the success that goes away by itself,
 * the refusal with its fields. Outcomes stay codes, worded when shown, so they follow a language switch.
 */

/** docs/product.md §11: a success message stays 3 seconds (event creation passes 5). */
export const SUCCESS_MS = 3_000;

/** What a screen shows after a write: a success worded at render time, or a refusal's code and fields. */
export type Shown = { kind: "done"; intent: string; detail?: string } | { kind: "refused"; intent: string | null; code: string; fields: Record<string, string> };

type FormState<Stage> = { stage: Stage | null; shown: Shown | null };

export function useAdminForm<Stage extends string = "busy">(
  options: {
    /** How long the success of an intent stays. */
    successMs?(intent: string): number;
    /** Called with the refused fields (the browser's or the server's), e.g. to show the tab of the first. */
    onRefused?(fields: Record<string, string>): void;
  } = {},
) {
  const fetcher = useFetcher<WriteResult>();
  const [state, setState] = useState<FormState<Stage>>({ stage: null, shown: null });
  const pending = useRef<{ onDone?(result: WriteResult & { ok: true }): void; detail?: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (shown: Shown | null, stage: Stage | null = null) => {
    clearTimeout(timer.current);
    setState({ stage, shown });
    if (shown?.kind === "refused" && Object.keys(shown.fields).length) options.onRefused?.(shown.fields);
  };

  const result = fetcher.data;
  useEffect(() => {
    // A new answer arrives once per submission; it is handled when the fetcher has settled.
    if (fetcher.state !== "idle" || !result || !pending.current) return;
    const { onDone, detail } = pending.current;
    pending.current = null;
    if (result.ok) {
      onDone?.(result);
      show({ kind: "done", intent: result.intent, detail });
      timer.current = setTimeout(() => setState((current) => ({ ...current, shown: null })), options.successMs?.(result.intent) ?? SUCCESS_MS);
    } else show({ kind: "refused", intent: result.intent, code: result.code, fields: result.fields });
  }, [fetcher.state, result]);

  /**
   * Runs the contract on what is about to be sent: the parsed value, or null once its refusal is
   * shown. With the entity's `refusals` the code is the first one raised, as the server answers it.
   */
  function check<S extends ZodType>(contract: S, value: unknown, intent: string | null = null, refusals?: Refusals): z.output<S> | null {
    const checked = contract.safeParse(value);
    if (checked.success) return checked.data;
    const { issues } = checked.error;
    const fields = fieldProblems(issues.filter((issue) => issue.path.length > 0));
    show({ kind: "refused", intent, code: namedRefusal(issues, refusals) ?? Object.values(fieldProblems(issues))[0] ?? "invalid_request", fields });
    return null;
  }

  function submit(request: WriteRequest, then: { stage?: Stage; detail?: string; onDone?(result: WriteResult & { ok: true }): void } = {}) {
    pending.current = { onDone: then.onDone, detail: then.detail };
    show(null, then.stage ?? null);
    void fetcher.submit(request as never, { method: "post", encType: "application/json" });
  }

  /** Runs the browser's part of a write (resizing, uploading) with its stage shown; a thrown code is shown as a refusal (of `field` when given). */
  async function prepare<T>(work: () => Promise<T>, first: Stage, intent: string, field?: string): Promise<T | null> {
    show(null, first);
    try {
      return await work();
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      // A code of our own or the server's (a file type refused, an upload that failed); else the intent's own failure text.
      const code = failure instanceof RefusedHere ? failure.code : failure instanceof AdminApiError && failure.code ? failure.code : "unknown";
      show({ kind: "refused", intent, code, fields: field ? { [field]: code } : {} });
      return null;
    }
  }

  const { stage, shown } = state;
  const fields = shown?.kind === "refused" ? shown.fields : {};
  return {
    submit,
    check,
    prepare,
    /** Shows a problem the screen found itself (nothing selected...), as a code. */
    refuse: (code: string, intent: string | null = null) => show({ kind: "refused", intent, code, fields: {} }),
    clear: () => show(null),
    setStage: (next: Stage | null) => setState((current) => ({ ...current, stage: next })),
    stage,
    busy: stage !== null || fetcher.state !== "idle",
    shown,
    /** The refused fields of the last attempt, by dotted path (`translations.en.name`). */
    fields,
  };
}

export type AdminFormState = ReturnType<typeof useAdminForm>;

/** A problem the browser's part of a write found (a file too large...), kept as its code. */
export class RefusedHere extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * A form's refusals worded in the admin's language: per field (`at`, `input`), and for the form as a
 * whole (`formText`: a refusal naming no field; `refusalText`: any refusal). Words come from the
 * entity's own (`own`), then the kit's failures and problem keys (`FIELD_PROBLEMS`), then `fallback`.
 * `at(path)` also answers for a field whose parts were refused (`links` when `links.2` was).
 */
export function useProblems(form: Pick<AdminFormState, "fields" | "shown">, own: Readonly<Record<string, string>> = {}) {
  const { lang, t } = useAdminTexts();
  const fieldWords: Record<string, string> = { ...FIELD_PROBLEMS[lang], ...own };
  const formWords: Record<string, string> = { ...FIELD_PROBLEMS[lang], ...t.failures, ...own };
  const { fields, shown } = form;
  const keyAt = (path: string) => fields[path] ?? Object.entries(fields).find(([key]) => key.startsWith(`${path}.`))?.[1];
  const at = (path: string): string | null => {
    const key = keyAt(path);
    return key ? (fieldWords[key] ?? fieldWords.invalid!) : null;
  };
  const refusalText = (fallback: string): string | null => (shown?.kind === "refused" ? (formWords[shown.code] ?? fallback) : null);
  return {
    at,
    /** What a field's input carries: `aria-invalid`, and the problem line (else its hint) as its description. */
    input: (path: string, id: string, hintId?: string) => ({
      "aria-invalid": at(path) ? true : undefined,
      "aria-describedby": at(path) ? `${id}-problem` : hintId,
    }),
    refusalText,
    formText: (fallback: string): string | null => (shown?.kind === "refused" && !Object.keys(shown.fields).length ? refusalText(fallback) : null),
  };
}

/** The line under a refused field (its id is the input's `aria-describedby`). */
export function FieldProblem({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={`${id}-problem`} className="mt-1 text-xs font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/** The form-level outcome: a success that goes away by itself, a refusal that stays until the next attempt. */
export function FormNotice({ success, error }: { success: string | null; error: string | null }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {success ? <p className={noticeStyle.success}>{success}</p> : null}
      {error ? <p className={noticeStyle.error}>{error}</p> : null}
    </div>
  );
}

/**
 * An admin form: the browser's own checks are off (the contract checks, in the admin's language),
 * and after a refusal focus goes to the first refused field, once the screen has shown it (a tab
 * switched by `onRefused`).
 */
export function AdminForm({ form, onSubmit, className, children }: { form: Pick<AdminFormState, "shown">; onSubmit(event: FormEvent<HTMLFormElement>): void; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.shown?.kind !== "refused" || !Object.keys(form.shown.fields).length) return;
    const frame = requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [form.shown]);
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className={className ?? "space-y-5"}>
      {children}
    </form>
  );
}

/** The record being created (`record: null`) or edited, its draft and a newly chosen file; one at a time. */
export type Editing<Rec, Draft> = { record: Rec | null; draft: Draft; file: File | null };

/** A screen's form dialog state: `open` for "New …" (no record) or "Edit", `change` and `choose` as the admin types and picks. */
export function useEditor<Rec, Draft>() {
  const [editing, setEditing] = useState<Editing<Rec, Draft> | null>(null);
  return {
    editing,
    open: (record: Rec | null, draft: Draft) => setEditing({ record, draft, file: null }),
    close: () => setEditing(null),
    change: (draft: Draft) => setEditing((current) => (current ? { ...current, draft } : current)),
    choose: (file: File | null) => setEditing((current) => (current ? { ...current, file } : current)),
  };
}

/**
 * A section of a screen that saves one document whole (`useDocumentForm`): its heading, its introduction, and the
 * form whose submit calls `onSave`. `sectionRef` reaches the section (to open the part a refusal names).
 */
export function DocumentFormSection({
  id,
  title,
  intro,
  form,
  onSave,
  className = "max-w-2xl",
  formClassName = "space-y-6",
  sectionRef,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  form: Pick<AdminFormState, "shown">;
  onSave(): void;
  className?: string;
  formClassName?: string;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section ref={sectionRef} aria-labelledby={`${id}-title`} className={`${className} space-y-4`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="max-w-2xl text-muted">{intro}</p>
      <AdminForm
        form={form}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        className={formClassName}
      >
        {children}
      </AdminForm>
    </section>
  );
}

/**
 * A form that saves one document whole (a section of the settings): its contract checked in the browser, the intent
 * sent to the route's clientAction, what the server stored handed back to the form (`stored`) and `saved` said in a
 * toast. `own`: the section's words for its problem codes.
 */
export function useDocumentForm<S extends ZodType>(intent: string, contract: S, own: Readonly<Record<string, string>>, then: { saved: string; stored(data: unknown): void }) {
  const form = useAdminForm();
  const problems = useProblems(form, own);
  const toast = useToast();
  function save(value: unknown) {
    const body = form.check(contract, value, intent);
    if (!body) return;
    form.submit(
      { intent, body },
      {
        onDone: (result) => {
          then.stored(result.data);
          toast(then.saved);
        },
      },
    );
  }
  return { form, problems, save };
}

/** A document form's last row: a refusal of the form as a whole (`fixFields` when fields are marked), and its Save button. */
export function SaveRow({
  form,
  problems,
  texts,
}: {
  form: Pick<AdminFormState, "busy" | "fields" | "shown">;
  problems: Pick<ReturnType<typeof useProblems>, "formText">;
  texts: { save: string; saving: string; saveFailed: string; fixFields?: string };
}) {
  const marked = Object.keys(form.fields).length > 0;
  return (
    <>
      <FormNotice success={null} error={marked ? (texts.fixFields ?? null) : problems.formText(texts.saveFailed)} />
      <button type="submit" disabled={form.busy} className={buttonStyles.primary}>
        {form.busy ? texts.saving : texts.save}
      </button>
    </>
  );
}
