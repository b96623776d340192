import { useAdminTexts } from "../../admin/admin-language";
import { DirectoryScreen } from "../../admin/directory-screen";
import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { adminJson } from "../../admin/session";
import { followersLine, waitingCountsSchema } from "../../features/alerts/admin/waiting";
import { ARTISTS_RESOURCE } from "../../features/artists/admin/resource";
import type { Route } from "./+types/artists";

export async function clientLoader() {
  // How many follow each one (the alerts'); the list shows without it when it cannot be read.
  const [items, waiting] = await Promise.all([loadRecords(ARTISTS_RESOURCE), adminJson("/api/admin/alerts/waiting", waitingCountsSchema, { orNull: true })]);
  return { items, waiting };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(ARTISTS_RESOURCE, request);
}

export default function AdminArtistsRoute({ loaderData }: Route.ComponentProps) {
  const { lang } = useAdminTexts();
  return <DirectoryScreen resource={ARTISTS_RESOURCE} items={loaderData.items} noteOf={(item) => followersLine(loaderData.waiting, "artists", item.id, lang)} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
