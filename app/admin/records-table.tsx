import { useState } from "react";
import { formatCompactDate } from "../i18n/compact-date";
import { formatEventDate } from "../i18n/format";
import { buttonStyles, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { adminFetch } from "./session";
import { useToast } from "./toasts";

export type Column<Row> = {
  key: string;
  label: string;
  render(row: Row): React.ReactNode;
  /** The column that names the row: the title of its card on a phone. */
  primary?: boolean;
  /** Long free text (a message): two lines in the list, the rest on the record's own page. */
  long?: boolean;
  /** One unbreakable value (an e-mail address): cut with an ellipsis, shown whole on hover and focus. */
  cut?: boolean;
};

/** A value too long for its column: one line with an ellipsis; hover shows it whole, and so does focus (the keyboard's hover). */
export function CutText({ text }: { text: string }) {
  return (
    <span
      tabIndex={0}
      title={text}
      className="block max-w-[8.5rem] truncate rounded-sm focus:max-w-none focus:overflow-visible focus:whitespace-normal focus:[overflow-wrap:anywhere]"
    >
      {text}
    </span>
  );
}

/** A stored instant in a list: compact ("12 min ago", "yesterday, 09:30"), the full date on hover and for screen readers. */
export function RecordDate({ value }: { value: string }) {
  const { lang } = useAdminTexts();
  const instant = new Date(value);
  const full = formatEventDate(instant, lang);
  return (
    <time dateTime={value} title={full} className="whitespace-nowrap">
      <span aria-hidden="true">{formatCompactDate(instant, lang)}</span>
      <span className="sr-only">{full}</span>
    </time>
  );
}

// Below 768 px each row is a card: the cells stack, each after its column's name (the header row
// stays for screen readers). From 768 px it is a table whose free text wraps anywhere, so the row's
// buttons never leave the right edge; names, pills and dates keep their words whole (their own
// classes), and e-mail addresses are cut (CutText).
const CELL = "px-4 py-3 align-top [overflow-wrap:anywhere] whitespace-pre-line max-md:px-0";
const LABELLED_CELL =
  "max-md:grid max-md:grid-cols-[minmax(0,10rem)_minmax(0,1fr)] max-md:gap-3 max-md:py-1 max-md:before:font-medium max-md:before:[overflow-wrap:break-word] max-md:before:text-muted max-md:before:content-[attr(data-label)]";
const PRIMARY_CELL = "max-md:order-first max-md:block max-md:pt-0 max-md:pb-2 max-md:text-base max-md:font-semibold";

/**
 * A list of stored records with deletion by id after a confirm (docs/product.md §11):
 * used by the subscribers page and the four inquiry lists.
 */
export function RecordsTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  deletePath,
  onDeleted,
  rowActions,
  emptyText,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  deletePath(row: Row): string;
  onDeleted(row: Row): void;
  /** Buttons shown before Delete on each row. */
  rowActions?(row: Row): React.ReactNode;
  /** What an empty list says instead of "no records yet" (a search that found nothing). */
  emptyText?: string;
}) {
  const { t } = useAdminTexts();
  const toast = useToast();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(row: Row) {
    if (!window.confirm(t.confirmDelete)) return;
    setBusyId(row.id);
    setDeleteFailed(false);
    try {
      const response = await adminFetch(deletePath(row), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
      toast(t.deleted);
      onDeleted(row);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setDeleteFailed(true);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="space-y-4">
      {deleteFailed ? (
        <p role="alert" className={noticeStyle.error}>
          {t.deleteFailed}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{emptyText ?? t.empty}</p>
      ) : (
        <div className="md:overflow-x-auto md:rounded-card md:border md:border-line md:bg-surface">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-paper text-muted max-md:sr-only">
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="px-4 py-3 font-medium">
                    {column.label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">{t.columns.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line max-md:block max-md:space-y-3 max-md:divide-y-0">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="max-md:flex max-md:flex-col max-md:rounded-card max-md:border max-md:border-line max-md:bg-surface max-md:px-4 max-md:py-3 max-md:shadow-card"
                >
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.label} className={`${CELL} ${column.primary ? PRIMARY_CELL : LABELLED_CELL}`}>
                      {column.long ? (
                        <div className="line-clamp-2 md:max-w-md">{column.render(row)}</div>
                      ) : column.cut ? (
                        <CutText text={String(column.render(row) ?? "")} />
                      ) : (
                        column.render(row)
                      )}
                    </td>
                  ))}
                  <td className="px-4 py-2 text-right align-top max-md:mt-2 max-md:flex max-md:flex-wrap max-md:justify-end max-md:gap-2 max-md:border-t max-md:border-line max-md:px-0 max-md:pt-2 md:whitespace-nowrap">
                    {rowActions?.(row)}
                    <button type="button" disabled={busyId === row.id} onClick={() => remove(row)} className={buttonStyles.danger}>
                      {t.delete}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
