import path from "node:path";
import type { RequestHandler } from "express";
import type { Database } from "../app/db/client.server";
import { CAPABILITIES } from "../app/capabilities.server";
import {
  type Capability,
  LIVE_ACCESS,
  MAIL_HOUSEKEEPING,
  MAIL_SETTLED,
  type Platform,
  type ProvidedBy,
  type ServerConfig,
  type Slot,
  type Tuning,
} from "../app/capability.server";
import { createEventHubClient } from "../app/eventhub/client.server";
import { type EventHubSandbox, startEventHubSandbox } from "../app/eventhub/sandbox/sandbox-server";
import { createFormGuard } from "../app/forms/public-form.server";
import { createMailSender } from "../app/mail/sender.server";
import { createMailTransport } from "../app/mail/transport.server";
import { createRateLimiter } from "../app/security/rate-limit.server";
import { createLiveFanout } from "./live-fanout";
import { createLiveHub, type LiveHub } from "./live-socket";
import type { Logger } from "./logger";
import { createMetrics, type Metrics } from "./metrics";
import { createReadiness, type Readiness } from "./readiness";

/** What a test may tune; production takes every default (each capability adds its knobs to `Tuning`). */
export type ServiceOverrides = Tuning;

/** What the capabilities of `app/capabilities.server.ts` provide, together. */
type Provided = ProvidedBy<typeof CAPABILITIES>;

/** The composed server: the platform, everything the capabilities provide, and what the HTTP app mounts of them. */
export type AppServices = Platform &
  Provided & {
    live: LiveHub;
    /** The in-process EventHub sandbox (EVENTHUB_URL unset), whose seat chart this site serves. */
    sandbox: EventHubSandbox | null;
    /** Where the seat chart lives when not on this site: the no-script Buy ticket form is redirected there. */
    ticketingOrigin: string | null;
    /** The capabilities' routers: those before the JSON body parser, then the others, in the list's order. */
    api: { beforeBody: RequestHandler[]; afterBody: RequestHandler[] };
    /** Files the capabilities serve ahead of kept answers and the API. */
    files: RequestHandler[];
    /** What `/readyz` answers (server/readiness.ts); drained at SIGTERM. */
    readiness: Readiness;
    /** Prometheus metrics (server/metrics.ts); null unless METRICS_TOKEN is set. */
    metrics: Metrics | null;
  };

// Checked here, where the whole context is known: each capability's needs are met by the platform and the others.
const capabilities: readonly Capability<Platform & Provided, object>[] = CAPABILITIES;

/** Before any service starts and before the seeds: each capability's preparation, in the list's order. */
export async function prepareCapabilities(needs: Pick<Platform, "config" | "db" | "log">): Promise<void> {
  for (const { prepare } of capabilities) await prepare?.(needs);
}

/**
 * The one composition of the services every request uses, on an open database: the ticketing
 * provider (or the in-process sandbox), the live hub and its fan-out between instances, the mail
 * outbox's sender, then every capability of `app/capabilities.server.ts` in its order.
 * `server/main.ts` and the tests' server (`tests/helpers/test-server.ts`) both build them here.
 * `stop` ends what runs in the background, after the HTTP server has stopped taking requests.
 */
export async function createServices(config: ServerConfig, database: Database, log: Logger, tuning: ServiceOverrides = {}): Promise<{ services: AppServices; stop(): Promise<void> }> {
  const { db } = database;
  const sandbox = config.eventHub.url ? null : await startEventHubSandbox({ port: config.eventHub.sandboxPort, events: config.eventHub.sandboxEvents, chartOnSite: true });
  if (sandbox) log.info({ url: sandbox.url }, "EventHub sandbox started (EVENTHUB_URL is unset)");
  const eventHub = createEventHubClient({ baseUrl: config.eventHub.url ?? sandbox!.url, apiKey: config.eventHub.apiKey, log });

  const context = { config, log, database, db, eventHub, tuning } as Platform & Provided;
  // Each slot's contributions are made once, at its first collection. By name, not by object: the tests' server
  // mounts the built site, whose bundle holds its own copy of each slot.
  const made = new Map<string, unknown[]>();
  context.collect = <T>(wanted: Slot<T>): T[] => {
    if (!made.has(wanted.name))
      made.set(wanted.name, capabilities.flatMap(({ contributes = [] }) => contributes.filter((entry) => entry.slot.name === wanted.name).map((entry) => entry.make(context))));
    return made.get(wanted.name) as T[];
  };

  const [access] = context.collect(LIVE_ACCESS);
  if (!access) throw new Error("no capability says who may hold a live socket (LIVE_ACCESS)");
  const live = createLiveHub({ log, ...access, recheckMs: tuning.liveRecheckMs });
  const fanout = await createLiveFanout({ database, hub: live, log });
  const transport = createMailTransport({ ...config.mail, dataDir: config.dataDir, log });
  if (transport.kind === "files") log.warn({ folder: path.join(config.dataDir, "mail") }, "SMTP_URL is not set: mail is written to .eml files");
  if (!config.mail.staff.length) log.info("STAFF_EMAIL is not set: staff are not mailed about inquiries");
  // The hooks are collected at their first use, once every capability has started.
  const mail = createMailSender({
    db,
    transport,
    log,
    options: tuning.mailSender,
    housekeeping: [
      async () => {
        for (const job of context.collect(MAIL_HOUSEKEEPING)) await job();
      },
    ],
    settled: async (row, outcome) => {
      for (const told of context.collect(MAIL_SETTLED)) await told(row, outcome);
    },
  });
  Object.assign(context, {
    fanout,
    mail,
    wakeMail: () => mail.wake(),
    guard: createFormGuard(createRateLimiter({ db, scope: "forms", ...(tuning.formRateLimit ?? config.formRateLimit) })),
    // Without PUBLIC_URL a background send has no request to take an origin from: the server's own address stands in.
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
  } satisfies Partial<Platform>);

  const stops: (() => Promise<void>)[] = [];
  for (const { start } of capabilities) {
    if (!start) continue;
    const started = await start(context);
    Object.assign(context, started.provides);
    if (started.stop) stops.unshift(started.stop);
  }
  mail.start();

  const api = { beforeBody: [] as RequestHandler[], afterBody: [] as RequestHandler[] };
  for (const mount of capabilities.flatMap((entry) => entry.api ?? [])) (mount.beforeBody ? api.beforeBody : api.afterBody).push(mount.router(context));
  const files = capabilities.flatMap((entry) => entry.files?.(context) ?? []);
  const readiness = createReadiness({ database, mail: transport, collect: context.collect, log });
  const metrics = config.metricsToken ? createMetrics({ token: config.metricsToken, database, live, collect: context.collect }) : null;
  return {
    services: Object.assign(context, {
      live,
      sandbox,
      // The sandbox's seat chart is served by the site itself (server/http-app.ts), so only a real provider is another origin.
      ticketingOrigin: config.eventHub.url ? new URL(config.eventHub.url).origin : null,
      api,
      files,
      readiness,
      metrics,
    }),
    async stop() {
      live.close();
      // In the reverse of the starting order: the capabilities' background work, after the last request.
      for (const stop of stops) await stop();
      await sandbox?.close();
      // What was queued is sent by the next start or another instance.
      await mail.stop();
      await fanout.close();
    },
  };
}
