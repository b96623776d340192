import { z } from "zod";

/** One entry of the audit log as the API answers it (GET /api/admin/audit). */
export type AuditEntry = {
  id: number;
  /** ISO time. */
  at: string;
  actor: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  fields: string[];
  /** Where a campaign test went. */
  recipients: string[];
  /** How many events the entry stands for: more than 1 only for sign-ins refused by the limit (one entry per address and window). */
  count: number;
};

export type AuditPage = { items: AuditEntry[]; nextCursor: string | null };

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
