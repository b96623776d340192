import { and, count, eq, gte, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { subscribers } from "../../db/schema/newsletter";
import { addDays, dayKey, hallDay, isoWeekday, startOfHallDay, toHallIso } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import type { ConcertCatalogue } from "../concerts/public.server";
import { demoContentCounts } from "../demo-content/public.server";
import { missingAltCounts } from "../media-library/public.server";
import { INQUIRY_KINDS, type InquiryKind } from "../inquiries/public";
import { INQUIRY_TABLES } from "../inquiries/public.server";
import { placeholderFields } from "../site-settings/public";
import { loadContactSettings } from "../site-settings/public.server";
import { badgeCounts } from "./badges.server";
import { loadNeedsDoing } from "./needs-doing.server";
import type { DashboardFigures, InquiryFigures, UpcomingConcert, WeekCount } from "./figures";

import { UPCOMING_SHOWN, WEEKS_SHOWN } from "./figures";

// Figures count the subscribers who confirmed their address; the badge (new since seen) counts every subscription, as the live notice does.
const CONFIRMED = eq(subscribers.status, "confirmed");

/** Mondays of the last `weeks` weeks on the hall's calendar, oldest first, and the instant each begins. */
export function hallWeeks(now: Date, weeks = WEEKS_SHOWN): { weekStart: string; from: Date }[] {
  const today = hallDay(now);
  const monday = addDays(today, 1 - isoWeekday(today));
  return Array.from({ length: weeks }, (_, index) => {
    const day = addDays(monday, (index - weeks + 1) * 7);
    return { weekStart: dayKey(day), from: startOfHallDay(day) };
  });
}

async function weeklySubscribers(db: Db, now: Date): Promise<WeekCount[]> {
  const weeks = hallWeeks(now);
  const bounds = weeks.map((week, index) => [week.from, weeks[index + 1]?.from ?? null] as const);
  const [row] = await db
    .select(
      Object.fromEntries(
        bounds.map(([from, until], index) => [
          `w${index}`,
          sql<number>`count(*) filter (where ${subscribers.createdAt} >= ${from.toISOString()}::timestamptz${
            until ? sql` and ${subscribers.createdAt} < ${until.toISOString()}::timestamptz` : sql``
          })`.mapWith(Number),
        ]),
      ),
    )
    .from(subscribers)
    .where(and(CONFIRMED, gte(subscribers.createdAt, weeks[0]!.from)));
  return weeks.map((week, index) => ({ weekStart: week.weekStart, count: Number((row as Record<string, number> | undefined)?.[`w${index}`] ?? 0) }));
}

async function inquiryFigures(db: Db, kind: InquiryKind): Promise<Omit<InquiryFigures, "newSinceSeen">> {
  const table = INQUIRY_TABLES[kind];
  const [row] = await db
    .select({
      total: count(),
      unhandled: sql<number>`count(*) filter (where ${table.status} = 'new')`.mapWith(Number),
      oldest: min(sql<Date>`case when ${table.status} = 'new' then ${table.createdAt} end`),
    })
    .from(table);
  const oldest = row?.oldest ? new Date(row.oldest as unknown as string) : null;
  return { total: row?.total ?? 0, unhandled: row?.unhandled ?? 0, oldestUnhandledAt: oldest ? toHallIso(oldest) : null };
}

/** The next concerts of the catalogue with their seats on sale; a concert whose count the provider does not give shows none. */
async function upcomingConcerts(catalogue: ConcertCatalogue, lang: Lang, now: Date): Promise<UpcomingConcert[]> {
  const { events } = await catalogue.listEvents(lang);
  const next = events.filter((event) => event.startsAt && Date.parse(event.startsAt) > now.getTime()).slice(0, UPCOMING_SHOWN);
  return Promise.all(
    next.map(async (event) => {
      const details = await catalogue.getEvent(event.eventId, lang).catch(() => null);
      return { eventId: event.eventId, title: event.eventName, startsAt: event.startsAt!, availableSeats: details?.event.availaibleCount ?? null };
    }),
  );
}

export async function dashboardFigures(
  db: Db,
  catalogue: ConcertCatalogue,
  options: { adminId: number; lang: Lang; audience: boolean; site: boolean; now?: Date },
): Promise<DashboardFigures> {
  const now = options.now ?? new Date();
  const content = Promise.all([upcomingConcerts(catalogue, options.lang, now).catch(() => []), demoContentCounts(db), missingAltCounts(db)]).then(
    ([upcomingConcerts, demoContent, missingAlt]) => ({ upcomingConcerts, demoContent, missingAlt }),
  );
  const audience = options.audience
    ? Promise.all([
        badgeCounts(db, options.adminId),
        db.select({ n: count() }).from(subscribers).where(CONFIRMED),
        weeklySubscribers(db, now),
        Promise.all(INQUIRY_KINDS.map((kind) => inquiryFigures(db, kind))),
      ]).then(([badges, [subscriberTotal], weekly, inquiries]) => ({
        subscribers: { total: subscriberTotal?.n ?? 0, newSinceSeen: badges.subscribers, weekly },
        inquiries: Object.fromEntries(INQUIRY_KINDS.map((kind, index) => [kind, { ...inquiries[index]!, newSinceSeen: badges[kind] }])) as Record<
          InquiryKind,
          InquiryFigures
        >,
      }))
    : undefined;
  const site = options.site ? loadContactSettings(db).then((settings) => ({ placeholderContacts: placeholderFields(settings) })) : undefined;
  const [contentFigures, siteFigures] = await Promise.all([content, site]);
  const todo = await loadNeedsDoing(db, catalogue, {
    lang: options.lang,
    audience: options.audience,
    placeholders: siteFigures?.placeholderContacts ?? null,
    missingAlt: contentFigures.missingAlt,
    now,
  });
  return { content: contentFigures, needsDoing: todo, ...(audience ? { audience: await audience } : {}), ...(siteFigures ? { site: siteFigures } : {}) };
}
