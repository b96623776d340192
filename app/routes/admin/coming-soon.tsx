import { sendRecordWrite, writeRequest } from "../../admin/route-writes";
import { adminFetch } from "../../admin/session";
import type { AdminComingSoonEvent } from "../../features/coming-soon/schema";
import { ComingSoonScreen } from "../../features/coming-soon/admin/coming-soon-screen";
import type { Route } from "./+types/coming-soon";

export async function clientLoader() {
  const response = await adminFetch("/api/events/coming-soon?includeInactive=true");
  return { events: response.ok ? ((await response.json()) as AdminComingSoonEvent[]) : null };
}

/** The screen's writes (create, edit, publish or unpublish, delete); the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendRecordWrite("/api/events/coming-soon", await writeRequest(request), {
    toggle: { method: "PATCH", path: (id) => `/api/events/coming-soon/${id}/toggle-status` },
  });
}

export default function AdminComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonScreen loaderData={loaderData} />;
}
