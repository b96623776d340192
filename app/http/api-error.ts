/** Which fields of a body were refused, each with a short problem key (`required`, `too_long`, `email`, …). */
export type FieldProblems = Record<string, string>;

/**
 * An error whose message is safe to show to the caller; the server's error handler answers it as
 * `{ message, code, fields? }`, the one shape of every refusal.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: FieldProblems,
    /** Sent as `Retry-After` with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
