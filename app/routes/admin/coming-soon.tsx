import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { COMING_SOON_RESOURCE } from "../../features/coming-soon/admin/resource";
import { ComingSoonScreen } from "../../features/coming-soon/admin/coming-soon-screen";
import type { Route } from "./+types/coming-soon";

export async function clientLoader() {
  return { events: await loadRecords(COMING_SOON_RESOURCE) };
}

/** The screen's writes; the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(COMING_SOON_RESOURCE, request);
}

export default function AdminComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonScreen loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
