import { z } from "zod";
import { INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind } from "../inquiries/public";
import { SUBSCRIBER_LIVE_TYPE } from "../newsletter/public";
import type { DemoContent } from "../demo-content/public";
import { SETTINGS_FIELDS } from "../site-settings/public";
import { needsDoingSchema } from "./needs-doing";

export const WEEKS_SHOWN = 12;
export const UPCOMING_SHOWN = 5;

const count = z.number().int();
const listFigures = z.object({ total: count, newSinceSeen: count });
const inquiryFigures = listFigures.extend({ unhandled: count, oldestUnhandledAt: z.string().nullable() });
const weekCount = z.object({ weekStart: z.string(), count });
const upcomingConcert = z.object({ eventId: z.string(), title: z.string(), startsAt: z.string(), availableSeats: count.nullable() });
export type ListFigures = z.infer<typeof listFigures>;
export type InquiryFigures = z.infer<typeof inquiryFigures>;
export type WeekCount = z.infer<typeof weekCount>;
export type UpcomingConcert = z.infer<typeof upcomingConcert>;

/**
 * The dashboard's figures in parts: `content` is what anyone who edits the site's content may
 * see; `audience` (subscribers and inquiries, personal data) and `site` (settings) are for admins
 * and can be left out whole. The dashboard reads the answer with it.
 */
export const dashboardFiguresSchema = z.object({
  content: z.object({
    upcomingConcerts: z.array(upcomingConcert),
    demoContent: z.object({ banners: count, comingSoon: count, concerts: count, removed: z.boolean() }) satisfies z.ZodType<DemoContent>,
    /** Library pictures (not decorative) without alternative text, per language. */
    missingAlt: z.object({ am: count, en: count, ru: count }),
  }),
  /** What staff have to do next, each entry leading to where it is done (needs-doing.ts). */
  needsDoing: needsDoingSchema,
  audience: z.object({ subscribers: listFigures.extend({ weekly: z.array(weekCount) }), inquiries: z.record(z.enum(INQUIRY_KINDS), inquiryFigures) }).optional(),
  site: z.object({ placeholderContacts: z.array(z.enum(SETTINGS_FIELDS)) }).optional(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

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
