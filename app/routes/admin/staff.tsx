import { AdminLoadError } from "../../admin/load-error";
import { loadRecords, writeRecord } from "../../admin/resource";
import { STAFF_RESOURCE } from "../../features/staff/admin/resource";
import { StaffScreen } from "../../features/staff/admin/staff-screen";
import type { Route } from "./+types/staff";

export async function clientLoader() {
  return { staff: await loadRecords(STAFF_RESOURCE) };
}

/** The screen's writes; the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeRecord(STAFF_RESOURCE, request);
}

export default function AdminStaffRoute({ loaderData }: Route.ComponentProps) {
  return <StaffScreen loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
