import { z } from "zod";
import type { ErrorCode } from "../../http/error-codes";
import { EVENT_ID_PATTERN } from "../../http/record-id";
import type { Lang } from "../../i18n/languages";
import { TEST_ADDRESSES_MAX } from "../site-settings/public";

/**
 * The campaigns' contract, shared by the admin screen, which checks a draft before
 * sending it, and the server, which parses every body with it (`parseBody`: 400 `{code, message, fields}`).
 */
export const CAMPAIGN_LANGS = ["am", "en", "ru"] as const satisfies readonly Lang[];
export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Campaign messages a minute when NEWSLETTER_RATE is not set. */
export const NEWSLETTER_RATE_DEFAULT = 600;

export const SUBJECT_MAX = 200;
export const BODY_MAX = 100_000;
export const EVENTS_MAX = 12;
/**
 * Test messages one account may send a day (each language to each address is one): enough to proof a
 * campaign many times over, too few for a relay.
 */
export const TEST_MESSAGES_PER_DAY = 20;

const translationSchema = z.object({
  subject: z.string("required").trim().min(1, "required").max(SUBJECT_MAX, "too_long"),
  body: z.string("required").trim().min(1, "required").max(BODY_MAX, "too_long"),
});
export type CampaignTranslation = z.infer<typeof translationSchema>;

const eventIdSchema = z.string().trim().regex(EVENT_ID_PATTERN, "invalid_event");

/** `{translations: {am?, en?, ru?}, eventIds?}`: at least one language. */
export const campaignInputSchema = z.object({
  translations: z
    .object({ am: translationSchema.optional(), en: translationSchema.optional(), ru: translationSchema.optional() }, "required")
    .strict()
    .refine((value) => CAMPAIGN_LANGS.some((lang) => value[lang]), "no_language"),
  eventIds: z
    .array(eventIdSchema, "invalid_events")
    .max(EVENTS_MAX, "too_many")
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const previewQuerySchema = z.object({ language: z.enum(CAMPAIGN_LANGS, "invalid_language") });

/**
 * A test goes to addresses chosen among the sender's own and the staff test addresses admins keep in
 * the site settings (`GET /api/admin/campaigns/test-recipients` lists them); any other is refused
 * with `not_a_test_address`. An address repeated in any case counts once.
 */
export const testSendSchema = z.object({
  emails: z
    .array(z.string().trim().max(254, "too_long").toLowerCase().pipe(z.email("invalid_email")), "required")
    .min(1, "required")
    .max(1 + TEST_ADDRESSES_MAX, "too_many")
    .transform((emails) => [...new Set(emails)]),
});

/** Where this account may send a test: its own address, the staff addresses, and how many a day; the newsletter screen reads it with this. */
export const testRecipientsSchema = z.object({ own: z.string().nullable(), staff: z.array(z.string()), perDay: z.number().int() });

/** The upcoming concerts a campaign's picker offers, read from the site's concert list (only what the picker shows). */
export const pickableConcertsSchema = z.array(z.object({ eventId: z.string(), eventName: z.string(), startsAt: z.string().nullable() }));
export type PickableConcert = z.infer<typeof pickableConcertsSchema>[number];
export type TestRecipients = z.infer<typeof testRecipientsSchema>;

/** `{at?}`: an ISO date-time with its offset (the screen sends the hall's), or nothing for now. */
export const sendSchema = z.object({ at: z.iso.datetime({ offset: true, error: "invalid_date" }).optional() }).default({});

export type CampaignCounts = { recipients: number; sent: number; failed: number; bounced: number; unsubscribed: number; clicks: number };

const storedTranslation = z.object({ subject: z.string(), body: z.string() });
const n = z.number().int();

/** A campaign as the API answers it; `reach`: how many confirmed subscribers each version reaches (English takes the languages without one). */
export const campaignSchema = z.object({
  id: n,
  status: z.enum(CAMPAIGN_STATUSES),
  translations: z.object({ am: storedTranslation.optional(), en: storedTranslation.optional(), ru: storedTranslation.optional() }),
  eventIds: z.array(z.string()),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: z.object({ recipients: n, sent: n, failed: n, bounced: n, unsubscribed: n, clicks: n }) satisfies z.ZodType<CampaignCounts>,
  reach: z.object({ am: n, en: n, ru: n }) satisfies z.ZodType<Record<Lang, number>>,
  links: z.array(z.object({ url: z.string(), clicks: n })),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A version of a campaign as it will be sent (the admin screen reads the preview with it). */
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** The codes the campaign API refuses a write with (beyond the request's shape); the screen words each. */
export const CAMPAIGN_CODES = ["invalid_email", "invalid_link", "not_a_test_address", "test_limit", "invalid_date", "not_draft", "not_running", "campaign_active", "archive_instead", "not_finished", "forbidden", "not_found"] as const satisfies readonly ErrorCode[];
export type CampaignCode = (typeof CAMPAIGN_CODES)[number];
/** The field problems the campaign contract raises (`fields` of an `invalid_request`). */
export type CampaignProblem = "required" | "no_language" | "too_long" | "too_many";
