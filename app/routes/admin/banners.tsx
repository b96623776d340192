import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { BANNERS_RESOURCE } from "../../features/banners/admin/resource";
import { BannersScreen } from "../../features/banners/admin/banners-screen";
import type { Route } from "./+types/banners";

export async function clientLoader() {
  return { banners: await loadRecords(BANNERS_RESOURCE) };
}

/** The screen's writes; the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(BANNERS_RESOURCE, request);
}

export default function AdminBannersRoute({ loaderData }: Route.ComponentProps) {
  return <BannersScreen loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
