import { data } from "react-router";
import type { FormOutcome, FormRequest } from "./public-form.server";
import type { FormAnswer } from "./use-form-post";
import { pageLang } from "../i18n/page-language";

/** A form post without JavaScript is a few hundred bytes; anything far larger is refused unread. */
const MAX_FORM_BYTES = 64 * 1024;

export type FormActionArgs = { request: Request; context: { clientIp: string; origin: string } };

async function readForm(request: Request): Promise<Record<string, string> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return null;
  const body = await request.text();
  if (body.length > MAX_FORM_BYTES) return null;
  const fields: Record<string, string> = {};
  // PostgreSQL text cannot hold NUL (%00), and no field needs it.
  for (const [name, value] of new URLSearchParams(body)) fields[name] = value.replaceAll("\0", "");
  return fields;
}

function answer(outcome: FormOutcome) {
  const { success, message, field, fields } = outcome.body;
  const result: FormAnswer = { kind: success ? "success" : "error", message, field, fields };
  return data(result, { status: outcome.status });
}

/** The page action behind a public form when the browser posts it without JavaScript: the same outcome as the API's. */
export async function formPageAction(
  { request, context }: FormActionArgs,
  submit: (fields: Record<string, string>, request: FormRequest) => Promise<FormOutcome>,
) {
  const fields = await readForm(request);
  if (!fields) throw data(null, { status: 413 });
  return answer(await submit(fields, { lang: pageLang(request), clientKey: context.clientIp, origin: context.origin }));
}
