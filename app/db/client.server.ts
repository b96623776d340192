import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection string, for connections of their own (the live fan-out's LISTEN). */
  url?: string;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir: string | undefined };

// Measured: PGlite's default reservation keeps ~840 MB resident; 128 MB keeps it near 300 MB.
const PGLITE_INITIAL_MEMORY = 128 * 1024 * 1024;
// Any constant shared by every instance: it serialises migrations when several processes start at once.
const MIGRATION_LOCK_KEY = 725_1953;

/** The committed drizzle-kit migrations, found from this module whether it runs from source or from the build. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("drizzle migrations folder not found");
    dir = parent;
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.kind === "pglite") {
    if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
    const client = new PGlite(options.dataDir, { initialMemory: PGLITE_INITIAL_MEMORY });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: folder });
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      async ping(timeoutMs = 2000) {
        if (closed || client.closed) return false;
        try {
          await withTimeout(client.query("select 1"), timeoutMs);
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
      },
    };
  }

  const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server emits 'error' on the pool; without a listener it would crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder: folder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    url: options.url,
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
