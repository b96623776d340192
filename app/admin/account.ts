import { useRouteLoaderData } from "react-router";
import type { AdminRole } from "./roles";

/** The signed-in account, as `/api/admin/verify` answered it to the admin layout (app/routes/admin/layout.tsx). */
export type AdminAccount = { username: string; role: AdminRole };

export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

export function useAdminAccount(): AdminAccount {
  const account = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as AdminAccount | undefined;
  if (!account) throw new Error("useAdminAccount needs the admin layout's loader data");
  return account;
}
