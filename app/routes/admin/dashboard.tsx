import { useState } from "react";
import { Link } from "react-router";
import { adminFetch, adminJson } from "../../admin/session";
import { ADMIN_TEXTS } from "../../admin/texts";
import { type LiveMessage, useLiveMessages } from "../../admin/use-live";
import type { BadgeTile } from "../../features/admin-dashboard/badges.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind, SUBSCRIBER_LIVE_TYPE } from "../../features/inquiries/inquiry-kinds";
import { formatEventDate } from "../../i18n/format";
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
/** Spec admin-area section 4: the dashboard keeps the last 10 notifications. */
export const DASHBOARD_NOTICES = 10;

export async function clientLoader() {
  return { badges: await adminJson<Record<BadgeTile, number>>("/api/admin/badges") };
}

function liveText(message: LiveMessage): string {
  const template = ADMIN_TEXTS.live[message.type as keyof typeof ADMIN_TEXTS.live];
  return typeof template === "string" ? template.replace("{who}", message.data.email ?? message.data.name ?? "") : message.type;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
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
      <h1 className="text-3xl font-semibold tracking-tight">{ADMIN_TEXTS.title}</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(["events", "staff", "banners"] as const).map((tile) => (
          <li key={tile} className={`${tileClass} opacity-70`} aria-disabled="true">
            <span className="text-lg font-semibold">{ADMIN_TEXTS.tiles[tile]}</span>
            <span className="text-sm text-muted">{ADMIN_TEXTS.soon}</span>
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
              <span className="text-lg font-semibold">{ADMIN_TEXTS.tiles[tile]}</span>
              {badges[tile] > 0 ? (
                <span className="w-fit rounded-full bg-accent px-3 py-1 text-sm font-semibold text-white" data-testid={`badge-${tile}`}>
                  {ADMIN_TEXTS.newBadge.replace("{n}", String(badges[tile]))}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="live-title">
        <h2 id="live-title" className="text-xl font-semibold">
          {ADMIN_TEXTS.live.title}
        </h2>
        {notices.length ? (
          <ol className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
            {notices.map((notice) => (
              <li key={`${notice.type}-${notice.data.timestamp}`} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                <span>{liveText(notice)}</span>
                <time dateTime={notice.data.timestamp} className="text-muted">
                  {formatEventDate(new Date(notice.data.timestamp), "am")}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-sm text-muted">{ADMIN_TEXTS.live.none}</p>
        )}
      </section>
    </div>
  );
}
