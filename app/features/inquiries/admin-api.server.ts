import { desc, eq } from "drizzle-orm";
import express from "express";
import { notFound, parseBody } from "../../http/parse-body";
import { parseRecordId } from "../../http/record-id";
import type { Db } from "../../db/client.server";
import { deleteListedRow, parsePageQuery, readPage } from "../../http/paged-list.server";
import { requireAdmin } from "../admin-auth/public.server";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind } from "./inquiry-kinds";
import { INQUIRY_REPLY_REFUSALS, INQUIRY_STATUS_REFUSALS, inquiryReplySchema, inquiryStatusSchema } from "./schema";
import { readThread, sendReply } from "./reply.server";

/**
 * docs/product.md §12: the four inquiry lists, with their status and deletion. Each route carries the guard itself, so mounting this router without a
 * path prefix leaves the public endpoints beside it untouched.
 */
export function inquiriesAdminApiRouter({
  db,
  listOpened,
  wakeMail,
}: {
  db: Db;
  /** An admin opened a list (read its first page): the dashboard counts what is new since. */
  listOpened(adminId: number, list: InquiryKind): Promise<void>;
  /** Called after a reply was queued in the outbox. */
  wakeMail(): void;
}): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });

  // Rows are sent with the Drizzle field names (eventType, createdAt), not the SQL column names (event_type, created_at).
  for (const kind of INQUIRY_KINDS) {
    const table = INQUIRY_TABLES[kind];
    router.get(`/${INQUIRY_ADMIN_PATH[kind]}`, guard, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const page = parsePageQuery(req.query, { statuses: INQUIRY_STATUSES });
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
      if (!row) throw notFound("No such record: it may have been deleted already");
      res.json(row);
    });
    router.patch(`/${INQUIRY_ADMIN_PATH[kind]}/:id`, guard, async (req, res) => {
      const { status } = parseBody(inquiryStatusSchema, req.body, { refusals: INQUIRY_STATUS_REFUSALS });
      const [row] = await db
        .update(table)
        .set({ status })
        .where(eq(table.id, parseRecordId(req.params.id)))
        .returning();
      if (!row) throw notFound("No such record: it may have been deleted already");
      res.json(row);
    });
    // The inquiry's thread and the reply box's starting text; a reply sent from its page.
    router.get(`/${INQUIRY_ADMIN_PATH[kind]}/:id/replies`, guard, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const thread = await readThread(db, kind, parseRecordId(req.params.id));
      if (!thread) throw notFound("No such record: it may have been deleted already");
      res.json(thread);
    });
    router.post(`/${INQUIRY_ADMIN_PATH[kind]}/:id/replies`, guard, async (req, res) => {
      const id = parseRecordId(req.params.id);
      const { text } = parseBody(inquiryReplySchema, req.body, { refusals: INQUIRY_REPLY_REFUSALS });
      const admin = res.locals.admin!;
      const sent = await sendReply(db, { kind, id, text, author: { id: admin.adminId, name: admin.username } });
      if (!sent) throw notFound("No such record: it may have been deleted already");
      wakeMail();
      res.status(201).json(sent);
    });
    router.delete(`/${INQUIRY_ADMIN_PATH[kind]}/:id`, guard, async (req, res) => {
      await deleteListedRow(db, table, req.params.id);
      res.status(204).end();
    });
  }
  return router;
}
