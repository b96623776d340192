import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { z } from "zod";
import { ADMIN_ROLES } from "./roles";

/** The signed-in account, as `/api/admin/verify` answers it to the admin layout (app/routes/admin/layout.tsx). */
export const adminAccountSchema = z.object({ username: z.string(), role: z.enum(ADMIN_ROLES) });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

/** The account the admin layout loaded; the same object until the layout loads again. */
export function useAdminAccount(): AdminAccount {
  const loaded: unknown = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID);
  const account = useMemo(() => adminAccountSchema.safeParse(loaded), [loaded]);
  if (!account.success) throw new Error("useAdminAccount needs the admin layout's loader data");
  return account.data;
}
