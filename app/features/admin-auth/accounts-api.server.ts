import express from "express";
import { parseRecordId } from "../../http/record-id";
import type { Db } from "../../db/client.server";
import { createAccountService } from "./accounts.server";
import { requireAdmin } from "./require-admin.server";

/**
 * Colleagues' accounts under /api/admin/users (admins only) and every account's own password
 * under /api/admin/password. `sessionsChanged` re-checks live sockets on every instance.
 */
export function adminAccountsApiRouter({
  db,
  sessionsChanged,
  protectedUsername,
}: {
  db: Db;
  sessionsChanged: () => void;
  /** ADMIN_USERNAME: that account cannot be made an editor or removed through the API. */
  protectedUsername?: string;
}): express.Router {
  const router = express.Router();
  const adminsOnly = requireAdmin(db, { role: "admin" });
  const signedIn = requireAdmin(db);
  const accounts = createAccountService(db, sessionsChanged, { protectedUsername });
  router.use("/admin/users", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/admin/users", adminsOnly, async (_req, res) => {
    res.json(await accounts.list());
  });
  router.post("/admin/users", adminsOnly, async (req, res) => {
    res.status(201).json(await accounts.create(req.body));
  });
  router.patch("/admin/users/:id", adminsOnly, async (req, res) => {
    res.json(await accounts.change(parseRecordId(req.params.id), req.body));
  });
  router.delete("/admin/users/:id", adminsOnly, async (req, res) => {
    await accounts.remove(parseRecordId(req.params.id), res.locals.admin!);
    res.status(204).end();
  });
  router.post("/admin/password", signedIn, async (req, res) => {
    await accounts.changeOwnPassword(res.locals.admin!, req.body);
    res.status(204).end();
  });
  return router;
}
