import { and, desc, gte, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { ticketClickDays, visitorDays, visitorHashes, visitorPageDays, visitorTraitDays } from "../../db/schema/visitor-figures";
import { addDays, dayKey, parseDayKey } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import type { ConcertCatalogue } from "../concerts/public.server";
import { type FiguresSummary, lastDays, type VisitorFigures } from "./schema";

const TOP_PAGES = 20;
const TOP_CONCERTS = 50;
const TOP_REFERRERS = 20;

/** Every day of a range, oldest first. */
function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = parseDayKey(from)!; dayKey(day) <= to; day = addDays(day, 1)) days.push(dayKey(day));
  return days;
}

/** Each concert's title in `lang`: the catalogue's list, then the concert itself for one no longer listed. */
async function concertTitles(catalogue: ConcertCatalogue, ids: string[], lang: Lang): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (!ids.length) return titles;
  const listed = await catalogue.listEvents(lang).catch(() => ({ events: [] }));
  for (const event of listed.events) titles.set(event.eventId, event.eventName);
  await Promise.all(
    ids
      .filter((id) => !titles.has(id))
      .slice(0, 20)
      .map(async (id) => {
        const found = await catalogue.getEvent(id, lang).catch(() => null);
        if (found) titles.set(id, found.event.eventName);
      }),
  );
  return titles;
}

async function dailyTotals(db: Db, from: string, to: string) {
  const [totals, today] = await Promise.all([
    db
      .select({ day: visitorDays.day, views: visitorDays.views, visitors: visitorDays.visitors })
      .from(visitorDays)
      .where(and(gte(visitorDays.day, from), lte(visitorDays.day, to))),
    // The current day's visitors are still hashes until it is over.
    db
      .select({ day: visitorHashes.day, visitors: sql<number>`count(*)`.mapWith(Number) })
      .from(visitorHashes)
      .where(and(gte(visitorHashes.day, from), lte(visitorHashes.day, to)))
      .groupBy(visitorHashes.day),
  ]);
  const byDay = new Map(totals.map((row) => [row.day, { views: row.views, visitors: row.visitors }]));
  for (const row of today) {
    const known = byDay.get(row.day) ?? { views: 0, visitors: 0 };
    byDay.set(row.day, { ...known, visitors: known.visitors + row.visitors });
  }
  return eachDay(from, to).map((date) => ({ date, visitors: byDay.get(date)?.visitors ?? 0, views: byDay.get(date)?.views ?? 0 }));
}

async function concertFigures(db: Db, catalogue: ConcertCatalogue, from: string, to: string, lang: Lang, limit: number) {
  const [views, clicks] = await Promise.all([
    db
      .select({ eventId: visitorPageDays.eventId, views: sql<number>`sum(${visitorPageDays.views})`.mapWith(Number) })
      .from(visitorPageDays)
      .where(and(gte(visitorPageDays.day, from), lte(visitorPageDays.day, to), ne(visitorPageDays.eventId, "")))
      .groupBy(visitorPageDays.eventId),
    db
      .select({ eventId: ticketClickDays.eventId, clicks: sql<number>`sum(${ticketClickDays.clicks})`.mapWith(Number) })
      .from(ticketClickDays)
      .where(and(gte(ticketClickDays.day, from), lte(ticketClickDays.day, to)))
      .groupBy(ticketClickDays.eventId),
  ]);
  const concerts = new Map<string, { eventId: string; views: number; ticketClicks: number }>();
  for (const row of views) concerts.set(row.eventId, { eventId: row.eventId, views: row.views, ticketClicks: 0 });
  for (const row of clicks) {
    const known = concerts.get(row.eventId) ?? { eventId: row.eventId, views: 0, ticketClicks: 0 };
    concerts.set(row.eventId, { ...known, ticketClicks: row.clicks });
  }
  const top = [...concerts.values()]
    .sort((a, b) => b.views - a.views || b.ticketClicks - a.ticketClicks || a.eventId.localeCompare(b.eventId))
    .slice(0, limit);
  const titles = await concertTitles(catalogue, top.map((concert) => concert.eventId), lang);
  return top.map((concert) => ({ ...concert, title: titles.get(concert.eventId) ?? "" }));
}

async function traitFigures(db: Db, trait: "language" | "referrer" | "device", from: string, to: string, limit = 50) {
  const views = sql<number>`sum(${visitorTraitDays.views})`.mapWith(Number);
  return db
    .select({ value: visitorTraitDays.value, views })
    .from(visitorTraitDays)
    .where(and(sql`${visitorTraitDays.trait} = ${trait}`, gte(visitorTraitDays.day, from), lte(visitorTraitDays.day, to)))
    .groupBy(visitorTraitDays.value)
    .orderBy(desc(views), visitorTraitDays.value)
    .limit(limit);
}

/** The figures of `GET /api/admin/figures` for the hall days `from`–`to`, concert titles in `lang`. */
export async function visitorFigures(db: Db, catalogue: ConcertCatalogue, query: { from: string; to: string; lang: Lang }): Promise<VisitorFigures> {
  const { from, to, lang } = query;
  const pageViews = sql<number>`sum(${visitorPageDays.views})`.mapWith(Number);
  const [days, pages, concerts, languages, referrers, devices] = await Promise.all([
    dailyTotals(db, from, to),
    db
      .select({ path: visitorPageDays.path, views: pageViews })
      .from(visitorPageDays)
      .where(and(gte(visitorPageDays.day, from), lte(visitorPageDays.day, to)))
      .groupBy(visitorPageDays.path)
      .orderBy(desc(pageViews), visitorPageDays.path)
      .limit(TOP_PAGES),
    concertFigures(db, catalogue, from, to, lang, TOP_CONCERTS),
    traitFigures(db, "language", from, to),
    traitFigures(db, "referrer", from, to, TOP_REFERRERS),
    traitFigures(db, "device", from, to),
  ]);
  return {
    days,
    pages,
    concerts,
    languages: languages.map((row) => ({ language: row.value, views: row.views })),
    referrers: referrers.map((row) => ({ host: row.value, views: row.views })),
    devices: devices.map((row) => ({ device: row.value, views: row.views })),
  };
}

/** The dashboard's figures: today's visitors and ticket clicks, the most viewed concert of the last 7 days. */
export async function figuresSummary(db: Db, catalogue: ConcertCatalogue, lang: Lang, now = new Date()): Promise<FiguresSummary> {
  const week = lastDays(7, now);
  const [[today], [clicks], [topConcert]] = await Promise.all([
    dailyTotals(db, week.to, week.to),
    db
      .select({ clicks: sql<number>`coalesce(sum(${ticketClickDays.clicks}), 0)`.mapWith(Number) })
      .from(ticketClickDays)
      .where(sql`${ticketClickDays.day} = ${week.to}`),
    concertFigures(db, catalogue, week.from, week.to, lang, 1),
  ]);
  return {
    today: { date: week.to, visitors: today?.visitors ?? 0, views: today?.views ?? 0, ticketClicks: clicks?.clicks ?? 0 },
    topConcert: topConcert ?? null,
  };
}
