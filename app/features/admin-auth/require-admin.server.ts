import type { RequestHandler } from "express";
import type { Db } from "../../db/client.server";
import { type AdminRole, hasRole } from "./roles";
import { type AdminIdentity, findSession } from "./sessions.server";
import { statusOf } from "../../http/error-codes";

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      admin?: AdminIdentity;
    }
  }
}

export const FORBIDDEN = { message: "Your account may not do this; ask an admin.", code: "forbidden" } as const;

/**
 * Every admin API call passes here: 401 unless the bearer token is a live session, and 403 when
 * that account's role is short of `role` (default `editor`, i.e. any signed-in account). A router
 * of admin-only endpoints makes one guard, `requireAdmin(db, { role: "admin" })`, and puts it on each route.
 */
export function requireAdmin(db: Db, { role = "editor" }: { role?: AdminRole } = {}): RequestHandler {
  return async (req, res, next) => {
    const admin = await findSession(db, bearerToken(req.headers.authorization));
    if (!admin) {
      res.status(statusOf("unauthorized")).json({ message: "Authentication required", code: "unauthorized" });
      return;
    }
    if (!hasRole(admin.role, role)) {
      res.status(statusOf(FORBIDDEN.code)).json(FORBIDDEN);
      return;
    }
    res.locals.admin = admin;
    next();
  };
}

/** The admin behind the request if it carries a valid token, for endpoints that show admins more. */
export async function optionalAdmin(db: Db, authorization: string | undefined): Promise<AdminIdentity | null> {
  const token = bearerToken(authorization);
  return token ? findSession(db, token) : null;
}
