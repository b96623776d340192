import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, text } from "drizzle-orm/pg-core";

/** Language of a stored text: the URL codes am | en | ru (APIs map the older arm/eng/rus at their edge). */
export const languageCode = (name: string) => text(name).$type<"am" | "en" | "ru">();

/**
 * What an admin list's search looks in: the name, surname and e-mail address as one text, so any
 * part of them and a whole name ("Anna Petrosyan") are found. The list's query and its trigram
 * index are built from this one expression, which the database must see as the same.
 */
export function listSearchText(columns: { email: AnyPgColumn; name?: AnyPgColumn; surname?: AnyPgColumn }): SQL {
  const parts = [columns.name, columns.surname, columns.email].filter((column) => column !== undefined);
  return sql`(${sql.join(parts, sql` || ' ' || `)})`;
}

/** A trigram index of `listSearchText`, which serves `ilike '%…%'` at any size. */
export function listSearchIndex(columns: Parameters<typeof listSearchText>[0]): SQL {
  return sql`${listSearchText(columns)} gin_trgm_ops`;
}
