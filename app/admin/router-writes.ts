import { useFetcher } from "react-router";
import { AdminApiError, apiFailure } from "./api-failure";
import { adminFetch } from "./session";

/**
 * Admin writes go through the router (decision 006, issue 23): a screen submits the write to its
 * route's `clientAction` with a fetcher, the action sends it to the API with the session, and the
 * router reads the screen's data again afterwards. Pending comes from the fetcher's state; a
 * failure comes back as its code, which the screen words in the current admin language.
 */
export type AdminWrite = { id: string; path: string; method: "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown };
export type AdminWriteResult = { ok: true; data: unknown } | { ok: false; status: number; code: string | null; message: string };

/** Results by write id, read once by the screen that submitted the write (a fetcher's data is per render). */
const results = new Map<string, AdminWriteResult>();

export function takeWriteResult(id: string): AdminWriteResult | undefined {
  const result = results.get(id);
  results.delete(id);
  return result;
}

/**
 * The `clientAction` of every admin screen that writes: the submitted write, sent to our own API
 * only.
 */
export async function adminWriteAction({ request }: { request: Request }): Promise<AdminWriteResult> {
  const write = (await request.json()) as AdminWrite;
  let result: AdminWriteResult;
  if (typeof write?.path !== "string" || !write.path.startsWith("/api/")) {
    result = { ok: false, status: 400, code: null, message: "Not an admin API path" };
  } else {
    const body = write.body === undefined || write.body === null ? undefined : JSON.stringify(write.body);
    const headers: Record<string, string> = body === undefined ? {} : { "Content-Type": "application/json" };
    const response = await adminFetch(write.path, { method: write.method, headers, body });
    if (response.ok) {
      result = { ok: true, data: response.status === 200 ? await response.json().catch(() => null) : null };
    }
    else {
      const failure = await apiFailure(response);
      result = { ok: false, status: failure.status, code: failure.code ?? null, message: failure.message };
    }
  }
  if (typeof write?.id === "string") results.set(write.id, result);
  return result;
}

/**
 * A screen's way to write: `send` submits one write to the route's `clientAction` through a
 * fetcher and answers the API's JSON; a refusal is thrown as an AdminApiError carrying its code.
 * `pending` is the fetcher's state.
 */
let writes = 0;

export function useAdminWrite() {
  const fetcher = useFetcher<AdminWriteResult>();
  async function send<T = unknown>(path: string, method: AdminWrite["method"], body?: unknown): Promise<T> {
    writes += 1;
    const id = `${writes}-${Date.now()}`;
    await fetcher.submit({ id, path, method, body: body ?? null } as never, { method: "post", encType: "application/json" });
    const result = takeWriteResult(id);
    if (!result) throw new Error("no answer");
    if (!result.ok) throw new AdminApiError(result.status, result.message, result.code ?? undefined);
    return result.data as T;
  }
  return { send, pending: fetcher.state !== "idle" };
}
