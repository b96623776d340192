import { useAdminAccount } from "../../admin/account";
import { AdminLoadError } from "../../admin/load-error";
import { readWriteRequest, sendRecordWrite } from "../../admin/write";
import { adminJson } from "../../admin/session";
import { z } from "zod";
import { AccountsScreen } from "../../features/admin-auth/accounts-screen";
import { listedAccountSchema } from "../../features/admin-auth/schema";
import type { Route } from "./+types/accounts";

/** Admins only: an editor's 403 shows as the not-allowed state (AdminLoadError). */
export async function clientLoader() {
  return { accounts: await adminJson("/api/admin/users", z.array(listedAccountSchema)) };
}

/** The screen's writes: add an account, change a role, remove one (an account already gone is refused as not_found); the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendRecordWrite("/api/admin/users", await readWriteRequest(request), {
    role: { method: "PATCH", path: (id) => `/api/admin/users/${id}` },
    email: { method: "PATCH", path: (id) => `/api/admin/users/${id}` },
    remove: { method: "DELETE", path: (id) => `/api/admin/users/${id}` },
  });
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  return <AccountsScreen accounts={loaderData.accounts} me={useAdminAccount()} />;
}
