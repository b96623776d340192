import type { AdminResource } from "../../../admin/resource";
import { type AdminComingSoonEvent, adminComingSoonEventSchema, createComingSoonSchema, editComingSoonSchema } from "../schema";

/** `/admin/events`: the coming-soon cards, declared once; every card is listed, published or not. */
export const COMING_SOON_RESOURCE: AdminResource<AdminComingSoonEvent, typeof createComingSoonSchema, typeof editComingSoonSchema> = {
  path: "/api/events/coming-soon",
  listPath: "/api/events/coming-soon?includeInactive=true",
  record: adminComingSoonEventSchema,
  input: createComingSoonSchema,
  updateInput: editComingSoonSchema,
  writes: { toggle: { method: "PATCH", path: (id) => `/api/events/coming-soon/${id}/toggle-status` } },
};
