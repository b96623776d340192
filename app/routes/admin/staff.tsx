import { sendRecordWrite, writeRequest } from "../../admin/route-writes";
import { adminFetch } from "../../admin/session";
import type { AdminStaffMember } from "../../features/staff/schema";
import { StaffScreen } from "../../features/staff/admin/staff-screen";
import type { Route } from "./+types/staff";

export async function clientLoader() {
  const response = await adminFetch(`/api/staff?admin=true&_t=${Date.now()}`, { cache: "no-store" });
  return { staff: response.ok ? ((await response.json()) as AdminStaffMember[]) : null };
}

/** The screen's writes (create, edit, delete); the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendRecordWrite("/api/staff", await writeRequest(request));
}

export default function AdminStaffRoute({ loaderData }: Route.ComponentProps) {
  return <StaffScreen loaderData={loaderData} />;
}
