import express from "express";
import type { Db } from "../../db/client.server";
import { parseBody } from "../../http/parse-body";
import { requireAdmin } from "../admin-auth/public.server";
import { loadAccessibilityFacts, saveAccessibilityFacts } from "./accessibility-facts.server";
import { accessibilityFactsSchema } from "./schema";

/** The accessibility page's facts as admins edit them at /admin/settings. */
export function venueApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  router.get("/admin/accessibility-facts", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await loadAccessibilityFacts(db));
  });
  router.put("/admin/accessibility-facts", guard, async (req, res) => {
    const facts = parseBody(accessibilityFactsSchema, req.body, "invalid_accessibility_facts");
    res.setHeader("Cache-Control", "no-store");
    res.json(await saveAccessibilityFacts(db, facts));
  });
  return router;
}
