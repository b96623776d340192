import express from "express";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/public.server";
import { removeDemoContent } from "./demo-content.server";

/** "Remove demo content" on the dashboard: the seeded banners, coming-soon cards and database concerts. */
export function demoContentApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  router.post("/admin/demo-content/remove", requireAdmin(db, { role: "admin" }), async (_req, res) => {
    res.json(await removeDemoContent(db));
  });
  return router;
}
