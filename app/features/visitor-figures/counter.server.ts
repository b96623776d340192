import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { ticketClickDays, visitorDays, visitorHashes, visitorOnceKeys, visitorPageDays, visitorSalts, visitorTraitDays } from "../../db/schema/visitor-figures";
import { addDays, dayKey, hallDay, parseDayKey, startOfHallDay } from "../../i18n/hall-time";
import { askedAhead, concertOfPage, countedPage, externalReferrer, isPrefetch, visitorDevice } from "./classify.server";
import { KEPT_DAYS } from "./schema";

type Log = { warn(details: object, message: string): void };

/** How often the counts in memory are added to the database. */
export const FLUSH_MS = 5_000;
// Past these, a batch that cannot be written (database down) stops growing: new referrers and visitors are dropped.
const MAX_PENDING_KEYS = 20_000;
const MAX_PENDING_VISITORS = 50_000;
const SEP = "\t";

export type VisitorCounter = {
  /** A kept page answered from memory (server/kept-answers.ts): a few map updates, nothing else. */
  keptPage(req: IncomingMessage, address: string): void;
  /**
   * Express middleware before the server rendering: counts the page a request renders once it is
   * sent (200 HTML), and a no-script Buy ticket (the concert page's form, answered with a redirect).
   */
  renderedPages(req: IncomingMessage & { ip?: string }, res: ServerResponse, next: () => void): void;
  /** Express middleware on the chart endpoint: a chart URL given (200) is a Buy ticket click. */
  chartRequests(req: IncomingMessage & { ip?: string; body?: unknown }, res: ServerResponse, next: () => void): void;
  /**
   * Whether this visitor does `act` (a campaign link followed: `link:<token>`) for the first time today, on any
   * instance; false for a request without a user agent or a prefetch. Always true with the figures switched off.
   */
  firstToday(act: string, req: IncomingMessage & { ip?: string }): Promise<boolean>;
  /** Adds what is in memory to the database now (the timer does it every few seconds). */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left (on SIGTERM, after the last request). */
  stop(): Promise<void>;
};

type Batch = {
  /** day, path, lang, concert, referrer host, device → views */
  views: Map<string, number>;
  /** day, concert → the address and agent of each visitor who clicked; counted once a day each when written */
  clicks: Map<string, Set<string>>;
  /** day → address and agent of the visitors seen since the last write; hashed (with the day's salt) when written */
  visitors: Map<string, Set<string>>;
};

const emptyBatch = (): Batch => ({ views: new Map(), clicks: new Map(), visitors: new Map() });
const add = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * Cookie-free visitor figures counted where the pages are answered (docs/privacy.md).
 * A view costs a few map updates in memory; every `flushMs` the batch is added to daily count rows
 * with upserts that add, so any number of instances add up in one database. A visitor is a hash of
 * address, user agent and the day's random salt: the hashes and the salt live only until the day is
 * over, when the day's visitors become a count and both are deleted.
 */
