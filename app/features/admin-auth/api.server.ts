import express from "express";
import type { Db } from "../../db/client.server";
import type { LoginService } from "./login.server";
import { bearerToken, requireAdmin } from "./require-admin.server";
import { revokeSession } from "./sessions.server";
import { isJsonObject } from "../../http/json-object";

/** docs/product.md §12: login, logout and verify (which tells the screens the account's role) under /api/admin. */
export function adminAuthApiRouter({ db, login, sessionsChanged }: { db: Db; login: LoginService; sessionsChanged: () => void }): express.Router {
  const router = express.Router({ caseSensitive: false, strict: false });
  router.use("/admin", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/admin/login", async (req, res) => {
    const body: unknown = req.body;
    const outcome = await login.login(isJsonObject(body) ? body : {}, req.ip ?? "unknown");
    if (outcome.status === 200) {
      res.json({ token: outcome.token });
      return;
    }
    if (outcome.status === 429) {
      res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
      res.status(429).json({ message: outcome.message, code: outcome.code, retryAfterSeconds: outcome.retryAfterSeconds });
      return;
    }
    res.status(outcome.status).json({ message: outcome.message, code: outcome.code });
  });

  router.post("/admin/logout", requireAdmin(db), async (req, res) => {
    await revokeSession(db, bearerToken(req.headers.authorization)!);
    sessionsChanged();
    res.status(204).end();
  });

  router.get("/admin/verify", requireAdmin(db), (_req, res) => {
    res.json({ username: res.locals.admin!.username, role: res.locals.admin!.role });
  });

  return router;
}
