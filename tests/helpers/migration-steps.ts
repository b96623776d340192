import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const folder = path.join(process.cwd(), "drizzle");

/** Runs one committed migration file on `db`, as drizzle-kit would (its statement breakpoints are comments to it). */
export async function runMigration(db: PGlite, file: string): Promise<void> {
  await db.exec((await readFile(path.join(folder, file), "utf8")).replaceAll("--> statement-breakpoint", ""));
}

/** A fresh embedded database with every committed migration before `migration` applied: the state that one meets. */
export async function databaseBefore(migration: string): Promise<PGlite> {
  const db = new PGlite({ extensions: { pg_trgm } });
  const files = (await readdir(folder)).filter((file) => file.endsWith(".sql")).sort();
  if (!files.includes(migration)) throw new Error(`no migration ${migration} in drizzle/`);
  for (const file of files.slice(0, files.indexOf(migration))) await runMigration(db, file);
  return db;
}
