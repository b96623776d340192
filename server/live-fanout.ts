import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../app/db/client.server";
import type { LiveHub } from "./live-socket";
import type { Logger } from "./logger";

export const LIVE_CHANNEL = "live";
/** Says "sessions ended or roles changed": every instance re-checks the sockets it holds. */
export const SESSIONS_CHANNEL = "live_sessions";
const RECONNECT_MS = { first: 250, max: 5_000 };

type LiveMessage = Parameters<LiveHub["publish"]>[0];

export type LiveFanout = {
  /** Sends a message to the admin sockets of every instance on the same database. */
  publish(message: LiveMessage): void;
  /** Has every instance re-check its sockets' sessions now (after a removal, a role change, a logout, a password change). */
  sessionsChanged(): void;
  close(): Promise<void>;
};

/**
 * Live messages between instances (docs/product.md §13, docs/architecture.md): on PostgreSQL a message goes out with
 * `pg_notify` and each instance LISTENs on one dedicated connection, handing what arrives to its
 * own sockets, its own messages included. The embedded database serves one process, so there a
 * message goes straight to the local hub. Resolves once the first LISTEN is in place (or has
 * failed, and is being retried), so nothing published after start-up is missed.
 */
export async function createLiveFanout({ database, hub, log }: { database: Database; hub: LiveHub; log: Logger }): Promise<LiveFanout> {
  const { url, db } = database;
  if (!url) return { publish: (message) => hub.publish(message), sessionsChanged: () => void hub.recheck(), close: async () => {} };
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
  }

  async function listen() {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      client.end().catch(() => {});
      if (!closed) log.warn({ err: error }, "live fan-out lost its database connection; reconnecting");
      scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", ({ channel, payload }) => {
      if (channel === SESSIONS_CHANNEL) return void hub.recheck();
      if (channel !== LIVE_CHANNEL || !payload) return;
      try {
        hub.publish(JSON.parse(payload) as LiveMessage);
      } catch (error) {
        log.warn({ err: error }, "unreadable live message");
      }
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
      await client.query(`listen ${SESSIONS_CHANNEL}`);
      if (closed) return void client.end().catch(() => {});
      retryMs = RECONNECT_MS.first;
    } catch (error) {
      lost(error as Error);
    }
  }

  await listen();

  return {
    publish(message) {
      db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`).catch((error: unknown) => {
        log.warn({ err: error, type: message.type }, "live message not sent");
      });
    },
    sessionsChanged() {
      db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, '')`).catch((error: unknown) => {
        log.warn({ err: error }, "session change not sent to the other instances");
        void hub.recheck();
      });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