export function createVisitorCounter(options: {
  db: Db;
  log: Log;
  enabled?: boolean;
  flushMs?: number;
  /** PUBLIC_URL: referrers from this host are the site's own. */
  publicUrl?: string;
  now?: () => number;
}): VisitorCounter {
  const { db, log } = options;
  const enabled = options.enabled ?? true;
  const now = options.now ?? Date.now;
  const ownHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
  let batch = emptyBatch();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  // The hall's day, worked out again only when it ends.
  let today = "";
  let todayEnds = 0;
  const day = () => {
    const at = now();
    if (at >= todayEnds) {
      const current = hallDay(new Date(at));
      today = dayKey(current);
      todayEnds = startOfHallDay(addDays(current, 1)).getTime();
    }
    return today;
  };

  // What this instance already wrote today, so a returning visitor is hashed and sent once a day.
  const sent = { day: "", hashes: new Set<string>() };
  let salt: { day: string; value: string } | null = null;
  let cleanedOn = "";

  function view(req: IncomingMessage, address: string) {
    if (!enabled || req.method !== "GET") return;
    const page = countedPage(req.url ?? "");
    if (!page || isPrefetch(req.headers)) return;
    const agent = req.headers["user-agent"];
    const device = visitorDevice(agent);
    if (!device) return;
    const on = day();
    let referrer = req.headers.referer ? externalReferrer(req.headers.referer, ownHost ?? req.headers.host) : "";
    if (referrer && batch.views.size >= MAX_PENDING_KEYS) referrer = "";
    add(batch.views, on + SEP + page.path + SEP + page.lang + SEP + page.eventId + SEP + referrer + SEP + device);
    let seen = batch.visitors.get(on);
    if (!seen) batch.visitors.set(on, (seen = new Set()));
    if (seen.size < MAX_PENDING_VISITORS) seen.add(address + "\n" + agent);
  }

  function click(req: IncomingMessage, address: string, eventId: string) {
    const agent = req.headers["user-agent"];
    if (!enabled || !/^[A-Za-z0-9_-]{1,64}$/.test(eventId) || !visitorDevice(agent) || askedAhead(req.headers)) return;
    const key = day() + SEP + eventId;
    let clickers = batch.clicks.get(key);
    if (!clickers) batch.clicks.set(key, (clickers = new Set()));
    if (clickers.size < MAX_PENDING_VISITORS) clickers.add(address + "\n" + agent);
  }

  /** A visitor's act of a day as stored: hashed with the day's salt, so it says nothing without it. */
  const actHash = (daySalt: string, act: string, visitor: string) => createHash("sha256").update(daySalt).update(act).update("\n").update(visitor).digest("base64url").slice(0, 24);

  async function saltOf(on: string): Promise<string> {
    if (salt?.day === on) return salt.value;
    await db.insert(visitorSalts).values({ day: on, salt: randomBytes(32).toString("base64url") }).onConflictDoNothing();
    const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(sql`${visitorSalts.day} = ${on}`);
    salt = { day: on, value: row!.salt };
    return salt.value;
  }

  async function write(taken: Batch) {
    const on = day();
    const pages = new Map<string, { day: string; path: string; lang: string; eventId: string; views: number }>();
    const traits = new Map<string, { day: string; trait: "language" | "referrer" | "device"; value: string; views: number }>();
    const days = new Map<string, number>();
    const trait = (d: string, name: "language" | "referrer" | "device", value: string, n: number) => {
      const key = d + SEP + name + SEP + value;
      const row = traits.get(key);
      if (row) row.views += n;
      else traits.set(key, { day: d, trait: name, value, views: n });
    };
    for (const [key, n] of taken.views) {
      const [d = "", path = "", lang = "", eventId = "", referrer = "", device = ""] = key.split(SEP);
      const page = pages.get(d + SEP + path);
      if (page) page.views += n;
      else pages.set(d + SEP + path, { day: d, path, lang, eventId, views: n });
      trait(d, "language", lang, n);
      if (referrer) trait(d, "referrer", referrer, n);
      trait(d, "device", device, n);
      add(days, d, n);
    }
    // A click of a day already over is dropped with that day's salt, as a visitor is.
    const clickKeys: { day: string; hash: string; eventId: string }[] = [];
    const clickSalt = taken.clicks.size ? await saltOf(on) : "";
    for (const [key, clickers] of taken.clicks) {
      const [d = "", eventId = ""] = key.split(SEP);
      if (d !== on) continue;
      for (const visitor of clickers) clickKeys.push({ day: d, eventId, hash: actHash(clickSalt, `click:${eventId}`, visitor) });
    }
    // A visitor of a day already over is counted only if that day's salt is still there (the last seconds before midnight).
    if (sent.day !== on) {
      sent.day = on;
      sent.hashes.clear();
    }
    const hashes: { day: string; hash: string }[] = [];
    const daySalt = taken.visitors.size ? await saltOf(on) : "";
    for (const [d, visitors] of taken.visitors) {
      if (d !== on) continue;
      for (const visitor of visitors) {
        const hash = createHash("sha256").update(daySalt).update(visitor).digest("base64url").slice(0, 24);
        if (!sent.hashes.has(hash)) hashes.push({ day: d, hash });
      }
    }

    await db.transaction(async (tx) => {
      if (pages.size) {
        await tx
          .insert(visitorPageDays)
          .values([...pages.values()])
          .onConflictDoUpdate({ target: [visitorPageDays.day, visitorPageDays.path], set: { views: sql`${visitorPageDays.views} + excluded.views` } });
      }
      if (traits.size) {
        await tx
          .insert(visitorTraitDays)
          .values([...traits.values()])
          .onConflictDoUpdate({
            target: [visitorTraitDays.day, visitorTraitDays.trait, visitorTraitDays.value],
            set: { views: sql`${visitorTraitDays.views} + excluded.views` },
          });
      }
      if (days.size) {
        await tx
          .insert(visitorDays)
          .values([...days].map(([d, views]) => ({ day: d, views })))
          .onConflictDoUpdate({ target: visitorDays.day, set: { views: sql`${visitorDays.views} + excluded.views` } });
      }
      if (clickKeys.length) {
        // Only a visitor's first click of the day on a concert counts, whichever instance saw the others.
        const firsts = new Set<string>();
        for (let i = 0; i < clickKeys.length; i += 5_000) {
          const rows = clickKeys.slice(i, i + 5_000).map(({ day: d, hash }) => ({ day: d, hash }));
          for (const row of await tx.insert(visitorOnceKeys).values(rows).onConflictDoNothing().returning({ hash: visitorOnceKeys.hash })) firsts.add(row.hash);
        }
        const clicks = new Map<string, number>();
        for (const { day: d, eventId, hash } of clickKeys) if (firsts.has(hash)) add(clicks, d + SEP + eventId);
        if (clicks.size) {
          await tx
            .insert(ticketClickDays)
            .values([...clicks].map(([key, n]) => ({ day: key.split(SEP)[0]!, eventId: key.split(SEP)[1]!, clicks: n })))
            .onConflictDoUpdate({ target: [ticketClickDays.day, ticketClickDays.eventId], set: { clicks: sql`${ticketClickDays.clicks} + excluded.clicks` } });
        }
      }
      for (let i = 0; i < hashes.length; i += 5_000) {
        await tx.insert(visitorHashes).values(hashes.slice(i, i + 5_000)).onConflictDoNothing();
      }
    });
    for (const { hash } of hashes) sent.hashes.add(hash);
  }

  /**
   * Days that are over: their visitors become a count (once, whichever instance gets there first:
   * the rows are deleted and counted in one statement), their hashes and salt go; counts older than
   * two years are deleted.
   */
  async function closePastDays() {
    const on = day();
    await db.execute(sql`
      with moved as (delete from ${visitorHashes} where ${visitorHashes.day} < ${on} returning ${visitorHashes.day} as day)
      insert into ${visitorDays} (day, visitors) select day, count(*) from moved group by day
      on conflict (day) do update set visitors = ${visitorDays}.visitors + excluded.visitors`);
    await db.delete(visitorOnceKeys).where(sql`${visitorOnceKeys.day} < ${on}`);
    await db.delete(visitorSalts).where(sql`${visitorSalts.day} < ${on}`);
    const oldest = dayKey(addDays(parseDayKey(on)!, -KEPT_DAYS));
    for (const table of [visitorPageDays, visitorTraitDays, visitorDays, ticketClickDays]) {
      await db.delete(table).where(sql`${table.day} < ${oldest}`);
    }
    cleanedOn = on;
  }

  function merge(into: Batch, from: Batch) {
    for (const [key, n] of from.views) if (into.views.has(key) || into.views.size < MAX_PENDING_KEYS) add(into.views, key, n);
    for (const [key, clickers] of from.clicks) {
      let clickersThere = into.clicks.get(key);
      if (!clickersThere) into.clicks.set(key, (clickersThere = new Set()));
      for (const visitor of clickers) if (clickersThere.size < MAX_PENDING_VISITORS) clickersThere.add(visitor);
    }
    for (const [d, visitors] of from.visitors) {
      let seen = into.visitors.get(d);
      if (!seen) into.visitors.set(d, (seen = new Set()));
      for (const visitor of visitors) if (seen.size < MAX_PENDING_VISITORS) seen.add(visitor);
    }
  }

  async function flushOnce() {
    const taken = batch;
    batch = emptyBatch();
    try {
      if (taken.views.size || taken.clicks.size || taken.visitors.size) await write(taken);
      // Once a day per instance (only the current day's visitors are ever written, so none arrive for a day closed).
      if (cleanedOn !== day()) await closePastDays();
    } catch (error) {
      // Kept for the next write: the database may be back by then.
      merge(batch, taken);
      log.warn({ err: error }, "visitor figures not written, kept for the next try");
    }
  }

  function flush() {
    writing = writing.then(flushOnce);
    return writing;
  }

  const addressOf = (req: IncomingMessage & { ip?: string }) => req.ip ?? req.socket.remoteAddress ?? "";

  return {
    keptPage: view,
    renderedPages(req, res, next) {
      if (enabled && (req.method === "GET" || req.method === "POST")) {
        res.once("finish", () => {
          if (req.method === "GET") {
            if (res.statusCode === 200 && String(res.getHeader("content-type") ?? "").startsWith("text/html")) view(req, addressOf(req));
          } else if (res.statusCode >= 300 && res.statusCode < 400) {
            const eventId = concertOfPage(req.url ?? "");
            if (eventId) click(req, addressOf(req), eventId);
          }
        });
      }
      next();
    },
    chartRequests(req, res, next) {
      if (enabled) {
        res.once("finish", () => {
          const eventId = (req.body as { eventId?: unknown } | undefined)?.eventId;
          if (res.statusCode === 200 && (typeof eventId === "string" || typeof eventId === "number")) click(req, addressOf(req), String(eventId));
        });
      }
      next();
    },
    async firstToday(act, req) {
      if (!enabled) return true;
      const agent = req.headers["user-agent"];
      if (!agent || isPrefetch(req.headers)) return false;
      const on = day();
      const hash = actHash(await saltOf(on), act, addressOf(req) + "\n" + agent);
      const inserted = await db.insert(visitorOnceKeys).values({ day: on, hash }).onConflictDoNothing().returning({ hash: visitorOnceKeys.hash });
      return inserted.length > 0;
    },
    flush,
    start() {
      if (!enabled || timer) return;
      timer = setInterval(() => void flush(), options.flushMs ?? FLUSH_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      if (enabled) await flush();
    },
  };
}
