import compression from "compression";
import express, { type Express } from "express";
import type { IncomingMessage, RequestListener } from "node:http";
import { pinoHttp } from "pino-http";
import type { Database } from "../app/db/client.server";
import { bannerApiRouter } from "../app/features/banners/api.server";
import { concertApiRouter } from "../app/features/concerts/api.server";
import type { ConcertCatalogue } from "../app/features/concerts/catalogue.server";
import { apiErrorHandler, apiNotFound } from "./api-errors";
import type { ServerConfig } from "./config";
import type { LiveFanout } from "./live-fanout";
import type { LiveHub } from "./live-socket";
import { redactUrl, type Logger } from "./logger";
import type { InquiryService } from "../app/features/inquiries/inquiry-service.server";
import { inquiriesApiRouter } from "../app/features/inquiries/api.server";
import type { SubscriptionService } from "../app/features/newsletter/subscribe.server";
import { newsletterApiRouter } from "../app/features/newsletter/api.server";
import { subscribersAdminApiRouter } from "../app/features/newsletter/admin-api.server";
import { outboxAdminApiRouter } from "../app/features/admin-dashboard/outbox-api.server";
import type { MailSender } from "../app/mail/sender.server";
import { campaignsApiRouter } from "../app/features/campaigns/api.server";
import type { CampaignService } from "../app/features/campaigns/campaigns.server";
import { adminDashboardApiRouter } from "../app/features/admin-dashboard/api.server";
import { markTileSeen } from "../app/features/admin-dashboard/badges.server";
import { demoContentApiRouter } from "../app/features/demo-content/api.server";
import { siteSettingsApiRouter } from "../app/features/site-settings/api.server";
import { venueApiRouter } from "../app/features/venue/api.server";
import { inquiriesAdminApiRouter } from "../app/features/inquiries/admin-api.server";
import { adminAuthApiRouter } from "../app/features/admin-auth/api.server";
import { adminAccountsApiRouter } from "../app/features/admin-auth/accounts-api.server";
import type { LoginService } from "../app/features/admin-auth/login.server";
import { securityHeaderList, securityHeaders } from "./security-headers";
import { createKeptAnswers } from "./kept-answers";
import { staffApiRouter } from "../app/features/staff/api.server";
import { artistsApiRouter } from "../app/features/artists/api.server";
import { seriesApiRouter } from "../app/features/series/api.server";
import { programmesApiRouter } from "../app/features/programmes/api.server";
import { comingSoonApiRouter } from "../app/features/coming-soon/api.server";
import { mediaUploadApiRouter, redactUploadToken } from "../app/features/media-uploads/api.server";
import { mediaClaimer } from "../app/features/media-uploads/claim.server";
import { localMediaRouter } from "../app/features/media-uploads/serve-uploads.server";
import { libraryFilesRouter, mediaLibraryApiRouter } from "../app/features/media-library/public.server";
import { LocalMediaStorage, type MediaStorage } from "../app/features/media-uploads/storage.server";
import type { EventHubSandbox } from "../app/eventhub/sandbox/sandbox-server";
import { visitorFiguresApiRouter } from "../app/features/visitor-figures/api.server";
import type { VisitorCounter } from "../app/features/visitor-figures/counter.server";
import { sandboxChartRouter } from "../app/eventhub/sandbox/site-chart.server";
import { createSiteOrigin, malformedRequest, MISDIRECTED_TEXT } from "../app/http/site-origin.server";
import { searchApiRouter } from "../app/features/search/api.server";
import type { SearchIndex } from "../app/features/search/search-index.server";
import type { SearchLimit } from "../app/features/search/search-limit.server";
import { auditApiRouter } from "../app/features/audit/api.server";
import { hallFactsApiRouter } from "../app/features/hall-facts/public.server";
import { pagesApiRouter } from "../app/features/pages/public.server";
import { recordAdminWrites } from "../app/features/audit/record-writes.server";
import { privacyApiRouter } from "../app/features/privacy/api.server";
import type { Readiness } from "./readiness";
import { alertsApiRouter } from "../app/features/alerts/api.server";
import type { AlertService } from "../app/features/alerts/alert-service.server";
import { type Metrics, OPERATIONS_PATHS } from "./metrics";

export type AppServices = {
  config: ServerConfig;
  log: Logger;
  database: Database;
  live: LiveHub;
  /** Live messages and session changes to every instance's sockets. */
  fanout: LiveFanout;
  catalogue: ConcertCatalogue;
  /** The public forms: the inquiries and the newsletter subscription. */
  forms: InquiryService & SubscriptionService;
  /** Alerts of seats, sales, changes and new concerts: the public requests and their confirmation. */
  alerts: AlertService;
  login: LoginService;
  storage: MediaStorage;
  /** Where the seat chart lives when not on this site: the no-script Buy ticket form is redirected there. */
  ticketingOrigin: string | null;
  /** The in-process EventHub sandbox (EVENTHUB_URL unset), whose seat chart this site serves. */
  sandbox: Pick<EventHubSandbox, "chartPage"> | null;
  mail: MailSender;
  /** Cookie-free visitor figures: page views (kept and rendered) and Buy ticket clicks, written in batches. */
  visitors: VisitorCounter;
  search: SearchIndex;
  /** Searches per client address and minute, on the API and the search page. */
  searchLimit: SearchLimit;
  /** Newsletter campaigns: the admin API and the background queueing at NEWSLETTER_RATE. */
  campaigns: CampaignService;
  /** What `/readyz` answers (server/readiness.ts); drained at SIGTERM. */
  readiness: Readiness;
  /** Prometheus metrics (server/metrics.ts); null unless METRICS_TOKEN is set. */
  metrics: Metrics | null;
};

