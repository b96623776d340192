import { z } from "zod";
import type { Lang } from "../../i18n/languages";

export const EVENT_ID_MESSAGE = "Event ID is missing or invalid";

/** Provider and database ids: digits, letters, dashes; never the text "undefined" (docs/product.md §5). */
export const eventIdSchema = z
  .string({ error: EVENT_ID_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: EVENT_ID_MESSAGE })
  .refine((value) => value !== "undefined" && value !== "null", { error: EVENT_ID_MESSAGE });

const LANGUAGE_ALIASES: Record<string, Lang> = { am: "am", arm: "am", hy: "am", en: "en", eng: "en", ru: "ru", rus: "ru" };

/** A language as the browser or the admin sends it (am/en/ru, the older arm/eng/rus, hy); Armenian otherwise. */
export function languageParam(value: unknown): Lang {
  const key = typeof value === "string" ? value.trim().toLowerCase().split(/[-_,;]/)[0] ?? "" : "";
  return LANGUAGE_ALIASES[key] ?? "am";
}

export const chartRequestSchema = z.object({
  eventId: z.union([z.string(), z.number()]).transform(String).pipe(eventIdSchema),
  backUrl: z.string().trim().max(2000).pipe(z.url({ protocol: /^https?$/ })),
  language: z.string().trim().max(8).optional(),
});
