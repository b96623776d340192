// Newsletter campaigns (app/features/campaigns/).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";

/** One text of a campaign per language; a language without one reaches its subscribers in English, if any. */
export type CampaignTranslations = Partial<Record<"am" | "en" | "ru", { subject: string; body: string }>>;

/**
 * A newsletter campaign: written as a draft, then `scheduled` (for `scheduledAt`, or now), `sending`
 * while its recipients are being queued at NEWSLETTER_RATE, `sent` once every confirmed subscriber has
 * a recipient row, or `cancelled`. `nextBatchAt` paces the queueing across every instance.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    status: text("status").$type<"draft" | "scheduled" | "sending" | "sent" | "cancelled">().notNull().default("draft"),
    translations: jsonb("translations").$type<CampaignTranslations>().notNull(),
    eventIds: jsonb("event_ids").$type<string[]>().notNull().default([]),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    nextBatchAt: timestamp("next_batch_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set when staff archive a sent or cancelled campaign: hidden from the list, kept with its links and figures. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("campaigns_status_idx").on(table.status, table.scheduledAt)],
);

/**
 * One row per subscriber a campaign was queued for, written in the same transaction as its outbox
 * row: the unique (campaign, subscriber) pair is what makes "at most one message each" hold across
 * instances and restarts. No address is kept here; `subscriberId` outlives an unsubscription, which
 * is how "unsubscribed since" is counted.
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").notNull(),
    language: languageCode("language").notNull(),
    status: text("status").$type<"queued" | "sent" | "failed" | "bounced" | "cancelled">().notNull().default("queued"),
    outboxId: integer("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("campaign_recipients_pair_idx").on(table.campaignId, table.subscriberId),
    index("campaign_recipients_outbox_idx").on(table.outboxId),
  ],
);

/** Each link of a campaign, behind `/{lang}/n/{token}`: its target and how many times it was followed (nothing about who). */
export const campaignLinks = pgTable(
  "campaign_links",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    token: text("token").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [uniqueIndex("campaign_links_token_idx").on(table.token), uniqueIndex("campaign_links_url_idx").on(table.campaignId, table.url)],
);
