import type { FormEventHandler, ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonStyles, inputStyle } from "../ui/styles";

// The admin's look-up screens (the audit log, a person's data): a GET form whose fields live in the
// URL, so a view can be reloaded and shared, and a plain bordered table of what it found.

const labelStyle = "mb-1.5 block text-sm font-medium";
const cellStyle = "border-b border-line px-3 py-2 align-top";
const headStyle = "border-b border-line px-3 py-2 text-left font-semibold";

/** A labelled field of a filter form. */
export function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice among `options`, the first choice being "all" (no filter). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
  labelOf = (option) => option,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  allLabel: string;
  options: string[];
  /** How an option is shown (its stored code in staff's words); the code itself by default. */
  labelOf?(option: string): string;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={inputStyle}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A day of a date range. */
export function FilterDate({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <FilterField id={id} label={label}>
      <input id={id} name={name} type="date" defaultValue={value} className={inputStyle} />
    </FilterField>
  );
}

/** The GET form of a look-up: its fields, the submit button (disabled while `busy`), and a link that clears the filters when `reset` is given. */
export function FilterForm({
  label,
  className,
  submitLabel,
  busy = false,
  reset,
  onSubmit,
  children,
}: {
  /** Names the form for assistive technology when no heading does. */
  label?: string;
  className: string;
  submitLabel: string;
  busy?: boolean;
  reset?: { to: string; label: string } | null;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={className} aria-label={label} onSubmit={onSubmit}>
      {children}
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {submitLabel}
        </button>
        {reset ? (
          <Link to={reset.to} className={buttonStyles.quiet}>
            {reset.label}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A column of a look-up table: its heading, what a row shows in it, and the cell's own classes (`font-mono`, `whitespace-nowrap`). */
export type FilterColumn<Row> = { label: string; cell(row: Row): ReactNode; className?: string };

/** What a look-up found, as a table named by its (visually hidden) caption; wider than a phone, it scrolls sideways in `className`'s box. */
export function FilterTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  minWidth,
}: {
  caption: string;
  columns: FilterColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  rowClassName?(row: Row): string | undefined;
  className: string;
  /** The table's minimum width (a Tailwind class such as `min-w-[48rem]`). */
  minWidth: string;
}) {
  return (
    <div className={className}>
      <table className={`w-full ${minWidth} border-collapse text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={headStyle}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.label} className={column.className ? `${cellStyle} ${column.className}` : cellStyle}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
