import { desc, eq } from "drizzle-orm";
import express from "express";
import { ApiError } from "../../../server/api-errors";
import { parseRecordId } from "../../../server/record-id";
import type { Db } from "../../db/client.server";
import { subscribers } from "../../db/schema";
import { dayKey, hallDay, toHallIso } from "../../i18n/hall-time";
import { requireAdmin } from "../admin-auth/require-admin.server";
import { toCsv } from "./csv";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from "./inquiry-kinds";

type ListedTable = typeof subscribers | (typeof INQUIRY_TABLES)[InquiryKind];

/** Deletes by id, never by position in a list the client saw (the spec's known defect). */
async function deleteById(db: Db, table: ListedTable, rawId: unknown): Promise<void> {
  const deleted = await db.delete(table).where(eq(table.id, parseRecordId(rawId))).returning({ id: table.id });
  if (!deleted.length) throw new ApiError(404, "No such record: it may have been deleted already", "not_found");
}

/** Staff see pending subscriptions too (with their status); the export holds confirmed addresses only. */
function listSubscribers(db: Db, only?: "confirmed") {
  return db
    .select({ id: subscribers.id, email: subscribers.email, status: subscribers.status, createdAt: subscribers.createdAt })
    .from(subscribers)
    .where(only ? eq(subscribers.status, only) : undefined)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
}

/**
 * Spec admin-area sections 2 and 7: the subscriber list, its CSV export and the four inquiry
 * lists, with deletion. Each route carries the guard itself, so mounting this router without a
 * path prefix leaves the public endpoints beside it untouched.
 */
export function adminFormsApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);

  router.get("/subscribers", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await listSubscribers(db));
  });

  router.get("/subscribers/export", guard, async (_req, res) => {
    const rows = await listSubscribers(db, "confirmed");
    const csv = toCsv([["ID", "Email", "Subscribed at"], ...rows.map((row) => [row.id, row.email, toHallIso(row.createdAt)])]);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="subscribers_${dayKey(hallDay(new Date()))}.csv"`);
    res.setHeader("Cache-Control", "no-store");
    res.send(csv);
  });

  router.delete("/subscribers/:id", guard, async (req, res) => {
    await deleteById(db, subscribers, req.params.id);
    res.status(204).end();
  });

  // Rows are sent with the Drizzle field names (eventType, createdAt), not the spec's column names (event_type, created_at).
  for (const kind of INQUIRY_KINDS) {
    const table = INQUIRY_TABLES[kind];
    router.get(`/${INQUIRY_ADMIN_PATH[kind]}`, guard, async (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json(await db.select().from(table).orderBy(desc(table.createdAt), desc(table.id)));
    });
    router.patch(`/${INQUIRY_ADMIN_PATH[kind]}/:id`, guard, async (req, res) => {
      const status: unknown = req.body?.status;
      if (!INQUIRY_STATUSES.includes(status as InquiryStatus)) {
        throw new ApiError(400, `status must be one of: ${INQUIRY_STATUSES.join(", ")}`, "invalid_status");
      }
      const [row] = await db
        .update(table)
        .set({ status: status as InquiryStatus })
        .where(eq(table.id, parseRecordId(req.params.id)))
        .returning();
      if (!row) throw new ApiError(404, "No such record: it may have been deleted already", "not_found");
      res.json(row);
    });
    router.delete(`/${INQUIRY_ADMIN_PATH[kind]}/:id`, guard, async (req, res) => {
      await deleteById(db, table, req.params.id);
      res.status(204).end();
    });
  }
  return router;
}
