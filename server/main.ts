import http from "node:http";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { openDatabase } from "../app/db/client.server";
import { runSeeds } from "./seed";
import { loadConfig } from "./config";
import { createHttpApp } from "./http-app";
import { routeUpgrades } from "./live-socket";
import { createLogger } from "./logger";
import { createServices, prepareCapabilities } from "./services";
import { siteMounter } from "./site";

const SHUTDOWN_GRACE_MS = 10_000;

/** The built site, for the Vitest servers (tests/helpers/test-server.ts), which mount it beside the API they compose. */
export { siteMounter };

/** The process entry (called by server.js): configuration, database, HTTP, WebSocket, shutdown. */
export async function start(options: { vite?: ViteDevServer } = {}) {
  const config = loadConfig(process.env);
  const log = createLogger({ level: config.logLevel, pretty: !config.production && process.stdout.isTTY });
  if (config.production && !config.publicUrl) {
    log.warn(
      { acceptedHosts: ["localhost", "127.0.0.1", "[::1]", ...config.allowedHosts] },
      "PUBLIC_URL is not set: links in pages and mail name the host a request used, and requests naming any host but these are refused (421). Set PUBLIC_URL to the site's address.",
    );
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  log.info({ database: database.kind }, "database ready, migrations applied");

  await prepareCapabilities({ config, db: database.db, log });
  const seeded = await runSeeds(database.db);
  if (seeded.length) log.info({ seeds: seeded }, "demo content seeded");

  const { services, stop } = await createServices(config, database, log);
  const { handle, admit } = createHttpApp(services, {
    development: Boolean(options.vite),
    mountSite: siteMounter({ services, vite: options.vite }),
  });

  const server = http.createServer(handle);
  routeUpgrades(server, services.live, { admit, leaveOthers: Boolean(options.vite) });
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port, url: `http://localhost:${port}/am` }, "server listening");

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    // At once: /readyz answers 503 "draining", so a balancer stops sending visitors here.
    services.readiness.drain();
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      log.warn("shutdown grace period over, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    services.live.close();
    // Keep-alive clients would otherwise hold their connections open past the grace period: each
    // request still arriving on one is answered with `Connection: close`, and connections are
    // closed as soon as they fall idle.
    server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => res.setHeader("Connection", "close"));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
    await closed;
    clearInterval(idleSweep);
    await options.vite?.close();
    await stop();
    await database.close();
    log.info("stopped");
    process.exit(0);
  }
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  return { server, port, services };
}
