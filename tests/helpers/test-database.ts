import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../app/db/client.server";

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server at `serverUrl`: its address, and `drop` to remove it. */
export async function createServerDatabase(serverUrl: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (as CI runs the suite). `dispose` drops it.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: undefined });
    return { ...database, dispose: () => database.close() };
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: created.url });
  return {
    ...database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}
