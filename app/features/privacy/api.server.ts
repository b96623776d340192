import express from "express";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { requireAdmin } from "../admin-auth/public.server";
import { LEGAL_READS, loadLegalPage, resetLegalPage, saveLegalPage } from "./legal-pages.server";
import { erasePerson, findPerson } from "./person-data.server";
import { retentionStatus, saveRetentionSettings } from "./retention.server";
import { type ErasedCounts, eraseSchema, LEGAL_PAGES, type LegalPageName, legalTextsSchema, personQuerySchema, retentionSettingsSchema } from "./schema";

function legalPage(name: unknown): LegalPageName {
  if (!(LEGAL_PAGES as readonly unknown[]).includes(name)) throw new ApiError("not_found", "No such page");
  return name as LegalPageName;
}

/**
 * Admins only: a person's data found by e-mail and erased, the retention setting and
 * the last run of its daily job, the privacy policy and terms texts. Every write here is
 * recorded by the audit log's own middleware, with field names only (never the address). `mail`
 * deletes what the mail transport kept of the address's messages (the .eml files without SMTP_URL).
 */
export function privacyApiRouter({ db, mail }: { db: Db; mail: { forget(address: string): Promise<number> } }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  router.use("/admin/privacy", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/admin/privacy/person", guard, async (req, res) => {
    const { email } = parseBody(personQuerySchema, req.query);
    res.json(await findPerson(db, email));
  });
  router.post("/admin/privacy/erase", guard, async (req, res) => {
    const { email } = parseBody(eraseSchema, req.body);
    const { erased } = await erasePerson(db, email);
    const answer: ErasedCounts = { erased: { ...erased, files: await mail.forget(email) } };
    res.json(answer);
  });

  router.get("/admin/privacy/retention", guard, async (_req, res) => {
    res.json(await retentionStatus(db));
  });
  router.put("/admin/privacy/retention", guard, async (req, res) => {
    await saveRetentionSettings(db, parseBody(retentionSettingsSchema, req.body));
    // The privacy page states the setting.
    forgetReads(db, LEGAL_READS);
    res.json(await retentionStatus(db));
  });

  router.get("/admin/privacy/pages/:page", guard, async (req, res) => {
    res.json(await loadLegalPage(db, legalPage(req.params.page)));
  });
  router.put("/admin/privacy/pages/:page", guard, async (req, res) => {
    const page = legalPage(req.params.page);
    res.json(await saveLegalPage(db, page, parseBody(legalTextsSchema, req.body)));
  });
  router.delete("/admin/privacy/pages/:page", guard, async (req, res) => {
    res.json(await resetLegalPage(db, legalPage(req.params.page)));
  });
  return router;
}
