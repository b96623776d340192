import { useAdminAccount } from "../../admin/account";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { AccountsScreen, type ListedAccount } from "../../features/admin-auth/accounts-screen";
import type { Route } from "./+types/accounts";

/** Admins only: an editor's 403 shows as the not-allowed state (AdminLoadError). */
export async function clientLoader() {
  return { accounts: await adminJson<ListedAccount[]>("/api/admin/users") };
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  return <AccountsScreen accounts={loaderData.accounts} me={useAdminAccount()} />;
}
