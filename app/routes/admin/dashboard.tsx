import { useState } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminFetch, adminJson } from "../../admin/session";
import type { AdminTexts } from "../../admin/texts";
import { type LiveMessage, useLiveMessages } from "../../admin/use-live";
import type { BadgeTile } from "../../features/admin-dashboard/badges.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind, SUBSCRIBER_LIVE_TYPE } from "../../features/inquiries/inquiry-kinds";
import type { OutboxSummary } from "../../features/mail/message";
import { OutboxPanel } from "../../features/mail/outbox-panel";
import { formatEventDate } from "../../i18n/format";
import { fill, plural } from "../../i18n/plural";
import { cardStyle } from "../../ui/styles";
import type { Route } from "./+types/dashboard";

/** Which tile a live message raises, and where each tile leads. */
const LIVE_TILE: Record<string, BadgeTile> = {
  [SUBSCRIBER_LIVE_TYPE]: "subscribers",
  ...Object.fromEntries(INQUIRY_KINDS.map((kind) => [INQUIRY_LIVE_TYPE[kind], kind])),
};
const TILE_PATH: Record<BadgeTile, string> = {
  subscribers: "/admin/subscribers",
  ...(Object.fromEntries(INQUIRY_KINDS.map((kind) => [kind, `/admin/${INQUIRY_ADMIN_PATH[kind]}`])) as Record<InquiryKind, string>),
};
/** The content screens, at the spec's own paths (admin-area section 2). */
const SECTION_PATH = { events: "/examples/events-api-test", staff: "/examples/staff-api-test", banners: "/examples/advert-banner-api-test" } as const;
/** Spec admin-area section 4: the dashboard keeps the last 10 notifications. */
export const DASHBOARD_NOTICES = 10;

export async function clientLoader() {
  const [badges, outbox] = await Promise.all([
    adminJson<Record<BadgeTile, number>>("/api/admin/badges"),
    adminJson<OutboxSummary>("/api/admin/outbox/summary").catch((failure: unknown) => {
      if (failure instanceof Response) throw failure;
      return null;
    }),
  ]);
  return { badges, outbox };
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
  const [badges, setBadges] = useState(loaderData.badges);
  const [notices, setNotices] = useState<LiveMessage[]>([]);

  useLiveMessages((message) => {
    const tile = LIVE_TILE[message.type];
    if (!tile) return;
    setBadges((current) => ({ ...current, [tile]: current[tile] + 1 }));
    setNotices((current) => [message, ...current].slice(0, DASHBOARD_NOTICES));
  });

  const tileClass = `${cardStyle} flex min-h-28 flex-col justify-between gap-3 p-5 transition-colors hover:border-accent`;
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t.title}</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(Object.keys(SECTION_PATH) as (keyof typeof SECTION_PATH)[]).map((tile) => (
          <li key={tile}>
            <Link to={SECTION_PATH[tile]} className={`${tileClass} h-full`}>
              <span className="text-lg font-semibold">{t.tiles[tile]}</span>
            </Link>
          </li>
        ))}
        {(Object.keys(TILE_PATH) as BadgeTile[]).map((tile) => (
          <li key={tile}>
            <Link
              to={TILE_PATH[tile]}
              className={`${tileClass} h-full`}
              onClick={() => {
                setBadges((current) => ({ ...current, [tile]: 0 }));
                void adminFetch(`/api/admin/badges/${tile}/seen`, { method: "POST" }).catch(() => undefined);
              }}
            >
              <span className="text-lg font-semibold">{t.tiles[tile]}</span>
              {badges[tile] > 0 ? (
                <span className="w-fit rounded-full bg-accent px-3 py-1 text-sm font-semibold text-white" data-testid={`badge-${tile}`}>
                  {plural(lang, badges[tile], t.newBadge)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <OutboxPanel summary={loaderData.outbox} texts={t.outbox} />
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
    </div>
  );
}
