import { randomUUID } from "node:crypto";
import { timedJob } from "../../jobs/job-runs.server";
import { and, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { alertAddresses, alertDeliveries, alertJobs, alerts, alertSeen, alertWatch } from "../../db/schema/alerts";
import { artists } from "../../db/schema/artists";
import { concertProgrammes, programmePerformers } from "../../db/schema/programmes";
import { concertSeries } from "../../db/schema/series";
import { dayKey, hallDay, parseEventDate } from "../../i18n/hall-time";
import { type Lang } from "../../i18n/languages";
import type { OutgoingMessage } from "../../mail/message";
import { enqueueMail } from "../../mail/outbox.server";
import type { ConcertEvent } from "../concerts/public";
import type { ConcertCatalogue } from "../concerts/public.server";
import type { AlertKind } from "./alert-kinds";
import { ALERT_MAIL_KINDS, type ConcertLine, changeMessage, digestMessage, saleMessage, seatsMessage } from "./alert-mail.server";
import { programmeStates } from "./watch-state.server";

type Logger = { info(object: object, message: string): void; warn(object: object, message: string): void };

/** At most this many alert messages to one address in 24 hours; the rest are held back (recorded, not sent). */
export const ALERT_MAIL_PER_DAY = 5;

export type AlertWatcherOptions = {
  db: Db;
  catalogue: Pick<ConcertCatalogue, "getEvent" | "listEvents">;
  log: Logger;
  /** Origin of every link in the mail (PUBLIC_URL). */
  origin: string;
  wakeMail(): void;
  /** How often a round starts, on whichever instance holds the lease (at most two minutes apart: 60 s). */
  intervalMs?: number;
  /** Provider calls a minute, across the instances (one instance at a time asks). */
  callsPerMinute?: number;
  /** Now (tests move it). */
  now?: () => Date;
};

const JOB = "watcher";
const WAITING_KINDS = ["seats", "on-sale", "changes"] as const;

type AlertRow = { id: number; addressId: number; kind: string; language: Lang; token: string; email: string };
type Names = Map<Lang, ConcertEvent>;

/** One round's figures, for the log and the bench. */
export type WatchRound = { concerts: number; providerCalls: number; providerDown: number; queued: number; heldBack: number; digests: number; ms: number };

export function createAlertWatcher(options: AlertWatcherOptions) {
  const { db, catalogue, log } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const spacingMs = 60_000 / (options.callsPerMinute ?? 600);
  const now = options.now ?? (() => new Date());
  const holder = randomUUID();
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  /**
   * The lease: one statement takes the job row when its lease has run out (or is ours), and holds
   * it for one interval from now, so whichever instance comes next starts the next round then.
   */
  async function takeLease(ms: number): Promise<boolean> {
    const rows = await db
      .insert(alertJobs)
      .values({ name: JOB, holder, lockedUntil: sql`now() + ${`${ms} milliseconds`}::interval` })
      .onConflictDoUpdate({
        target: alertJobs.name,
        set: { holder, lockedUntil: sql`now() + ${`${ms} milliseconds`}::interval`, lastRunAt: sql`now()` },
        where: or(sql`${alertJobs.lockedUntil} is null`, sql`${alertJobs.lockedUntil} < now()`, eq(alertJobs.holder, holder)),
      })
      .returning({ name: alertJobs.name });
    return rows.length > 0;
  }

  /** Every live alert of these kinds on these concerts (confirmed addresses only). */
  async function waiting(eventIds: string[], kinds: readonly AlertKind[]): Promise<(AlertRow & { eventId: string })[]> {
    if (!eventIds.length) return [];
    const rows = await db
      .select({ id: alerts.id, addressId: alerts.addressId, kind: alerts.kind, language: alerts.language, token: alerts.token, email: alertAddresses.email, eventId: alerts.eventId })
      .from(alerts)
      .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
      .where(and(eq(alertAddresses.status, "confirmed"), inArray(alerts.eventId, eventIds), inArray(alerts.kind, [...kinds])));
    return rows.map((row) => ({ ...row, eventId: row.eventId! }));
  }

  /**
   * Queues one message for one address and one change, unless that (address, key) was queued
   * before: the delivery row's key makes it once, whatever the instances and restarts. The address
   * row is locked, so its daily count is read and written by one transaction at a time; past the
   * cap the delivery is recorded without a message.
   */
  async function deliver(tx: Db, addressId: number, key: string, message: OutgoingMessage): Promise<"queued" | "held" | "done"> {
    await tx.select({ id: alertAddresses.id }).from(alertAddresses).where(eq(alertAddresses.id, addressId)).for("update");
    const [fresh] = await tx.insert(alertDeliveries).values({ addressId, key }).onConflictDoNothing().returning({ key: alertDeliveries.key });
    if (!fresh) return "done";
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.addressId, addressId), isNotNull(alertDeliveries.outboxId), gt(alertDeliveries.createdAt, sql`now() - interval '24 hours'`)));
    if ((sent?.n ?? 0) >= ALERT_MAIL_PER_DAY) return "held";
    const outboxId = await enqueueMail(tx, ALERT_MAIL_KINDS.alert, message);
    await tx.update(alertDeliveries).set({ outboxId }).where(and(eq(alertDeliveries.addressId, addressId), eq(alertDeliveries.key, key)));
    return "queued";
  }

  /** The concert in each language its waiting alerts speak (read outside any transaction: the catalogue may use the database). */
  async function namesOf(eventId: string, langs: Lang[]): Promise<Names> {
    const names: Names = new Map();
    for (const lang of new Set(langs)) {
      const found = await catalogue.getEvent(eventId, lang).catch(() => null);
      if (found) names.set(lang, found.event);
    }
    return names;
  }

  const line = (event: ConcertEvent | undefined, eventId: string): ConcertLine => ({ eventId, name: event?.eventName ?? "", startsAt: parseEventDate(event?.startsAt ?? event?.eventDateTime) });

  /** One concert: what the provider and the programme say now against what was last seen, and the messages of each change. */
  async function watchConcert(eventId: string, kinds: Set<string>, round: WatchRound): Promise<void> {
    let seats: number | null | undefined;
    if (kinds.has("seats") || kinds.has("on-sale")) {
      round.providerCalls++;
      const found = await catalogue.getEvent(eventId, "am").catch(() => null);
      // Only the provider's own answer counts: a fallback (stale, snapshot, database) says nothing new, and a down provider changes nothing.
      if (found?.source === "provider") seats = found.event.availaibleCount;
      else round.providerDown++;
    }
    const programme = (await programmeStates(db, [eventId])).get(eventId)!;
    const [seen] = await db.select().from(alertWatch).where(eq(alertWatch.eventId, eventId));
    if (!seen) {
      await db.insert(alertWatch).values({ eventId, seats: seats ?? null, seatsSeen: seats === undefined ? null : sql`now()`, status: programme.status, noticeDigest: programme.noticeDigest }).onConflictDoNothing();
      return;
    }
    const seatsBack = seats !== undefined && seats !== null && seats > 0 && seen.seats === 0;
    const onSale = seats !== undefined && seats !== null && seen.seats === null;
    const changed = programme.status !== seen.status || programme.noticeDigest !== seen.noticeDigest;
    const seatsMoved = seats !== undefined && seats !== seen.seats;
    if (!seatsBack && !onSale && !changed) {
      if (seatsMoved) await db.update(alertWatch).set({ seats, seatsSeen: sql`now()`, checkedAt: sql`now()` }).where(eq(alertWatch.eventId, eventId));
      return;
    }
    const fired: AlertKind[] = [...(seatsBack ? (["seats"] as const) : []), ...(onSale ? (["on-sale"] as const) : []), ...(changed ? (["changes"] as const) : [])];
    const recipients = await waiting([eventId], fired);
    const names = await namesOf(eventId, recipients.map((alert) => alert.language));
    const notices = changed ? await noticesOf(eventId) : new Map<Lang, string>();
    await db.transaction(async (tx) => {
      // Read again under the row's lock: another instance may have acted on this change since.
      const [row] = await tx.select().from(alertWatch).where(eq(alertWatch.eventId, eventId)).for("update");
      if (!row) return;
      const update: Partial<typeof alertWatch.$inferInsert> = { checkedAt: new Date() };
      if (seats !== undefined) Object.assign(update, { seats, seatsSeen: new Date() });
      const plans: { kind: string; key: (alert: AlertRow) => string; message: (alert: AlertRow) => OutgoingMessage }[] = [];
      const common = (alert: AlertRow) => ({ email: alert.email, lang: alert.language, origin: options.origin, alertToken: alert.token, concert: line(names.get(alert.language), eventId) });
      if (seatsBack && row.seats === 0) {
        update.seatsWave = row.seatsWave + 1;
        plans.push({ kind: "seats", key: () => `seats:${eventId}:${row.seatsWave + 1}`, message: (alert) => seatsMessage(common(alert)) });
      }
      if (onSale && row.seats === null) {
        update.saleWave = row.saleWave + 1;
        plans.push({ kind: "on-sale", key: () => `sale:${eventId}:${row.saleWave + 1}`, message: (alert) => saleMessage(common(alert)) });
      }
      if (changed && (programme.status !== row.status || programme.noticeDigest !== row.noticeDigest)) {
        Object.assign(update, { status: programme.status, noticeDigest: programme.noticeDigest, changeWave: row.changeWave + 1 });
        plans.push({
          kind: "changes",
          key: () => `change:${eventId}:${row.changeWave + 1}`,
          message: (alert) => changeMessage({ ...common(alert), status: programme.status, notice: notices.get(alert.language) ?? "" }),
        });
      }
      for (const plan of plans)
        for (const alert of recipients.filter((candidate) => candidate.kind === plan.kind)) {
          const outcome = await deliver(tx, alert.addressId, plan.key(alert), plan.message(alert));
          if (outcome === "queued") round.queued++;
          if (outcome === "held") round.heldBack++;
        }
      await tx.update(alertWatch).set(update).where(eq(alertWatch.eventId, eventId));
    });
  }

  /** The staff notice of a concert's published programme in each language. */
  async function noticesOf(eventId: string): Promise<Map<Lang, string>> {
    const [row] = await db.select({ translations: concertProgrammes.translations }).from(concertProgrammes).where(eq(concertProgrammes.eventId, eventId));
    const notices = new Map<Lang, string>();
    for (const [lang, text] of Object.entries(row?.translations ?? {})) {
      const { notice, published } = text as { notice?: unknown; published?: unknown };
      if (published === true && typeof notice === "string" && notice.trim()) notices.set(lang as Lang, notice.trim());
    }
    return notices;
  }

  /**
   * Follows: the concerts of the catalogue (as the provider last gave it) with a followed artist or
   * in a followed series are noted the first time they are seen; each address whose follows have
   * concerts first seen after the follow began gets one digest a day, in its language.
   */
  async function watchFollows(round: WatchRound): Promise<void> {
    const follows = await db
      .select({ id: alerts.id, addressId: alerts.addressId, kind: alerts.kind, target: alerts.target, artistId: alerts.artistId, seriesId: alerts.seriesId, language: alerts.language, token: alerts.token, email: alertAddresses.email, createdAt: alerts.createdAt, announcedUpTo: alerts.announcedUpTo, addressLanguage: alertAddresses.language })
      .from(alerts)
      .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
      .where(and(eq(alertAddresses.status, "confirmed"), inArray(alerts.kind, ["artist", "series"])));
    if (!follows.length) return;
    const list = await catalogue.listEvents("am");
    if (list.source !== "provider" && list.source !== "stale") return;
    const upcoming = new Set(list.events.filter((event) => (parseEventDate(event.startsAt ?? event.eventDateTime)?.getTime() ?? 0) > now().getTime()).map((event) => event.eventId));
    if (!upcoming.size) return;
    const artistIds = [...new Set(follows.flatMap((follow) => (follow.artistId ? [follow.artistId] : [])))];
    const seriesIds = [...new Set(follows.flatMap((follow) => (follow.seriesId ? [follow.seriesId] : [])))];
    const published = sql`exists (select 1 from jsonb_each(${concertProgrammes.translations}) as t where (t.value ->> 'published')::boolean)`;
    const pairs: { target: string; eventId: string }[] = [];
    if (artistIds.length) {
      const rows = await db
        .selectDistinct({ artistId: programmePerformers.artistId, eventId: programmePerformers.eventId })
        .from(programmePerformers)
        .innerJoin(concertProgrammes, eq(concertProgrammes.eventId, programmePerformers.eventId))
        .where(and(inArray(programmePerformers.artistId, artistIds), published));
      pairs.push(...rows.filter((row) => upcoming.has(row.eventId)).map((row) => ({ target: `artist:${row.artistId}`, eventId: row.eventId })));
    }
    if (seriesIds.length) {
      const rows = await db
        .select({ seriesId: concertProgrammes.seriesId, eventId: concertProgrammes.eventId })
        .from(concertProgrammes)
        .where(and(inArray(concertProgrammes.seriesId, seriesIds), published));
      pairs.push(...rows.filter((row) => upcoming.has(row.eventId)).map((row) => ({ target: `series:${row.seriesId}`, eventId: row.eventId })));
    }
    if (pairs.length) await db.insert(alertSeen).values(pairs).onConflictDoNothing();
    const seen = pairs.length
      ? await db.select().from(alertSeen).where(inArray(alertSeen.target, [...new Set(pairs.map((pair) => pair.target))]))
      : [];
    const today = dayKey(hallDay(now()));
    const byAddress = new Map<number, typeof follows>();
    for (const follow of follows) byAddress.set(follow.addressId, [...(byAddress.get(follow.addressId) ?? []), follow]);
    for (const [addressId, own] of byAddress) {
      const sections = own
        .map((follow) => {
          const since = Math.max(follow.createdAt.getTime(), follow.announcedUpTo?.getTime() ?? 0);
          const fresh = seen.filter((entry) => entry.target === follow.target && entry.firstSeenAt.getTime() > since && upcoming.has(entry.eventId));
          return { follow, fresh };
        })
        .filter((section) => section.fresh.length > 0);
      if (!sections.length) continue;
      const lang = own[0]!.addressLanguage;
      const events = (await catalogue.listEvents(lang)).events;
      const names = await followNames(sections.map((section) => section.follow), lang);
      const message = digestMessage({
        email: own[0]!.email,
        lang,
        origin: options.origin,
        alertToken: sections[0]!.follow.token,
        sections: sections.map(({ follow, fresh }) => ({
          kind: follow.kind as "artist" | "series",
          name: names.get(follow.target) ?? "",
          concerts: fresh.map((entry) => line(events.find((event) => event.eventId === entry.eventId), entry.eventId)).sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0)),
        })),
      });
      const upTo = new Date(Math.max(...sections.flatMap((section) => section.fresh.map((entry) => entry.firstSeenAt.getTime()))));
      await db.transaction(async (tx) => {
        const outcome = await deliver(tx, addressId, `digest:${today}`, message);
        if (outcome === "done") return; // today's digest went already: these wait for tomorrow's
        if (outcome === "queued") round.digests++;
        if (outcome === "held") round.heldBack++;
        await tx.update(alerts).set({ announcedUpTo: upTo }).where(inArray(alerts.id, sections.map((section) => section.follow.id)));
      });
    }
  }

  /** The followed artists' and series' names in one language (English when it has none). */
  async function followNames(follows: { target: string; artistId: number | null; seriesId: number | null }[], lang: Lang): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const artistIds = follows.flatMap((follow) => (follow.artistId ? [follow.artistId] : []));
    const seriesIds = follows.flatMap((follow) => (follow.seriesId ? [follow.seriesId] : []));
    const pick = (translations: Record<string, { name: string }>) => translations[lang]?.name || translations.en?.name || "";
    if (artistIds.length) {
      for (const row of await db.select({ id: artists.id, translations: artists.translations }).from(artists).where(inArray(artists.id, artistIds))) names.set(`artist:${row.id}`, pick(row.translations));
    }
    if (seriesIds.length) {
      for (const row of await db.select({ id: concertSeries.id, translations: concertSeries.translations }).from(concertSeries).where(inArray(concertSeries.id, seriesIds))) names.set(`series:${row.id}`, pick(row.translations));
    }
    return names;
  }

  /** One round, if this instance holds the lease: the concerts someone waits for, at the bounded rate, then the follows. */
  async function runOnce(): Promise<WatchRound | null> {
    const started = Date.now();
    if (!(await takeLease(intervalMs))) return null;
    const round: WatchRound = { concerts: 0, providerCalls: 0, providerDown: 0, queued: 0, heldBack: 0, digests: 0, ms: 0 };
    const rows = await db
      .selectDistinct({ eventId: alerts.eventId, kind: alerts.kind })
      .from(alerts)
      .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
      .where(and(eq(alertAddresses.status, "confirmed"), inArray(alerts.kind, [...WAITING_KINDS]), isNotNull(alerts.eventId)));
    const concerts = new Map<string, Set<string>>();
    for (const row of rows) concerts.set(row.eventId!, (concerts.get(row.eventId!) ?? new Set()).add(row.kind));
    let lastCall = 0;
    for (const [eventId, kinds] of concerts) {
      if (stopping) break;
      if (kinds.has("seats") || kinds.has("on-sale")) {
        const wait = lastCall + spacingMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastCall = Date.now();
        // A long round keeps its lease, so no other instance starts one beside it.
        if (Date.now() - started > intervalMs / 2) await takeLease(intervalMs);
      }
      round.concerts++;
      try {
        await watchConcert(eventId, kinds, round);
      } catch (error) {
        log.warn({ eventId, error: error instanceof Error ? error.message : String(error) }, "alert watcher: concert not looked at, will retry");
      }
    }
    if (!stopping) await watchFollows(round);
    round.ms = Date.now() - started;
    if (round.queued || round.digests) options.wakeMail();
    if (round.queued || round.digests || round.heldBack || round.providerDown) log.info({ ...round }, "alert watcher round");
    return round;
  }

  async function run() {
    while (!stopping) {
      try {
        await timedJob("alert-watch", runOnce);
      } catch (error) {
        log.warn({ error: error instanceof Error ? error.message : String(error) }, "alert watcher round failed, will retry");
      }
      if (stopping) break;
      // Look again a little after the lease runs out; whichever instance is first takes it.
      await pause(Math.max(1_000, intervalMs / 4));
    }
  }

  return {
    runOnce,
    start() {
      loop ??= run();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
    },
  };
}

export type AlertWatcher = ReturnType<typeof createAlertWatcher>;
