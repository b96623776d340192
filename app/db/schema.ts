import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** What an account may open: `admin` everything, `editor` the content screens only (app/features/admin-auth/roles.ts). */
export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").$type<"admin" | "editor">().notNull().default("admin"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Only a SHA-256 hash of each session token is stored; the token itself lives in the admin's browser. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_sessions_admin_id_idx").on(table.adminId)],
);

/** Language of a stored text: the URL codes am | en | ru (APIs map the older arm/eng/rus at their edge). */
export const languageCode = (name: string) => text(name).$type<"am" | "en" | "ru">();

/**
 * Concerts kept in our own database (docs/product.md §9): the fallback when the ticketing
 * provider cannot answer, and the place for concerts the provider does not sell. One row per
 * language; rows of one concert share `eventKey` (the provider's event id when there is one).
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    eventKey: text("event_key").notNull(),
    languageCode: languageCode("language_code").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    date: timestamp("date", { withTimezone: true }).notNull(),
    description: text("description").notNull().default(""),
    ticketPrice: text("ticket_price"),
    minAge: integer("min_age"),
    buyTicketUrl: text("buy_ticket_url"),
    venueName: text("venue_name").notNull().default(""),
    venueAddress: text("venue_address").notNull().default(""),
    artists: jsonb("artists").$type<{ name: string; imageUrl?: string }[]>().notNull().default([]),
    conductorName: text("conductor_name"),
    artisticDirector: text("artistic_director"),
    isComingSoon: boolean("is_coming_soon").notNull().default(false),
    /** Seeded demo content: counted on the dashboard and taken away by its "Remove demo content". */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("events_key_language_idx").on(table.eventKey, table.languageCode), index("events_date_idx").on(table.date)],
);

/** Preview cards on the concerts page for concerts not yet on sale; new ones start hidden. */
export const comingSoonEvents = pgTable("coming_soon_events", {
  id: serial("id").primaryKey(),
  date: timestamp("date", { withTimezone: true }).notNull(),
  imageUrl: text("image_url").notNull().default(""),
  isActive: boolean("is_active").notNull().default(false),
  /** The concert's page the card leads to, once the concert is on sale; null: the card is not a link. */
  eventId: text("event_id"),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const comingSoonTranslations = pgTable(
  "coming_soon_translations",
  {
    id: serial("id").primaryKey(),
    comingSoonId: integer("coming_soon_id")
      .notNull()
      .references(() => comingSoonEvents.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
  },
  (table) => [uniqueIndex("coming_soon_translation_idx").on(table.comingSoonId, table.languageCode)],
);

/** Old concert ids in links that still circulate, and the provider session each now is (docs/product.md §5). */
export const legacyConcertIds = pgTable("legacy_concert_ids", {
  legacyId: text("legacy_id").primaryKey(),
  providerEventId: text("provider_event_id").notNull(),
});

/** The last good answer of the provider per language, so a restart during an outage still shows real concerts. */
export const providerSnapshots = pgTable("provider_snapshots", {
  languageCode: languageCode("language_code").primaryKey(),
  events: jsonb("events").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});

/** Demo-content seeds already applied, so starting twice adds nothing twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Long page texts staff can edit without a deploy (docs/product.md §7): one row per page and language. */
export const historyPages = pgTable(
  "history_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    languageCode: languageCode("language_code").notNull(),
    title: text("title").notNull(),
    heroImage: text("hero_image").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("history_pages_slug_language_idx").on(table.slug, table.languageCode)],
);

export const historySections = pgTable(
  "history_sections",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => historyPages.id, { onDelete: "cascade" }),
    order: integer("order").notNull(),
    heading: text("heading"),
    content: text("content").notNull(),
    src: text("src"),
    imageAlt: text("image_alt"),
  },
  (table) => [index("history_sections_page_idx").on(table.pageId, table.order)],
);

