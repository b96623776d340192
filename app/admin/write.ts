import { z, type ZodType } from "zod";
import { fieldProblems } from "../http/parse-body";
import { adminFetch } from "./session";

/**
 * The one write path of the admin (docs/decisions/018-one-admin-resource-idiom.md): a screen submits
 * a WriteRequest to its route's clientAction with the form kit (`useAdminForm`); the clientAction
 * sends it with `sendWrite` (or `resourceAction`) and answers a WriteResult; React Router then reads
 * the route's data again. A refusal stays a code with its refused fields, worded when shown, so it
 * follows a language switch.
 */

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** What a screen submits to its route's clientAction. */
export type WriteRequest = { intent: string; id?: number | null; body?: unknown };

/** Every admin write's answer: done (with the API's answer, when it has one) or refused, as a code and the refused fields. */
export type WriteResult = { ok: true; intent: string; data?: unknown } | { ok: false; intent: string; status: number; code: string; fields: Record<string, string> };

const writeRequestSchema = z.object({ intent: z.string().min(1), id: z.number().int().positive().nullish(), body: z.unknown().optional() });
const refusalSchema = z.object({ code: z.string().optional(), fields: z.record(z.string(), z.string()).optional() }).catch({});

/** A route's clientAction body: the screen's WriteRequest, read with its contract. */
export async function readWriteRequest(request: Request): Promise<WriteRequest> {
  const parsed = writeRequestSchema.safeParse(await request.json().catch(() => null));
  return parsed.success ? parsed.data : { intent: "unknown" };
}

/** A refusal found before anything was sent. */
export function refused(intent: string, code: string, fields: Record<string, string> = {}, status = 0): WriteResult {
  return { ok: false, intent, status, code, fields };
}

/**
 * Sends one admin write and answers it as a WriteResult. `contract`: the body is parsed with it first
 * (a failure is refused here with its fields); `goneIsDone`: a 404 counts as done (a deletion done already).
 * A 401 leads to the login page (thrown by adminFetch); a network failure is the code `network`.
 */
export async function sendWrite(
  intent: string,
  path: string,
  method: WriteMethod,
  body?: unknown,
  options: { goneIsDone?: boolean; contract?: ZodType } = {},
): Promise<WriteResult> {
  let sent = body;
  if (options.contract) {
    const checked = options.contract.safeParse(body);
    if (!checked.success) {
      const fields = fieldProblems(checked.error.issues);
      return refused(intent, Object.values(fields)[0] ?? "invalid_request", fields);
    }
    sent = checked.data;
  }
  let response: Response;
  try {
    response = await adminFetch(path, sent === undefined ? { method } : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(sent) });
  } catch (failure) {
    // A redirect to the login page goes on; anything else is the network.
    if (failure instanceof Response) throw failure;
    return refused(intent, "network");
  }
  if (response.ok || (options.goneIsDone && response.status === 404)) {
    const data = response.status === 204 || response.status === 404 ? undefined : await response.json().catch(() => undefined);
    return { ok: true, intent, data };
  }
  const answer = refusalSchema.parse(await response.json().catch(() => ({})));
  const code = answer.code ?? (response.status === 403 ? "forbidden" : response.status === 503 ? "unavailable" : response.status >= 500 ? "internal" : `http_${response.status}`);
  return refused(intent, code, answer.fields ?? {}, response.status);
}

/** A write of a route beyond create, update and delete: its method and address. */
export type OwnWrite = { method: WriteMethod; path(id: number | null | undefined): string; contract?: ZodType; goneIsDone?: boolean };

/** A write of a route's own (`writes`: intent → method and address), or the refusal of an intent it does not know. */
export function sendOwnWrite({ intent, id, body }: WriteRequest, writes: Record<string, OwnWrite>): Promise<WriteResult> {
  const write = writes[intent];
  return write ? sendWrite(intent, write.path(id), write.method, body, write) : Promise.resolve(refused(intent, "unknown_intent"));
}

/**
 * The usual writes of the records under `base` (`/api/staff`): create (POST), update (PUT
 * `base/id`), delete (DELETE `base/id`, done when already gone), and the route's own intents.
 */
export function sendRecordWrite(base: string, { intent, id, body }: WriteRequest, own: Record<string, OwnWrite> = {}): Promise<WriteResult> {
  if (own[intent]) return sendOwnWrite({ intent, id, body }, own);
  if (intent === "create") return sendWrite(intent, base, "POST", body);
  if (intent === "update" && id) return sendWrite(intent, `${base}/${id}`, "PUT", body);
  if (intent === "delete" && id) return sendWrite(intent, `${base}/${id}`, "DELETE", undefined, { goneIsDone: true });
  return Promise.resolve(refused(intent, "unknown_intent"));
}

const doneSchema = z.object({ ok: z.literal(true), intent: z.string() });

/** Whether a route's action answer (typed `unknown` where React Router hands it over) is `intent` done. */
export function isDone(answer: unknown, intent: string): boolean {
  const done = doneSchema.safeParse(answer);
  return done.success && done.data.intent === intent;
}
