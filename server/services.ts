import path from "node:path";
import type { Database } from "../app/db/client.server";
import { liveSocketAccess } from "../app/features/admin-auth/live-access.server";
import { createLoginService } from "../app/features/admin-auth/login.server";
import { createInquiryService } from "../app/features/inquiries/inquiry-service.server";
import { NEWSLETTER_UNSUBSCRIBE_PATH, ONE_CLICK_UNSUBSCRIBE_PATH, removeExpiredSubscriptions } from "../app/features/newsletter/newsletter.server";
import { createSubscriptionService } from "../app/features/newsletter/subscribe.server";
import { createAlertService } from "../app/features/alerts/alert-service.server";
import { removeStaleAlerts } from "../app/features/alerts/alerts.server";
import { type AlertWatcherOptions, createAlertWatcher } from "../app/features/alerts/watcher.server";
import { createFormGuard } from "../app/forms/public-form.server";
import { createMailSender, type MailSenderOptions } from "../app/mail/sender.server";
import { createMailTransport } from "../app/mail/transport.server";
import { publicContacts } from "../app/features/site-settings/public.server";
import { createCampaignService } from "../app/features/campaigns/campaigns.server";
import { concertPath } from "../app/features/concerts/public";
import { formatEventDate } from "../app/i18n/format";
import { hallDay, parseEventDate, startOfHallDay } from "../app/i18n/hall-time";
import { localePath } from "../app/i18n/languages";
import { createMediaStorage } from "../app/features/media-uploads/create-media-storage.server";
import { forgetUnclaimedUploads } from "../app/features/media-uploads/public.server";
import { createVisitorCounter } from "../app/features/visitor-figures/counter.server";
import { recordAudit } from "../app/features/audit/audit.server";
import { runRetention } from "../app/features/privacy/retention.server";
import { createRateLimiter } from "../app/security/rate-limit.server";
import { createSearchIndex } from "../app/features/search/search-index.server";
import { createSearchLimit } from "../app/features/search/search-limit.server";
import { setUpCatalogue } from "./catalogue-setup";
import { createConcertRecorder } from "../app/features/programmes/concert-records.server";
import { artistSearchSource } from "../app/features/artists/public.server";
import { seriesSearchSource } from "../app/features/series/public.server";
import { concertSearchSource, pastConcertSearchSource } from "../app/features/programmes/public.server";
import type { ServerConfig } from "./config";
import type { AppServices } from "./http-app";
import { createLiveFanout } from "./live-fanout";
import { createLiveHub } from "./live-socket";
import { createReadiness } from "./readiness";
import { createMetrics } from "./metrics";
import { timedJob } from "../app/jobs/job-runs.server";
import { HALL_FACTS_KIND } from "../app/features/hall-facts/public.server";
import { PAGE_KIND, pageSearchSource } from "../app/features/pages/public.server";
import type { DocumentKind } from "../app/db/published-documents.server";
import { createPublishScheduler } from "./publish-scheduler";
import type { Logger } from "./logger";

type Window = { limit: number; windowMs: number };

/** What a test may tune; production takes every default. */
export type ServiceOverrides = {
  catalogue?: Parameters<typeof setUpCatalogue>[3];
  formRateLimit?: Window;
  loginLimit?: Window;
  liveRecheckMs?: number;
  mailSender?: Partial<MailSenderOptions>;
  /** How often the visitor figures are written (tests write them by calling `flush`). */
  visitorFlushMs?: number;
  searchRefreshMs?: number;
  /** How often campaigns are looked at (tests make it quick). */
  campaignTickMs?: number;
  /** The alert watcher's round interval and provider rate (tests make it quick). */
  alertWatcher?: Pick<AlertWatcherOptions, "intervalMs" | "callsPerMinute">;
  /** How often scheduled publishing looks for due drafts (tests make it quick). */
  publishTickMs?: number;
};

/**
 * The one composition of the services every request uses, on an open database: the concert
 * catalogue (the provider or the in-process sandbox), the live hub and its fan-out between
 * instances, the mail outbox's sender, forms, login and media storage. `server/main.ts` and the
 * tests' server (`tests/helpers/test-server.ts`) both build them here. `stop` ends what runs in
 * the background, after the HTTP server has stopped taking requests.
 */
