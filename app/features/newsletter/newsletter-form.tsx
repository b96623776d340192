import { type FormEvent, useId } from "react";
import { localePath } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import { HONEYPOT_FIELD } from "../../forms/fields";
import { useEmailSubmit, useFormPost } from "../../forms/use-form-post";

/** docs/product.md §8: the thank-you shows for 5 seconds, an invalid address for 3. */
export const NEWSLETTER_CLEAR_MS = { success: 5_000, error: 3_000 } as const;

/**
 * The footer's newsletter form (docs/product.md §8): a failed request is treated as a success, only an invalid
 * address is an error; without JavaScript it posts to the newsletter page.
 */
export function NewsletterForm({ visibleLabel = false }: { visibleLabel?: boolean } = {}) {
  const { lang, t } = useLocale();
  const id = useId();
  const post = useFormPost("/api/subscribe", { kind: "success", message: t.newsletter.subscribed }, NEWSLETTER_CLEAR_MS);
  const email = useEmailSubmit(post, t.forms.problems.email);
  const invalid = post.answer?.kind === "error";

  function submit(event: FormEvent<HTMLFormElement>) {
    return email.submit(event, (fields) => post.send({ ...fields, language: lang }));
  }

  const noticeId = `${id}-notice`;
  return (
    <form method="post" action={localePath(lang, "/newsletter")} noValidate onSubmit={submit} className="mt-4">
      <label htmlFor={`${id}-email`} className={visibleLabel ? "mb-2 block text-sm font-medium text-white" : "sr-only"}>
        {t.newsletter.label}
      </label>
      <div className="flex flex-col gap-2">
        <input
          ref={email.input}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="name@example.com"
          disabled={post.submitting}
          aria-invalid={invalid || undefined}
          aria-describedby={noticeId}
          maxLength={254}
          className="min-h-11 w-full min-w-0 scroll-mt-28 rounded-full border border-white/30 bg-white/10 px-4 text-sm text-white placeholder:text-white/60 aria-invalid:border-red-300 disabled:opacity-60"
        />
        {/* Under the field it speaks of; the space is kept so the button does not move. */}
        <p id={noticeId} role="status" className={`min-h-5 text-sm ${invalid ? "text-red-200" : "text-gold-light"}`}>
          {post.answer?.message}
        </p>
        <button
          type="submit"
          disabled={post.submitting}
          aria-label={post.submitting ? t.newsletter.subscribing : undefined}
          className="min-h-11 self-start rounded-full bg-gold-light px-5 text-sm font-semibold text-night transition-colors hover:bg-white disabled:opacity-60"
        >
          {post.submitting ? "…" : t.newsletter.subscribe}
        </button>
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.forms.honeypotLabel}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}
