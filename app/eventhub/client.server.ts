import type { Logger } from "pino";

/** The texts of the provider errors (docs/product.md §10), which the chart endpoint passes on. */
export const EVENTHUB_ERRORS = {
  authorize: "Failed to authorize with EventHub after multiple attempts",
  chartAuthorize: "Failed to authorize for chart access",
  chartFormat: "Invalid chart response format",
  chartReauthorize: "Failed to reauthorize for chart access",
  chart: "Failed to get event chart",
} as const;

export class EventHubError extends Error {
  constructor(
    message: string,
    readonly kind: "authorize" | "timeout" | "http" | "format" | "network",
    readonly status?: number,
  ) {
    super(message);
  }
}

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; error: EventHubError };

export type EventHubClientOptions = {
  baseUrl: string;
  apiKey?: string;
  log: Logger;
  /** docs/product.md §9: 20 s to authorise, 10 s for every other call. */
  authorizeTimeoutMs?: number;
  requestTimeoutMs?: number;
};

const AUTHORIZE_ATTEMPTS = 2;

/** Reads the token in any of the provider's three answer shapes: a string, accessToken.token, token. */
export function readToken(body: string): string | null {
  let value: unknown = body.trim();
  try {
    value = JSON.parse(body);
  } catch {
    // a bare token, not JSON
  }
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object") {
    const record = value as { accessToken?: { token?: unknown } | string; token?: unknown };
    const token =
      typeof record.accessToken === "object" ? record.accessToken?.token : (record.accessToken ?? record.token);
    return typeof token === "string" && token.trim() ? token.trim() : null;
  }
  return null;
}

/** Reads a chart URL in any of the provider's shapes: a string, chartUrl, venueChartUrl. */
export function readChartUrl(body: unknown): string | null {
  const value =
    typeof body === "string" ? body : body && typeof body === "object" ? ((body as Record<string, unknown>).chartUrl ?? (body as Record<string, unknown>).venueChartUrl) : null;
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The EventHub partner API, server side only: the partner token never leaves this module.
 * It authorises on first need, and on a 401 clears the token, authorises again once and
 * retries the call once (docs/product.md §9).
 */
export function createEventHubClient(options: EventHubClientOptions) {
  const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;
  const authorizeTimeout = options.authorizeTimeoutMs ?? 20_000;
  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  const log = options.log;
  let token: string | null = null;
  let authorizing: Promise<string> | null = null;

  async function request(path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    try {
      return await fetch(new URL(path, base), { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new EventHubError(timedOut ? `EventHub ${path} timed out after ${timeoutMs} ms` : `EventHub ${path} unreachable`, timedOut ? "timeout" : "network");
    }
  }

  async function authorizeOnce(): Promise<string> {
    const response = await request(
      "Partner/Authorize",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(options.apiKey ? { "X-Api-Key": options.apiKey } : {}) },
        body: "{}",
      },
      authorizeTimeout,
    );
    const body = await response.text();
    const value = response.ok ? readToken(body) : null;
    if (!value) throw new EventHubError(`EventHub authorize answered ${response.status}`, "authorize", response.status);
    return value;
  }

  /** One authorisation at a time, shared by every caller waiting for a token. */
  function authorize(): Promise<string> {
    authorizing ??= (async () => {
      let lastError: unknown;
      for (let attempt = 1; attempt <= AUTHORIZE_ATTEMPTS; attempt++) {
        try {
          token = await authorizeOnce();
          return token;
        } catch (error) {
          lastError = error;
          log.warn({ attempt, err: String(error) }, "EventHub authorize failed");
        }
      }
      throw new EventHubError(EVENTHUB_ERRORS.authorize, "authorize", lastError instanceof EventHubError ? lastError.status : undefined);
    })().finally(() => {
      authorizing = null;
    });
    return authorizing;
  }

  /** A call with the partner token; on 401 the token is renewed once and the call retried once. */
  async function call(path: string, init: { method: string; language?: string; body?: unknown }): Promise<Response> {
    const send = async (bearer: string) =>
      request(
        path,
        {
          method: init.method,
          headers: {
            Authorization: `Bearer ${bearer}`,
            Accept: "application/json",
            ...(init.language ? { "Content-Language": init.language } : {}),
            ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
          },
          body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
        },
        requestTimeout,
      );
    const first = await send(token ?? (await authorize()));
    if (first.status !== 401) return first;
    await first.body?.cancel();
    token = null;
    return send(await authorize());
  }

  async function readJson(response: Response, path: string): Promise<unknown> {
    if (!response.ok) {
      await response.body?.cancel();
      throw new EventHubError(`EventHub ${path} answered ${response.status}`, "http", response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new EventHubError(`EventHub ${path} answered malformed JSON`, "format", response.status);
    }
  }

  async function attempt<T>(work: () => Promise<T>): Promise<ProviderResult<T>> {
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      const failure = error instanceof EventHubError ? error : new EventHubError(String(error), "network");
      return { ok: false, error: failure };
    }
  }

  return {
    /** The concert list in the provider's language code; a non-array answer is a failure. */
    listEvents(language: string): Promise<ProviderResult<unknown[]>> {
      return attempt(async () => {
        const body = await readJson(await call("Event/GetEvents", { method: "GET", language }), "Event/GetEvents");
        if (!Array.isArray(body)) throw new EventHubError("EventHub Event/GetEvents answered a non-array", "format");
        return body;
      });
    },

    /** One concert with its seat count; ok(null) when the provider does not know the id. */
    getEvent(eventId: string, language: string): Promise<ProviderResult<unknown | null>> {
      return attempt(async () => {
        const path = `Event/${encodeURIComponent(eventId)}`;
        const response = await call(path, { method: "GET", language });
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        const body = await readJson(response, path);
        if (!body || typeof body !== "object" || Array.isArray(body)) throw new EventHubError(`EventHub ${path} answered no event`, "format");
        return body;
      });
    },

    /** The seat-chart URL for a concert; throws an EventHubError with the chart texts above. */
    async getChart(input: { eventId: string; backUrl: string; language: string }): Promise<string> {
      let bearer: string;
      try {
        bearer = token ?? (await authorize());
      } catch {
        throw new EventHubError(EVENTHUB_ERRORS.chartAuthorize, "authorize");
      }
      const send = (value: string) =>
        request(
          "Event/GetChart",
          {
            method: "POST",
            headers: { Authorization: `Bearer ${value}`, "Content-Type": "application/json", Accept: "application/json" },
            body: JSON.stringify(input),
          },
          requestTimeout,
        );
      try {
        let response = await send(bearer);
        if (response.status === 401) {
          await response.body?.cancel();
          token = null;
          try {
            bearer = await authorize();
          } catch {
            throw new EventHubError(EVENTHUB_ERRORS.chartReauthorize, "authorize");
          }
          response = await send(bearer);
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new EventHubError(EVENTHUB_ERRORS.chart, "http", response.status);
        }
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a bare URL
        }
        const url = readChartUrl(body);
        if (!url) throw new EventHubError(EVENTHUB_ERRORS.chartFormat, "format");
        return url;
      } catch (error) {
        if (error instanceof EventHubError && Object.values(EVENTHUB_ERRORS).includes(error.message as never)) throw error;
        throw new EventHubError(EVENTHUB_ERRORS.chart, error instanceof EventHubError ? error.kind : "network");
      }
    },

    /** For tests and diagnostics: whether a partner token is held (never the token itself). */
    get hasToken() {
      return token !== null;
    },
  };
}

export type EventHubClient = ReturnType<typeof createEventHubClient>;
