import { EVENT_ID_PATTERN } from "../../http/record-id";
import { z } from "zod";

export const EVENT_ID_MESSAGE = "Event ID is missing or invalid";

/** Provider and database ids: digits, letters, dashes; never the text "undefined" (docs/product.md §5). */
export const eventIdSchema = z
  .string({ error: EVENT_ID_MESSAGE })
  .trim()
  .regex(EVENT_ID_PATTERN, { error: EVENT_ID_MESSAGE })
  .refine((value) => value !== "undefined" && value !== "null", { error: EVENT_ID_MESSAGE });

export const chartRequestSchema = z.object({
  eventId: z.union([z.string(), z.number()]).transform(String).pipe(eventIdSchema),
  backUrl: z.string().trim().max(2000).pipe(z.url({ protocol: /^https?$/ })),
  language: z.string().trim().max(8).optional(),
});
