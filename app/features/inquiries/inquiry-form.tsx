import { type FormEvent, useEffect, useId, useRef } from "react";
import { useLocale } from "../../i18n/use-locale";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../ui/styles";
import { HONEYPOT_FIELD } from "../../forms/fields";
import { FIELD_MAX_LENGTH, FORM_PROBLEMS, type FormProblem, GROUP_SIZE_MAX, HALLS, INQUIRY_API_PATH, INQUIRY_FIELDS, OPTIONAL_FIELDS, type InquiryField, type InquiryKind } from "./inquiry-kinds";
import { type FormAnswer, formFields, useFormPost } from "../../forms/use-form-post";

const INPUT_TYPE: Partial<Record<InquiryField, { type: string; autoComplete: string; inputMode?: "tel" | "email" | "numeric"; min?: number; max?: number }>> = {
  name: { type: "text", autoComplete: "given-name" },
  surname: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  eventType: { type: "text", autoComplete: "off" },
  visitDate: { type: "date", autoComplete: "off" },
  groupSize: { type: "number", autoComplete: "off", inputMode: "numeric", min: 1, max: GROUP_SIZE_MAX },
};

/**
 * One form for the four inquiries (docs/product.md §8): the kind decides the fields.
 * With JavaScript it posts JSON to the kind's API endpoint and keeps the page; without, it posts
 * to the page's own action, which answers with `noScriptAnswer`.
 */
export function InquiryForm({
  kind,
  title,
  placeholders,
  noScriptAnswer,
}: {
  kind: InquiryKind;
  title: string;
  placeholders?: Partial<Record<InquiryField, string>>;
  noScriptAnswer?: FormAnswer | null;
}) {
  const { lang, t } = useLocale();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Set when an answer should move focus to its first wrong field, once the form is enabled again.
  const focusPending = useRef(false);
  const post = useFormPost(`/api/${INQUIRY_API_PATH[kind]}`, { kind: "error", message: t.forms.failed });
  const answer = post.answer ?? (post.submitting ? null : (noScriptAnswer ?? null));
  const fields = INQUIRY_FIELDS[kind];
  const problems = answer?.kind === "error" ? fieldProblemsOf(answer) : {};
  const firstWrong = fields.find((field) => problems[field]);

  useEffect(() => {
    if (!focusPending.current || post.submitting) return;
    focusPending.current = false;
    if (firstWrong) focusField(formRef.current, firstWrong);
  }, [post.answer, post.submitting, firstWrong]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formFields(form);
    // The server's own check, run first here: every wrong field is marked at once. Its contract (zod) is fetched
    // once the visitor is in the form, not with the page; if it cannot be fetched, the server checks alone.
    const checked = await loadCheck().then((checkInquiry) => checkInquiry(kind, values), () => null);
    focusPending.current = true;
    if (checked && !checked.ok) {
      post.show({ kind: "error", message: t.forms.problems[checked.problem], field: checked.field, fields: checked.fields });
      return;
    }
    const result = await post.send({ ...values, language: lang });
    if (result.kind === "success") form.reset();
  }

  const noticeId = `${id}-notice`;
  const problemId = (field: InquiryField) => `${id}-${field}-problem`;
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardStyle} p-5 sm:p-8`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-sm text-muted">
        <span aria-hidden="true" className="text-accent">
          *
        </span>{" "}
        {t.forms.required}
      </p>
      {/* The summary stays above the form; each wrong field also says what is wrong under it. */}
      <div id={noticeId} role="status" className="mt-4 empty:hidden">
        {answer?.kind === "error" ? <p className={noticeStyle.error}>{answer.message}</p> : null}
      </div>
      <form
        ref={formRef}
        method="post"
        noValidate
        onFocus={() => void loadCheck().catch(() => undefined)}
        onSubmit={submit}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        aria-describedby={answer?.kind === "error" ? noticeId : undefined}
      >
        {fields.map((field) => {
          const problem = problems[field];
          const common = {
            id: `${id}-${field}`,
            name: field,
            required: !OPTIONAL_FIELDS.has(field),
            "aria-invalid": problem ? true : undefined,
            "aria-describedby": problem ? problemId(field) : undefined,
            disabled: post.submitting,
            className: inputStyle,
            placeholder: placeholders?.[field],
          };
          const wide = field === "message" || field === "eventType";
          return (
            // The scroll margin keeps a focused field's label clear of the sticky header.
            <div key={field} data-field={field} className={`scroll-mt-28 ${wide ? "sm:col-span-2" : ""}`}>
              <label htmlFor={common.id} className="mb-1.5 block text-sm font-medium">
                {t.forms.labels[field]}
                {OPTIONAL_FIELDS.has(field) ? null : (
                  <>
                    {" "}
                    <span aria-hidden="true" className="text-accent">
                      *
                    </span>
                  </>
                )}
              </label>
              {field === "message" ? (
                <textarea {...common} rows={5} maxLength={FIELD_MAX_LENGTH.message} />
              ) : field === "hall" ? (
                <select {...common} defaultValue="">
                  <option value="" disabled>
                    {t.forms.hallChoose}
                  </option>
                  {HALLS.map((hall) => (
                    <option key={hall} value={hall}>
                      {t.forms.halls[hall]}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} {...INPUT_TYPE[field]} maxLength={INPUT_TYPE[field]?.type === "number" ? undefined : FIELD_MAX_LENGTH[field]} />
              )}
              {problem ? (
                <p id={problemId(field)} className="mt-1.5 flex gap-1.5 text-sm font-medium text-danger">
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0">
                    <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                  </svg>
                  {t.forms.fieldProblems[problem]}
                </p>
              ) : null}
            </div>
          );
        })}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.forms.honeypotLabel}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2">
          <div role="status">{answer?.kind === "success" ? <p className={noticeStyle.success}>{answer.message}</p> : null}</div>
          <button type="submit" disabled={post.submitting} className={`${buttonStyles.primary} sm:w-fit`}>
            {post.submitting ? t.forms.sending : t.forms.send}
          </button>
        </div>
      </form>
    </section>
  );
}

const PROBLEMS = new Set<string>(FORM_PROBLEMS);

/** The inquiry check with its contract, fetched once (a failed fetch is tried again next time). */
let check: Promise<typeof import("./validation").checkInquiry> | null = null;
function loadCheck() {
  if (!check) {
    const loading = import("./validation").then((module) => module.checkInquiry);
    loading.catch(() => {
      if (check === loading) check = null;
    });
    check = loading;
  }
  return check;
}

/** The wrong fields an answer names: all of them when the server listed them, else its one field. */
function fieldProblemsOf(answer: FormAnswer): Partial<Record<InquiryField, FormProblem>> {
  const named = answer.fields ?? (answer.field ? { [answer.field]: "required" } : {});
  return Object.fromEntries(Object.entries(named).filter(([, problem]) => PROBLEMS.has(problem))) as Partial<Record<InquiryField, FormProblem>>;
}

/** Focuses a field and brings it, with its label, into view below the sticky header. */
function focusField(form: HTMLFormElement | null, field: InquiryField) {
  const input = form?.querySelector<HTMLElement>(`[name="${field}"]`);
  if (!input) return;
  input.focus({ preventScroll: true });
  input.closest("[data-field]")?.scrollIntoView({ block: "nearest" });
}
