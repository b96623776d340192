import { useState } from "react";
import { buttonStyles, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { adminFetch } from "./session";
import { useToast } from "./toasts";

export type Column<Row> = { key: string; label: string; render(row: Row): React.ReactNode };

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
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-paper text-muted">
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
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.id} className="align-top">
                  {columns.map((column) => (
                    <td key={column.key} className="max-w-xs px-4 py-3 break-words whitespace-pre-line">
                      {column.render(row)}
                    </td>
                  ))}
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    {rowActions?.(row)}
                    <button type="button" disabled={busyId === row.id} onClick={() => remove(row)} className={buttonStyles.quiet}>
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
