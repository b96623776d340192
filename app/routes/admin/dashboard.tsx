import { z } from "zod";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAdminAccount } from "../../admin/account";
import { useAdminTexts } from "../../admin/admin-language";
import { hasRole } from "../../features/admin-auth/roles";
import { AdminLoadError } from "../../admin/load-error";
import { adminFetch, adminJson, verifiedAccount } from "../../admin/session";
import { readWriteRequest, sendWrite } from "../../admin/write";
import type { AdminTexts } from "../../admin/texts";
import { type LiveMessage, useLiveMessages } from "../../admin/use-live";
import { BADGE_TILES, type BadgeTile } from "../../features/admin-dashboard/badges";
import { DemoContentPanel } from "../../features/admin-dashboard/demo-content-panel";
import { type DashboardFigures, dashboardFiguresSchema, withLiveNotice } from "../../features/admin-dashboard/figures";
import { FiguresPanel, MissingAltNotice, PlaceholderContactsWarning, SETTINGS_PATH } from "../../features/admin-dashboard/figures-panel";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind } from "../../features/inquiries/inquiry-kinds";
import { SUBSCRIBER_LIVE_TYPE } from "../../features/newsletter/schema";
import { outboxSummarySchema } from "../../mail/message";
import { OutboxPanel } from "../../features/admin-dashboard/outbox-panel";
import { VisitorSummaryCard } from "../../features/visitor-figures/admin/summary-card";
import { formatEventDate } from "../../i18n/format";
import { fill, plural } from "../../i18n/plural";
import { cardStyle, noticeStyle } from "../../ui/styles";
import type { Route } from "./+types/dashboard";
import { SETTINGS_ADMIN_TEXTS } from "../../features/site-settings/admin-texts";
import { DASHBOARD_ADMIN_TEXTS } from "../../features/admin-dashboard/admin-texts";

/** Which tile a live message raises, and where each tile leads. */
const LIVE_TILE: Record<string, BadgeTile> = {
  [SUBSCRIBER_LIVE_TYPE]: "subscribers",
  ...Object.fromEntries(INQUIRY_KINDS.map((kind) => [INQUIRY_LIVE_TYPE[kind], kind])),
};
const TILE_PATH: Record<BadgeTile, string> = {
  subscribers: "/admin/subscribers",
  ...(Object.fromEntries(INQUIRY_KINDS.map((kind) => [kind, `/admin/${INQUIRY_ADMIN_PATH[kind]}`])) as Record<InquiryKind, string>),
};
/** The content screens, which every account may open. */
const SECTION_PATH = { comingSoon: "/admin/events", staff: "/admin/staff", banners: "/admin/banners" } as const;
/** docs/product.md §11: the dashboard keeps the last 10 notifications. */
export const DASHBOARD_NOTICES = 10;

/** Badges count subscribers and inquiries, which an editor may not see: for an editor there are none. */
export async function clientLoader() {
  const { role } = await verifiedAccount();
  if (!hasRole(role, "admin")) return { badges: null, outbox: null };
  const [badges, outbox] = await Promise.all([
    adminJson("/api/admin/badges", z.record(z.enum(BADGE_TILES), z.number().int())),
    adminJson("/api/admin/outbox/summary", outboxSummarySchema).catch((failure: unknown) => {
      if (failure instanceof Response) throw failure;
      return null;
    }),
  ]);
  return { badges, outbox };
}

/** The dashboard's one write: removing the demo content (the demo panel's intent `remove-demo`). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent } = await readWriteRequest(request);
  return sendWrite(intent, "/api/admin/demo-content/remove", "POST", {});
}

function liveText(message: LiveMessage, live: AdminTexts["live"]): string {
  const template = live[message.type as keyof typeof live];
  return template ? fill(template, { who: message.data.email ?? message.data.name ?? "" }) : message.type;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const settingsTexts = SETTINGS_ADMIN_TEXTS[lang];
  // Subscribers, inquiries and their live notices are for admins only (the server refuses editors too).
  const canSeeVisitors = hasRole(useAdminAccount().role, "admin");
  const [badges, setBadges] = useState(loaderData.badges);
  const [notices, setNotices] = useState<LiveMessage[]>([]);
  const [figures, setFigures] = useState<DashboardFigures | null>(null);
  const [figuresFailed, setFiguresFailed] = useState(false);
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
  }, [lang, navigate]);

  useLiveMessages((message) => {
    const tile = LIVE_TILE[message.type];
    if (!tile) return;
    setBadges((current) => current && { ...current, [tile]: current[tile] + 1 });
    setNotices((current) => [message, ...current].slice(0, DASHBOARD_NOTICES));
    setFigures((current) => current && withLiveNotice(current, message));
  });

  const tileClass = `${cardStyle} flex min-h-28 flex-col justify-between gap-3 p-5 transition-colors hover:border-accent`;
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t.title}</h1>
      {figures?.site ? <PlaceholderContactsWarning fields={figures.site.placeholderContacts} /> : null}
      {figures ? <MissingAltNotice counts={figures.content.missingAlt} /> : null}
      {figures ? (
        <DemoContentPanel
          demo={figures.content.demoContent}
          onRemoved={(demoContent) => setFigures({ ...figures, content: { ...figures.content, demoContent } })}
        />
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(Object.keys(SECTION_PATH) as (keyof typeof SECTION_PATH)[]).map((tile) => (
          <li key={tile}>
            <Link to={SECTION_PATH[tile]} className={`${tileClass} h-full`}>
              <span className="text-lg font-semibold">{t.nav.screens[tile]}</span>
            </Link>
          </li>
        ))}
        {canSeeVisitors ? (
          <li>
            <Link to={SETTINGS_PATH} className={`${tileClass} h-full`}>
              <span className="text-lg font-semibold">{settingsTexts.settings.title}</span>
            </Link>
          </li>
        ) : null}
        {(canSeeVisitors ? (Object.keys(TILE_PATH) as BadgeTile[]) : []).map((tile) => (
          <li key={tile}>
            <Link
              to={TILE_PATH[tile]}
              className={`${tileClass} h-full`}
              onClick={() => {
                setBadges((current) => current && { ...current, [tile]: 0 });
                void adminFetch(`/api/admin/badges/${tile}/seen`, { method: "POST" }).catch(() => undefined);
              }}
            >
              <span className="text-lg font-semibold">{t.nav.screens[tile]}</span>
              {badges?.[tile] ? (
                <span className="w-fit rounded-full bg-accent px-3 py-1 text-sm font-semibold text-white" data-testid={`badge-${tile}`}>
                  {plural(lang, badges[tile], t.newBadge)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {canSeeVisitors ? <VisitorSummaryCard /> : null}
      {figures ? (
        <FiguresPanel figures={figures} />
      ) : figuresFailed ? (
        <p className={noticeStyle.error}>{dashboardTexts.figures.failed}</p>
      ) : (
        <p className="text-muted">{t.loading}</p>
      )}
      {canSeeVisitors ? <OutboxPanel summary={loaderData.outbox} texts={dashboardTexts.outbox} /> : null}
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
