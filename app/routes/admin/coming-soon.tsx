import { adminWriteAction } from "../../admin/router-writes";
import { adminFetch } from "../../admin/session";
import type { AdminComingSoonEvent } from "../../features/coming-soon/schema";
import { ComingSoonScreen } from "../../features/coming-soon/admin/coming-soon-screen";
import type { Route } from "./+types/coming-soon";

export async function clientLoader() {
  const response = await adminFetch("/api/events/coming-soon?includeInactive=true");
  return { events: response.ok ? ((await response.json()) as AdminComingSoonEvent[]) : null };
}

/** The screen's writes go through the router: its fetcher submits them here (app/admin/router-writes.ts). */
export const clientAction = adminWriteAction;

export default function AdminComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonScreen loaderData={loaderData} />;
}
