import { desc, eq, type SQL } from "drizzle-orm";
import express from "express";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { parseRecordId } from "../../http/record-id";
import type { Db } from "../../db/client.server";
import { subscribers } from "../../db/schema";
import { dayKey, hallDay, toHallIso } from "../../i18n/hall-time";
import { requireAdmin } from "../admin-auth/require-admin.server";
import { CSV_BOM, csvLines } from "./csv";
import { parsePageQuery, readInBatches, readPage } from "./paged-list.server";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, type InquiryKind } from "./inquiry-kinds";
import { inquiryStatusUpdate } from "./schema";

type ListedTable = typeof subscribers | (typeof INQUIRY_TABLES)[InquiryKind];

/** Deletes by id, never by position in a list the client saw, which could delete the wrong record. */
async function deleteById(db: Db, table: ListedTable, rawId: unknown): Promise<void> {
  const deleted = await db.delete(table).where(eq(table.id, parseRecordId(rawId))).returning({ id: table.id });
  if (!deleted.length) throw new ApiError(404, "No such record: it may have been deleted already", "not_found");
}

/** Staff see pending subscriptions too (with their status); the export holds confirmed addresses only. */
const LISTED_SUBSCRIBERS: SQL | undefined = undefined;
const EXPORTED_SUBSCRIBERS: SQL | undefined = eq(subscribers.status, "confirmed");

type SubscriberRow = typeof subscribers.$inferSelect;

/** A subscriber as the admin list shows it: never the tokens of its confirmation and unsubscribe links. */
function listed({ id, email, status, createdAt }: SubscriberRow) {
  return { id, email, status, createdAt };
}

/**
 * docs/product.md §12: the subscriber list, its CSV export and the four inquiry
 * lists, with deletion. Each route carries the guard itself, so mounting this router without a
 * path prefix leaves the public endpoints beside it untouched.
 */
export function adminFormsApiRouter({
  db,
  listOpened,
}: {
  db: Db;
  /** An admin opened a list (read its first page): the dashboard counts what is new since. */
  listOpened(adminId: number, list: "subscribers" | InquiryKind): Promise<void>;
}): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });

  router.get("/subscribers", guard, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const page = parsePageQuery(req.query, { statuses: false });
    if (!page) {
      const rows = await db.select().from(subscribers).where(LISTED_SUBSCRIBERS).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
      res.json(rows.map(listed));
      return;
    }
    if (!page.after) await listOpened(res.locals.admin!.adminId, "subscribers");
    const { items, ...rest } = await readPage<SubscriberRow>(db, subscribers, page, LISTED_SUBSCRIBERS);
    res.json({ items: items.map(listed), ...rest });
  });

  // Streamed a batch at a time: memory stays that of one batch whatever the number of subscribers.
  router.get("/subscribers/export", guard, async (_req, res) => {
    const batches = readInBatches<SubscriberRow>(db, subscribers, EXPORTED_SUBSCRIBERS);
    // The first batch is read before any header is sent, so a database failure still gets a proper error answer.
    const first = await batches.next();
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="subscribers_${dayKey(hallDay(new Date()))}.csv"`);
    res.setHeader("Cache-Control", "no-store");
    const lines = (rows: SubscriberRow[]) => csvLines(rows.map((row) => [row.id, row.email, toHallIso(row.createdAt)]));
    async function* csv() {
      yield CSV_BOM + csvLines([["ID", "Email", "Subscribed at"]]) + (first.done ? "" : lines(first.value));
      for await (const rows of batches) yield lines(rows);
    }
    // The pipeline waits while the client reads slower than the database answers, and stops reading when it goes away.
    await pipeline(Readable.from(csv()), res);
  });

  router.delete("/subscribers/:id", guard, async (req, res) => {
    await deleteById(db, subscribers, req.params.id);
    res.status(204).end();
  });

  // Rows are sent with the Drizzle field names (eventType, createdAt), not the SQL column names (event_type, created_at).
  for (const kind of INQUIRY_KINDS) {
    const table = INQUIRY_TABLES[kind];
    router.get(`/${INQUIRY_ADMIN_PATH[kind]}`, guard, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const page = parsePageQuery(req.query, { statuses: true });
      if (!page) {
        res.json(await db.select().from(table).orderBy(desc(table.createdAt), desc(table.id)));
        return;
      }
      if (!page.after) await listOpened(res.locals.admin!.adminId, kind);
      res.json(await readPage(db, table, page));
    });
    // One inquiry with every field and the visitor's language, for its own page.
    router.get(`/${INQUIRY_ADMIN_PATH[kind]}/:id`, guard, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const [row] = await db.select().from(table).where(eq(table.id, parseRecordId(req.params.id)));
      if (!row) throw new ApiError(404, "No such record: it may have been deleted already", "not_found");
      res.json(row);
    });
    router.patch(`/${INQUIRY_ADMIN_PATH[kind]}/:id`, guard, async (req, res) => {
      const id = parseRecordId(req.params.id);
      const { status } = parseBody(inquiryStatusUpdate, req.body, "invalid_status");
      const [row] = await db.update(table).set({ status }).where(eq(table.id, id)).returning();
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
