import type { ShouldRevalidateFunctionArgs } from "react-router";
import { formatCompactDate } from "../i18n/compact-date";
import { formatEventDate } from "../i18n/format";
import { buttonStyles } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { ConfirmDialog, useConfirm } from "./confirm-dialog";
import { FormNotice, useAdminForm } from "./form";
import { useToast } from "./toasts";
import { readWriteRequest, sendRecordWrite, type OwnWrite, type WriteResult } from "./write";

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
 * A list's row writes, sent through the route's clientAction (the admin's one write path): a delete
 * asked in the admin's dialog, and the screen's own writes on a row (`write`, a status change). The
 * list takes each answer in (`removed`, or the screen's `onDone`), so the route keeps the pages it
 * has loaded (`keepPagesAfterRowWrite`).
 */
export function useRowWrites<Row extends { id: number }>(list: { removed(row: Row): void }, describe: (row: Row) => string) {
  const form = useAdminForm();
  const asking = useConfirm<Row>();
  const toast = useToast();
  const { t } = useAdminTexts();
  return {
    form,
    asking,
    describe,
    /** A row write beyond the delete, done in the list by `onDone` with the API's answer. */
    write(intent: string, row: Row, body: unknown, onDone: (data: unknown) => void) {
      form.submit({ intent, id: row.id, body }, { onDone: (result) => onDone(result.data) });
    },
    remove(row: Row) {
      form.submit(
        { intent: "delete", id: row.id },
        {
          onDone: () => {
            toast(t.deleted);
            list.removed(row);
            asking.close();
          },
        },
      );
    },
  };
}

export type RowWrites<Row extends { id: number }> = ReturnType<typeof useRowWrites<Row>>;

/** A list route's clientAction: the row writes of its records under `base` (delete, and the route's own). */
export async function rowWriteAction(base: string, request: Request, own?: Record<string, OwnWrite>): Promise<WriteResult> {
  return sendRecordWrite(base, await readWriteRequest(request), own);
}

/** A list route's `shouldRevalidate`: after a row write the list already shows its answer, so the pages loaded stay. */
export function keepPagesAfterRowWrite({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

/**
 * A list of stored records with deletion by id after the admin's confirmation (docs/product.md §11):
 * used by the subscribers page and the four inquiry lists.
 */
export function RecordsTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  writes,
  rowActions,
  emptyText,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  writes: RowWrites<Row>;
  /** Buttons shown before Delete on each row. */
  rowActions?(row: Row): React.ReactNode;
  /** What an empty list says instead of "no records yet" (a search that found nothing). */
  emptyText?: string;
}) {
  const { t } = useAdminTexts();
  const { form, asking } = writes;
  // The screen says its own writes' failures; the table says the delete's.
  const failed = form.shown?.kind === "refused" && form.shown.intent === "delete" ? t.deleteFailed : null;

  return (
    <div className="space-y-4">
      <FormNotice success={null} error={asking.asked ? null : failed} />
      {rows.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-muted">{emptyText ?? t.empty}</p>
      ) : (
        // relative: a cell's screen-reader-only text (a date's) stays inside the scrolled table, not past the page's edge.
        <div className="md:relative md:overflow-x-auto md:rounded-card md:border md:border-line md:bg-surface">
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
                  {/* The buttons wrap rather than widen the table: a narrow window (or a classic scrollbar) keeps them inside it. */}
                  <td className="px-4 py-2 align-top max-md:mt-2 max-md:block max-md:border-t max-md:border-line max-md:px-0 max-md:pt-2">
                    <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
                      {rowActions?.(row)}
                      <button type="button" disabled={form.busy} onClick={() => asking.ask(row)} className={buttonStyles.danger}>
                        {t.delete}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={asking.asked !== null}
        title={t.deleteTitle}
        text={t.confirmDelete}
        detail={asking.asked ? writes.describe(asking.asked) : null}
        busy={form.busy}
        error={asking.asked ? failed : null}
        onClose={asking.close}
        onConfirm={() => asking.asked && writes.remove(asking.asked)}
      />
    </div>
  );
}
