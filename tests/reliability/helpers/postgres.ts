import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server these suites make their databases on: DATABASE_URL's server when set (CI), else the local one. */
export const POSTGRES_SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty database with a random name (the app migrates it at start); `drop` removes it. */
export async function createPostgresDatabase() {
  const name = `reliability_${randomBytes(6).toString("hex")}`;
  await onServer((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** Runs one query on this database with a connection of its own. */
    async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]> {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<R>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => onServer((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
