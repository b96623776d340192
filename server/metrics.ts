import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { queryRows, type Database } from "../app/db/client.server";
import { METRICS, perScrape, type Platform } from "../app/capability.server";
import { jobRuns } from "../app/jobs/job-runs.server";
import type { LiveHub } from "./live-socket";

/**
 * Prometheus metrics (docs/operations.md, "Metrics"), on `/metrics` only when METRICS_TOKEN is set and only for that
 * bearer token. Every label value comes from a fixed set: requests are labelled by the route pattern that answered
 * them (`/:lang/orchestra/event/:id`, `/api/concerts/:id`), never by the path asked for, so no personal data, token or
 * made-up address becomes a series.
 */
export type Metrics = {
  registry: Registry;
  /** Called once per request, before anything answers it: counted and timed when its response ends. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** The kept-answer store's lookups (server/kept-answers.ts). */
  keptAnswer(outcome: "hit" | "miss"): void;
  /** The page routes of the React Router build, for labelling pages by their pattern. */
  usePageRoutes(routes: ServerBuild["routes"]): void;
  /** Whether `authorization` carries the configured bearer token (compared in constant time). */
  allows(authorization: string | undefined): boolean;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
export const OPERATIONS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);
const PATTERNS_KEPT = 2_000;

/** React Router's flat route manifest as the nested routes `matchRoutes` reads. */
function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      return route!.index
        ? { id: route!.id, index: true, caseSensitive: route!.caseSensitive }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: children.length ? children : undefined };
    });
}

type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; originalUrl?: string };

/**
 * The pattern of the route that answered: Express's route for the API (its router's mount path and route path),
 * React Router's matched routes for pages (kept answers included), a fixed name for everything else.
 */
export function routePatternOf(req: RoutedRequest, pages: RouteObject[] | null): string {
  if (req.route && typeof req.route.path === "string") return `${req.baseUrl ?? ""}${req.route.path}`;
  const path = (req.originalUrl ?? req.url ?? "/").split("?")[0]!;
  if (OPERATIONS_PATHS.has(path)) return path;
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/uploads/")) return "/uploads/*";
  if (path === "/api" || path.startsWith("/api/")) return "/api/*";
  const matches = pages && matchRoutes(pages, path);
  if (matches?.length) {
    const parts = matches.map((match) => match.route.path).filter((part): part is string => Boolean(part));
    return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
  }
  return "unmatched";
}

const digest = (text: string) => createHash("sha256").update(text).digest();

export function createMetrics(options: {
  token: string;
  database: Database;
  live: Pick<LiveHub, "size">;
  /** Where the capabilities' families come from (METRICS: the catalogue's, the campaigns'). */
  collect: Platform["collect"];
}): Metrics {
  const { database } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let pages: RouteObject[] | null = null;
  const expected = digest(`Bearer ${options.token}`);

  const requests = new Counter({
    name: "hall_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "hall_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const kept = new Counter({
    name: "hall_kept_answers_total",
    help: "Lookups of the kept-answer store: hit (answered from memory) or miss (rendered).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  kept.inc({ outcome: "hit" }, 0);
  kept.inc({ outcome: "miss" }, 0);

  // One read of the outbox per scrape, shared by the gauges that show it.
  const databaseFigures = perScrape(() => readDatabaseFigures(database));

  new Gauge({
    name: "hall_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest mail still waiting in the outbox (0 when none waits).",
    registers: [registry],
    async collect() {
      this.reset();
      const found = await databaseFigures();
      if (found) this.set(found.outbox.oldestPendingSeconds);
    },
  });
  new Gauge({
    name: "hall_outbox_messages",
    help: "Mail in the outbox: pending (waiting to be sent or retried) and failed (given up).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const found = await databaseFigures();
      if (!found) return;
      this.set({ status: "pending" }, found.outbox.pending);
      this.set({ status: "failed" }, found.outbox.failed);
    },
  });
  for (const register of options.collect(METRICS)) register(registry);
  new Counter({
    name: "hall_job_runs_total",
    help: "Runs of the background jobs (retention, campaign dispatch, search index, ...), by outcome.",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, run] of jobRuns()) {
        this.inc({ job, outcome: "ok" }, run.ok);
        this.inc({ job, outcome: "failed" }, run.failed);
      }
    },
  });
  new Gauge({
    name: "hall_job_last_success_timestamp_seconds",
    help: "When each background job last ran without an error (Unix time).",
    labelNames: ["job"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, run] of jobRuns()) if (run.lastSuccessAt) this.set({ job }, run.lastSuccessAt / 1000);
    },
  });
  new Gauge({
    name: "hall_live_sockets",
    help: "Admin live-update sockets open on this instance.",
    registers: [registry],
    collect() {
      this.set(options.live.size);
    },
  });
  new Gauge({
    name: "hall_db_pool_connections",
    help: "PostgreSQL connections of this instance's pool: total, idle, and requests waiting for one (absent on the embedded database).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });

  // Matching a path against the page routes ranks every route again each time (the cost of a kept page several
  // times over): a path's pattern is remembered, for at most PATTERNS_KEPT paths, forgotten all at once past that
  // so that made-up paths cannot grow it. An API route's pattern is Express's own and needs no matching.
  const patterns = new Map<string, string>();
  const patternOf = (req: RoutedRequest) => {
    if (req.route || !pages) return routePatternOf(req, pages);
    const path = (req.originalUrl ?? req.url ?? "/").split("?")[0]!;
    let pattern = patterns.get(path);
    if (pattern === undefined) {
      if (patterns.size >= PATTERNS_KEPT) patterns.clear();
      pattern = routePatternOf(req, pages);
      patterns.set(path, pattern);
    }
    return pattern;
  };

  return {
    registry,
    observe(req, res) {
      const started = process.hrtime.bigint();
      res.once("close", () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
        const route = patternOf(req);
        requests.inc({ method, route, status: String(res.statusCode) });
        duration.observe({ method, route }, seconds);
      });
    },
    keptAnswer(outcome) {
      kept.inc({ outcome });
    },
    usePageRoutes(routes) {
      pages = routeTree(routes, undefined);
    },
    allows(authorization) {
      if (!authorization) return false;
      return timingSafeEqual(digest(authorization.trim()), expected);
    },
  };
}

type DatabaseFigures = { outbox: { pending: number; failed: number; oldestPendingSeconds: number } };

async function readDatabaseFigures(database: Database): Promise<DatabaseFigures> {
  const [outbox] = await queryRows<{ pending: string; failed: string; oldest: string | null }>(
    database.db,
    sql`
      select count(*) filter (where status = 'pending') as pending,
             count(*) filter (where status = 'failed') as failed,
             extract(epoch from now() - min(created_at) filter (where status = 'pending')) as oldest
      from outbox where status in ('pending', 'failed')`,
  );
  return {
    outbox: { pending: Number(outbox?.pending ?? 0), failed: Number(outbox?.failed ?? 0), oldestPendingSeconds: Math.max(0, Number(outbox?.oldest ?? 0)) },
  };
}
