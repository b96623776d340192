import { type FormEvent, useId } from "react";
import { useLocale } from "../../i18n/use-locale";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../ui/styles";
import { HONEYPOT_FIELD } from "../../forms/fields";
import { FIELD_MAX_LENGTH, HALLS, INQUIRY_API_PATH, INQUIRY_FIELDS, type InquiryField, type InquiryKind } from "./inquiry-kinds";
import { type FormAnswer, formFields, useFormPost } from "../../forms/use-form-post";

const INPUT_TYPE: Partial<Record<InquiryField, { type: string; autoComplete: string; inputMode?: "tel" | "email" }>> = {
  name: { type: "text", autoComplete: "given-name" },
  surname: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  eventType: { type: "text", autoComplete: "off" },
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
  const post = useFormPost(`/api/${INQUIRY_API_PATH[kind]}`, { kind: "error", message: t.forms.failed });
  const answer = post.answer ?? (post.submitting ? null : (noScriptAnswer ?? null));
  const fields = INQUIRY_FIELDS[kind];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formFields(form);
    const missing = fields.find((field) => !values[field]?.trim());
    if (missing) {
      post.show({ kind: "error", message: t.forms.problems.required, field: missing });
      form.querySelector<HTMLElement>(`[name="${missing}"]`)?.focus();
      return;
    }
    const result = await post.send({ ...values, language: lang });
    if (result.kind === "success") form.reset();
    else if (result.field) form.querySelector<HTMLElement>(`[name="${result.field}"]`)?.focus();
  }

  const noticeId = `${id}-notice`;
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
      <form method="post" noValidate onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2" aria-describedby={answer ? noticeId : undefined}>
        {fields.map((field) => {
          const invalid = answer?.kind === "error" && answer.field === field;
          const common = {
            id: `${id}-${field}`,
            name: field,
            required: true,
            "aria-invalid": invalid || undefined,
            "aria-describedby": invalid ? noticeId : undefined,
            disabled: post.submitting,
            className: inputStyle,
            placeholder: placeholders?.[field],
          };
          const wide = field === "message" || field === "eventType";
          return (
            <div key={field} className={wide ? "sm:col-span-2" : undefined}>
              <label htmlFor={common.id} className="mb-1.5 block text-sm font-medium">
                {t.forms.labels[field]}{" "}
                <span aria-hidden="true" className="text-accent">
                  *
                </span>
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
                <input {...common} {...INPUT_TYPE[field]} maxLength={FIELD_MAX_LENGTH[field]} />
              )}
            </div>
          );
        })}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.forms.honeypotLabel}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2">
          <div id={noticeId} role="status">
            {answer ? <p className={noticeStyle[answer.kind]}>{answer.message}</p> : null}
          </div>
          <button type="submit" disabled={post.submitting} className={`${buttonStyles.primary} sm:w-fit`}>
            {post.submitting ? t.forms.sending : t.forms.send}
          </button>
        </div>
      </form>
    </section>
  );
}
