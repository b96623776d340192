/**
 * CSV for spreadsheet programs (RFC 4180 with CRLF line ends). The byte order mark makes Excel
 * read the file as UTF-8, so Armenian and Russian text survives a double-click.
 */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  const text = value == null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const CSV_BOM = "\uFEFF";

/** Lines of CSV without the byte order mark: for a file written a batch at a time. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${csvLines(rows)}`;
}
