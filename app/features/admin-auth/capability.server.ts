import { capability, contribute, LIVE_ACCESS, type Platform } from "../../capability.server";
import { recordAudit } from "../audit/public.server";
import { adminAccountsApiRouter } from "./accounts-api.server";
import { adminAuthApiRouter } from "./api.server";
import { bootstrapAdmin } from "./bootstrap-admin.server";
import { liveSocketAccess } from "./live-access.server";
import { createLoginService, type LoginService } from "./login.server";
import { deleteExpiredSessions } from "./sessions.server";

declare module "../../capability.server" {
  interface Tuning {
    loginLimit?: { limit: number; windowMs: number };
  }
}

type Needs = Pick<Platform, "db" | "config" | "fanout" | "tuning"> & { login: LoginService };

/** Staff accounts: the first admin, sign-in with its throttling and audit, the accounts' admin, and who may hold a live socket. */
export const adminAuthCapability = capability({
  name: "admin-auth",
  async prepare({ db, config, log }) {
    const admin = await bootstrapAdmin(db, config.admin);
    if (admin.action === "generated") {
      // Printed once, on purpose outside the structured log, so it is not shipped to log storage.
      process.stdout.write(
        `\n  No admin existed, so one was created.\n  username: ${admin.username}\n  password: ${admin.password}\n  Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n\n`,
      );
    } else if (admin.action !== "none") {
      log.info({ username: admin.username, action: admin.action }, "admin from environment");
    }
    await deleteExpiredSessions(db);
  },
  start: ({ db, tuning }: Needs) => ({
    provides: {
      login: createLoginService(db, tuning.loginLimit, (event) =>
        recordAudit(
          db,
          event.outcome === "sign-in-throttled"
            ? { actorId: null, actor: "", action: event.outcome, entity: "session", entityId: event.address, dedupeKey: `${event.outcome}:${event.address}:${event.window.toISOString()}` }
            : { actorId: event.adminId, actor: event.username, action: event.outcome, entity: "session" },
        ),
      ),
    },
  }),
  api: [
    { router: ({ db, login, fanout }) => adminAuthApiRouter({ db, login, sessionsChanged: () => fanout.sessionsChanged() }) },
    { router: ({ db, fanout, config }) => adminAccountsApiRouter({ db, sessionsChanged: () => fanout.sessionsChanged(), protectedUsername: config.admin?.username }) },
  ],
  contributes: [contribute(LIVE_ACCESS, ({ db }: Needs) => liveSocketAccess(db))],
});
