import { useRevalidator } from "react-router";
import { AdminPageHeader } from "../../admin/page-header";
import { type Column, RecordsTable } from "../../admin/records-table";
import { adminJson } from "../../admin/session";
import { ADMIN_TEXTS } from "../../admin/texts";
import { INQUIRY_ADMIN_PATH, INQUIRY_FIELDS, INQUIRY_KINDS, type InquiryField, type InquiryKind } from "../../features/inquiries/inquiry-kinds";
import { formatEventDate } from "../../i18n/format";
import { buttonStyles } from "../../ui/styles";
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
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white">{ADMIN_TEXTS.statusNew}</span>
        ) : (
          <span className="rounded-full bg-line px-2.5 py-0.5 text-xs">{row.status}</span>
        ),
    },
    { key: "createdAt", label: ADMIN_TEXTS.columns.createdAt, render: (row) => formatEventDate(new Date(row.createdAt), "am") },
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader title={ADMIN_TEXTS.tiles[kind]}>
        <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
          {ADMIN_TEXTS.refresh}
        </button>
      </AdminPageHeader>
      <RecordsTable
        caption={ADMIN_TEXTS.tiles[kind]}
        columns={columns}
        rows={rows}
        deletePath={(row) => `/api/${INQUIRY_ADMIN_PATH[kind]}/${row.id}`}
        onDeleted={() => revalidator.revalidate()}
      />
    </div>
  );
}
