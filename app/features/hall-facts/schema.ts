import { z } from "zod";
import type { Refusals } from "../../http/parse-body";
import { WEEKDAYS, type Weekday } from "./fact-keys";

/**
 * The hall's facts (docs/product.md, "Hall facts"): the figures every page shows, edited by admins
 * at /admin/facts as a draft and published (app/db/published-documents.server.ts). One document of
 * kind `facts`, key `hall`, in no language: the texts that carry a figure hold a placeholder filled
 * from the published facts.
 */

const count = z.number("not_a_number").int("not_whole").min(0, "negative").max(100_000_000, "too_large");
const time = z.string("required").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalid_time");

/** Opening hours of one day: `close` after `open`, both on that day. */
export const hoursSchema = z
  .object({ open: time, close: time })
  .strict()
  .refine((hours) => hours.close > hours.open, { message: "close_before_open", path: ["close"] });
export type Hours = z.infer<typeof hoursSchema>;

const day = z
  .string("required")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid_date")
  .refine((value) => {
    const [year, month, date] = value.split("-").map(Number) as [number, number, number];
    const parsed = new Date(Date.UTC(year, month - 1, date));
    return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
  }, "invalid_date");

/** A dated exception: the office closed that day (`hours` null) or open other hours. */
export const officeExceptionSchema = z.object({ date: day, hours: hoursSchema.nullable() }).strict();
export type OfficeException = z.infer<typeof officeExceptionSchema>;

/** The ticket office's week (null: closed that weekday) and its dated exceptions, one per day. */
export const officeHoursSchema = z
  .object({
    week: z.object(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, hoursSchema.nullable()])) as Record<Weekday, z.ZodNullable<typeof hoursSchema>>).strict(),
    exceptions: z.array(officeExceptionSchema).max(200, "too_many"),
  })
  .strict()
  .superRefine((office, context) => {
    const seen = new Set<string>();
    office.exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) context.addIssue({ code: "custom", message: "duplicate_date", path: ["exceptions", index, "date"] });
      seen.add(exception.date);
    });
  });
export type OfficeHours = z.infer<typeof officeHoursSchema>;


/** PUT /api/admin/facts/draft takes these facts (with `baseVersion`); unknown keys are refused. */
export const hallFactsSchema = z
  .object({
    mainHallSeats: z.object({ parterre: count, amphitheater: count, rightBox: count, leftBox: count, stage: count }).strict(),
    floors: count,
    harmonyCapacity: count,
    tourPrices: z.object({ local: count, tourist: count, university: count, school: count }).strict(),
    guidePrices: z.object({ armenian: count, other: count }).strict(),
    privateEveningPrice: count,
    tour: z
      .object({
        minMinutes: count,
        maxMinutes: count,
        firstDay: z.enum(WEEKDAYS, "invalid_day"),
        lastDay: z.enum(WEEKDAYS, "invalid_day"),
        hours: hoursSchema,
      })
      .strict()
      .refine((tour) => tour.maxMinutes >= tour.minMinutes, { message: "max_below_min", path: ["maxMinutes"] }),
    giftCard: z
      .object({ min: count, max: count, validityMonths: count })
      .strict()
      .refine((card) => card.max >= card.min, { message: "max_below_min", path: ["max"] }),
    ticketOffice: officeHoursSchema,
  })
  .strict();
export type HallFacts = z.infer<typeof hallFactsSchema>;


export const saveDraftSchema = z.object({ facts: hallFactsSchema, baseVersion: z.number("required").int("not_whole").min(0, "negative") }).strict();

/** POST /api/admin/facts/publish: now, or at `at` (an ISO time; a past time publishes now). */
export const publishSchema = z
  .object({ at: z.iso.datetime({ offset: true, message: "invalid_date" }).optional() })
  .strict();

/** The document as the admin screen reads it (GET /api/admin/facts). */
export const factsStateSchema = z.object({
  draft: hallFactsSchema,
  published: hallFactsSchema.nullable(),
  version: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  missed: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type FactsState = z.infer<typeof factsStateSchema>;

export const factsVersionSchema = z.object({ id: z.number().int(), number: z.number().int(), at: z.string(), by: z.string(), summary: z.string() });
export const factsVersionsSchema = z.array(factsVersionSchema);
export type FactsVersion = z.infer<typeof factsVersionSchema>;

export const HALL_FACTS_REFUSALS = {
  invalid_hall_facts: "The facts were refused: see the fields",
  stale_version: "Someone else saved the facts while you were editing them. Here they are as they are now",
} as const satisfies Refusals;
