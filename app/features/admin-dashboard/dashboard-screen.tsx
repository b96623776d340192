import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAdminAccount } from "../../admin/account";
import { useAdminTexts } from "../../admin/admin-language";
import { hasRole } from "../admin-auth/public";
import { adminJson } from "../../admin/session";
import type { AdminTexts } from "../../admin/texts";
import { type LiveMessage, useLiveMessages } from "../../admin/use-live";
import { LIVE_BADGE } from "./badges";
import { DemoContentPanel } from "./demo-content-panel";
import { type DashboardFigures, dashboardFiguresSchema, withLiveNotice } from "./figures";
import { FiguresPanel } from "./figures-panel";
import { NeedsDoingList } from "./needs-doing-list";
import { INQUIRY_KINDS, INQUIRY_LIVE_TYPE } from "../inquiries/public";
import type { OutboxSummary } from "../../mail/message";
import { OutboxPanel } from "./outbox-panel";
import { formatEventDate } from "../../i18n/format";
import { fill } from "../../i18n/plural";
import { noticeStyle } from "../../ui/styles";
import { DASHBOARD_ADMIN_TEXTS } from "./admin-texts";

/** The live messages of a new inquiry: the "needs doing" list is read again to name it. */
const INQUIRY_LIVE_TYPES = new Set<string>(INQUIRY_KINDS.map((kind) => INQUIRY_LIVE_TYPE[kind]));
/** docs/product.md §11: the dashboard keeps the last 10 notifications. */
export const DASHBOARD_NOTICES = 10;

function liveText(message: LiveMessage, live: AdminTexts["live"]): string {
  const template = live[message.type as keyof typeof live];
  return template ? fill(template, { who: message.data.email ?? message.data.name ?? "" }) : message.type;
}

/** /admin: what needs doing, the demo content, the visitor figures (`visitors`, for admins), the content figures, the mail and the live notices. */
export function DashboardScreen({ outbox, visitors }: { outbox: OutboxSummary | null; visitors: ReactNode }) {
  const { lang, t } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  // Subscribers, inquiries and their live notices are for admins only (the server refuses editors too).
  const canSeeVisitors = hasRole(useAdminAccount().role, "admin");
  const [notices, setNotices] = useState<LiveMessage[]>([]);
  const [figures, setFigures] = useState<DashboardFigures | null>(null);
  const [figuresFailed, setFiguresFailed] = useState(false);
  const [reads, setReads] = useState(0);
  const navigate = useNavigate();

  // Concert titles come in the admin's language, so the figures are read again when it changes.
  useEffect(() => {
    let current = true;
    setFiguresFailed(false);
    adminJson(`/api/admin/dashboard?lang=${lang}`, dashboardFiguresSchema)
      .then((loaded) => current && setFigures(loaded))
      .catch((failure: unknown) => {
        // A redirect thrown by adminFetch: the session is over.
        if (failure instanceof Response) navigate(failure.headers.get("Location") ?? "/admin/login");
        else if (current) setFiguresFailed(true);
      });
    return () => {
      current = false;
    };
  }, [lang, navigate, reads]);

  useLiveMessages((message) => {
    if (!LIVE_BADGE[message.type]) return;
    setNotices((current) => [message, ...current].slice(0, DASHBOARD_NOTICES));
    setFigures((current) => current && withLiveNotice(current, message));
    if (INQUIRY_LIVE_TYPES.has(message.type)) setReads((count) => count + 1);
  });

  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t.title}</h1>
      {figures ? <NeedsDoingList todo={figures.needsDoing} /> : null}
      {figures ? (
        <DemoContentPanel
          demo={figures.content.demoContent}
          onRemoved={(demoContent) => setFigures({ ...figures, content: { ...figures.content, demoContent } })}
        />
      ) : null}
      {canSeeVisitors ? visitors : null}
      {figures ? (
        <FiguresPanel figures={figures} />
      ) : figuresFailed ? (
        <p className={noticeStyle.error}>{dashboardTexts.figures.failed}</p>
      ) : (
        <p className="text-muted">{t.loading}</p>
      )}
      {canSeeVisitors ? <OutboxPanel summary={outbox} texts={dashboardTexts.outbox} /> : null}
      {canSeeVisitors ? (
        <section aria-labelledby="live-title">
          <h2 id="live-title" className="text-xl font-semibold">
            {t.live.title}
          </h2>
          {notices.length ? (
            <ol className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
              {notices.map((notice) => (
                <li key={`${notice.type}-${notice.data.timestamp}`} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                  <span>{liveText(notice, t.live)}</span>
                  <time dateTime={notice.data.timestamp} className="text-muted">
                    {formatEventDate(new Date(notice.data.timestamp), lang)}
                  </time>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-sm text-muted">{t.live.none}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
