import { type SQL, sql } from "drizzle-orm";
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
  /** The English title; with `titleAm` and `titleRu`, the picture's alternative text in each language (a language left empty reads the English one). */
  title: text("title").notNull(),
  titleAm: text("title_am").notNull(),
  titleRu: text("title_ru").notNull(),
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
    /** `bounced`: the mail server refused the address for good (5xx); no campaign goes to it again. */
    status: text("status").$type<"pending" | "confirmed" | "bounced">().notNull().default("confirmed"),
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
  // The admin list reads newest first, a page at a time after a (created_at, id) position, and
  // searches the address as staff type.
  (table) => [
    uniqueIndex("subscribers_email_idx").on(sql`lower(${table.email})`),
    index("subscribers_created_idx").on(table.createdAt, table.id),
    index("subscribers_search_idx").using("gin", listSearchIndex(table)),
    uniqueIndex("subscribers_confirm_token_idx").on(table.confirmTokenHash),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(table.unsubscribeToken),
  ],
);

/**
 * What an admin list's search looks in: the name, surname and e-mail address as one text, so any
 * part of them and a whole name ("Anna Petrosyan") are found. The list's query and its trigram
 * index are built from this one expression, which the database must see as the same.
 */
export function listSearchText(columns: { email: AnyPgColumn; name?: AnyPgColumn; surname?: AnyPgColumn }): SQL {
  const parts = [columns.name, columns.surname, columns.email].filter((column) => column !== undefined);
  return sql`(${sql.join(parts, sql` || ' ' || `)})`;
}

/** A trigram index of `listSearchText`, which serves `ilike '%…%'` at any size. */
function listSearchIndex(columns: Parameters<typeof listSearchText>[0]): SQL {
  return sql`${listSearchText(columns)} gin_trgm_ops`;
}

/**
 * The admin lists read newest first a page at a time after a (created_at, id) position, all or
 * by status, and search as staff type; the dashboard counts the `new` ones and finds the oldest of them.
 */
