import { and, count, desc, ilike, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { ApiError } from "./api-error";
import type { Db } from "../db/client.server";
import { listSearchText } from "../db/columns";
import type { Page } from "./page";
import { parseRecordId } from "./record-id";

/** A list an admin pages through: a table with `id`, `created_at`, an e-mail and, where it has them, a status and names. */
export type ListedTable = PgTable;

export const PAGE_LIMIT_MAX = 200;

/** Where a page ends: the last row's creation time (to the microsecond, as stored) and id. */
type Position = { at: string; id: number };

export type PageQuery = { limit: number; after: Position | null; q: string | null; status: string | null };

/** One page of a list; `total` (the rows matching) comes with the first page only. */

const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const positionSchema = z.object({ at: z.string().regex(STORED_INSTANT), id: z.number().int().min(1).max(2_147_483_647) }).strict();

function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

function decodeCursor(cursor: string): Position {
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw new Error("not base64url");
    const position = positionSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (Number.isNaN(Date.parse(position.at))) throw new Error("not a time");
    return position;
  } catch {
    throw new ApiError("invalid_cursor", "cursor is not one this list gave out");
  }
}

/** `?limit=&cursor=&q=&status=`; null when there is no `limit`, for the callers of the plain array. */
export function parsePageQuery(query: Record<string, unknown>, options: { statuses: readonly string[] | null }): PageQuery | null {
  const single = (name: "limit" | "cursor" | "q" | "status"): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw new ApiError(`invalid_${name}`, `${name} must be given once`);
    return value;
  };
  const rawLimit = single("limit");
  if (rawLimit === undefined) return null;
  if (!/^\d{1,3}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > PAGE_LIMIT_MAX) {
    throw new ApiError("invalid_limit", `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`);
  }
  const rawCursor = single("cursor");
  const q = single("q")?.trim().slice(0, 200) || null;
  const rawStatus = single("status");
  let status: PageQuery["status"] = null;
  if (rawStatus !== undefined && rawStatus !== "") {
    if (!options.statuses?.includes(rawStatus)) {
      throw new ApiError("invalid_status", `status must be one of: ${(options.statuses ?? []).join(", ")}`);
    }
    status = rawStatus;
  }
  return { limit: Number(rawLimit), after: rawCursor ? decodeCursor(rawCursor) : null, q, status };
}

/** `%` and `_` typed by the admin are looked for as themselves, not as wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function columnsOf(table: ListedTable) {
  return table as unknown as { id: PgColumn; createdAt: PgColumn; email: PgColumn; status?: PgColumn; name?: PgColumn; surname?: PgColumn };
}

/** Any part of the e-mail, or of the name and surname where the list has them (one indexed text, `listSearchText` in app/db/columns.ts). */
function searchCondition(table: ListedTable, q: string): SQL {
  return ilike(listSearchText(columnsOf(table)), containsPattern(q));
}

// Full microseconds in UTC: a millisecond JavaScript Date would skip or repeat rows created within the same millisecond.
const positionOf = (table: ListedTable) => sql<string>`to_char(${columnsOf(table).createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function filters(table: ListedTable, query: Pick<PageQuery, "q" | "status">, scope: SQL | undefined): SQL | undefined {
  const columns = columnsOf(table);
  return and(
    scope,
    query.q ? searchCondition(table, query.q) : undefined,
    query.status && columns.status ? sql`${columns.status} = ${query.status}` : undefined,
  );
}

function afterPosition(table: ListedTable, after: Position | null): SQL | undefined {
  const { createdAt, id } = columnsOf(table);
  return after ? sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
}

/** Newest first, ties broken by id: the order every page, the export and the plain list share. */
function newestFirst(table: ListedTable) {
  const { createdAt, id } = columnsOf(table);
  return [desc(createdAt), desc(id)];
}

async function countRows(db: Db, table: ListedTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

async function readRows(db: Db, table: ListedTable, where: SQL | undefined, limit: number) {
  const rows = (await db
    .select({ row: table as never, position: positionOf(table) })
    .from(table)
    .where(where)
    .orderBy(...newestFirst(table))
    .limit(limit)) as unknown as { row: Record<string, unknown> & { id: number }; position: string }[];
  return rows;
}

/**
 * One page of a list (keyset pagination on (created_at, id), so a page deep in the list costs
 * what the first does, and rows added meanwhile neither repeat nor push others off a page).
 * `scope` narrows what the list shows at all; the first page also carries the matching total.
 */
export async function readPage<Row>(db: Db, table: ListedTable, query: PageQuery, scope?: SQL): Promise<Page<Row>> {
  const where = filters(table, query, scope);
  const rows = await readRows(db, table, and(where, afterPosition(table, query.after)), query.limit + 1);
  const more = rows.length > query.limit;
  // A list that fits on its first page has its total already; counting would read the table a second time.
  const total = query.after ? undefined : more ? await countRows(db, table, where) : rows.length;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    items: shown.map((entry) => entry.row as Row),
    nextCursor: more && last ? encodeCursor({ at: last.position, id: last.row.id }) : null,
    ...(total === undefined ? {} : { total }),
  };
}

/** Every row of a list, newest first, a batch at a time: memory stays that of one batch whatever the list's size. */
export async function* readInBatches<Row>(db: Db, table: ListedTable, scope: SQL | undefined, batchSize = 1000): AsyncGenerator<Row[]> {
  let after: Position | null = null;
  for (;;) {
    const rows = await readRows(db, table, and(scope, afterPosition(table, after)), batchSize);
    if (rows.length) yield rows.map((entry) => entry.row as Row);
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { at: last.position, id: last.row.id };
  }
}

/** Deletes a listed row by id, never by position in a list the client saw, which could delete the wrong record. */
export async function deleteListedRow(db: Db, table: ListedTable, rawId: unknown): Promise<void> {
  const { id } = columnsOf(table);
  const deleted = await db.delete(table).where(sql`${id} = ${parseRecordId(rawId)}`).returning({ id });
  if (!deleted.length) throw new ApiError("not_found", "No such record: it may have been deleted already");
}
