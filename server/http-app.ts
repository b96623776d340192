import compression from "compression";
import express, { type Express } from "express";
import type { IncomingMessage, RequestListener } from "node:http";
import { pinoHttp } from "pino-http";
import { KEPT_PAGE_SERVED, LOGGED_URL } from "../app/capability.server";
import { sandboxChartRouter } from "../app/eventhub/sandbox/site-chart.server";
import { createSiteOrigin, malformedRequest, MISDIRECTED_TEXT } from "../app/http/site-origin.server";
import { apiErrorHandler, apiNotFound } from "./api-errors";
import { createKeptAnswers } from "./kept-answers";
import { redactUrl } from "./logger";
import { OPERATIONS_PATHS } from "./metrics";
import { securityHeaderList, securityHeaders } from "./security-headers";
import type { AppServices } from "./services";

export type { AppServices };

export const JSON_BODY_LIMIT = "1mb";

/** How the host check refuses a request: 400 malformed, 421 a host this site does not answer for. */
export type RefusedStatus = 400 | 421;
const BAD_REQUEST_TEXT = "Bad request: the Host header or the request target is malformed.\n";

/** PostgreSQL text cannot hold NUL, and no field needs it: dropped while parsing, so it never reaches a query. */
const withoutNul = (_key: string, value: unknown) => (typeof value === "string" ? value.replaceAll("\0", "") : value);

/** The capabilities' routers (server/services.ts) around the JSON body parser, then the API's 404 and error answers. */
function createApiRouter(services: AppServices): express.Router {
  const api = express.Router();
  for (const router of services.api.beforeBody) api.use(router);
  api.use(express.json({ limit: JSON_BODY_LIMIT, reviver: withoutNul }));
  for (const router of services.api.afterBody) api.use(router);
  api.use(apiNotFound);
  api.use(apiErrorHandler(services.log));
  return api;
}

/**
 * Everything the server answers: kept answers first (server/kept-answers.ts, before any other
 * middleware), then health, the JSON API and its errors. `mountSite` adds static files and server
 * rendering after these (server/site.ts). `handle` is what the HTTP server runs for each request.
 */
export function createHttpApp(
  services: AppServices,
  options: { development?: boolean; keepAnswers?: boolean; mountSite?: (app: Express) => void } = {},
): { app: Express; handle: RequestListener; admit: (req: IncomingMessage) => RefusedStatus | null } {
  const { config, log, database } = services;
  const redactions = services.collect(LOGGED_URL);
  const logged = (url: string) => redactUrl(redactions.reduce((redacted, redact) => redact(redacted), url));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(
    pinoHttp({
      logger: log,
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: logged(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith("/assets/")) },
    }),
  );
  const securityOptions = {
    production: config.production,
    development: Boolean(options.development),
    formTargets: services.ticketingOrigin ? [services.ticketingOrigin] : [],
    mediaStorage: config.s3 && { publicOrigin: new URL(config.s3.publicUrl).origin, uploadOrigin: new URL(config.s3.endpoint).origin },
  };
  const headerList = securityHeaderList(securityOptions);
  app.use(securityHeaders(securityOptions, headerList));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", database: ok ? "up" : "down" });
  });

  app.get("/readyz", async (_req, res) => {
    const report = await services.readiness.check();
    res.setHeader("Cache-Control", "no-store");
    res.status(report.status === "ready" ? 200 : 503).json(report);
  });

  // Off (404) unless METRICS_TOKEN is set; then only for that bearer token.
  app.get("/metrics", async (req, res) => {
    const { metrics } = services;
    res.setHeader("Cache-Control", "no-store");
    if (!metrics) {
      res.status(404).type("text/plain").send("Not found.\n");
      return;
    }
    if (!metrics.allows(req.headers.authorization)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("A bearer token is needed.\n");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  for (const files of services.files) app.use(files);
  if (services.sandbox) app.use(sandboxChartRouter(services.sandbox));
  // Vite serves development pages with scripts of its own, so nothing is kept there.
  // A kept page answered before Express runs is counted with the address Express would give it (trust proxy).
  const ip = Object.getOwnPropertyDescriptor(app.request, "ip")?.get;
  const addressOf = (req: IncomingMessage) =>
    String((config.trustProxy === false ? undefined : ip?.call({ app, headers: req.headers, socket: req.socket, connection: req.socket })) ?? req.socket.remoteAddress ?? "");
  const keptPageServed = services.collect(KEPT_PAGE_SERVED);
  const kept =
    options.development || options.keepAnswers === false
      ? null
    : createKeptAnswers({
        securityHeaders: headerList,
        onPage: (req) => {
          for (const served of keptPageServed) served(req, addressOf(req));
        },
        onLookup: services.metrics ? (outcome) => services.metrics!.keptAnswer(outcome) : undefined,
      });
  if (kept) app.use(kept.middleware);
  app.use("/api", createApiRouter(services));
  options.mountSite?.(app);
  // Before anything else, kept answers included: a request naming a host the configuration does
  // not accept is refused, so no page, kept answer or message ever carries an attacker's host.
  const trust = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const originOf = createSiteOrigin({
    publicUrl: config.publicUrl,
    allowedHosts: config.allowedHosts,
    trustsProxy: (req) => trust(req.socket.remoteAddress, 0),
  });
  /**
   * The host check every request and every `/ws` upgrade passes first: 400 for a request no URL can
   * be built from (logged in one line, before any code that would throw on it), 421 for a host the
   * configuration does not accept; otherwise the request carries its site origin.
   */
  function admit(req: IncomingMessage): RefusedStatus | null {
    if (malformedRequest(req)) {
      log.warn({ method: req.method, url: redactUrl(req.url)?.slice(0, 200), host: req.headers.host?.slice(0, 100) }, "request refused: malformed Host or request target");
      return 400;
    }
    const origin = originOf(req);
    if (origin === null && !OPERATIONS_PATHS.has(req.url ?? "")) return 421;
    req.siteOrigin = origin ?? undefined;
    return null;
  }
  return {
    app,
    admit,
    handle: (req, res) => {
      services.metrics?.observe(req, res);
      const refused = admit(req);
      if (refused) {
        res.writeHead(refused, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(refused === 400 ? { connection: "close" } : {}), ...Object.fromEntries(headerList("'none'")) });
        res.end(refused === 400 ? BAD_REQUEST_TEXT : MISDIRECTED_TEXT);
        return;
      }
      if (!kept?.serve(req, res)) app(req, res);
    },
  };
}
