import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { AdminPageHeader } from "../../admin/page-header";
import { ListFooter, listFilters, ListSearch, type Page, pageUrl, usePagedList } from "../../admin/paged-list";
import { type Column, RecordsTable } from "../../admin/records-table";
import { adminFetch, adminJson } from "../../admin/session";
import { useLiveMessages } from "../../admin/use-live";
import {
  INQUIRY_ADMIN_PATH,
  INQUIRY_FIELDS,
  INQUIRY_KINDS,
  INQUIRY_LIVE_TYPE,
  INQUIRY_STATUSES,
  type InquiryField,
  type InquiryKind,
  type InquiryStatus,
} from "../../features/inquiries/inquiry-kinds";
import { formatEventDate } from "../../i18n/format";
import { fill } from "../../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import type { Route } from "./+types/inquiries";

type InquiryRow = { id: number; status: string; createdAt: string } & Partial<Record<InquiryField, string>>;

function kindOf(pathname: string): InquiryKind {
  const segment = pathname.split("/").filter(Boolean).at(-1);
  return INQUIRY_KINDS.find((kind) => INQUIRY_ADMIN_PATH[kind] === segment) ?? "visit";
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  const filters = listFilters(request.url, ["q", "status"]);
  return { kind, filters, first: await adminJson<Page<InquiryRow>>(pageUrl(`/api/${INQUIRY_ADMIN_PATH[kind]}`, filters)) };
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

/** A stored value's label, or the value itself when the catalogue has none for it. */
function labelOf(labels: Readonly<Record<string, string>>, value: string | undefined): string | undefined {
  return value !== undefined && Object.hasOwn(labels, value) ? labels[value] : value;
}

/** One screen for the four inquiry lists (docs/product.md §11): the kind decides the columns. */
export default function AdminInquiries({ loaderData: { kind, filters, first } }: Route.ComponentProps) {
  const { lang, t } = useAdminTexts();
  const revalidator = useRevalidator();
  const [, setParams] = useSearchParams();
  const list = usePagedList(`/api/${INQUIRY_ADMIN_PATH[kind]}`, first, filters);
  const [error, setError] = useState(false);

  useLiveMessages((message) => {
    if (message.type === INQUIRY_LIVE_TYPE[kind]) void list.showNewest();
  });

  function showStatus(status: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (status === "all") next.delete("status");
        else next.set("status", status);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  async function setStatus(row: InquiryRow, status: InquiryStatus) {
    setError(false);
    try {
      const response = await adminFetch(`/api/${INQUIRY_ADMIN_PATH[kind]}/${row.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const updated = (await response.json()) as InquiryRow;
      if (filters.status && updated.status !== filters.status) list.removed(updated);
      else list.replaced(updated);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setError(true);
    }
  }

  const columns: Column<InquiryRow>[] = [
    ...INQUIRY_FIELDS[kind].map((field) => ({
      key: field,
      label: t.columns[field],
      render: (row: InquiryRow) => (field === "hall" ? labelOf(t.halls, row.hall) : row[field]),
    })),
    {
      key: "status",
      label: t.columns.status,
      render: (row) =>
        row.status === "new" ? (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white">{t.statuses.new}</span>
        ) : (
          <span className="rounded-full bg-line px-2.5 py-0.5 text-xs">{labelOf(t.statuses, row.status)}</span>
        ),
    },
    { key: "createdAt", label: t.columns.createdAt, render: (row) => formatEventDate(new Date(row.createdAt), lang) },
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.tiles[kind]}>
        <label className="flex items-center gap-2 text-sm">
          {t.statusFilter}
          <select value={filters.status ?? "all"} onChange={(event) => showStatus(event.target.value)} className={`${inputStyle} w-auto`}>
            <option value="all">{t.statusFilterAll}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
          {t.refresh}
        </button>
      </AdminPageHeader>
      {error ? (
        <p role="alert" className={noticeStyle.error}>
          {t.updateFailed}
        </p>
      ) : null}
      <ListSearch label={t.lists.search} placeholder={t.lists.searchInquiries} />
      <RecordsTable
        caption={t.tiles[kind]}
        columns={columns}
        rows={list.items}
        emptyText={filters.q ? fill(t.lists.noMatches, { q: filters.q }) : undefined}
        rowActions={(row) => (
          <button type="button" onClick={() => setStatus(row, row.status === "new" ? "handled" : "new")} className={buttonStyles.quiet}>
            {row.status === "new" ? t.markHandled : t.markNew}
          </button>
        )}
        deletePath={(row) => `/api/${INQUIRY_ADMIN_PATH[kind]}/${row.id}`}
        onDeleted={list.removed}
      />
      <ListFooter list={list} />
    </div>
  );
}
