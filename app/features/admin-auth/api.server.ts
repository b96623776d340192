import express from "express";
import type { Db } from "../../db/client.server";
import type { LoginService } from "./login.server";
import { bearerToken, requireAdmin } from "./require-admin.server";
import { revokeSession } from "./sessions.server";

/** docs/product.md §12: login, logout and verify under /api/admin. */
export function adminAuthApiRouter({ db, login }: { db: Db; login: LoginService }): express.Router {
  const router = express.Router({ caseSensitive: false, strict: false });
  router.use("/admin", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/admin/login", async (req, res) => {
    const body: unknown = req.body;
    const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const outcome = await login.login(fields, req.ip ?? "unknown");
    if (outcome.status === 200) {
      res.json({ token: outcome.token });
      return;
    }
    if (outcome.status === 429) res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
    res.status(outcome.status).json({ message: outcome.message });
  });

  router.post("/admin/logout", requireAdmin(db), async (req, res) => {
    await revokeSession(db, bearerToken(req.headers.authorization)!);
    res.status(204).end();
  });

  router.get("/admin/verify", requireAdmin(db), (_req, res) => {
    res.json({ username: res.locals.admin!.username });
  });

  return router;
}
