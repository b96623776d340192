import { desc, eq, type SQL } from "drizzle-orm";
import express from "express";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Db } from "../../db/client.server";
import { subscribers } from "../../db/schema/newsletter";
import { CSV_BOM, csvLines } from "../../http/csv";
import { deleteListedRow, parsePageQuery, readInBatches, readPage } from "../../http/paged-list.server";
import { dayKey, hallDay, toHallIso } from "../../i18n/hall-time";
import { requireAdmin } from "../admin-auth/public.server";

/** Staff see pending subscriptions too (with their status); the export holds confirmed addresses only. */
const LISTED_SUBSCRIBERS: SQL | undefined = undefined;
const EXPORTED_SUBSCRIBERS: SQL | undefined = eq(subscribers.status, "confirmed");

type SubscriberRow = typeof subscribers.$inferSelect;

/** A subscriber as the admin list shows it: never the tokens of its confirmation and unsubscribe links. */
function listed({ id, email, status, createdAt }: SubscriberRow) {
  return { id, email, status, createdAt };
}

/**
 * docs/product.md §12: the subscriber list, its CSV export, and deletion. Each route carries the
 * guard itself, so mounting this router without a path prefix leaves the public endpoints beside it untouched.
 */
export function subscribersAdminApiRouter({
  db,
  listOpened,
}: {
  db: Db;
  /** An admin opened the list (read its first page): the dashboard counts what is new since. */
  listOpened(adminId: number, list: "subscribers"): Promise<void>;
}): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });

  router.get("/subscribers", guard, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const page = parsePageQuery(req.query, { statuses: null });
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
    await deleteListedRow(db, subscribers, req.params.id);
    res.status(204).end();
  });
  return router;
}
