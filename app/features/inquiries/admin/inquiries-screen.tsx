import { Link, useRevalidator, useSearchParams } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminPageHeader } from "../../../admin/page-header";
import { ListFooter, ListSearch, type Page, usePagedList } from "../../../admin/paged-list";
import { type Column, RecordDate, RecordsTable, useRowWrites } from "../../../admin/records-table";
import { useLiveMessages } from "../../../admin/use-live";
import { fill } from "../../../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../../../ui/styles";
import { INQUIRY_FIELDS, INQUIRY_LIVE_TYPE, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from "../inquiry-kinds";
import { type InquiryRecord, inquiryListApiPath, inquiryRecordSchema, inquiryPath, labelOf } from "./inquiry-admin";
import { INQUIRY_ADMIN_TEXTS } from "./texts";

export function InquiryStatusBadge({ status }: { status: string }) {
  const { lang } = useAdminTexts();
  const inquiryTexts = INQUIRY_ADMIN_TEXTS[lang];
  return status === "new" ? (
    <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">{inquiryTexts.statuses.new}</span>
  ) : status === "answered" ? (
    <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-success">{inquiryTexts.statuses.answered}</span>
  ) : (
    <span className="rounded-full bg-line px-2.5 py-0.5 text-xs whitespace-nowrap">{labelOf(inquiryTexts.statuses, status)}</span>
  );
}

/**
 * One screen for the four inquiry lists (docs/product.md §11): the kind decides the columns; the
 * name opens the inquiry's own page with every field.
 */
export function InquiriesScreen({ kind, filters, first }: { kind: InquiryKind; filters: Record<string, string>; first: Page<InquiryRecord> }) {
  const { lang, t } = useAdminTexts();
  const inquiryTexts = INQUIRY_ADMIN_TEXTS[lang];
  const revalidator = useRevalidator();
  const [, setParams] = useSearchParams();
  const list = usePagedList(inquiryListApiPath(kind), inquiryRecordSchema, first, filters);
  const rows = useRowWrites(list, (row) => [row.name, row.surname].filter(Boolean).join(" "));
  const statusFailed = rows.form.shown?.kind === "refused" && rows.form.shown.intent === "status";

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

  function setStatus(row: InquiryRecord, status: InquiryStatus) {
    rows.write("status", row, { status }, (answer) => {
      const updated = inquiryRecordSchema.parse(answer);
      if (filters.status && updated.status !== filters.status) list.removed(updated);
      else list.replaced(updated);
    });
  }

  const columns: Column<InquiryRecord>[] = [
    ...INQUIRY_FIELDS[kind].map(
      (field): Column<InquiryRecord> => ({
        key: field,
        label: t.columns[field],
        primary: field === "name",
        long: field === "message" || field === "eventType",
        cut: field === "email",
        render: (row) =>
          field === "name" ? (
            <Link to={inquiryPath(kind, row.id)} className="font-semibold text-accent-strong underline underline-offset-4 [overflow-wrap:normal] hover:text-accent">
              {row.name}
            </Link>
          ) : field === "hall" ? (
            labelOf(inquiryTexts.halls, row.hall)
          ) : field === "visitDate" ? (
            <span className="whitespace-nowrap">{row.visitDate}</span>
          ) : (
            row[field]
          ),
      }),
    ),
    { key: "status", label: t.columns.status, render: (row) => <InquiryStatusBadge status={row.status} /> },
    { key: "createdAt", label: t.columns.createdAt, render: (row) => <RecordDate value={row.createdAt} /> },
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.nav.screens[kind]}>
        <label className="flex items-center gap-2 text-sm">
          {inquiryTexts.statusFilter}
          <select value={filters.status ?? "all"} onChange={(event) => showStatus(event.target.value)} className={`${inputStyle} w-auto`}>
            <option value="all">{inquiryTexts.statusFilterAll}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {inquiryTexts.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
          {t.refresh}
        </button>
      </AdminPageHeader>
      {statusFailed ? (
        <p role="alert" className={noticeStyle.error}>
          {inquiryTexts.updateFailed}
        </p>
      ) : null}
      <ListSearch label={t.lists.search} placeholder={t.lists.searchInquiries} />
      <RecordsTable
        caption={t.nav.screens[kind]}
        columns={columns}
        rows={list.items}
        emptyText={filters.q ? fill(t.lists.noMatches, { q: filters.q }) : undefined}
        rowActions={(row) => (
          <button type="button" onClick={() => setStatus(row, row.status === "handled" ? "new" : "handled")} className={buttonStyles.quiet}>
            {row.status === "handled" ? inquiryTexts.markNew : inquiryTexts.markHandled}
          </button>
        )}
        writes={rows}
      />
      <ListFooter list={list} />
    </div>
  );
}
