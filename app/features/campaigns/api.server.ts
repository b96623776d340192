import express from "express";
import type { Db } from "../../db/client.server";
import { parseBody } from "../../http/parse-body";
import { parseRecordId } from "../../http/record-id";
import { accountEmailOf, requireAdmin } from "../admin-auth/public.server";
import { loadTestAddresses } from "../site-settings/public.server";
import type { CampaignService } from "./campaigns.server";
import { campaignInputSchema, previewQuerySchema, sendSchema, TEST_MESSAGES_PER_DAY, type TestRecipients, testSendSchema } from "./schema";
import { type z } from "zod";

const testBodySchema = testSendSchema.extend({ language: previewQuerySchema.shape.language.optional() });

/**
 * The campaign endpoints. Editors and admins write, preview and test; only admins send,
 * schedule and cancel (403 for an editor). Every route carries its guard.
 */
export function campaignsApiRouter({ db, campaigns }: { db: Db; campaigns: CampaignService }): express.Router {
  const router = express.Router();
  const staff = requireAdmin(db);
  const admins = requireAdmin(db, { role: "admin" });
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };

  async function testRecipients(adminId: number): Promise<TestRecipients> {
    const [own, list] = await Promise.all([accountEmailOf(db, adminId), loadTestAddresses(db)]);
    return { own, staff: list.addresses, perDay: TEST_MESSAGES_PER_DAY };
  }

  router.get("/admin/campaigns/test-recipients", staff, noStore, async (_req, res) => {
    res.json(await testRecipients(res.locals.admin!.adminId));
  });
  router.get("/admin/campaigns", staff, noStore, async (_req, res) => {
    res.json(await campaigns.list());
  });
  router.post("/admin/campaigns", staff, async (req, res) => {
    res.status(201).json(await campaigns.create(parseBody(campaignInputSchema, req.body)));
  });
  router.get("/admin/campaigns/:id", staff, noStore, async (req, res) => {
    res.json(await campaigns.get(parseRecordId(req.params.id)));
  });
  router.put("/admin/campaigns/:id", staff, async (req, res) => {
    const id = parseRecordId(req.params.id);
    res.json(await campaigns.update(id, parseBody(campaignInputSchema, req.body)));
  });
  router.delete("/admin/campaigns/:id", staff, async (req, res) => {
    await campaigns.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  router.post("/admin/campaigns/:id/archive", staff, async (req, res) => {
    res.json(await campaigns.archive(parseRecordId(req.params.id)));
  });
  router.get("/admin/campaigns/:id/preview", staff, noStore, async (req, res) => {
    const id = parseRecordId(req.params.id);
    const { language } = parseBody(previewQuerySchema, { language: req.query.language });
    res.json(await campaigns.preview(id, language));
  });
  router.post("/admin/campaigns/:id/test", staff, async (req, res) => {
    const id = parseRecordId(req.params.id);
    const body = parseBody(testBodySchema, req.body);
    const { adminId } = res.locals.admin!;
    const recipients = await testRecipients(adminId);
    const sent = await campaigns.test(id, { ...body, adminId, allowed: [...(recipients.own ? [recipients.own] : []), ...recipients.staff] });
    // The audit entry of this write names where the test went.
    res.locals.auditRecipients = sent.recipients;
    res.status(202).json({ queued: sent.queued });
  });
  router.post("/admin/campaigns/:id/send", admins, async (req, res) => {
    const id = parseRecordId(req.params.id);
    const { at } = parseBody(sendSchema, req.body ?? {});
    res.status(202).json(await campaigns.send(id, at ? new Date(at) : undefined));
  });
  router.post("/admin/campaigns/:id/cancel", admins, async (req, res) => {
    res.json(await campaigns.cancel(parseRecordId(req.params.id)));
  });
  return router;
}

export type TestSendBody = z.input<typeof testBodySchema>;
