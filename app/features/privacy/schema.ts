import { z } from "zod";
import type { Lang } from "../../i18n/languages";
import { INQUIRY_KINDS } from "../inquiries/public";

const email = z.string().trim().min(1, "required").max(254, "too_long").pipe(z.email("invalid_email"));

/** GET /api/admin/privacy/person?email= and POST /api/admin/privacy/erase {email}. */
export const personQuerySchema = z.object({ email });
export const eraseSchema = z.object({ email }).strict();

/** What the site holds about one address; `campaigns`: the newsletter campaigns queued for the subscription (subject as sent, language, how the send ended). */
export const personDataSchema = z.object({
  email: z.string(),
  subscriber: z.object({ id: z.number().int(), email: z.string(), status: z.string(), language: z.string(), createdAt: z.string(), confirmedAt: z.string().nullable() }).nullable(),
  campaigns: z.array(z.object({ campaignId: z.number().int(), subject: z.string().nullable(), language: z.string(), status: z.string(), queuedAt: z.string() })),
  inquiries: z.array(z.object({ kind: z.enum(INQUIRY_KINDS), id: z.number().int(), createdAt: z.string(), status: z.string() }).catchall(z.union([z.string(), z.number(), z.null()]))),
  /** The replies staff sent to those inquiries from the admin (features/inquiries), newest first. */
  replies: z
    .array(z.object({ kind: z.enum(INQUIRY_KINDS), inquiryId: z.number().int(), id: z.number().int(), author: z.string(), text: z.string(), language: z.string(), subject: z.string(), createdAt: z.string() }))
    .default([]),
  mail: z.array(z.object({ id: z.number().int(), kind: z.string(), status: z.string(), recipient: z.string(), subject: z.string().nullable(), createdAt: z.string(), sentAt: z.string().nullable() })),
  /** The address's alerts (features/alerts): what each waits for, and whether the address is confirmed. */
  alerts: z.array(z.object({ kind: z.string(), target: z.string(), language: z.string(), status: z.string(), createdAt: z.string() })).default([]),
});
export type PersonData = z.infer<typeof personDataSchema>;
/** What an erasure removed; `files`: the .eml files deleted (mail written to disk without SMTP_URL). */
export const erasedCountsSchema = z.object({ erased: z.object({ subscribers: z.number().int(), inquiries: z.number().int(), alerts: z.number().int(), mail: z.number().int(), files: z.number().int() }) });
export type ErasedCounts = z.infer<typeof erasedCountsSchema>;

/** How long inquiries (and their mail) are kept, in days: from a month to ten years. */
export const RETENTION_DEFAULT_DAYS = 730;
export const retentionSettingsSchema = z
  .object({
    inquiryDays: z.number({ error: "required" }).int("whole_number").min(30, "too_small").max(3650, "too_large"),
  })
  .strict();
export type RetentionSettings = z.output<typeof retentionSettingsSchema>;

/** The last run of the daily retention job, for the admin screen. */
export type RetentionRun = {
  at: string;
  /** `alertMessages`: records of alert messages sent (which address was told of which change). */
  removed: { inquiries: number; mail: number; auditEntries: number; alertMessages: number };
};
export type RetentionStatus = {
  settings: RetentionSettings;
  lastRun: RetentionRun | null;
};
/** The retention screen's read (GET /api/admin/privacy/retention). */
export const retentionStatusSchema = z.object({
  settings: z.object({ inquiryDays: z.number().int() }),
  lastRun: z.object({ at: z.string(), removed: z.object({ inquiries: z.number().int(), mail: z.number().int(), auditEntries: z.number().int(), alertMessages: z.number().int() }) }).nullable(),
}) satisfies z.ZodType<RetentionStatus>;

/** The privacy policy and the terms of use: one rich text per language, edited by admins. */
export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];
const html = z.string().max(100_000, "too_long");
export const legalTextsSchema = z
  .object({
    am: html.min(1, "required"),
    en: html.min(1, "required"),
    ru: html.min(1, "required"),
  })
  .strict() satisfies z.ZodType<Record<Lang, string>>;
export type LegalTexts = Record<Lang, string>;
/** What the admin screen reads and the public page shows: the texts, when they last changed, and whether they are still the defaults. */
export type LegalPageData = {
  page: LegalPageName;
  texts: LegalTexts;
  updatedAt: string;
  isDefault: boolean;
};
export const legalPageDataSchema = z.object({
  page: z.enum(LEGAL_PAGES),
  texts: z.object({ am: z.string(), en: z.string(), ru: z.string() }),
  updatedAt: z.string(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<LegalPageData>;

/** Written in the texts, replaced when a page is shown: the retention setting and the info e-mail of the site settings. */
export const LEGAL_PLACEHOLDERS = ["{inquiryDays}", "{infoEmail}"] as const;
