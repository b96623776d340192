import { DirectoryScreen } from "../../admin/directory-screen";
import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { ARTISTS_RESOURCE } from "../../features/artists/admin/resource";
import type { Route } from "./+types/artists";

export async function clientLoader() {
  return { items: await loadRecords(ARTISTS_RESOURCE) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(ARTISTS_RESOURCE, request);
}

export default function AdminArtistsRoute({ loaderData }: Route.ComponentProps) {
  return <DirectoryScreen resource={ARTISTS_RESOURCE} items={loaderData.items} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
