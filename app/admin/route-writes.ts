import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { AdminApiError } from "./api-failure";
import type { WriteResult } from "./field-problems";
import { adminFetch } from "./session";
import { SUCCESS_MS } from "./feedback";

/**
 * Admin writes through the router (docs/decisions/006): a screen submits an intent to its route's
 * clientAction with a fetcher; the clientAction sends it to the admin API with `adminWrite` and
 * answers a WriteResult; React Router then reads the route's data again. Pending comes from the
 * fetcher, a refusal stays a code, worded when shown, so it follows a language switch.
 */

/** What a screen submits to its route's clientAction. */
export type WriteRequest = { intent: string; id?: number; body?: unknown };

/** A write's answer: a WriteResult, with the API's answer when it has one. */
export type AdminWriteResult = WriteResult & { data?: unknown };

/** Sends one admin write and answers it as a WriteResult; `goneIsDone`: a 404 counts as done (a deletion done already). */
export async function adminWrite(
  intent: string,
  path: string,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  body?: unknown,
  options: { goneIsDone?: boolean } = {},
): Promise<AdminWriteResult> {
  let response: Response;
  try {
    response = await adminFetch(path, body === undefined ? { method } : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch (failure) {
    // A redirect to the login page goes on; anything else is the network.
    if (failure instanceof Response) throw failure;
    return { ok: false, intent, status: 0, code: "network", fields: {} };
  }
  if (response.ok || (options.goneIsDone && response.status === 404)) {
    const data = response.status === 204 || response.status === 404 ? undefined : await response.json().catch(() => undefined);
    return { ok: true, intent, data };
  }
  const answer = (await response.json().catch(() => null)) as { code?: unknown; fields?: unknown } | null;
  const code = typeof answer?.code === "string" ? answer.code : response.status === 403 ? "forbidden" : response.status === 503 ? "unavailable" : response.status >= 500 ? "internal" : `http_${response.status}`;
  const fields = answer?.fields && typeof answer.fields === "object" ? (answer.fields as Record<string, string>) : {};
  return { ok: false, intent, status: response.status, code, fields };
}

/**
 * The usual writes of a list of records under `base` (`/api/staff`): create (POST), update (PUT
 * `base/id`), delete (DELETE `base/id`, done when already gone), and the route's own intents.
 */
export function sendRecordWrite(
  base: string,
  { intent, id, body }: WriteRequest,
  own: Record<string, { method: "POST" | "PUT" | "PATCH" | "DELETE"; path(id: number | undefined): string }> = {},
): Promise<AdminWriteResult> {
  if (intent === "create") return adminWrite(intent, base, "POST", body);
  if (intent === "update") return adminWrite(intent, `${base}/${id}`, "PUT", body);
  if (intent === "delete") return adminWrite(intent, `${base}/${id}`, "DELETE", undefined, { goneIsDone: true });
  const write = own[intent];
  if (!write) return Promise.resolve({ ok: false, intent, status: 0, code: "unknown_intent", fields: {} });
  return adminWrite(intent, write.path(id), write.method, body);
}

/** A route's clientAction body: the screen's WriteRequest. */
export async function writeRequest(request: Request): Promise<WriteRequest> {
  return (await request.json()) as WriteRequest;
}

/** What a screen shows after a write: a success worded at render time, or a refusal's code. */
type Shown = { kind: "done"; intent: string; detail?: string } | { kind: "refused"; intent: string | null; code: string };

/**
 * A screen's writes: `submit` sends an intent through the route (one at a time), `prepare` runs
 * the browser's own work first (a picture resized and uploaded) with its stage shown, `refuse`
 * shows a problem the screen found itself. `shown` is the last outcome, as codes: the screen words
 * it. `onDone` (given to `submit`) runs once the write succeeded, before the data is read again.
 */
export function useRouteWrites<Stage extends string = "busy">(successMs: (intent: string) => number = () => SUCCESS_MS) {
  const fetcher = useFetcher<AdminWriteResult>();
  const [stage, setStage] = useState<Stage | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const pending = useRef<{ onDone?(result: AdminWriteResult): void; detail?: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const result = fetcher.data;
  useEffect(() => {
    // A new answer arrives once per submission; it is handled when the fetcher has settled.
    if (fetcher.state !== "idle" || !result || !pending.current) return;
    const { onDone, detail } = pending.current;
    pending.current = null;
    setStage(null);
    clearTimeout(timer.current);
    if (result.ok) {
      onDone?.(result);
      setShown({ kind: "done", intent: result.intent, detail });
      timer.current = setTimeout(() => setShown(null), successMs(result.intent));
    } else setShown({ kind: "refused", intent: result.intent, code: result.code });
  }, [fetcher.state, result]);

  function clear() {
    clearTimeout(timer.current);
    setShown(null);
  }

  function submit(request: WriteRequest, options: { stage?: Stage; detail?: string; onDone?(result: AdminWriteResult): void } = {}) {
    clear();
    pending.current = { onDone: options.onDone, detail: options.detail };
    if (options.stage) setStage(options.stage);
    void fetcher.submit(request as never, { method: "post", encType: "application/json" });
  }

  /** Runs the browser's part of a write (resizing, uploading) with its stage shown; a thrown code is shown as a refusal. */
  async function prepare<T>(work: () => Promise<T>, first: Stage, intent: string): Promise<T | null> {
    clear();
    setStage(first);
    try {
      return await work();
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setStage(null);
      // A code of our own or the server's (a file type refused, an upload that failed); else the intent's own failure text.
      const code = failure instanceof RefusedHere ? failure.code : failure instanceof AdminApiError && failure.code ? failure.code : "unknown";
      setShown({ kind: "refused", intent, code });
      return null;
    }
  }

  function refuse(code: string, intent: string | null = null) {
    clear();
    setShown({ kind: "refused", intent, code });
  }

  const busy = stage !== null || fetcher.state !== "idle";
  return { submit, prepare, refuse, clear, setStage, stage, busy, shown };
}

/** A problem the browser's part of a write found (a file too large...), kept as its code. */
export class RefusedHere extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}
