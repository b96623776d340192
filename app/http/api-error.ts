/** An error whose message is safe to show to the caller; the server's error handler answers it as `{ message, code }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
