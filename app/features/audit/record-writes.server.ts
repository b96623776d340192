import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../../db/client.server";
import { recordAudit } from "./audit.server";
import { describeWrite } from "./audit-rules";
import { acceptedFieldNames } from "../../http/parse-body";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by a write that sends mail (a campaign test): the addresses its audit entry names. */
      auditRecipients?: string[];
      /** Set by a write whose entry names what it made rather than the route's id (a published document's version). */
      auditEntityId?: string;
    }
  }
}

/** Writes that change nothing anyone answers for: a dashboard tile marked as seen. */
export const NOT_CHANGES = new Set(["/admin/badges/:tile/seen"]);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The route the request matched, from the /api mount: `/advert-banners/:id`; null when no route answered. */
function matchedRoute(req: Request): string | null {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (!route || typeof route.path !== "string") return null;
  return `${req.baseUrl.replace(/^\/api/, "")}${route.path}`;
}

/**
 * Mounted once at the top of the /api router: every successful (2xx) write made with an admin
 * session (`res.locals.admin`, set by `requireAdmin`) is recorded in the audit log, with the
 * route it matched, before the answer leaves, so a caller that has its answer finds its entry.
 * New admin endpoints are covered without a line of their own.
 */
export function recordAdminWrites({ db, onError }: { db: Db; onError(error: unknown): void }): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) {
      next();
      return;
    }
    let answer: unknown;
    const json = res.json.bind(res);
    res.json = (body?: unknown) => {
      answer = body;
      return json(body);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let ended = false;
    res.end = ((...args: unknown[]) => {
      if (ended) return end(...args);
      ended = true;
      const admin = res.locals.admin;
      const route = matchedRoute(req);
      if (!admin || res.statusCode < 200 || res.statusCode >= 300 || !route || NOT_CHANGES.has(route)) return end(...args);
      const write = describeWrite({
        method: req.method,
        routePath: route,
        params: req.params ?? {},
        fields: acceptedFieldNames(req.body),
        answer,
      });
      recordAudit(db, {
        actorId: admin.adminId,
        actor: admin.username,
        ...write,
        ...(res.locals.auditEntityId ? { entityId: res.locals.auditEntityId } : {}),
        recipients: res.locals.auditRecipients,
      })
        .catch(onError)
        .finally(() => end(...args));
      return res;
    }) as Response["end"];
    next();
  };
}
