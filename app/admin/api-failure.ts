/** A failed admin call: the HTTP status, the server's message and its machine-readable code. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Reads an error answer; without a message of its own the text is "HTTP error! status: {code}". */
export async function apiFailure(response: Response): Promise<AdminApiError> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === "string" && body.message ? body.message : `HTTP error! status: ${response.status}`;
  return new AdminApiError(response.status, message, typeof body?.code === "string" ? body.code : undefined);
}
