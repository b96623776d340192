import { z } from "zod";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, type InquiryKind } from "../inquiries/public";
import { LANGS, type Lang } from "../../i18n/languages";
import { SETTINGS_FIELDS, type SettingsField } from "../site-settings/public";

/** How many new inquiries the list names one by one; the rest are counted. */
export const INQUIRIES_LISTED = 8;
/** A concert this close without a programme published in every language is something to do. */
export const PROGRAMME_HORIZON_DAYS = 7;
const FIRST_LINE_LENGTH = 120;
const DAY_MS = 86_400_000;

const count = z.number().int();
const language = z.enum(LANGS);
export const needsDoingEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("inquiry"), inquiryKind: z.enum(INQUIRY_KINDS), id: count, name: z.string(), firstLine: z.string(), createdAt: z.string() }),
  z.object({ kind: z.literal("programme"), eventId: z.string(), title: z.string(), startsAt: z.string(), unpublished: z.array(language) }),
  z.object({ kind: z.literal("campaign"), id: count, subject: z.string(), status: z.enum(["draft", "scheduled"]), scheduledAt: z.string().nullable() }),
  z.object({ kind: z.literal("placeholders"), fields: z.array(z.enum(SETTINGS_FIELDS)) }),
  z.object({ kind: z.literal("missingAlt"), language, count }),
]);
export const needsDoingSchema = z.object({ entries: z.array(needsDoingEntrySchema), moreInquiries: count });
export type NeedsDoingEntry = z.infer<typeof needsDoingEntrySchema>;
export type NeedsDoing = z.infer<typeof needsDoingSchema>;

/** What the list is made of, as the server reads it; a part left out is one this account may not see. */
export type NeedsDoingSources = {
  /** The newest inquiries still `new` (at least INQUIRIES_LISTED of them when there are), any order, and how many are `new` in all. */
  inquiries?: { kind: InquiryKind; id: number; name: string; text: string; createdAt: Date }[];
  inquiriesWaiting?: number;
  concerts: { eventId: string; title: string; startsAt: string | null }[];
  /** Per concert with a stored programme: whether each language is published. */
  published: Map<string, Partial<Record<Lang, boolean>>>;
  campaigns: { id: number; status: string; subjects: Partial<Record<Lang, string>>; scheduledAt: Date | null; updatedAt: Date }[];
  placeholders?: SettingsField[];
  missingAlt: Record<Lang, number>;
};

/** The first non-empty line of what a visitor wrote, cut to a line's length. */
export function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((part) => part.trim())?.trim() ?? "";
  return line.length > FIRST_LINE_LENGTH ? `${line.slice(0, FIRST_LINE_LENGTH - 1).trimEnd()}…` : line;
}

function subjectIn(subjects: Partial<Record<Lang, string>>, lang: Lang): string {
  return subjects[lang]?.trim() || subjects.en?.trim() || LANGS.map((other) => subjects[other]?.trim()).find(Boolean) || "";
}

/**
 * The dashboard's "needs doing" list, most pressing first: new inquiries (newest first), the next
 * days' concerts whose programme is not published in every language (soonest first), campaigns
 * scheduled (soonest first) and drafts (last edited first), placeholder contacts, pictures without
 * alternative text.
 */
export function needsDoing(sources: NeedsDoingSources, lang: Lang, now: Date): NeedsDoing {
  const inquiries = [...(sources.inquiries ?? [])].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const horizon = now.getTime() + PROGRAMME_HORIZON_DAYS * DAY_MS;
  const programmes = sources.concerts
    .filter((concert) => concert.startsAt && Date.parse(concert.startsAt) > now.getTime() && Date.parse(concert.startsAt) <= horizon)
    .sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!))
    .map((concert) => ({ concert, unpublished: LANGS.filter((language) => !sources.published.get(concert.eventId)?.[language]) }))
    .filter(({ unpublished }) => unpublished.length > 0);
  const scheduled = sources.campaigns
    .filter((campaign) => campaign.status === "scheduled")
    .sort((a, b) => (a.scheduledAt?.getTime() ?? 0) - (b.scheduledAt?.getTime() ?? 0));
  const drafts = sources.campaigns.filter((campaign) => campaign.status === "draft").sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  const entries: NeedsDoingEntry[] = [
    ...inquiries.slice(0, INQUIRIES_LISTED).map((inquiry) => ({
      kind: "inquiry" as const,
      inquiryKind: inquiry.kind,
      id: inquiry.id,
      name: inquiry.name,
      firstLine: firstLine(inquiry.text),
      createdAt: inquiry.createdAt.toISOString(),
    })),
    ...programmes.map(({ concert, unpublished }) => ({ kind: "programme" as const, eventId: concert.eventId, title: concert.title, startsAt: concert.startsAt!, unpublished })),
    ...[...scheduled, ...drafts].map((campaign) => ({
      kind: "campaign" as const,
      id: campaign.id,
      subject: subjectIn(campaign.subjects, lang),
      status: campaign.status as "draft" | "scheduled",
      scheduledAt: campaign.status === "scheduled" && campaign.scheduledAt ? campaign.scheduledAt.toISOString() : null,
    })),
    ...(sources.placeholders?.length ? [{ kind: "placeholders" as const, fields: sources.placeholders }] : []),
    ...LANGS.filter((language) => sources.missingAlt[language] > 0).map((language) => ({ kind: "missingAlt" as const, language, count: sources.missingAlt[language] })),
  ];
  const listed = Math.min(inquiries.length, INQUIRIES_LISTED);
  return { entries, moreInquiries: Math.max(0, (sources.inquiriesWaiting ?? inquiries.length) - listed) };
}

/** Where each entry is done. */
export function needsDoingHref(entry: NeedsDoingEntry): string {
  switch (entry.kind) {
    case "inquiry":
      return `/admin/${INQUIRY_ADMIN_PATH[entry.inquiryKind]}/${entry.id}`;
    case "programme":
      return `/admin/concerts/${encodeURIComponent(entry.eventId)}`;
    case "campaign":
      return `/admin/newsletter?campaign=${entry.id}`;
    case "placeholders":
      return "/admin/settings";
    case "missingAlt":
      return `/admin/media?missingAlt=${entry.language}`;
  }
}
