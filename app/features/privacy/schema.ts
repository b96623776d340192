import { z } from "zod";
import type { Lang } from "../../i18n/languages";
import type { InquiryKind } from "../inquiries/public";

const email = z.string().trim().min(1, "required").max(254, "too_long").pipe(z.email("invalid_email"));

/** GET /api/admin/privacy/person?email= and POST /api/admin/privacy/erase {email}. */
export const personQuerySchema = z.object({ email });
export const eraseSchema = z.object({ email }).strict();

/** What the site holds about one address. */
export type PersonData = {
  email: string;
  subscriber: {
    id: number;
    email: string;
    status: string;
    language: string;
    createdAt: string;
    confirmedAt: string | null;
  } | null;
  /** The newsletter campaigns queued for the subscription: subject as sent, language, and how the send ended. */
  campaigns: {
    campaignId: number;
    subject: string | null;
    language: string;
    status: string;
    queuedAt: string;
  }[];
  inquiries: ({
    kind: InquiryKind;
    id: number;
    createdAt: string;
    status: string;
  } & Record<string, string | number | null>)[];
  mail: {
    id: number;
    kind: string;
    status: string;
    recipient: string;
    subject: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
};
export type ErasedCounts = {
  /** `files`: the .eml files deleted (mail written to disk without SMTP_URL). */
  erased: { subscribers: number; inquiries: number; mail: number; files: number };
};

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
  removed: { inquiries: number; mail: number; auditEntries: number };
};
export type RetentionStatus = {
  settings: RetentionSettings;
  lastRun: RetentionRun | null;
};

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

/** Written in the texts, replaced when a page is shown: the retention setting and the info e-mail of the site settings. */
export const LEGAL_PLACEHOLDERS = ["{inquiryDays}", "{infoEmail}"] as const;
