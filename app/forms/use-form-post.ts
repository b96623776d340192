import { useCallback, useEffect, useRef, useState } from "react";

export type FormAnswer = { kind: "success" | "error"; message: string; field?: string };
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
        const body = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown; field?: unknown } | null;
        const message = typeof body?.message === "string" && body.message ? body.message : null;
        if (response.ok && body?.success === true) answer = { kind: "success", message: message ?? failure.message };
        else if (message) answer = { kind: "error", message, field: typeof body?.field === "string" ? body.field : undefined };
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
