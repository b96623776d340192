import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

/** Queries go through the table objects each owner declares in app/db/schema/<owner>.ts (no relational query map). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `execute` (both drivers answer `{ rows }`): for the few reads the query builder cannot say. */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection string, for connections of their own (the live fan-out's LISTEN). */
  url?: string;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** PostgreSQL's connection pool now (the metrics); the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir: string | undefined };

// Measured on an opened database (npm run bench, docs/perf.md): PGlite's defaults keep about 280 MB
// resident; 128 MB of initial WebAssembly memory (its minimum) and 16 MB of shared buffers about
// 175 MB. A hall's database is a few megabytes, so the smaller buffers cost no reads that matter.
const PGLITE_OPTIONS = {
  initialMemory: 128 * 1024 * 1024,
  postgresqlconf: ["shared_buffers = 16MB", "temp_buffers = 2MB", "wal_buffers = 1MB", "maintenance_work_mem = 16MB"],
};
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

/**
 * Creates a new PGlite data folder in a short-lived process of its own. Creating a cluster
 * (initdb) grows WebAssembly memory to about 800 MB, which a process never gives back; done
 * elsewhere, the server only ever opens an existing folder.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
    const db = new PGlite(process.argv[1], JSON.parse(process.argv[2]));
    db.waitReady.then(() => db.close()).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ["-e", script, dataDir, JSON.stringify(PGLITE_OPTIONS)], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.once("exit", resolve).once("error", reject));
  if (code !== 0) throw new Error(`could not create the database in ${dataDir}: ${stderr.trim()}`);
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.kind === "pglite") {
    if (options.dataDir) {
      mkdirSync(path.dirname(options.dataDir), { recursive: true });
      await createPgliteDataDir(options.dataDir);
    }
    const client = new PGlite({ ...PGLITE_OPTIONS, dataDir: options.dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite(client);
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
  // So does a client in use, between two statements of a transaction (the search index's refresh
  // holds one while it counts words): its next statement fails instead, and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool);
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
