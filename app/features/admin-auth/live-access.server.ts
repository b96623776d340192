import type { Db } from "../../db/client.server";
import { hasRole, LIVE_MESSAGES_ROLE } from "./roles";
import { type AdminIdentity, findSession } from "./sessions.server";

/** Who may hold the live socket (any live session) and who is sent its messages (by role). */
export function liveSocketAccess(db: Db) {
  return {
    verifyToken: (token: string | null) => findSession(db, token),
    mayReceive: (identity: AdminIdentity) => hasRole(identity.role, LIVE_MESSAGES_ROLE),
  };
}
