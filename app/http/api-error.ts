import { type ErrorCode, statusOf } from "./error-codes";

/** Which fields of a body were refused, each with a short problem key (`required`, `too_long`, `email`, …). */
export type FieldProblems = Record<string, string>;

/**
 * An error whose message is safe to show to the caller; the server's error handler answers it as
 * `{ message, code, fields? }`, the one shape of every refusal, with the status the code has in
 * the registry (`error-codes.ts`).
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldProblems,
    /** Sent as `Retry-After` with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = statusOf(code);
  }
}