/** Advertisement banners in the listing's column (docs/product.md §4, §11). Dates are the hall's calendar days. */
export const advertBanners = pgTable("advert_banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  mediaUrl: text("media_url").notNull(),
  mediaType: text("media_type").$type<"image" | "video">().notNull(),
  targetUrl: text("target_url").notNull(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isDevelopmentOnly: boolean("is_development_only").notNull().default(false),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter subscribers (docs/product.md §8); an address is stored once. A subscription
 * starts `pending` with the hash of the token its confirmation link carries, and becomes
 * `confirmed` when the link is opened. The column's default is `confirmed` only so that rows from
 * before double opt-in keep their standing; the form always inserts `pending`.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status").$type<"pending" | "confirmed">().notNull().default("confirmed"),
    language: languageCode("language").notNull().default("am"),
    confirmTokenHash: text("confirm_token_hash"),
    /** When the last confirmation message was queued: resends are spaced, and unconfirmed rows expire from it. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * Kept as is (not hashed) because every future newsletter must carry it in its unsubscribe
     * link; it grants nothing but removing this one address.
     */
    unsubscribeToken: text("unsubscribe_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin list reads newest first, a page at a time after a (created_at, id) position.
  (table) => [
    uniqueIndex("subscribers_email_idx").on(sql`lower(${table.email})`),
    index("subscribers_created_idx").on(table.createdAt, table.id),
    uniqueIndex("subscribers_confirm_token_idx").on(table.confirmTokenHash),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(table.unsubscribeToken),
  ],
);

/**
 * The admin lists read newest first a page at a time after a (created_at, id) position, all or
 * by status; the dashboard counts the `new` ones and finds the oldest of them.
 */
function inquiryIndexes(name: string, table: { createdAt: AnyPgColumn; id: AnyPgColumn; status: AnyPgColumn }) {
  return [index(`${name}_created_idx`).on(table.createdAt, table.id), index(`${name}_status_created_idx`).on(table.status, table.createdAt, table.id)];
}

/** Hall rental inquiries (docs/product.md §8). */
export const rentalInquiries = pgTable(
  "rental_inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    eventType: text("event_type").notNull(),
    hall: text("hall").$type<"main" | "small">().notNull(),
    status: text("status").notNull().default("new"),
    /** The language of the page the visitor wrote from (null: sent before it was recorded). */
    language: languageCode("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => inquiryIndexes("rental_inquiries", table),
);

/** The tour, exclusive balcony and Harmony inquiries share one shape (docs/product.md §8). */
function messageInquiryTable(name: string) {
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      name: text("name").notNull(),
      surname: text("surname").notNull(),
      email: text("email").notNull(),
      phone: text("phone").notNull(),
      message: text("message").notNull(),
      status: text("status").notNull().default("new"),
      /** The language of the page the visitor wrote from (null: sent before it was recorded). */
      language: languageCode("language"),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => inquiryIndexes(name, table),
  );
}

export const visitInquiries = messageInquiryTable("visit_inquiries");
export const vipBalconyInquiries = messageInquiryTable("vip_balcony_inquiries");
export const harmonyHallInquiries = messageInquiryTable("harmony_hall_inquiries");

/** When each admin last opened each dashboard tile: its badge counts what arrived since (docs/product.md §11). */
export const adminTileViews = pgTable(
  "admin_tile_views",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tile: text("tile").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.tile] })],
);

/** Staff members (docs/product.md §11); listed by displayOrder, then id. */
export const staffMembers = pgTable("staff_members", {
  id: serial("id").primaryKey(),
  imageUrl: text("image_url").notNull(),
  linkedIn: text("linked_in"),
  displayOrder: integer("display_order").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffTranslations = pgTable(
  "staff_translations",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    position: text("position").notNull().default(""),
  },
  (table) => [uniqueIndex("staff_translation_idx").on(table.staffId, table.languageCode)],
);

/**
 * Single-use upload URLs (POST /api/objects/upload, then PUT uploadURL: docs/product.md §12). Only a hash of the
 * URL's token is kept; `usedAt` makes a second PUT fail, `expiresAt` an old one. Kept in the
 * database so that any instance behind the load balancer can accept the PUT. `purpose` is null
 * until a banner, staff member or event claims an upload asked for without one; `claimedAt` makes
 * the upload URL back one record only; `storedName` is the checked file once there is one.
 */
export const uploadSlots = pgTable(
  "upload_slots",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose").$type<"banner" | "staff" | "event">(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    objectKey: text("object_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    storedName: text("stored_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("upload_slots_expires_idx").on(table.expiresAt), index("upload_slots_object_idx").on(table.objectKey)],
);

/**
 * Rate limit counters (app/security/rate-limit.server.ts): one fixed window per scope and key,
 * in the database so that every instance behind the load balancer counts the same hits.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("rate_limit_windows_ends_idx").on(table.endsAt)],
);

/**
 * Settings admins change, one row per key: `contacts` (phones, e-mail and social links of the
 * footer and the tour page) and `demoContent` (when the demo content was removed, so that it is
 * never seeded again).
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail waiting to be delivered (app/mail/): written in the same transaction as what caused
 * it, then sent by whichever instance claims it first (`lockedUntil` is the claim's lease).
 * Delivered rows keep their envelope, not their body, for a week.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    message: jsonb("message").$type<Record<string, unknown>>(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Search (app/features/search/): one row per searchable thing and language, its text folded to
 * Latin (`folded`) and to consonants (`skeleton`) for trigram matching with pg_trgm. Rebuilt from
 * the catalogue, the pages and the admin's content by whichever instance refreshes first.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    key: text("key").notNull(),
    languageCode: languageCode("language_code").notNull(),
    kind: text("kind").$type<"concert" | "artist" | "series" | "page">().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    foldedTitle: text("folded_title").notNull(),
    folded: text("folded").notNull(),
    skeleton: text("skeleton").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.languageCode] }),
    index("search_documents_folded_idx").using("gin", table.folded.op("gin_trgm_ops")),
    index("search_documents_skeleton_idx").using("gin", table.skeleton.op("gin_trgm_ops")),
  ],
);
