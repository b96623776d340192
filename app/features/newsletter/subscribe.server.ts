import type { Db } from "../../db/client.server";
import { HONEYPOT_FIELD } from "../../forms/fields";
import type { FormGuard, FormOutcome, FormRequest } from "../../forms/public-form.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { enqueueMail } from "../../mail/outbox.server";
import { confirmationMessage, requestSubscription } from "./newsletter.server";
import { checkSubscription, SUBSCRIBER_LIVE_TYPE } from "./schema";

export type SubscriptionServiceOptions = {
  db: Db;
  publish(message: { type: string; data: Record<string, string> }): void;
  /** The rate limit and database-outage answer every public form shares. */
  guard: FormGuard;
  mail: {
    /** Called after a commit that queued mail. */
    wake(): void;
  };
};

export function createSubscriptionService({ db, publish, guard, mail }: SubscriptionServiceOptions) {
  return {
    /**
     * Double opt-in: a new address is stored as pending and sent a confirmation link. Every
     * answer is the same (check your inbox), whether the address is new, pending or confirmed, so
     * the form reveals nothing about who is subscribed. A filled honeypot is answered the same way.
     */
    subscribe(input: Record<string, unknown>, request: FormRequest): Promise<FormOutcome> {
      const { lang, origin } = request;
      return guard(request, async () => {
        const t = catalogueFor(lang);
        const welcome: FormOutcome = { status: 201, body: { success: true, message: t.newsletter.subscribed } };
        if (input[HONEYPOT_FIELD]) return welcome;
        const checked = checkSubscription(input);
        if (!checked.ok) return { status: 400, body: { success: false, message: t.forms.problems[checked.problem], field: checked.field } };
        const { email } = checked.value;
        const asked = await db.transaction(async (tx) => {
          const answer = await requestSubscription(tx, email, lang);
          if (answer.token && answer.unsubscribeToken) {
            const message = confirmationMessage({ email, lang, origin, token: answer.token, unsubscribeToken: answer.unsubscribeToken });
            await enqueueMail(tx, "newsletter-confirmation", message);
          }
          return answer;
        });
        if (asked.token) mail.wake();
        if (asked.created) publish({ type: SUBSCRIBER_LIVE_TYPE, data: { email, timestamp: new Date().toISOString() } });
        return welcome;
      });
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
