import { AdminLoadError } from "../../admin/load-error";
import { adminJson, verifiedAccount } from "../../admin/session";
import { readWriteRequest, sendWrite } from "../../admin/write";
import { DashboardScreen } from "../../features/admin-dashboard/dashboard-screen";
import { hasRole } from "../../features/admin-auth/roles";
import { VisitorSummaryCard } from "../../features/visitor-figures/admin/summary-card";
import { outboxSummarySchema } from "../../mail/message";
import type { Route } from "./+types/dashboard";

/** The mail's state is for admins only: for an editor there is none. */
export async function clientLoader() {
  const { role } = await verifiedAccount();
  if (!hasRole(role, "admin")) return { outbox: null };
  const outbox = await adminJson("/api/admin/outbox/summary", outboxSummarySchema).catch((failure: unknown) => {
    if (failure instanceof Response) throw failure;
    return null;
  });
  return { outbox };
}

/** The dashboard's one write: removing the demo content (the demo panel's intent `remove-demo`). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent } = await readWriteRequest(request);
  return sendWrite(intent, "/api/admin/demo-content/remove", "POST", {});
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen outbox={loaderData.outbox} visitors={<VisitorSummaryCard />} />;
}
