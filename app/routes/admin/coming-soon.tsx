import { adminFetch } from "../../admin/session";
import type { AdminComingSoonEvent } from "../../features/coming-soon/schema";
import { ComingSoonScreen } from "../../features/coming-soon/admin/coming-soon-screen";
import type { Route } from "./+types/coming-soon";

export async function clientLoader() {
  const response = await adminFetch("/api/events/coming-soon?includeInactive=true");
  return { events: response.ok ? ((await response.json()) as AdminComingSoonEvent[]) : null };
}

export default function AdminComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonScreen loaderData={loaderData} />;
}
