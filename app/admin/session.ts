import { data, redirect } from "react-router";
import type { AdminAccount } from "./account";
import { apiFailure } from "./api-failure";

/** docs/product.md §11: the browser keeps the admin token under this key. */
export const ADMIN_TOKEN_KEY = "adminToken";

export function adminToken(): string | null {
  return window.localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function storeAdminToken(token: string | null) {
  if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/**
 * Every admin call: the token as a Bearer header. A 401 means the session is over: the token is
 * dropped and the admin is sent to the login page.
 */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = adminToken();
  if (!token) throw redirect("/admin/login");
  const response = await fetch(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  if (response.status === 401) {
    storeAdminToken(null);
    throw redirect("/admin/login");
  }
  return response;
}

/**
 * A screen's data. A 403 (the account's role may not see it) is thrown as a route error, which
 * the screens' error boundary (AdminLoadError) shows as the not-allowed state.
 */
export async function adminJson<T>(path: string): Promise<T> {
  const response = await adminFetch(path);
  if (response.status === 403) throw data({ code: "forbidden" }, { status: 403 });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
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
  if (!token) throw redirect("/admin/login");
  if (verifying?.token === token) return verifying.account;
  const account = adminJson<AdminAccount>("/api/admin/verify");
  const current = { token, account };
  verifying = current;
  const done = () => {
    if (verifying === current) verifying = null;
  };
  account.then(done, done);
  return account;
}
