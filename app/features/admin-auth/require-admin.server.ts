import type { RequestHandler } from "express";
import type { Db } from "../../db/client.server";
import { type AdminIdentity, findSession } from "./sessions.server";

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

/** Every admin API call passes here: 401 unless the bearer token is a live admin session. */
export function requireAdmin(db: Db): RequestHandler {
  return async (req, res, next) => {
    const admin = await findSession(db, bearerToken(req.headers.authorization));
    if (!admin) {
      res.status(401).json({ message: "Authentication required", code: "unauthorized" });
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
