import type { ReactNode } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { cardStyle } from "../../../ui/styles";
import { FIGURES_TEXTS } from "../texts";

/** A column of a figures table: its heading, and what a row shows in it (numbers right-aligned). */
export type Column<Row> = { label: string; cell(row: Row): ReactNode; numeric?: boolean };

/** The rows of a figures table, described by its columns (the screen's tables and the daily chart's table). */
export function ColumnsTable<Row>({ rows, columns, rowKey, testId, caption, className = "w-full" }: { rows: Row[]; columns: Column<Row>[]; rowKey(row: Row): string; testId: string; caption?: string; className?: string }) {
  return (
    <table className={`${className} text-left text-sm`} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="text-muted">
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={`py-1 pr-3 font-medium last:pr-0 ${column.numeric ? "text-right" : ""}`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} className={`py-1.5 pr-3 last:pr-0 ${column.numeric ? "text-right tabular-nums" : "break-words"}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One figures table: a caption-titled card, rows first to last, or a word when the period has none. */
export function FiguresTable<Row>({ title, rows, columns, testId, rowKey }: { title: string; rows: Row[]; columns: Column<Row>[]; testId: string; rowKey(row: Row): string }) {
  const { lang } = useAdminTexts();
  const id = `${testId}-title`;
  return (
    // The table's scrolling box is the region named by the title (a section too would name it twice).
    <div className={`${cardStyle} p-5`}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {rows.length ? (
        // A wide table scrolls inside its card; the keyboard can scroll it too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <ColumnsTable rows={rows} columns={columns} rowKey={rowKey} testId={testId} />
        </div>
      ) : (
        <p className="text-sm text-muted">{FIGURES_TEXTS[lang].none}</p>
      )}
    </div>
  );
}
