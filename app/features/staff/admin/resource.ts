import type { AdminResource } from "../../../admin/resource";
import { type AdminStaffMember, adminStaffMemberSchema, createStaffSchema, editStaffSchema } from "../schema";

/** `/admin/staff`: the hall's staff, declared once; the list is the guarded read of every translation. */
export const STAFF_RESOURCE: AdminResource<AdminStaffMember, typeof createStaffSchema, typeof editStaffSchema> = {
  path: "/api/staff",
  listPath: "/api/staff?admin=true",
  record: adminStaffMemberSchema,
  input: createStaffSchema,
  updateInput: editStaffSchema,
};
