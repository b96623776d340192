import { redirect } from "react-router";
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

export async function adminJson<T>(path: string): Promise<T> {
  const response = await adminFetch(path);
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

/** An admin write with a JSON body; a failed answer is thrown as an AdminApiError with the server's message. */
export async function adminSendJson(path: string, method: "POST" | "PUT" | "PATCH", body: unknown): Promise<Response> {
  const response = await adminFetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw await apiFailure(response);
  return response;
}
