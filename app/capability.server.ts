import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Registry } from "prom-client";
import type { AppLoadContext } from "react-router";
import type { Database, Db } from "./db/client.server";
import type { EventHubClient } from "./eventhub/client.server";
import type { FormGuard } from "./forms/public-form.server";
import type { DeliveryOutcome, MailSender, MailSenderOptions } from "./mail/sender.server";
import type { OutboxRow } from "./mail/outbox.server";

/**
 * What the server hands every capability and what a capability hands back
 * (docs/decisions/033-capabilities-carry-their-wiring.md). A capability is one feature's part in
 * the running server: the services it starts, its API routers, the files it serves and what it
 * adds to the extension points (slots) of the platform or of other features. The server starts
 * them in the order of `app/capabilities.server.ts` and names none of them.
 */

/** The environment as `server/config.ts` reads it. */
export type ServerConfig = {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  publicUrl: string | undefined;
  /**
   * ALLOWED_HOSTS: while PUBLIC_URL is unset, the host names (besides localhost, 127.0.0.1 and
   * [::1]) a request may name; any other is refused (app/http/site-origin.server.ts).
   */
  allowedHosts: string[];
  /** The ticketing provider; without a URL the in-process sandbox stands in for it. */
  /** `sandboxEvents`: how many concerts the sandbox's catalogue holds (the demo's by default), to measure how the site copes with a large one. */
  eventHub: { url: string | undefined; apiKey: string | undefined; sandboxPort: number; sandboxEvents: number | undefined };
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Public form submissions allowed per client address in each window. */
  formRateLimit: { limit: number; windowMs: number };
  /**
   * Express's `trust proxy`: which proxies' X-Forwarded-For names the client. Off by default, so a
   * forged header cannot pick the address that rate limits count.
   */
  trustProxy: boolean | number | string;
  /** S3-compatible media storage; without it uploads live under DATA_DIR/uploads. */
  s3: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string } | undefined;
  /**
   * Outgoing mail. Without `smtpUrl` each message is written as an .eml file under DATA_DIR/mail;
   * without `staff` no inquiry notifications are sent (visitors are still answered).
   */
  mail: { smtpUrl: string | undefined; from: string; staff: string[] };
  /** Cookie-free visitor figures (app/features/visitor-figures/); `VISITOR_FIGURES=off` stops the counting. */
  visitorFigures: boolean;
  /** The service worker that keeps digital programmes for reading offline; `OFFLINE_PROGRAMMES=off` serves one that removes itself. */
  offlineProgrammes: boolean;
  /** Campaign messages queued a minute, across every instance. */
  newsletterRate: number;
  /** Searches one client address may ask for a minute (never fewer than 60). */
  searchesPerMinute: number;
  /** `/metrics` answers only with this bearer token, and not at all without one (server/metrics.ts). */
  metricsToken: string | undefined;
};

type Window = { limit: number; windowMs: number };

/**
 * What a test may tune; production takes every default. Each capability adds its own knobs
 * (`declare module "…/capability.server" { interface Tuning { … } }` in its capability module).
 */
export interface Tuning {
  formRateLimit?: Window;
  liveRecheckMs?: number;
  mailSender?: Partial<MailSenderOptions>;
}

/** A live message to every signed-in admin's socket, on every instance. */
export type LiveMessage = { type: string; data: Record<string, string> };

/** What the server builds before any capability starts. */
export type Platform = {
  config: ServerConfig;
  log: Logger;
  database: Database;
  db: Db;
  /** The ticketing provider's client: the configured provider or the in-process sandbox. */
  eventHub: EventHubClient;
  /** Live messages and session changes to every instance's sockets. */
  fanout: { publish(message: LiveMessage): void; sessionsChanged(): void };
  mail: MailSender;
  /** Starts the outbox's sender now instead of at its next look. */
  wakeMail(): void;
  /** The public forms' one rate limit per client and one answer when the database is out of reach. */
  guard: FormGuard;
  /** The site's address for what has no request to take it from (background mail): PUBLIC_URL, else the server's own. */
  origin: string;
  tuning: Tuning;
  /** Every contribution to `slot`, in the order of the capability list, each made once (at the first collection). */
  collect<T>(slot: Slot<T>): T[];
};

