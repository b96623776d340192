import { asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { notFound, parseBody, type Refusals } from "../http/parse-body";
import { slugify, uniqueSlug } from "../i18n/slug";
import { ApiError } from "../http/api-error";
import type { Db } from "./client.server";
import { forgetReads } from "./read-cache.server";

/**
 * The one record service of the admin's plain record kinds (docs/decisions/018-one-admin-resource-idiom.md):
 * list, read one, create, update and delete, each write parsed with the kind's contract first and
 * followed by forgetting the public reads it changes. A kind says only what differs: its table,
 * its contract, how a parsed input becomes a row (claiming a picture, making a slug) and how a row
 * is answered. `recordRouter` (app/http/record-router.server.ts) serves it over HTTP.
 */
type RecordTable = PgTable & { id: PgColumn; slug?: PgColumn };

export type RecordKind<T extends RecordTable, Rec, S extends z.ZodType, U extends z.ZodType = S> = {
  table: T;
  /** What a create takes, and an update too unless `updateContract` says otherwise. */
  contract: S;
  /** What an update takes when it differs from a create (a banner keeps its file unless a new one is sent). */
  updateContract?: U;
  /** The list's order: by id unless said. */
  listOrder?: SQL[];
  /** The refusals of the contract, in order of precedence (decision 011). */
  refusals?: Refusals;
  /** The 404 message of a record that is not there. */
  missing: string;
  /** The read-cache prefix of the public reads every write forgets. */
  reads?: string;
  /** A stored row as the API answers it. */
  toRecord(row: T["$inferSelect"]): Rec;
  /** The row a parsed input becomes; `current` is the record updated (null for a create). */
  toRow(input: z.output<S> | z.output<U>, current: Rec | null): Promise<T["$inferInsert"]>;
};

export function createRecordService<T extends RecordTable, Rec, S extends z.ZodType, U extends z.ZodType = S>(db: Db, kind: RecordKind<T, Rec, S, U>) {
  const { table } = kind;
  // Drizzle's builders do not follow a table's type through a type parameter: its rows are read as the kind declares them.
  const rows = (found: unknown) => found as T["$inferSelect"][];
  const parse = (raw: unknown) => parseBody(kind.contract, raw, { refusals: kind.refusals });
  const parseUpdate = (raw: unknown) => parseBody(kind.updateContract ?? kind.contract, raw, { refusals: kind.refusals });
  const written = () => {
    if (kind.reads) forgetReads(db, kind.reads);
  };

  async function one(id: number): Promise<Rec> {
    const [row] = rows(await db.select().from(table as PgTable).where(eq(table.id, id)));
    if (!row) throw notFound(kind.missing);
    return kind.toRecord(row);
  }

  return {
    one,
    async list(): Promise<Rec[]> {
      return rows(await db.select().from(table as PgTable).orderBy(...(kind.listOrder ?? [asc(table.id)]))).map(kind.toRecord);
    },
    async create(raw: unknown): Promise<Rec> {
      const values = await kind.toRow(parse(raw), null);
      const [row] = rows(await db.insert(table).values(values).returning());
      written();
      return kind.toRecord(row!);
    },
    async update(id: number, raw: unknown): Promise<Rec> {
      const input = parseUpdate(raw);
      const values = await kind.toRow(input, await one(id));
      const [row] = rows(await db.update(table).set(values).where(eq(table.id, id)).returning());
      if (!row) throw notFound(kind.missing);
      written();
      return kind.toRecord(row);
    },
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (!deleted.length) throw notFound(kind.missing);
      written();
    },
  };
}

/**
 * A record's page address: the one asked for (refused with 409 `slug_taken` when another record has
 * it), else the one it has, else one made from its name that no other record has.
 */
export async function recordSlug(db: Db, table: PgTable & { id: PgColumn; slug: PgColumn }, wanted: { requested?: string; name: string; current?: { id: number; slug: string } | null; taken: string }): Promise<string> {
  if (!wanted.requested && wanted.current) return wanted.current.slug;
  const found = await db.select({ id: table.id, slug: table.slug }).from(table as PgTable);
  const taken = new Set(found.filter((row) => row.id !== wanted.current?.id).map((row) => String(row.slug)));
  if (wanted.requested) {
    if (taken.has(wanted.requested)) throw new ApiError("slug_taken", wanted.taken, { slug: "taken" });
    return wanted.requested;
  }
  return uniqueSlug(slugify(wanted.name), taken);
}
