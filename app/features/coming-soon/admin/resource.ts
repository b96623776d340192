import type { OwnRefusalTexts } from "../../../admin/field-problems";
import type { AdminResource } from "../../../admin/resource";
import { type AdminComingSoonEvent, adminComingSoonEventSchema, type COMING_SOON_REFUSALS, createComingSoonSchema, editComingSoonSchema } from "../schema";
import type { COMING_SOON_ADMIN_TEXTS } from "./texts";

/** `/admin/events`: the coming-soon cards, declared once; every card is listed, published or not. */
export const COMING_SOON_RESOURCE: AdminResource<AdminComingSoonEvent, typeof createComingSoonSchema, typeof editComingSoonSchema> = {
  path: "/api/events/coming-soon",
  listPath: "/api/events/coming-soon?includeInactive=true",
  record: adminComingSoonEventSchema,
  input: createComingSoonSchema,
  updateInput: editComingSoonSchema,
  writes: { toggle: { method: "PATCH", path: (id) => `/api/events/coming-soon/${id}/toggle-status` } },
};

/** The contract's refusals and the browser's own, in the screen's words (a language switch rewords them). */
export function comingSoonRefusalWords(errors: (typeof COMING_SOON_ADMIN_TEXTS)["am"]["comingSoon"]["errors"]) {
  return {
    ...errors,
    titles_required: errors.createRequired,
    date_required: errors.createRequired,
    edit_required_fields: errors.editRequired,
    invalid_event_id: errors.invalidEventId,
    unknown_item: errors.pictureGone,
    invalid_date: errors.invalidDate,
  } satisfies OwnRefusalTexts<typeof COMING_SOON_REFUSALS>;
}
