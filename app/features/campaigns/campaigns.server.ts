import { randomBytes } from "node:crypto";
import { timedJob } from "../../jobs/job-runs.server";
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, notExists, or, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { campaignLinks, campaignRecipients, campaigns } from "../../db/schema/campaigns";
import { outbox } from "../../db/schema/mail";
import { subscribers } from "../../db/schema/newsletter";
import { ApiError } from "../../http/api-error";
import { LANGS, type Lang } from "../../i18n/languages";
import { createRateLimiter } from "../../security/rate-limit.server";
import { sanitiseRichText } from "../../security/rich-text.server";
import type { OutgoingMessage } from "../../mail/message";
import { enqueueMail } from "../../mail/outbox.server";
import type { DeliveryOutcome } from "../../mail/sender.server";
import { addressed, type ConcertCard, campaignTemplate, linksOf, normaliseWebLinks, type UnsubscribeLinks, webAddress } from "./campaign-mail.server";
import { type Campaign, CAMPAIGN_LANGS, type CampaignCounts, type CampaignPreview, type campaignInputSchema, type CampaignStatus, TEST_MESSAGES_PER_DAY } from "./schema";
import type { z } from "zod";

/** The outbox kinds of campaign mail: only real sends count and can mark an address bounced. */
export const CAMPAIGN_MAIL_KIND = "campaign";
export const CAMPAIGN_TEST_KIND = "campaign-test";

type CampaignRow = typeof campaigns.$inferSelect;
type Logger = { info(object: object, message: string): void; warn(object: object, message: string): void };

export type CampaignServiceOptions = {
  db: Db;
  /** Origin of every link in the mail (PUBLIC_URL). */
  origin: string;
  unsubscribe: UnsubscribeLinks;
  /** A picked concert's card in one language, or null when the catalogue does not know it. */
  concert(id: string, lang: Lang): Promise<ConcertCard | null>;
  /** Pictures a campaign may show: the site's own uploads only. */
  allowImage(src: string): boolean;
  /** Messages a minute, across every instance. */
  rate: number;
  /** Called after a commit that queued mail. */
  wakeMail(): void;
  log: Logger;
  /** How often each instance looks for due campaigns (ms). */
  tickMs?: number;
};

const now = sql`now()`;
const ms = (value: number) => sql`${`${Math.round(value)} milliseconds`}::interval`;

function notFound(): never {
  throw new ApiError("not_found", "No such campaign: it may have been deleted");
}

/** Which version each subscriber language gets: its own, else English if there is one, else none. */
export function versionFor(lang: Lang, available: readonly Lang[]): Lang | null {
  return available.includes(lang) ? lang : available.includes("en") ? "en" : null;
}

const languagesOf = (row: Pick<CampaignRow, "translations">): Lang[] => CAMPAIGN_LANGS.filter((lang) => row.translations[lang]);

