import type { Db } from "../../db/client.server";
import type { Lang } from "../../i18n/languages";
import { addressKey, createRateLimiter } from "../../security/rate-limit.server";

/**
 * Searches one client address may ask for a minute, on the API and the search page together: a
 * person typing with suggestions asks well under this, a script walking the index does not. Kept
 * answers (the same query again) are served before this counts anything.
 */
export const SEARCHES_PER_MINUTE = 120;

/** What the refusal says, in the visitor's language. */
export const SEARCH_LIMIT_TEXT: Record<Lang, string> = {
  am: "Շատ որոնումներ՝ կարճ ժամանակում։ Խնդրում ենք սպասել մեկ րոպե և կրկին փորձել։",
  en: "Too many searches in a short time. Please wait a minute and try again.",
  ru: "Слишком много поисковых запросов за короткое время. Подождите минуту и попробуйте снова.",
};

export type SearchLimit = { take(address: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> };

/** Counted in the database, so every instance shares the count (app/security/rate-limit.server.ts). */
export function createSearchLimit(db: Db, perMinute = SEARCHES_PER_MINUTE): SearchLimit {
  const limiter = createRateLimiter({ db, scope: "search", limit: perMinute, windowMs: 60_000 });
  return {
    async take(address) {
      const { allowed, retryAfterSeconds } = await limiter.hit(addressKey(address));
      return { allowed, retryAfterSeconds };
    },
  };
}
