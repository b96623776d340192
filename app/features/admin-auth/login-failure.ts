import type { AdminTexts } from "../../admin/texts";
import type { Lang } from "../../i18n/languages";
import { plural } from "../../i18n/plural";
import { loginRefusalSchema } from "./schema";

/**
 * A failure is kept as the server's code (or our own), never as words, so it follows a language
 * switch; the throttled one keeps the wait.
 */
export type LoginError =
  | { code: "missing_fields" | "invalid_credentials" | "network" | "unavailable" | "internal" }
  | { code: "throttled"; minutes: number };

/** Reads a refused login: the server answers a code, and for throttling the wait. */
export async function loginFailure(response: Response): Promise<LoginError> {
  const body = loginRefusalSchema.parse(await response.json().catch(() => null));
  switch (body.code) {
    case "throttled": {
      const seconds = Number(body.retryAfterSeconds ?? response.headers.get("retry-after")) || 60;
      return { code: "throttled", minutes: Math.max(1, Math.ceil(seconds / 60)) };
    }
    case "missing_fields":
    case "invalid_credentials":
    case "unavailable":
      return { code: body.code };
    default:
      return { code: response.status === 401 ? "invalid_credentials" : "internal" };
  }
}

/** The text of a login failure in the admin's language. */
export function loginFailureText(error: LoginError, t: AdminTexts, lang: Lang): string {
  switch (error.code) {
    case "throttled":
      return plural(lang, error.minutes, t.login.throttled);
    case "missing_fields":
    case "invalid_credentials":
      return t.login[error.code];
    default:
      return t.failures[error.code];
  }
}
