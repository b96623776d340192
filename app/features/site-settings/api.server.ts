import express from "express";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/public.server";
import { parseBody } from "../../http/parse-body";
import { SETTINGS_PROBLEMS, settingsProblems, supportTextsSchema, testAddressesSchema } from "./schema";
import {
  loadContactSettings,
  loadReplyTemplates,
  loadSupportTexts,
  loadTestAddresses,
  resetSupportTexts,
  saveContactSettings,
  saveReplyTemplates,
  saveSupportTexts,
  saveTestAddresses,
} from "./settings.server";
import { replyTemplatesSchema } from "./reply-templates";
import { statusOf } from "../../http/error-codes";

/** The site's contacts, the staff test addresses of campaigns, the starting texts of inquiry replies and the support page's text, as admins edit them at /admin/settings. */
export function siteSettingsApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  router.get("/admin/settings", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await loadContactSettings(db));
  });
  router.put("/admin/settings", guard, async (req, res) => {
    const checked = settingsProblems(req.body);
    if (!checked.value) {
      const fields = Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, SETTINGS_PROBLEMS[problem]]));
      res.status(statusOf("invalid_settings")).json({ message: Object.values(fields)[0] ?? "Invalid settings", code: "invalid_settings", fields, problems: checked.problems });
      return;
    }
    await saveContactSettings(db, checked.value);
    res.json(checked.value);
  });
  router.get("/admin/settings/test-addresses", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await loadTestAddresses(db));
  });
  router.put("/admin/settings/test-addresses", guard, async (req, res) => {
    const list = parseBody(testAddressesSchema, req.body, "invalid_test_addresses");
    await saveTestAddresses(db, list);
    res.json(list);
  });
  router.get("/admin/settings/reply-templates", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await loadReplyTemplates(db));
  });
  router.put("/admin/settings/reply-templates", guard, async (req, res) => {
    const templates = parseBody(replyTemplatesSchema, req.body, "invalid_reply_templates");
    await saveReplyTemplates(db, templates);
    res.json(templates);
  });
  router.get("/admin/settings/support", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await loadSupportTexts(db));
  });
  router.put("/admin/settings/support", guard, async (req, res) => {
    res.json(await saveSupportTexts(db, parseBody(supportTextsSchema, req.body, "invalid_support_texts")));
  });
  router.delete("/admin/settings/support", guard, async (_req, res) => {
    res.json(await resetSupportTexts(db));
  });
  return router;
}
