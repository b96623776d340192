import type { MailSenderOptions } from "../../app/mail/sender.server";
import type { EventHubSandbox } from "../../app/eventhub/sandbox/sandbox-server";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { runSeeds } from "../../server/seed";
import type { Tuning } from "../../app/capability.server";
import { loadConfig } from "../../server/config";
import { createHttpApp } from "../../server/http-app";
import { routeUpgrades, WS_PATH } from "../../server/live-socket";
import { createServices } from "../../server/services";
import { createLogger } from "../../server/logger";
import { builtSiteMounter } from "./built-site";
import { createTestDatabase } from "./test-database";
import type { Database } from "../../app/db/client.server";

/**
 * The real HTTP app (health, API, errors, /ws) on a free port with its own fresh database;
 * the pages are covered by the end-to-end suite against the production build. With `site`, the
 * React Router routes answer too, from that production build (tests/helpers/built-site.ts), for
 * tests of what pages and resource routes (feeds, files) send.
 */
export async function startTestServer(
  options: {
    env?: NodeJS.ProcessEnv;
    liveRecheckMs?: number;
    seed?: boolean;
    catalogue?: Tuning["catalogue"];
    formRateLimit?: { limit: number; windowMs: number };
    loginLimit?: { limit: number; windowMs: number };
    /** The outbox sender's timing (tests of retries make it quick). */
    mailSender?: Partial<MailSenderOptions>;
    /** How often campaigns are looked at. */
    campaignTickMs?: number;
    /** The alert watcher's round interval and provider rate. */
    alertWatcher?: { intervalMs?: number; callsPerMinute?: number };
    /** A database another test server uses too (two instances, or one started again): not dropped when this one closes. */
    database?: Database;
    /** How often scheduled publishing looks for due drafts. */
    publishTickMs?: number;
    /** Receives every log line, at debug level (the default logs nothing). */
    logLines?: string[];
    site?: boolean;
    /** Routes of the test's own after the API (without `site`), answered through the kept-answer store like pages. */
    mountRoutes?: (app: Express) => void;
    /** With `site`: pages are kept and answered again from memory, as in production (server/kept-answers.ts). */
    keepPages?: boolean;
    /** How often the visitor figures are written; tests call `services.visitors.flush()`. */
    visitorFlushMs?: number;
  } = {},
) {
  // Each server gets its own DATA_DIR, so uploads never leak between tests.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hall-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...options.env });
  const log = options.logLines
    ? createLogger({ level: "debug", pretty: false, destination: { write: (line: string) => void options.logLines!.push(line) } })
    : createLogger({ level: "silent", pretty: false });
  const database = options.database ? { ...options.database, dispose: async () => {} } : await createTestDatabase();
  if (options.seed) await runSeeds(database.db);
  const { services, stop } = await createServices(config, database, log, options);
  const { handle, admit } = createHttpApp(
    services,
    options.site ? { keepAnswers: Boolean(options.keepPages), mountSite: (await builtSiteMounter())({ services }) } : { mountSite: options.mountRoutes },
  );
  const server = http.createServer(handle);
  routeUpgrades(server, services.live, { admit });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
    services,
    db: database.db,
    /** The in-process EventHub sandbox behind this server's catalogue. */
    sandbox: services.sandbox as EventHubSandbox,
    /** Where messages land as .eml files when no SMTP_URL is given. */
    dataDir,
    async close() {
      services.live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the server's catalogue holds the provider's list in each language. A first list that takes longer than
 * the catalogue's cold wait (a loaded machine, a fresh server) is answered from a fallback while the provider's is
 * fetched behind it; tests that compare with the provider's answer start once it is there.
 */
export async function waitForProviderLists(server: { services: { catalogue: { listEvents(lang: "am" | "en" | "ru"): Promise<{ source: string }> } } }, timeoutMs = 30_000) {
  for (const lang of ["am", "en", "ru"] as const) {
    const deadline = Date.now() + timeoutMs;
    while ((await server.services.catalogue.listEvents(lang)).source !== "provider") {
      if (Date.now() > deadline) throw new Error(`the catalogue never had the provider's ${lang} list`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
