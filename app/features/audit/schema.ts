import { z } from "zod";

/** One entry of the audit log as the API answers it (GET /api/admin/audit); `at` is an ISO time. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  fields: z.array(z.string()),
  /** Where a campaign test went. */
  recipients: z.array(z.string()),
  /** How many events the entry stands for: more than 1 only for sign-ins refused by the limit (one entry per address and window). */
  count: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = { items: AuditEntry[]; nextCursor: string | null };

/** The accounts and entities the log names, for its filters (GET /api/admin/audit/facets). */
export const auditFacetsSchema = z.object({ actors: z.array(z.string()), entities: z.array(z.string()) });

/** The actions the app records itself (a write's action is derived from its route: create, update, delete, or the route's last word). */
export const SIGN_IN_ACTIONS = ["sign-in", "sign-in-failed", "sign-in-throttled"] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "invalid_date");

/** The list's query: a page after `cursor`, optionally of one account, one entity, between two days of the hall's calendar. */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, "too_small").max(200, "too_large").default(50),
  cursor: z.string().max(100, "too_long").regex(/^\d+$/, "invalid_cursor").optional(),
  actor: z.string().trim().max(200, "too_long").optional(),
  entity: z.string().trim().max(100, "too_long").optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
