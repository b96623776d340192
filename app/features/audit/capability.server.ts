import { capability, type Platform } from "../../capability.server";
import { auditApiRouter } from "./api.server";
import { recordAdminWrites } from "./record-writes.server";

export const auditCapability = capability({
  name: "audit",
  api: [
    // First of all: every successful admin write, whatever its router, is recorded in the audit log.
    { beforeBody: true, router: ({ db, log }: Pick<Platform, "db" | "log">) => recordAdminWrites({ db, onError: (error) => log.error({ err: error }, "audit entry not recorded") }) },
    { router: ({ db }) => auditApiRouter({ db }) },
  ],
});