/** An extension point: a list that capabilities add to and one owner reads, known by its name (unique). */
export type Slot<T> = { readonly name: string; readonly of?: T };
export const slot = <T>(name: string): Slot<T> => ({ name });

export type Contribution<Needs> = { readonly slot: Slot<unknown>; make(needs: Needs): unknown };
/** Adds `make(needs)` to `slot`; made when the slot's owner collects it, so it may use what capabilities before the owner provide. */
export const contribute = <T, Needs>(to: Slot<T>, make: (needs: Needs) => T): Contribution<Needs> => ({ slot: to as Slot<unknown>, make });

export type Started<Provides> = {
  /** Services for the capabilities after this one (and for the tests, through the server's services). */
  provides: Provides;
  /** Ends what runs in the background, after the HTTP server has stopped taking requests. */
  stop?(): Promise<void>;
};

export type ApiMount<Needs> = {
  /** Before the JSON body parser: an upload streams its own body; the audit sees every write. */
  beforeBody?: boolean;
  router(needs: Needs): RequestHandler;
};

export type Capability<Needs = Platform, Provides extends object = object> = {
  readonly name: string;
  /** Before any service starts and before the seeds (the first admin, expired sessions gone). */
  readonly prepare?: (needs: Pick<Platform, "config" | "db" | "log">) => Promise<void>;
  readonly start?: (needs: Needs) => Started<Provides> | Promise<Started<Provides>>;
  /** Mounted under `/api` in the order of the list, after every capability has started. */
  readonly api?: readonly ApiMount<Needs>[];
  /** Files answered before kept answers and the API (null when this configuration serves none). */
  readonly files?: (needs: Needs) => RequestHandler | null;
  readonly contributes?: readonly Contribution<Needs>[];
};

export const capability = <Needs, Provides extends object = object>(definition: Capability<Needs, Provides>): Capability<Needs, Provides> => definition;

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** The services a list of capabilities provides, together. */
export type ProvidedBy<List extends readonly unknown[]> = Intersection<
  { [K in keyof List]: List[K] extends Capability<never, infer Provides> ? Provides : never }[number]
>;

// The platform's own slots: what the server collects from the capabilities.
/** Run by the outbox's sender every housekeeping round, on one instance at a time. */
export const MAIL_HOUSEKEEPING = slot<() => Promise<unknown>>("mail housekeeping");
/** Told of every message the outbox delivered or gave up on. */
export const MAIL_SETTLED = slot<(row: OutboxRow, outcome: DeliveryOutcome) => Promise<void>>("mail settled");
/** Who may hold a live socket: the admin session behind a token, and whether its role receives live messages. */
export const LIVE_ACCESS = slot<{ verifyToken(token: string | null): Promise<unknown>; mayReceive(identity: unknown): boolean }>("live access");
/** Told of each page answered from the kept answers, with the visitor's address as Express would give it. */
export const KEPT_PAGE_SERVED = slot<(req: IncomingMessage, address: string) => void>("kept page served");
/** Middleware in front of every rendered page. */
export const PAGE_MIDDLEWARE = slot<RequestHandler>("page middleware");
/** What a page's loader and action find in their context, per request. */
export const PAGE_CONTEXT = slot<(req: Parameters<RequestHandler>[0]) => Partial<AppLoadContext>>("page context");
/** Rewrites a request's URL before it is logged, so a credential in its path (an upload token) stays out of the logs. */
export const LOGGED_URL = slot<(url: string) => string>("logged URL");
/** A dependency `/readyz` asks (server/readiness.ts), besides the database and the mail transport; `kind` says which one was asked. */
export const READINESS_CHECKS = slot<{ name: string; kind?: string; remember?: boolean; check(): Promise<{ ok: boolean } & Record<string, unknown>> }>("readiness checks");
/** Families of `/metrics` (server/metrics.ts) a capability registers, read at each scrape. */
export const METRICS = slot<(registry: Registry) => void>("metrics");

/**
 * A database read shared by the families of one scrape (read again after a second); null while it fails, so those
 * families are left out and the others still come.
 */
export function perScrape<T>(read: () => Promise<T>): () => Promise<T | null> {
  let last: { at: number; value: Promise<T | null> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > 1_000) last = { at: Date.now(), value: read().catch(() => null) };
    return last.value;
  };
}
