import { adminFetch } from "../../admin/session";
import type { AdminStaffMember } from "../../features/staff/schema";
import { StaffScreen } from "../../features/staff/admin/staff-screen";
import type { Route } from "./+types/staff";

export async function clientLoader() {
  const response = await adminFetch(`/api/staff?admin=true&_t=${Date.now()}`, { cache: "no-store" });
  return { staff: response.ok ? ((await response.json()) as AdminStaffMember[]) : null };
}

export default function AdminStaffRoute({ loaderData }: Route.ComponentProps) {
  return <StaffScreen loaderData={loaderData} />;
}
