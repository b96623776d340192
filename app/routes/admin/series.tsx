import { useAdminTexts } from "../../admin/admin-language";
import { DirectoryScreen } from "../../admin/directory-screen";
import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { adminJson } from "../../admin/session";
import { followersLine, waitingCountsSchema } from "../../features/alerts/admin/waiting";
import { SERIES_RESOURCE } from "../../features/series/admin/resource";
import type { Route } from "./+types/series";

export async function clientLoader() {
  // How many follow each one (the alerts'); the list shows without it when it cannot be read.
  const [items, waiting] = await Promise.all([loadRecords(SERIES_RESOURCE), adminJson("/api/admin/alerts/waiting", waitingCountsSchema, { orNull: true })]);
  return { items, waiting };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(SERIES_RESOURCE, request);
}

export default function AdminSeriesRoute({ loaderData }: Route.ComponentProps) {
  const { lang } = useAdminTexts();
  return <DirectoryScreen resource={SERIES_RESOURCE} items={loaderData.items} noteOf={(item) => followersLine(loaderData.waiting, "series", item.id, lang)} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
