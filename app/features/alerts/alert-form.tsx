import { type FormEvent, useId, useMemo } from "react";
import { useLocation } from "react-router";
import { HONEYPOT_FIELD } from "../../forms/fields";
import { type FormAnswer, useEmailSubmit, useFormPost } from "../../forms/use-form-post";
import { localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import type { ConcertAlertKind } from "./alert-kinds";

/** Where the form posts without JavaScript: a page that shows the answer and the way back. */
export const ALERTS_FORM_PATH = "/alerts";

type Target =
  | { kind: "concert"; eventId: string; offered: readonly ConcertAlertKind[] }
  | { kind: "artist"; artist: string; name: string }
  | { kind: "series"; series: string };

/**
 * "Notify me" on a concert page (the choices its state offers) and "Follow" on an artist's or a
 * series' page: an e-mail field, posted as JSON (one request per choice), or without JavaScript as
 * a form post to /{lang}/alerts. The answer is the same whatever the address's state.
 */
export function AlertForm({ target }: { target: Target }) {
  const { lang, t } = useLocale();
  const id = useId();
  const { pathname } = useLocation();
  const failure = useMemo<FormAnswer>(() => ({ kind: "success", message: t.alerts.accepted }), [t]);
  const post = useFormPost("/api/alerts", failure);
  const email = useEmailSubmit(post, t.alerts.problems.invalid_email);
  const concert = target.kind === "concert";
  if (concert && !target.offered.length) return null;
  const invalid = post.answer?.kind === "error" && post.answer.field === "email";

  function submit(event: FormEvent<HTMLFormElement>) {
    return email.submit(event, async (fields, form) => {
      const kinds = concert ? new FormData(form).getAll("kind").map(String) : [target.kind];
      if (!kinds.length) {
        post.show({ kind: "error", message: t.alerts.problems.unknown_kind, field: "kind" });
        return null;
      }
      let answer: FormAnswer | null = null;
      for (const kind of kinds) {
        answer = await post.send({ ...fields, kind, language: lang });
        if (answer.kind === "error") break;
      }
      return answer;
    });
  }

  const heading = concert ? t.alerts.title : t.alerts.followTitle;
  const intro = concert ? t.alerts.intro : target.kind === "artist" ? fill(t.alerts.followArtist, { name: target.name }) : t.alerts.followSeries;
  const noticeId = `${id}-notice`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <form method="post" action={localePath(lang, ALERTS_FORM_PATH)} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="back" value={pathname} />
        {target.kind === "concert" ? <input type="hidden" name="eventId" value={target.eventId} /> : null}
        {target.kind === "artist" ? <input type="hidden" name="artist" value={target.artist} /> : null}
        {target.kind === "series" ? <input type="hidden" name="series" value={target.series} /> : null}
        {target.kind === "concert" ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t.alerts.choicesLabel}</legend>
            {target.offered.map((kind, index) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" name="kind" value={kind} defaultChecked={index === 0} className="size-5 shrink-0 accent-accent" />
                {t.alerts.kinds[kind]}
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="kind" value={target.kind} />
        )}
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t.alerts.emailLabel}
        </label>
        <input
          ref={email.input}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="name@example.com"
          maxLength={254}
          disabled={post.submitting}
          aria-invalid={invalid || undefined}
          aria-describedby={noticeId}
          className={inputStyle}
        />
        <p id={noticeId} role="status" className={post.answer ? noticeStyle[post.answer.kind] : "sr-only"}>
          {post.answer?.message}
        </p>
        <button type="submit" disabled={post.submitting} className={`${buttonStyles.primary} self-start`}>
          {post.submitting ? t.alerts.sending : concert ? t.alerts.submit : t.alerts.follow}
        </button>
        <p className="text-xs text-muted">{t.alerts.privacy}</p>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.forms.honeypotLabel}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </form>
    </section>
  );
}
