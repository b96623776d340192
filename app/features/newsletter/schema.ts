import { z } from "zod";
import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from "../../forms/fields";

/**
 * The newsletter's contract (browser-safe): what POST /api/subscribe takes, and the subscriber as
 * the admin list shows it. Problem keys are the public catalogue's `forms.problems` keys.
 */
export const subscribeSchema = z.object({
  email: z
    .unknown()
    .transform((value) => (typeof value === "string" ? value.trim() : ""))
    .pipe(z.string().max(EMAIL_MAX_LENGTH, "email").refine(isValidEmail, "email"))
    .transform(normaliseEmail),
});
export type Subscription = z.output<typeof subscribeSchema>;

export const SUBSCRIBER_STATUSES = ["pending", "confirmed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A subscriber in the admin list: never the tokens of its confirmation and unsubscribe links. */
export type ListedSubscriber = { id: number; email: string; status: SubscriberStatus; createdAt: string };

/** The live message a new subscription sends to signed-in admins (docs/product.md §13). */
export const SUBSCRIBER_LIVE_TYPE = "NEW_SUBSCRIBER";

/** The subscription form read with the contract: the address to confirm, or the problem key to show. */
export function checkSubscription(input: unknown): { ok: true; value: Subscription } | { ok: false; problem: "email"; field: "email" } {
  const parsed = subscribeSchema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: "email", field: "email" };
}
