import { INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind } from "../inquiries/public";
import { SUBSCRIBER_LIVE_TYPE } from "../newsletter/public";
import type { DemoContent } from "../demo-content/public";
import type { SettingsField } from "../site-settings/public";

export const WEEKS_SHOWN = 12;
export const UPCOMING_SHOWN = 5;

export type ListFigures = { total: number; newSinceSeen: number };
export type InquiryFigures = ListFigures & { unhandled: number; oldestUnhandledAt: string | null };
export type WeekCount = { weekStart: string; count: number };
export type UpcomingConcert = { eventId: string; title: string; startsAt: string; availableSeats: number | null };

/**
 * The dashboard's figures in parts: `content` is what anyone who edits the site's content may
 * see; `audience` (subscribers and inquiries, personal data) and `site` (settings) are for admins
 * and can be left out whole.
 */
export type DashboardFigures = {
  content: { upcomingConcerts: UpcomingConcert[]; demoContent: DemoContent };
  audience?: { subscribers: ListFigures & { weekly: WeekCount[] }; inquiries: Record<InquiryKind, InquiryFigures> };
  site?: { placeholderContacts: SettingsField[] };
};

const KIND_OF_LIVE_TYPE = new Map<string, InquiryKind>(INQUIRY_KINDS.map((kind) => [INQUIRY_LIVE_TYPE[kind], kind]));

/** The figures after a live notice of a new subscriber or inquiry (the server counts the same on the next load). */
export function withLiveNotice(figures: DashboardFigures, message: { type: string; data: { timestamp: string } }): DashboardFigures {
  const audience = figures.audience;
  if (!audience) return figures;
  if (message.type === SUBSCRIBER_LIVE_TYPE) {
    const weekly = audience.subscribers.weekly.map((week, index, all) => (index === all.length - 1 ? { ...week, count: week.count + 1 } : week));
    const subscribers = { ...audience.subscribers, total: audience.subscribers.total + 1, newSinceSeen: audience.subscribers.newSinceSeen + 1, weekly };
    return { ...figures, audience: { ...audience, subscribers } };
  }
  const kind = KIND_OF_LIVE_TYPE.get(message.type);
  if (!kind) return figures;
  const before = audience.inquiries[kind];
  const after: InquiryFigures = {
    total: before.total + 1,
    newSinceSeen: before.newSinceSeen + 1,
    unhandled: before.unhandled + 1,
    oldestUnhandledAt: before.oldestUnhandledAt ?? message.data.timestamp,
  };
  return { ...figures, audience: { ...audience, inquiries: { ...audience.inquiries, [kind]: after } } };
}
