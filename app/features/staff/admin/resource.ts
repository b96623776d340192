import type { OwnRefusalTexts } from "../../../admin/field-problems";
import type { AdminResource } from "../../../admin/resource";
import { type AdminStaffMember, adminStaffMemberSchema, createStaffSchema, editStaffSchema, type STAFF_REFUSALS } from "../schema";
import type { STAFF_ADMIN_TEXTS } from "./texts";

/** `/admin/staff`: the hall's staff, declared once; the list is the guarded read of every translation. */
export const STAFF_RESOURCE: AdminResource<AdminStaffMember, typeof createStaffSchema, typeof editStaffSchema> = {
  path: "/api/staff",
  listPath: "/api/staff?admin=true",
  record: adminStaffMemberSchema,
  input: createStaffSchema,
  updateInput: editStaffSchema,
};

/** The contract's refusals and the browser's own, in the screen's words (a language switch rewords them). */
export function staffRefusalWords(errors: (typeof STAFF_ADMIN_TEXTS)["am"]["staff"]["errors"]) {
  return {
    ...errors,
    first_name_required: errors.required,
    image_required: errors.required,
    invalid_linkedin: errors.invalidLinkedIn,
    invalid_display_order: errors.invalidOrder,
    unknown_item: errors.photoGone,
  } satisfies OwnRefusalTexts<typeof STAFF_REFUSALS>;
}
