import { useAdminAccount } from "../../admin/account";
import { AdminLoadError } from "../../admin/load-error";
import { sendRecordWrite, writeRequest } from "../../admin/route-writes";
import { adminJson } from "../../admin/session";
import { AccountsScreen, type ListedAccount } from "../../features/admin-auth/accounts-screen";
import type { Route } from "./+types/accounts";

/** Admins only: an editor's 403 shows as the not-allowed state (AdminLoadError). */
export async function clientLoader() {
  return { accounts: await adminJson<ListedAccount[]>("/api/admin/users") };
}

/** The screen's writes: add an account, change a role, remove one (an account already gone is refused as not_found); the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendRecordWrite("/api/admin/users", await writeRequest(request), {
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
