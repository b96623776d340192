import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { isValidEmail } from "./fields";

/** `fields`: every refused field with its problem key (validation.ts), when the server named them. */
export type FormAnswer = { kind: "success" | "error"; message: string; field?: string; fields?: Record<string, string> };

function problemMap(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : undefined;
}
type FormPostState = { submitting: boolean; answer: FormAnswer | null };

/**
 * Posts a form's fields as JSON and keeps the form's states (docs/product.md §8): submitting, then success or error
 * (a new submission clears the previous answer). `clearAfterMs` hides an answer after a while.
 * `failure` is the answer when the request itself fails (no connection, or an error without a
 * message); the newsletter treats that as a success.
 */
export function useFormPost(url: string, failure: FormAnswer, clearAfterMs?: Partial<Record<FormAnswer["kind"], number>>) {
  const [state, setState] = useState<FormPostState>({ submitting: false, answer: null });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (answer: FormAnswer | null) => {
      clearTimeout(timer.current);
      setState({ submitting: false, answer });
      const after = answer ? clearAfterMs?.[answer.kind] : undefined;
      if (after) timer.current = setTimeout(() => setState((current) => ({ ...current, answer: null })), after);
    },
    [clearAfterMs],
  );

  const send = useCallback(
    async (fields: Record<string, string>): Promise<FormAnswer> => {
      clearTimeout(timer.current);
      setState({ submitting: true, answer: null });
      let answer: FormAnswer;
      try {
        const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) });
        const body = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown; field?: unknown; fields?: unknown } | null;
        const message = typeof body?.message === "string" && body.message ? body.message : null;
        if (response.ok && body?.success === true) answer = { kind: "success", message: message ?? failure.message };
        else if (message) answer = { kind: "error", message, field: typeof body?.field === "string" ? body.field : undefined, fields: problemMap(body?.fields) };
        else answer = failure;
      } catch {
        answer = failure;
      }
      show(answer);
      return answer;
    },
    [url, failure, show],
  );

  return { ...state, send, show };
}

/** The form's named fields as strings (files and repeated names are not used by these forms). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields[name] = value;
  return fields;
}

type FormPost = ReturnType<typeof useFormPost>;

/**
 * The submit of a form around one e-mail field (newsletter, alerts): the address is checked in the browser first
 * (refused with `invalidEmail`, the field focused), then `deliver` sends the fields; the form is emptied after a
 * success, and the field focused again after a refusal, once it is enabled again. `deliver` answers null when it
 * showed its own refusal.
 */
export function useEmailSubmit(post: FormPost, invalidEmail: string) {
  const input = useRef<HTMLInputElement>(null);
  async function submit(event: FormEvent<HTMLFormElement>, deliver: (fields: Record<string, string>, form: HTMLFormElement) => Promise<FormAnswer | null>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = formFields(form);
    if (!isValidEmail((fields.email ?? "").trim())) {
      post.show({ kind: "error", message: invalidEmail, field: "email" });
      input.current?.focus();
      return;
    }
    const answer = await deliver(fields, form);
    if (answer?.kind === "success") form.reset();
    else if (answer) requestAnimationFrame(() => input.current?.focus());
  }
  return { input, submit };
}
