import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminPageHeader } from "../../admin/page-header";
import { type Column, RecordsTable } from "../../admin/records-table";
import { adminFetch, adminJson } from "../../admin/session";
import { ADMIN_TEXTS } from "../../admin/texts";
import {
  INQUIRY_ADMIN_PATH,
  INQUIRY_FIELDS,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  type InquiryField,
  type InquiryKind,
  type InquiryStatus,
} from "../../features/inquiries/inquiry-kinds";
import { formatEventDate } from "../../i18n/format";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import type { Route } from "./+types/inquiries";

type InquiryRow = { id: number; status: string; createdAt: string } & Partial<Record<InquiryField, string>>;

function kindOf(pathname: string): InquiryKind {
  const segment = pathname.split("/").filter(Boolean).at(-1);
  return INQUIRY_KINDS.find((kind) => INQUIRY_ADMIN_PATH[kind] === segment) ?? "visit";
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const kind = kindOf(new URL(request.url).pathname);
  return { kind, rows: await adminJson<InquiryRow[]>(`/api/${INQUIRY_ADMIN_PATH[kind]}`) };
}

/** One screen for the four inquiry lists (spec admin-area section 2): the kind decides the columns. */
export default function AdminInquiries({ loaderData: { kind, rows } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [shown, setShown] = useState<InquiryStatus | "all">("all");
  const [error, setError] = useState(false);

  async function setStatus(row: InquiryRow, status: InquiryStatus) {
    setError(false);
    try {
      const response = await adminFetch(`/api/${INQUIRY_ADMIN_PATH[kind]}/${row.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status }),
      });
      if (!response.ok) throw new Error(String(response.status));
      revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setError(true);
    }
  }

  const columns: Column<InquiryRow>[] = [
    ...INQUIRY_FIELDS[kind].map((field) => ({
      key: field,
      label: ADMIN_TEXTS.columns[field],
      render: (row: InquiryRow) => (field === "hall" ? (ADMIN_TEXTS.halls[row.hall ?? ""] ?? row.hall) : row[field]),
    })),
    {
      key: "status",
      label: ADMIN_TEXTS.columns.status,
      render: (row) =>
        row.status === "new" ? (
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white">{ADMIN_TEXTS.statuses.new}</span>
        ) : (
          <span className="rounded-full bg-line px-2.5 py-0.5 text-xs">{ADMIN_TEXTS.statuses[row.status] ?? row.status}</span>
        ),
    },
    { key: "createdAt", label: ADMIN_TEXTS.columns.createdAt, render: (row) => formatEventDate(new Date(row.createdAt), "am") },
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader title={ADMIN_TEXTS.tiles[kind]}>
        <label className="flex items-center gap-2 text-sm">
          {ADMIN_TEXTS.statusFilter}
          <select value={shown} onChange={(event) => setShown(event.target.value as InquiryStatus | "all")} className={`${inputStyle} w-auto`}>
            <option value="all">{ADMIN_TEXTS.statusFilterAll}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ADMIN_TEXTS.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
          {ADMIN_TEXTS.refresh}
        </button>
      </AdminPageHeader>
      {error ? (
        <p role="alert" className={noticeStyle.error}>
          {ADMIN_TEXTS.updateFailed}
        </p>
      ) : null}
      <RecordsTable
        caption={ADMIN_TEXTS.tiles[kind]}
        columns={columns}
        rows={shown === "all" ? rows : rows.filter((row) => row.status === shown)}
        rowActions={(row) => (
          <button type="button" onClick={() => setStatus(row, row.status === "new" ? "handled" : "new")} className={buttonStyles.quiet}>
            {row.status === "new" ? ADMIN_TEXTS.markHandled : ADMIN_TEXTS.markNew}
          </button>
        )}
        deletePath={(row) => `/api/${INQUIRY_ADMIN_PATH[kind]}/${row.id}`}
        onDeleted={() => revalidator.revalidate()}
      />
    </div>
  );
}