export function createCampaignService(options: CampaignServiceOptions) {
  const { db, log } = options;
  const tickMs = options.tickMs ?? 1_000;
  // One batch is what the rate allows per tick; the next batch anywhere waits `step` ms.
  const batchSize = Math.max(1, Math.min(500, Math.ceil((options.rate * tickMs) / 60_000)));
  const stepMs = (batchSize * 60_000) / options.rate;
  // Counted in the database, so the allowance holds across instances.
  const testAllowance = createRateLimiter({ db, scope: "campaign-tests", limit: TEST_MESSAGES_PER_DAY, windowMs: 24 * 60 * 60_000 });

  function clean(input: z.output<typeof campaignInputSchema>) {
    const translations: CampaignRow["translations"] = {};
    for (const lang of CAMPAIGN_LANGS) {
      const text = input.translations[lang];
      if (!text) continue;
      const body = sanitiseRichText(text.body, { allowImage: options.allowImage });
      if (!body) throw new ApiError("invalid_request", `translations.${lang}.body: required`, { [`translations.${lang}.body`]: "required" });
      // Stored as the URL parser reads them, so that a redirect never carries what a header cannot (a line break).
      const linked = normaliseWebLinks(body);
      if (linked === null) throw new ApiError("invalid_link", `translations.${lang}.body: a link is not a web address`, { [`translations.${lang}.body`]: "invalid_link" });
      translations[lang] = { subject: text.subject.replace(/\s+/g, " "), body: linked };
    }
    return { translations, eventIds: input.eventIds };
  }

  async function find(id: number): Promise<CampaignRow> {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    return row ?? notFound();
  }

  async function confirmedByLanguage(): Promise<Record<Lang, number>> {
    const rows = await db.select({ language: subscribers.language, n: count() }).from(subscribers).where(eq(subscribers.status, "confirmed")).groupBy(subscribers.language);
    return Object.fromEntries(LANGS.map((lang) => [lang, rows.find((row) => row.language === lang)?.n ?? 0])) as Record<Lang, number>;
  }

  /** How many subscribers each version reaches: now for a campaign not started, as queued for one that was. */
  async function reachOf(row: CampaignRow): Promise<Record<Lang, number>> {
    const reach: Record<Lang, number> = { am: 0, en: 0, ru: 0 };
    if (row.startedAt) {
      const rows = await db
        .select({ language: campaignRecipients.language, n: count() })
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.campaignId, row.id), sql`${campaignRecipients.status} <> 'cancelled'`))
        .groupBy(campaignRecipients.language);
      for (const { language, n } of rows) reach[language] = n;
      return reach;
    }
    const confirmed = await confirmedByLanguage();
    const available = languagesOf(row);
    for (const lang of LANGS) {
      const version = versionFor(lang, available);
      if (version) reach[version] += confirmed[lang];
    }
    return reach;
  }

  async function countsOf(row: CampaignRow, reach: Record<Lang, number>): Promise<CampaignCounts> {
    const byStatus = await db
      .select({ status: campaignRecipients.status, n: count() })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, row.id))
      .groupBy(campaignRecipients.status);
    const of = (status: string) => byStatus.find((entry) => entry.status === status)?.n ?? 0;
    // An address that unsubscribed is deleted; its recipient row stays, with nothing but its id.
    const [gone] = await db
      .select({ n: count() })
      .from(campaignRecipients)
      .where(
        and(
          eq(campaignRecipients.campaignId, row.id),
          eq(campaignRecipients.status, "sent"),
          notExists(db.select({ one: sql`1` }).from(subscribers).where(eq(subscribers.id, campaignRecipients.subscriberId))),
        ),
      );
    const [clicks] = await db.select({ n: sum(campaignLinks.clicks) }).from(campaignLinks).where(eq(campaignLinks.campaignId, row.id));
    return {
      recipients: Object.values(reach).reduce((a, b) => a + b, 0),
      sent: of("sent"),
      failed: of("failed"),
      bounced: of("bounced"),
      unsubscribed: gone?.n ?? 0,
      clicks: Number(clicks?.n ?? 0),
    };
  }

  async function answer(row: CampaignRow): Promise<Campaign> {
    const reach = await reachOf(row);
    const links = await db
      .select({ url: campaignLinks.url, clicks: campaignLinks.clicks })
      .from(campaignLinks)
      .where(eq(campaignLinks.campaignId, row.id))
      .orderBy(desc(campaignLinks.clicks), asc(campaignLinks.id));
    return {
      id: row.id,
      status: row.status,
      translations: row.translations,
      eventIds: row.eventIds,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      counts: await countsOf(row, reach),
      reach,
      links: row.startedAt ? links : [],
    };
  }

  /** The token behind each web link of a campaign, made the first time the link is seen. */
  async function linkTokens(tx: Db, campaignId: number, urls: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(urls)];
    if (!unique.length) return new Map();
    await tx
      .insert(campaignLinks)
      .values(unique.map((url) => ({ campaignId, url, token: randomBytes(9).toString("base64url") })))
      .onConflictDoNothing();
    const rows = await tx.select({ url: campaignLinks.url, token: campaignLinks.token }).from(campaignLinks).where(and(eq(campaignLinks.campaignId, campaignId), inArray(campaignLinks.url, unique)));
    return new Map(rows.map((row) => [row.url, row.token]));
  }

  // Read outside any transaction: the catalogue may query the database itself (one connection with PGlite).
  async function cardsFor(row: CampaignRow, lang: Lang): Promise<ConcertCard[]> {
    const cards = await Promise.all(row.eventIds.map((id) => options.concert(id, lang).catch(() => null)));
    return cards.filter((card): card is ConcertCard => card !== null);
  }

  /** A sending campaign's concert cards, read once per instance and language. */
  const cardCache = new Map<string, Promise<ConcertCard[]>>();
  function cachedCards(row: CampaignRow, lang: Lang): Promise<ConcertCard[]> {
    const key = `${row.id}:${lang}`;
    let cards = cardCache.get(key);
    if (!cards) {
      cards = cardsFor(row, lang);
      cardCache.set(key, cards);
    }
    return cards;
  }

  /**
   * One language of a campaign as sent: its concerts, the unsubscribe slot, and tracked links only for
   * what is sent to subscribers (a test and a preview link straight to the targets).
   */
  async function template(tx: Db, row: CampaignRow, lang: Lang, cards: ConcertCard[], { test = false, track: tracked = !test }: { test?: boolean; track?: boolean } = {}) {
    const text = row.translations[lang];
    if (!text) return null;
    const tokens = !tracked ? new Map<string, string>() : await linkTokens(tx, row.id, [...linksOf(text.body), ...cards.map((card) => card.href)]);
    const track = (url: string) => {
      const token = tokens.get(url);
      return token ? `${options.origin}/${lang}/n/${token}` : url;
    };
    return campaignTemplate({ lang, subject: text.subject, body: text.body, cards, origin: options.origin, unsubscribe: options.unsubscribe, track, test });
  }

  /**
   * Queues the next batch of one campaign, if its turn has come: the campaign row is taken with
   * `FOR UPDATE SKIP LOCKED` (one instance at a time per campaign), then up to `batchSize`
   * confirmed subscribers without a recipient row, also `SKIP LOCKED`; each gets its recipient
   * row and its outbox row in this one transaction. Answers how many were queued (-1: not its turn).
   */
  async function queueBatch(campaignId: number): Promise<number> {
    const [known] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!known) return -1;
    const cards = new Map<Lang, ConcertCard[]>();
    for (const lang of languagesOf(known)) cards.set(lang, await cachedCards(known, lang));
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "sending"), or(isNull(campaigns.nextBatchAt), lte(campaigns.nextBatchAt, now))))
        .for("update", { skipLocked: true });
      if (!row) return -1;
      const available = languagesOf(row);
      const reached = LANGS.filter((lang) => versionFor(lang, available));
      const due = await tx
        .select({ id: subscribers.id, email: subscribers.email, language: subscribers.language, token: subscribers.unsubscribeToken })
        .from(subscribers)
        .where(
          and(
            eq(subscribers.status, "confirmed"),
            inArray(subscribers.language, reached),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(campaignRecipients)
                .where(and(eq(campaignRecipients.campaignId, row.id), eq(campaignRecipients.subscriberId, subscribers.id))),
            ),
          ),
        )
        .orderBy(asc(subscribers.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (!due.length) {
        await tx.update(campaigns).set({ status: "sent", finishedAt: now }).where(eq(campaigns.id, row.id));
        log.info({ campaignId: row.id }, "campaign queued to every subscriber");
        return 0;
      }
      const templates = new Map<Lang, Awaited<ReturnType<typeof template>>>();
      for (const lang of available) templates.set(lang, await template(tx, row, lang, cards.get(lang) ?? []));
      const messages = due.map((subscriber) => {
        const version = versionFor(subscriber.language, available)!;
        return { subscriber, version, message: addressed(templates.get(version)!, subscriber.email, subscriber.token) };
      });
      const queued = await tx
        .insert(outbox)
        .values(messages.map(({ message }) => ({ kind: CAMPAIGN_MAIL_KIND, recipient: message.to.join(", "), message })))
        .returning({ id: outbox.id, recipient: outbox.recipient });
      const outboxIdOf = new Map(queued.map((entry) => [entry.recipient, entry.id]));
      await tx.insert(campaignRecipients).values(
        messages.map(({ subscriber, version }) => ({ campaignId: row.id, subscriberId: subscriber.id, language: version, outboxId: outboxIdOf.get(subscriber.email)! })),
      );
      await tx
        .update(campaigns)
        .set({ nextBatchAt: sql`greatest(coalesce(${campaigns.nextBatchAt}, now()), now() - ${ms(tickMs)}) + ${ms(stepMs)}` })
        .where(eq(campaigns.id, row.id));
      return due.length;
    });
  }

  /** One pass: start the scheduled campaigns whose time has come, queue a batch of each sending one. */
  async function dispatch(): Promise<void> {
    await db.update(campaigns).set({ status: "sending", startedAt: now, nextBatchAt: now }).where(and(eq(campaigns.status, "scheduled"), lte(campaigns.scheduledAt, now)));
    const sending = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, "sending")).orderBy(asc(campaigns.id));
    let queued = 0;
    for (const { id } of sending) queued += Math.max(0, await queueBatch(id));
    if (queued > 0) options.wakeMail();
  }

  let stopping = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  async function run() {
    while (!stopping) {
      try {
        await timedJob("campaign-dispatch", dispatch);
      } catch (error) {
        log.warn({ error: error instanceof Error ? error.message : String(error) }, "campaigns not dispatched, will retry");
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(tickMs, stepMs));
        function done() {
          clearTimeout(timer);
          wakeUp = null;
          resolve();
        }
        wakeUp = done;
      });
    }
  }

  return {
    start() {
      loop ??= run();
    },
    /** Stops queueing after the batch under way (its transaction commits or rolls back whole). */
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
    },
    /** Told by the outbox sender how each campaign message ended: counts it, and marks a refused address bounced. */
    async settled(row: { id: number; kind: string }, outcome: DeliveryOutcome) {
      if (row.kind !== CAMPAIGN_MAIL_KIND || outcome === "retry") return;
      const status = outcome === "sent" ? "sent" : outcome === "refused" ? "bounced" : "failed";
      const [recipient] = await db.update(campaignRecipients).set({ status }).where(eq(campaignRecipients.outboxId, row.id)).returning({ subscriberId: campaignRecipients.subscriberId });
      if (status === "bounced" && recipient) await db.update(subscribers).set({ status: "bounced" }).where(eq(subscribers.id, recipient.subscriberId));
    },

    async list(): Promise<Campaign[]> {
      const rows = await db.select().from(campaigns).where(isNull(campaigns.archivedAt)).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
      return Promise.all(rows.map(answer));
    },
    get: async (id: number) => answer(await find(id)),
    async create(input: z.output<typeof campaignInputSchema>): Promise<Campaign> {
      const [row] = await db.insert(campaigns).values(clean(input)).returning();
      return answer(row!);
    },
    async update(id: number, input: z.output<typeof campaignInputSchema>): Promise<Campaign> {
      const values = clean(input);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(campaigns).set({ ...values, updatedAt: now }).where(and(eq(campaigns.id, id), eq(campaigns.status, "draft"))).returning();
        // Links of an earlier text that nobody followed go with it.
        if (updated) await tx.delete(campaignLinks).where(and(eq(campaignLinks.campaignId, id), eq(campaignLinks.clicks, 0)));
        return updated;
      });
      if (row) return answer(row);
      await find(id);
      throw new ApiError("not_draft", "Only a draft can be changed");
    },
    /**
     * Only a draft: a campaign that went out (even in part) is in subscribers' mail, and its links,
     * recipient rows and figures must outlive it; it is archived instead.
     */
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.status, "draft"))).returning({ id: campaigns.id });
      if (deleted.length) return;
      const row = await find(id);
      if (row.status === "sent" || row.status === "cancelled") throw new ApiError("archive_instead", "A campaign that was sent or cancelled cannot be deleted: archive it");
      throw new ApiError("campaign_active", "Cancel the campaign before deleting it");
    },
    /** Hides a sent or cancelled campaign from the list; its links keep leading where they did, its figures stay. */
    async archive(id: number): Promise<Campaign> {
      const [row] = await db
        .update(campaigns)
        .set({ archivedAt: sql`coalesce(${campaigns.archivedAt}, now())` })
        .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["sent", "cancelled"])))
        .returning();
      if (row) return answer(row);
      await find(id);
      throw new ApiError("not_finished", "Only a sent or cancelled campaign can be archived");
    },
    async preview(id: number, lang: Lang): Promise<CampaignPreview> {
      const row = await find(id);
      if (!row.translations[lang]) throw new ApiError("no_translation", "The campaign has no text in this language");
      // Untracked: a preview must not mint redirects on the hall's domain for a draft nobody has sent.
      const message = addressed((await template(db, row, lang, await cardsFor(row, lang), { track: false }))!, "", "preview-no-subscriber");
      return { subject: message.subject, html: message.html, text: message.text };
    },
    /**
     * Every version (or `language`'s) to each chosen address, marked as a test; no recipient row, no
     * tracked link, no count. Only to `allowed` addresses (the sender's own and the staff list), and
     * at most TEST_MESSAGES_PER_DAY messages a day per account. Answers the addresses it went to.
     */
    async test(id: number, request: { emails: string[]; language?: Lang; adminId: number; allowed: readonly string[] }): Promise<{ queued: number; recipients: string[] }> {
      const row = await find(id);
      const allowed = new Set(request.allowed.map((email) => email.toLowerCase()));
      const emails = [...new Set(request.emails.map((email) => email.toLowerCase()))];
      if (emails.some((email) => !allowed.has(email))) {
        throw new ApiError("not_a_test_address", "A test goes only to your own address and the staff test addresses kept in the site settings", { emails: "not_a_test_address" });
      }
      const languages = languagesOf(row).filter((lang) => !request.language || lang === request.language);
      const allowance = await testAllowance.take(String(request.adminId), languages.length * emails.length);
      if (!allowance.allowed) {
        throw new ApiError("test_limit", `At most ${TEST_MESSAGES_PER_DAY} test messages a day per account`, undefined, allowance.retryAfterSeconds);
      }
      const messages: OutgoingMessage[] = [];
      for (const lang of languages) {
        const made = (await template(db, row, lang, await cardsFor(row, lang), { test: true }))!;
        for (const email of emails) messages.push(addressed(made, email, "test-message-no-subscriber"));
      }
      await db.transaction(async (tx) => {
        for (const message of messages) await enqueueMail(tx, CAMPAIGN_TEST_KIND, message);
      });
      options.wakeMail();
      return { queued: messages.length, recipients: emails };
    },
    /** Schedules a draft for `at` (now when absent): 409 unless it is a draft. */
    async send(id: number, at?: Date): Promise<Campaign> {
      const when = at ? sql`${at.toISOString()}::timestamptz` : now;
      const [row] = await db.update(campaigns).set({ status: "scheduled", scheduledAt: when, updatedAt: now }).where(and(eq(campaigns.id, id), eq(campaigns.status, "draft"))).returning();
      if (!row) {
        await find(id);
        throw new ApiError("not_draft", "Only a draft can be sent");
      }
      wakeUp?.();
      return answer(row);
    },
    /**
     * Stops a scheduled or running campaign: its queued messages not being sent at this moment are
     * taken out of the outbox. The campaign row lock orders this after any batch under way.
     */
    async cancel(id: number): Promise<Campaign> {
      const row = await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(campaigns)
          .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
          .where(and(eq(campaigns.id, id), inArray(campaigns.status, ["scheduled", "sending"])))
          .returning();
        if (!cancelled) return null;
        const waiting = tx
          .select({ id: campaignRecipients.outboxId })
          .from(campaignRecipients)
          .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, "queued")));
        const dropped = await tx
          .delete(outbox)
          .where(and(inArray(outbox.id, waiting), eq(outbox.status, "pending"), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))))
          .returning({ id: outbox.id });
        if (dropped.length) {
          await tx
            .update(campaignRecipients)
            .set({ status: "cancelled" })
            .where(inArray(campaignRecipients.outboxId, dropped.map((entry) => entry.id)));
        }
        return cancelled;
      });
      if (!row) {
        await find(id);
        throw new ApiError("not_running", "Only a scheduled or running campaign can be cancelled");
      }
      return answer(row);
    },
  };
}

/**
 * A followed link: its target, or null for an unknown token; one click more for it when `counts` says so (asked only
 * for a link that exists), nothing about who.
 */
export async function followCampaignLink(db: Db, token: string, counts: () => Promise<boolean>): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{8,32}$/.test(token)) return null;
  const [row] = await db.select({ url: campaignLinks.url }).from(campaignLinks).where(eq(campaignLinks.token, token));
  if (!row) return null;
  if (await counts()) await db.update(campaignLinks).set({ clicks: sql`${campaignLinks.clicks} + 1` }).where(eq(campaignLinks.token, token));
  // Targets stored before they were normalised are read through the URL parser too; one that is not a web address leads nowhere.
  return webAddress(row.url);
}

export type CampaignService = ReturnType<typeof createCampaignService>;
export type { CampaignStatus };
