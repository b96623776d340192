import { DirectoryScreen } from "../../admin/directory-screen";
import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { SERIES_RESOURCE } from "../../features/series/admin/resource";
import type { Route } from "./+types/series";

export async function clientLoader() {
  return { items: await loadRecords(SERIES_RESOURCE) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(SERIES_RESOURCE, request);
}

export default function AdminSeriesRoute({ loaderData }: Route.ComponentProps) {
  return <DirectoryScreen resource={SERIES_RESOURCE} items={loaderData.items} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
