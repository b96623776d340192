import { z, type ZodType } from "zod";

/** One page of a list read a page at a time: the rows, the cursor of the next page (null at the end), and the total when it was counted. */
export type Page<Row> = { items: Row[]; nextCursor: string | null; total?: number };

/** The contract of a page of `row`s, as the admin screens read it. */
export function pageSchema<Row>(row: ZodType<Row>): ZodType<Page<Row>> {
  return z.object({ items: z.array(row), nextCursor: z.string().nullable(), total: z.number().int().optional() });
}