function inquiryIndexes(name: string, table: { createdAt: AnyPgColumn; id: AnyPgColumn; status: AnyPgColumn; email: AnyPgColumn; name: AnyPgColumn; surname?: AnyPgColumn }) {
  return [
    index(`${name}_created_idx`).on(table.createdAt, table.id),
    index(`${name}_status_created_idx`).on(table.status, table.createdAt, table.id),
    index(`${name}_search_idx`).using("gin", listSearchIndex(table)),
  ];
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

// ── Concert programmes (issue 24): artists, series, and the hall's story of each provider concert ──

/** A performer with a page of their own; `translations` holds `{ am?, en, ru? }` of `{ name, role, bio }`. */
export const artists = pgTable("artists", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  links: jsonb("links").$type<string[]>().notNull().default([]),
  translations: jsonb("translations").$type<Record<string, { name: string; role: string; bio: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A concert series; `translations` holds `{ am?, en, ru? }` of `{ name, description }`. */
export const concertSeries = pgTable("concert_series", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  translations: jsonb("translations").$type<Record<string, { name: string; description: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The programme of one provider concert, keyed by the provider's event id: it outlives the concert
 * leaving the catalogue (hidden then) and shows again when it returns. `translations` holds the
 * per-language texts with their `published` flag; the notes are stored sanitised.
 */
export const concertProgrammes = pgTable("concert_programmes", {
  eventId: text("event_id").primaryKey(),
  seriesId: integer("series_id").references(() => concertSeries.id, { onDelete: "set null" }),
  genres: jsonb("genres").$type<string[]>().notNull().default([]),
  access: jsonb("access").$type<string[]>().notNull().default([]),
  status: text("status").notNull().default("scheduled"),
  translations: jsonb("translations").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who performs in a concert, in order; an artist's page lists their concerts through it. */
export const programmePerformers = pgTable(
  "programme_performers",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => concertProgrammes.eventId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.position] }), index("programme_performers_artist_idx").on(table.artistId)],
);

/**
 * Search (app/features/search/): one row per searchable thing and language, its text folded to
 * Latin (`folded`) and to consonants (`skeleton`) for trigram matching with pg_trgm, and its
 * distinct folded words (`words`), which a typo'd query reaches through `search_words`. Rebuilt
 * from the catalogue, the pages and the admin's content by whichever instance refreshes first.
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
    words: text("words").array().notNull().default(sql`'{}'::text[]`),
    hash: text("hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.languageCode] }),
    index("search_documents_folded_idx").using("gin", table.folded.op("gin_trgm_ops")),
    index("search_documents_skeleton_idx").using("gin", table.skeleton.op("gin_trgm_ops")),
    index("search_documents_words_idx").using("gin", table.words),
  ],
);

/**
 * The distinct folded words of the search documents per language, with their skeletons and how
 * many documents hold each: a few thousand short rows, where a typo'd query word is matched by
 * trigram similarity cheaply, instead of against every document's whole text.
 */
export const searchWords = pgTable(
  "search_words",
  {
    languageCode: languageCode("language_code").notNull(),
    word: text("word").notNull(),
    skeleton: text("skeleton").notNull(),
    documents: integer("documents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.languageCode, table.word] }),
    index("search_words_word_idx").using("gin", table.word.op("gin_trgm_ops")),
    index("search_words_skeleton_idx").using("gin", table.skeleton.op("gin_trgm_ops")),
  ],
);

// ── visitor-figures (app/features/visitor-figures/) ──────────────────────────────────────────
// Only counts per hall day are kept (two years); no row per view, no cookie, nothing that names a person.

/** Page views per day and page (its path without the query: language, route, concert id). */
export const visitorPageDays = pgTable(
  "visitor_page_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    lang: text("lang").notNull(),
    /** The concert a concert page shows, else empty. */
    eventId: text("event_id").notNull().default(""),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] }), index("visitor_page_days_event_idx").on(table.eventId, table.day)],
);

/** Page views per day by one trait of the visit: `language`, `referrer` (an external host) or `device`. */
export const visitorTraitDays = pgTable(
  "visitor_trait_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    trait: text("trait").$type<"language" | "referrer" | "device">().notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.trait, table.value] })],
);

/** Per day: all page views, and the unique visitors of a day once it is over (until then they are counted from `visitor_hashes`). */
export const visitorDays = pgTable("visitor_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** Buy ticket clicks (chart requests) per day and concert. */
export const ticketClickDays = pgTable(
  "ticket_click_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    eventId: text("event_id").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventId] })],
);

/**
 * Today's visitors only: a hash of address, user agent and the day's salt, so every instance counts
 * a visitor once. Moved into `visitor_days.visitors` as a count and deleted when the day is over.
 */
export const visitorHashes = pgTable(
  "visitor_hashes",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.hash] })],
);

/** The random salt of the current day, shared by the instances; deleted when the day is over. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

// ── Privacy and accountability (issue 27): the audit log, and the runs of the daily retention job ──

/**
 * Every change made through the admin API and every sign-in (app/features/audit/). The app only
 * ever inserts here; the daily retention job removes entries older than a year. `actor` is the
 * account's name at the time (kept after the account is removed; for a failed sign-in, the name
 * that was tried); `fields` names the fields a change carried, never their values.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    fields: jsonb("fields").$type<string[]>().notNull().default([]),
  },
  (table) => [index("audit_log_at_idx").on(table.at, table.id), index("audit_log_actor_idx").on(table.actor, table.at)],
);

/** Each run of a daily job (app/features/privacy/retention.server.ts): when, and what it removed. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    job: text("job").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    removed: jsonb("removed").$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [index("job_runs_job_idx").on(table.job, table.startedAt)],
);

// --- Newsletter campaigns (app/features/campaigns/) ---

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