export async function createServices(
  config: ServerConfig,
  database: Database,
  log: Logger,
  overrides: ServiceOverrides = {},
): Promise<{ services: AppServices; stop(): Promise<void> }> {
  const { db } = database;
  const { catalogue, sandbox, ticketingOrigin } = await setUpCatalogue(config, db, log, { onListed: createConcertRecorder(db), ...overrides.catalogue });
  const live = createLiveHub({ log, ...liveSocketAccess(db), recheckMs: overrides.liveRecheckMs });
  const fanout = await createLiveFanout({ database, hub: live, log });
  const transport = createMailTransport({ ...config.mail, dataDir: config.dataDir, log });
  if (transport.kind === "files") log.warn({ folder: path.join(config.dataDir, "mail") }, "SMTP_URL is not set: mail is written to .eml files");
  if (!config.mail.staff.length) log.info("STAFF_EMAIL is not set: staff are not mailed about inquiries");
  // Daily, on one instance at a time (the job takes a database lock and skips when today's run is done).
  const runRetentionLogged = async () => {
    const run = await timedJob("retention", () => runRetention(db));
    if (!run) return;
    log.info({ removed: run.removed }, "retention: old inquiries, their mail and old audit entries removed");
    const uploads = await forgetUnclaimedUploads(db, storage);
    if (uploads) log.info({ removed: uploads }, "uploads no record claimed within a day removed");
  };
  // Without PUBLIC_URL a background send has no request to take an origin from: the server's own address stands in.
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  const campaigns = createCampaignService({
    db,
    log,
    origin,
    rate: config.newsletterRate,
    tickMs: overrides.campaignTickMs,
    wakeMail: () => mail.wake(),
    unsubscribe: (lang, token) => ({
      page: `${origin}${localePath(lang, NEWSLETTER_UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`,
      oneClick: `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    }),
    async concert(id, lang) {
      const found = await catalogue.getEvent(id, lang);
      if (!found) return null;
      const startsAt = parseEventDate(found.event.startsAt ?? found.event.eventDateTime);
      return {
        name: found.event.eventName,
        date: startsAt ? formatEventDate(startsAt, lang) : found.event.eventDateTime,
        href: `${origin}${localePath(lang, concertPath(found.event))}`,
      };
    },
    allowImage: (src) => {
      const own = [`${origin}/uploads/`, ...(config.s3 ? [`${config.s3.publicUrl}/`] : [])];
      return /^\/uploads\/[\w.-]+$/.test(src) || own.some((prefix) => src.startsWith(prefix));
    },
  });
  const mail = createMailSender({
    db,
    transport,
    log,
    options: overrides.mailSender,
    housekeeping: [() => removeExpiredSubscriptions(db), () => removeStaleAlerts(db, startOfHallDay(hallDay(new Date()))), runRetentionLogged],
    settled: (row, outcome) => campaigns.settled(row, outcome),
  });
  mail.start();
  campaigns.start();
  // The public forms share one rate limit per client and one answer when the database is out of reach.
  const guard = createFormGuard(createRateLimiter({ db, scope: "forms", ...(overrides.formRateLimit ?? config.formRateLimit) }));
  const publish = (message: { type: string; data: Record<string, string> }) => fanout.publish(message);
  const forms = {
    ...createInquiryService({ db, publish, guard, mail: { staff: config.mail.staff, wake: () => mail.wake() }, contacts: () => publicContacts(db) }),
    ...createSubscriptionService({ db, publish, guard, mail: { wake: () => mail.wake() } }),
  };
  const alerts = createAlertService({ db, catalogue, guard, wakeMail: () => mail.wake() });
  // The concerts someone waits for, looked at by one instance at a time (a lease in the database).
  const alertWatcher = createAlertWatcher({ db, catalogue, log, origin, wakeMail: () => mail.wake(), ...overrides.alertWatcher });
  alertWatcher.start();
  const login = createLoginService(db, overrides.loginLimit, (event) =>
    recordAudit(
      db,
      event.outcome === "sign-in-throttled"
        ? { actorId: null, actor: "", action: event.outcome, entity: "session", entityId: event.address, dedupeKey: `${event.outcome}:${event.address}:${event.window.toISOString()}` }
        : { actorId: event.adminId, actor: event.username, action: event.outcome, entity: "session" },
    ),
  );
  const storage = createMediaStorage(config);
  log.info({ storage: storage.kind }, "media storage ready");
  const visitors = createVisitorCounter({ db, log, enabled: config.visitorFigures, publicUrl: config.publicUrl, flushMs: overrides.visitorFlushMs });
  visitors.start();
  const search = createSearchIndex({ db, log, sources: [concertSearchSource(catalogue, db), artistSearchSource(db), seriesSearchSource(db), pageSearchSource(db), pastConcertSearchSource(db)], refreshMs: overrides.searchRefreshMs });
  search.start();
  // Drafts scheduled for publishing (docs/decisions/030-publishing-drafts-versions-schedules.md): each kind of published document is listed here.
  const publishing = createPublishScheduler({ db, kinds: [HALL_FACTS_KIND as DocumentKind<unknown>, PAGE_KIND as DocumentKind<unknown>], log, tickMs: overrides.publishTickMs });
  publishing.start();
  const readiness = createReadiness({ database, storage, mail: transport, catalogue, log });
  const metrics = config.metricsToken ? createMetrics({ token: config.metricsToken, database, catalogue, live }) : null;
  return {
    services: { config, log, database, live, fanout, catalogue, ticketingOrigin, sandbox, forms, alerts, login, storage, mail, search, searchLimit: createSearchLimit(db, config.searchesPerMinute), visitors, campaigns, readiness, metrics },
    async stop() {
      live.close();
      await search.stop();
      await publishing.stop();
      await sandbox?.close();
      // After the last request: what was queued is sent by the next start or another instance.
      await campaigns.stop();
      await alertWatcher.stop();
      await mail.stop();
      // The counts of the last seconds, added before the database closes.
      await visitors.stop();
      await fanout.close();
    },
  };
}
