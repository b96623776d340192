/** One page of a list read a page at a time: the rows, the cursor of the next page (null at the end), and the total when it was counted. */
export type Page<Row> = { items: Row[]; nextCursor: string | null; total?: number };
