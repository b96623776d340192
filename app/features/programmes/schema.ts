import { z } from "zod";
import { ACCESS_FEATURES, CONCERT_STATUSES, type AccessFeature, type ConcertStatus, GENRES, type Genre, PERFORMER_ROLES, type PerformerRole } from "./vocabulary";

/**
 * The programme contract: what `PUT /api/admin/concerts/{eventId}/programme` takes and
 * the reads answer. The editor checks a draft with it before sending; the server parses with it
 * and then cleans the notes with `sanitiseRichText`.
 */
export const PROGRAMME_LIMITS = { works: 60, performers: 40, text: 300, notes: 50_000, notice: 1_000, subtitle: 300 } as const;

const text = (max: number) => z.string("invalid").trim().max(max, "too_long");

/** ISO 8601 durations of a work: PT25M, PT1H5M, PT40M30S. */
export const DURATION_PATTERN = /^PT(?=\d)(?:\d{1,2}H)?(?:\d{1,3}M)?(?:\d{1,4}S)?$/;

export const workSchema = z.union([
  z.object({ intermission: z.literal(true) }).strict(),
  z.object({
    composer: text(PROGRAMME_LIMITS.text).min(1, "required"),
    title: text(PROGRAMME_LIMITS.text).min(1, "required"),
    duration: z
      .string("invalid")
      .trim()
      .regex(DURATION_PATTERN, "invalid_duration")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    intermission: z.literal(false).optional(),
  }),
]);
export type Work = { intermission: true } | { composer: string; title: string; duration?: string };

/** The pre-concert talk: its time ("18:30"), place and speaker. */
export const talkSchema = z.object({
  time: z
    .string("invalid")
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalid_time")
    .or(z.literal("")),
  place: text(PROGRAMME_LIMITS.text).default(""),
  speaker: text(PROGRAMME_LIMITS.text).default(""),
});
export type Talk = { time: string; place: string; speaker: string };

export const programmeTextSchema = z.object({
  subtitle: text(PROGRAMME_LIMITS.subtitle).default(""),
  works: z.array(workSchema).max(PROGRAMME_LIMITS.works, "too_many").default([]),
  notes: z.string("invalid").max(PROGRAMME_LIMITS.notes, "too_long").default(""),
  talk: talkSchema.nullish(),
  notice: text(PROGRAMME_LIMITS.notice).default(""),
  published: z.boolean("invalid"),
});

const unique = <T>(list: T[]) => new Set(list).size === list.length;

export const programmeInputSchema = z.object({
  seriesId: z.number("invalid").int("invalid").positive("invalid").nullish(),
  genres: z
    .array(z.enum(GENRES, "unknown_genre"))
    .max(GENRES.length, "too_many")
    .default([])
    .refine(unique, "duplicate"),
  performers: z
    .array(z.object({ artistId: z.number("invalid").int("invalid").positive("invalid"), role: z.enum(PERFORMER_ROLES, "unknown_role") }))
    .max(PROGRAMME_LIMITS.performers, "too_many")
    .default([]),
  access: z
    .array(z.enum(ACCESS_FEATURES, "unknown_access"))
    .max(ACCESS_FEATURES.length, "too_many")
    .default([])
    .refine(unique, "duplicate"),
  status: z.enum(CONCERT_STATUSES, "unknown_status").default("scheduled"),
  translations: z.object({ am: programmeTextSchema.optional(), en: programmeTextSchema.optional(), ru: programmeTextSchema.optional() }).default({}),
});
export type ProgrammeInput = z.input<typeof programmeInputSchema>;

export type ProgrammeText = { subtitle: string; works: Work[]; notes: string; talk: Talk | null; notice: string; published: boolean };

const storedWork = z.union([z.object({ intermission: z.literal(true) }), z.object({ composer: z.string(), title: z.string(), duration: z.string().optional() })]);
const storedText = z.object({
  subtitle: z.string(),
  works: z.array(storedWork),
  notes: z.string(),
  talk: z.object({ time: z.string(), place: z.string(), speaker: z.string() }).nullable(),
  notice: z.string(),
  published: z.boolean(),
}) satisfies z.ZodType<ProgrammeText>;

/** The programme as the admin reads it: every language, drafts included; the editor reads it with this. */
export const programmeSchema = z.object({
  eventId: z.string(),
  seriesId: z.number().int().nullable(),
  genres: z.array(z.enum(GENRES)),
  performers: z.array(z.object({ artistId: z.number().int(), role: z.enum(PERFORMER_ROLES) })),
  access: z.array(z.enum(ACCESS_FEATURES)),
  status: z.enum(CONCERT_STATUSES),
  translations: z.object({ am: storedText.optional(), en: storedText.optional(), ru: storedText.optional() }),
  updatedAt: z.string(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** One language of a programme as a visitor sees it: artists and series resolved in that language. */
export type PublicProgramme = {
  eventId: string;
  language: "am" | "en" | "ru";
  status: ConcertStatus;
  genres: Genre[];
  access: AccessFeature[];
  series: { slug: string; name: string } | null;
  performers: { artistId: number; slug: string; name: string; role: PerformerRole; roleText: string; imageUrl: string | null; bio: string }[];
  subtitle: string;
  works: Work[];
  /** Sanitised HTML. */
  notes: string;
  talk: Talk | null;
  notice: string;
};

/** What the admin concert list answers per concert. */
export type ProgrammeState = "published" | "draft" | "missing";
export type AdminConcertRow = {
  eventId: string;
  name: string;
  startsAt: string | null;
  eventDateTime: string;
  programme: Record<"am" | "en" | "ru", ProgrammeState>;
};
export type AdminConcertPage = { items: AdminConcertRow[]; nextCursor: string | null; total: number };
const programmeState = z.enum(["published", "draft", "missing"]);
/** The admin concert list's page; its screen and the editor read it with this. */
export const adminConcertPageSchema = z.object({
  items: z.array(z.object({ eventId: z.string(), name: z.string(), startsAt: z.string().nullable(), eventDateTime: z.string(), programme: z.object({ am: programmeState, en: programmeState, ru: programmeState }) })),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
}) satisfies z.ZodType<AdminConcertPage>;

export const concertListQuerySchema = z.object({
  limit: z.coerce.number("invalid").int("invalid").min(1, "invalid").max(100, "invalid").default(20),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, "invalid")
    .optional(),
  q: z.string().trim().max(200, "too_long").default(""),
  /** The catalogue's concerts to come (the default), or those that have taken place and the hall recorded, newest first. */
  when: z.enum(["upcoming", "past"], "invalid").default("upcoming"),
});
export type ConcertListWhen = z.output<typeof concertListQuerySchema>["when"];

/** Where a concert's digital programme is read, in one language (below the site's origin). */
export const digitalProgrammePath = (lang: "am" | "en" | "ru", eventId: string) => `/${lang}/orchestra/event/${encodeURIComponent(eventId)}/programme`;

/**
 * `GET /api/admin/concerts/{eventId}/programme-sheet`: the printable sheet's QR codes (SVG made on the server) of the
 * digital programme's address in each language, on the configured public origin (`originConfigured` false while
 * PUBLIC_URL is unset: the codes then name the server's own local address), and whether that language is published.
 */
export const programmeSheetSchema = z.object({
  eventId: z.string(),
  originConfigured: z.boolean(),
  codes: z.array(z.object({ lang: z.enum(["am", "en", "ru"]), url: z.string(), svg: z.string(), published: z.boolean() })),
});
export type ProgrammeSheet = z.infer<typeof programmeSheetSchema>;
