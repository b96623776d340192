import { data, redirect } from "react-router";
import type { z, ZodType } from "zod";
import { adminAccountSchema, type AdminAccount } from "./account";
import { apiFailure } from "./api-failure";

/** docs/product.md §11: the browser keeps the admin token under this key. */
export const ADMIN_TOKEN_KEY = "adminToken";

export function adminToken(): string | null {
  return window.localStorage.getItem(ADMIN_TOKEN_KEY);
}

// Set when the server refused the token: calls already under way when it was dropped lead to the same notice.
let sessionEnded = false;

export function storeAdminToken(token: string | null) {
  sessionEnded = false;
  if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/** Where a session the server no longer knows (expired, signed out elsewhere) leads: the login page, which says so. */
export const SESSION_EXPIRED_PATH = "/admin/login?expired=1";

/** Where a call without a token leads: the expired-session notice when the server has just ended the session. */
const withoutToken = () => redirect(sessionEnded ? SESSION_EXPIRED_PATH : "/admin/login");

/** The login page's address says the admin was sent there by an ended session. */
export function cameFromExpiredSession(search: string): boolean {
  return new URLSearchParams(search).get("expired") === "1";
}

/**
 * Every admin call: the token as a Bearer header. A 401 means the session is over: the token is
 * dropped and the admin is sent to the login page, which tells them their session has expired.
 */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = adminToken();
  if (!token) throw withoutToken();
  const response = await fetch(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  if (response.status === 401) {
    storeAdminToken(null);
    sessionEnded = true;
    throw redirect(SESSION_EXPIRED_PATH);
  }
  return response;
}

/**
 * The one load path of the admin screens: the answer is read with its contract (`schema`), never
 * cast. A 403 (the account's role may not see it) is thrown as a route error, which the screens'
 * error boundary (AdminLoadError) shows as the not-allowed state; any other failure, or an answer
 * its contract refuses, is thrown too, or answered as null with `orNull` (the screen shows its own
 * failed state). Reads are never taken from the browser's cache.
 */
export function adminJson<S extends ZodType>(path: string, schema: S): Promise<z.output<S>>;
export function adminJson<S extends ZodType>(path: string, schema: S, options: { orNull: true }): Promise<z.output<S> | null>;
export async function adminJson<S extends ZodType>(path: string, schema: S, options: { orNull?: boolean } = {}): Promise<z.output<S> | null> {
  const response = await adminFetch(path, { cache: "no-store" });
  if (response.status === 403) throw data({ code: "forbidden" }, { status: 403 });
  const parsed = response.ok ? schema.safeParse(await response.json().catch(() => undefined)) : null;
  if (parsed?.success) return parsed.data;
  if (options.orNull) return null;
  throw new Error(parsed ? `${path}: an answer its contract refuses` : `${path}: ${response.status}`);
}

/** An admin write with a JSON body; a failed answer is thrown as an AdminApiError with the server's message. */
export async function adminSendJson(path: string, method: "POST" | "PUT" | "PATCH", body: unknown): Promise<Response> {
  const response = await adminFetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw await apiFailure(response);
  return response;
}

let verifying: { token: string; account: Promise<AdminAccount> } | null = null;

/**
 * The signed-in account (its name and role). The admin layout and a screen's loader start together
 * and both need it, so they share the request in flight; once answered, the next call asks again,
 * so a changed role or an ended session shows at the next navigation.
 */
export function verifiedAccount(): Promise<AdminAccount> {
  const token = adminToken();
  if (!token) throw withoutToken();
  if (verifying?.token === token) return verifying.account;
  const account = adminJson("/api/admin/verify", adminAccountSchema);
  const current = { token, account };
  verifying = current;
  const done = () => {
    if (verifying === current) verifying = null;
  };
  account.then(done, done);
  return account;
}
