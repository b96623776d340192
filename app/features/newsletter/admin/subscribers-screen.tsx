import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { useAdminForm } from "../../../admin/form";
import { AdminPageHeader } from "../../../admin/page-header";
import { z } from "zod";
import { ListFooter, ListSearch, type Page, usePagedList } from "../../../admin/paged-list";
import { RecordDate, RecordsTable, useRowWrites } from "../../../admin/records-table";
import { adminFetch } from "../../../admin/session";
import { type LiveMessage, useLiveMessages } from "../../../admin/use-live";
import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, noticeStyle } from "../../../ui/styles";
import { NEWSLETTER_ADMIN_TEXTS } from "../admin-texts";

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(["pending", "confirmed", "bounced"]),
  language: z.enum(LANGS).catch("am"),
  createdAt: z.string(),
});
type Subscriber = z.infer<typeof subscriberSchema>;

/** A subscriber's state at a glance: confirmed in green, waiting in the accent's wash, refused in red. */
const STATUS_PILL = {
  confirmed: "bg-success-soft text-success",
  pending: "bg-accent-soft text-accent-strong",
  bounced: "bg-danger-soft text-danger",
} as const;
const PILL = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/** docs/product.md §11: a notice stays 10 seconds, at most 5 at once. */
export const SUBSCRIBER_NOTICE_MS = 10_000;
export const SUBSCRIBER_NOTICES = 5;
export const SUBSCRIBERS_API = "/api/subscribers";

function filenameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "subscribers.csv";
}

/** docs/product.md §11: the subscribers, searched and paged, new ones announced live, deleted by id, exported as CSV. */
export function SubscribersScreen({ filters, first }: { filters: Record<string, string>; first: Page<Subscriber> }) {
  const { lang, t } = useAdminTexts();
  const subscriberTexts = NEWSLETTER_ADMIN_TEXTS[lang];
  const revalidator = useRevalidator();
  const list = usePagedList(SUBSCRIBERS_API, subscriberSchema, first, filters);
  const rows = useRowWrites(list, (row) => row.email);
  const [notices, setNotices] = useState<(LiveMessage & { key: number })[]>([]);
  // The export is the browser's own work (a download); the form kit keeps its failure until the next attempt.
  const exporting = useAdminForm();

  useLiveMessages((message) => {
    if (message.type !== "NEW_SUBSCRIBER") return;
    setNotices((current) => [{ ...message, key: Date.now() + Math.random() }, ...current].slice(0, SUBSCRIBER_NOTICES));
    void list.showNewest();
  });

  useEffect(() => {
    if (!notices.length) return;
    const oldest = notices[notices.length - 1]!;
    const timer = setTimeout(() => setNotices((current) => current.filter((notice) => notice.key !== oldest.key)), SUBSCRIBER_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notices]);

  async function download() {
    const saved = await exporting.prepare(
      async () => {
        const response = await adminFetch("/api/subscribers/export");
        if (!response.ok) throw new Error(String(response.status));
        const link = document.createElement("a");
        link.href = URL.createObjectURL(await response.blob());
        link.download = filenameOf(response.headers.get("content-disposition"));
        link.click();
        URL.revokeObjectURL(link.href);
        return true;
      },
      "busy",
      "export",
    );
    if (saved) exporting.clear();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.nav.screens.subscribers}>
        <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
          {t.refresh}
        </button>
        <button type="button" onClick={download} className={buttonStyles.primary}>
          {t.downloadCsv}
        </button>
      </AdminPageHeader>
      {exporting.shown?.kind === "refused" ? (
        <p role="alert" className={noticeStyle.error}>
          {t.exportFailed}
        </p>
      ) : null}
      <ul aria-live="polite" className="space-y-2">
        {notices.map((notice) => (
          <li key={notice.key} className={noticeStyle.success}>
            {fill(t.live.NEW_SUBSCRIBER, { who: notice.data.email ?? "" })}
          </li>
        ))}
      </ul>
      <ListSearch label={t.lists.search} placeholder={t.lists.searchSubscribers} />
      <RecordsTable
        caption={t.nav.screens.subscribers}
        columns={[
          { key: "id", label: t.columns.id, render: (row) => row.id },
          { key: "email", label: t.columns.email, render: (row) => row.email, primary: true, cut: true },
          {
            key: "language",
            label: t.columns.language,
            render: (row) => (
              <span lang={HTML_LANG[row.language]} className={`${PILL} border border-line`}>
                {LANGUAGE_NAME[row.language]}
              </span>
            ),
          },
          { key: "status", label: t.columns.status, render: (row) => <span className={`${PILL} ${STATUS_PILL[row.status]}`}>{subscriberTexts.subscriberStatuses[row.status]}</span> },
          { key: "createdAt", label: t.columns.subscribedAt, render: (row) => <RecordDate value={row.createdAt} /> },
        ]}
        rows={list.items}
        writes={rows}
        emptyText={filters.q ? fill(t.lists.noMatches, { q: filters.q }) : undefined}
      />
      <ListFooter list={list} />
    </div>
  );
}