export const JSON_BODY_LIMIT = "1mb";

/** How the host check refuses a request: 400 malformed, 421 a host this site does not answer for. */
export type RefusedStatus = 400 | 421;
const BAD_REQUEST_TEXT = "Bad request: the Host header or the request target is malformed.\n";

/** PostgreSQL text cannot hold NUL, and no field needs it: dropped while parsing, so it never reaches a query. */
const withoutNul = (_key: string, value: unknown) => (typeof value === "string" ? value.replaceAll("\0", "") : value);

function createApiRouter(services: AppServices): express.Router {
  const api = express.Router();
  // First of all: every successful admin write below, whatever its router, is recorded in the audit log.
  api.use(recordAdminWrites({ db: services.database.db, onError: (error) => services.log.error({ err: error }, "audit entry not recorded") }));
  // Before the JSON parser: an upload body is the file itself, streamed and checked by this router.
  api.use(mediaUploadApiRouter({ db: services.database.db, storage: services.storage }));
  api.use(express.json({ limit: JSON_BODY_LIMIT, reviver: withoutNul }));
  const claimMedia = mediaClaimer(services.database.db, services.storage);
  api.use(bannerApiRouter({ db: services.database.db, production: services.config.production, claimMedia, storage: services.storage }));
  api.use(staffApiRouter({ db: services.database.db, claimMedia, storage: services.storage }));
  api.use(comingSoonApiRouter({ db: services.database.db, claimMedia, storage: services.storage }));
  // A chart URL given to a visitor is a Buy ticket click, counted for the visitor figures.
  api.post("/eventhub-proxy/Event/GetChart", services.visitors.chartRequests);
  api.use(artistsApiRouter({ db: services.database.db, claimMedia, storage: services.storage }));
  api.use(seriesApiRouter({ db: services.database.db, claimMedia, storage: services.storage }));
  api.use(mediaLibraryApiRouter({ db: services.database.db, storage: services.storage }));
  // The printed QR codes name the configured address; without PUBLIC_URL, the server's own (the sheet says so).
  const publicOrigin = { url: services.config.publicUrl ?? `http://localhost:${services.config.port}`, configured: Boolean(services.config.publicUrl) };
  api.use(programmesApiRouter({ db: services.database.db, catalogue: services.catalogue, publicOrigin }));
  api.use(concertApiRouter({ catalogue: services.catalogue, db: services.database.db }));
  api.use(searchApiRouter({ index: services.search, limit: services.searchLimit }));
  api.use(newsletterApiRouter({ forms: services.forms, db: services.database.db }));
  api.use(inquiriesApiRouter({ forms: services.forms }));
  api.use(alertsApiRouter({ alerts: services.alerts, db: services.database.db }));
  api.use(outboxAdminApiRouter({ db: services.database.db }));
  const listOpened = (adminId: number, list: Parameters<typeof markTileSeen>[2]) => markTileSeen(services.database.db, adminId, list);
  api.use(subscribersAdminApiRouter({ db: services.database.db, listOpened }));
  api.use(inquiriesAdminApiRouter({ db: services.database.db, listOpened, wakeMail: () => services.mail.wake() }));
  api.use(campaignsApiRouter({ db: services.database.db, campaigns: services.campaigns }));
  api.use(adminDashboardApiRouter({ db: services.database.db, catalogue: services.catalogue }));
  api.use(siteSettingsApiRouter({ db: services.database.db }));
  api.use(venueApiRouter({ db: services.database.db }));
  api.use(hallFactsApiRouter({ db: services.database.db }));
  api.use(pagesApiRouter({ db: services.database.db }));
  api.use(demoContentApiRouter({ db: services.database.db }));
  api.use(visitorFiguresApiRouter({ db: services.database.db, catalogue: services.catalogue }));
  const sessionsChanged = () => services.fanout.sessionsChanged();
  api.use(adminAuthApiRouter({ db: services.database.db, login: services.login, sessionsChanged }));
  api.use(adminAccountsApiRouter({ db: services.database.db, sessionsChanged, protectedUsername: services.config.admin?.username }));
  api.use(auditApiRouter({ db: services.database.db }));
  api.use(privacyApiRouter({ db: services.database.db, mail: services.mail }));
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
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(
    pinoHttp({
      logger: log,
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: redactUrl(redactUploadToken(req.url)) }),
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

  // The media library's derived files (lib-<hash>.avif|webp), then the uploads themselves.
  if (services.storage instanceof LocalMediaStorage) app.use(libraryFilesRouter(services.storage));
  if (services.storage instanceof LocalMediaStorage) app.use(localMediaRouter(services.storage, services.database.db));
  if (services.sandbox) app.use(sandboxChartRouter(services.sandbox));
  // Vite serves development pages with scripts of its own, so nothing is kept there.
  // A kept page answered before Express runs is counted with the address Express would give it (trust proxy).
  const ip = Object.getOwnPropertyDescriptor(app.request, "ip")?.get;
  const addressOf = (req: IncomingMessage) =>
    String((config.trustProxy === false ? undefined : ip?.call({ app, headers: req.headers, socket: req.socket, connection: req.socket })) ?? req.socket.remoteAddress ?? "");
  const kept =
    options.development || options.keepAnswers === false
      ? null
    : createKeptAnswers({
        securityHeaders: headerList,
        onPage: (req) => services.visitors.keptPage(req, addressOf(req)),
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
