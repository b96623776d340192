import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_LANG, type Lang } from "../../i18n/languages";
import { demoAvailableSeats, demoProviderEvents } from "../demo-events";
import { renderChartPage } from "./chart-page";

/**
 * Switches that make the sandbox misbehave the ways a real provider does. Counters ("…Next")
 * apply to that many coming partner calls (authorize excluded unless said), then reset.
 */
export type SandboxFaults = {
  latencyMs: number;
  unauthorizedNext: number;
  serverErrorNext: number;
  malformedJsonNext: number;
  nonArrayNext: number;
  /** The next N calls never answer (the client's timeout must fire). */
  hangNext: number;
  /** Authorize refuses every call. */
  refuseAuthorize: boolean;
  /** Every call, authorize included, answers 503. */
  down: boolean;
};

const NO_FAULTS: SandboxFaults = {
  latencyMs: 0,
  unauthorizedNext: 0,
  serverErrorNext: 0,
  malformedJsonNext: 0,
  nonArrayNext: 0,
  hangNext: 0,
  refuseAuthorize: false,
  down: false,
};

export type SandboxOptions = {
  port?: number;
  host?: string;
  /** Partner tokens expire after this long (default 30 minutes). */
  tokenTtlMs?: number;
  /** When set, Authorize requires it in X-Api-Key. */
  apiKey?: string;
  now?: () => Date;
  /** How many concerts the catalogue holds: the demo's, repeated week after week (default: the demo once). */
  events?: number;
  /**
   * The site that runs this sandbox in-process serves its seat chart under SITE_CHART_PATH (a
   * visitor cannot reach the sandbox's loopback port): GetChart then answers a chart URL on the
   * origin of the backUrl it is given, which the site has checked is its own.
   */
  chartOnSite?: boolean;
};

/** Where a site serves the seat chart of its in-process sandbox (`sandboxChartRouter`). */
export const SITE_CHART_PATH = "/sandbox/chart/";

const LANGUAGE_HEADER: Record<string, Lang> = { arm: "am", am: "am", hy: "am", en: "en", eng: "en", ru: "ru", rus: "ru" };

export type EventHubSandbox = Awaited<ReturnType<typeof startEventHubSandbox>>;

function webOrigin(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A small HTTP implementation of the EventHub partner API (docs/product.md §9) with
 * trilingual demo concerts dated from today: used in-process by `npm start` when EVENTHUB_URL
 * is unset, and by the tests, which switch its faults on.
 */
export async function startEventHubSandbox(options: SandboxOptions = {}) {
  const now = options.now ?? (() => new Date());
  // Concerts a test has the provider drop, as a real provider does when one is taken off sale.
  const withdrawn = new Set<string>();
  const catalogue = (lang: Lang) => demoProviderEvents(lang, now(), options.events).filter((e) => !withdrawn.has(String(e.eventId ?? e.id)));
  const tokenTtl = options.tokenTtlMs ?? 30 * 60 * 1000;
  const tokens = new Map<string, number>();
  const faults: SandboxFaults = { ...NO_FAULTS };
  // Seat counts a test has set, by event id (null: the provider gives no count, the concert is not on sale yet).
  const seats = new Map<string, number | null>();
  /** `eventReads`: single-concert reads (`Event/{id}`), the ones that carry a seat count. */
  const stats = { authorize: 0, calls: 0, eventReads: 0 };
  const hanging = new Set<http.ServerResponse>();

  function send(res: http.ServerResponse, status: number, body: unknown, raw = false) {
    res.writeHead(status, { "Content-Type": raw ? "text/html; charset=utf-8" : "application/json; charset=utf-8" });
    res.end(raw ? String(body) : JSON.stringify(body));
  }

  function take(counter: "unauthorizedNext" | "serverErrorNext" | "malformedJsonNext" | "nonArrayNext" | "hangNext"): boolean {
    if (faults[counter] <= 0) return false;
    faults[counter] -= 1;
    return true;
  }

  function bearerValid(req: http.IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expires = token ? tokens.get(token) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  async function readBody(req: http.IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 64 * 1024) return null;
      chunks.push(chunk as Buffer);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
    } catch {
      return null;
    }
  }

  /**
   * The seat-chart page of a demo concert in the language and with the way back its query names
   * (only a link on `siteOrigin` when given); null for an unknown concert.
   */
  function chartPage(eventId: string, query: URLSearchParams, siteOrigin?: string): string | null {
    const lang = LANGUAGE_HEADER[query.get("language") ?? ""] ?? DEFAULT_LANG;
    const event = catalogue(lang).find((e) => String(e.eventId ?? e.id) === eventId);
    return event ? renderChartPage(event, lang, query.get("backUrl"), siteOrigin) : null;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const path = url.pathname.replace(/\/+$/, "");

    // Test controls, reachable only on the sandbox's own loopback port.
    if (path === "/__sandbox/faults" && req.method === "POST") {
      Object.assign(faults, NO_FAULTS, (await readBody(req)) ?? {});
      return send(res, 200, faults);
    }
    if (path === "/__sandbox/seats" && req.method === "POST") {
      const body = (await readBody(req)) as Record<string, unknown> | null;
      for (const [id, count] of Object.entries(body ?? {})) {
        if (count === null || (typeof count === "number" && Number.isInteger(count) && count >= 0)) seats.set(id, count);
      }
      return send(res, 200, Object.fromEntries(seats));
    }
    if (path === "/__sandbox/stats") return send(res, 200, stats);
    if (path === "/__sandbox/tokens") return send(res, 200, [...tokens.keys()]);

    // The seat chart is the provider's public page: no partner token, no faults.
    const chart = /^\/chart\/([^/]+)$/.exec(path);
    if (chart && req.method === "GET") {
      const page = chartPage(chart[1]!, url.searchParams);
      return page ? send(res, 200, page, true) : send(res, 404, "<h1>Not found</h1>", true);
    }
    // Browsers ask a page's origin for its icon; the chart page has none.
    if (path === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }

    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if (faults.down) return send(res, 503, { message: "Service unavailable" });

    if (path === "/Partner/Authorize" && req.method === "POST") {
      stats.authorize += 1;
      if (faults.refuseAuthorize || (options.apiKey && req.headers["x-api-key"] !== options.apiKey)) {
        return send(res, 401, { message: "Invalid partner credentials" });
      }
      const token = randomBytes(24).toString("base64url");
      tokens.set(token, Date.now() + tokenTtl);
      return send(res, 200, { accessToken: { token, expiresAt: new Date(Date.now() + tokenTtl).toISOString() } });
    }

    stats.calls += 1;
    if (take("hangNext")) {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (take("unauthorizedNext") || !bearerValid(req)) return send(res, 401, { message: "Unauthorized" });
    if (take("serverErrorNext")) return send(res, 500, { message: "Internal error" });
    if (take("malformedJsonNext")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end('[{"eventId": 1001, "eventName": "Trunc');
    }

    const lang = LANGUAGE_HEADER[String(req.headers["content-language"] ?? "").toLowerCase()] ?? "en";

    if (path === "/Event/GetEvents" && req.method === "GET") {
      if (take("nonArrayNext")) return send(res, 200, { error: "Unexpected" });
      return send(res, 200, catalogue(lang));
    }

    if (path === "/Event/GetChart" && req.method === "POST") {
      const body = (await readBody(req)) as { eventId?: unknown; backUrl?: unknown; language?: unknown } | null;
      const eventId = String(body?.eventId ?? "");
      if (!catalogue(lang).some((e) => String(e.eventId ?? e.id) === eventId)) {
        return send(res, 404, { message: "Event not found" });
      }
      const siteOrigin = options.chartOnSite ? webOrigin(body?.backUrl) : null;
      const chartUrl = siteOrigin
        ? new URL(`${SITE_CHART_PATH}${encodeURIComponent(eventId)}`, siteOrigin)
        : new URL(`/chart/${encodeURIComponent(eventId)}`, `http://${req.headers.host}`);
      if (typeof body?.backUrl === "string") chartUrl.searchParams.set("backUrl", body.backUrl);
      if (typeof body?.language === "string") chartUrl.searchParams.set("language", body.language);
      return send(res, 200, { chartUrl: chartUrl.toString() });
    }

    const single = /^\/Event\/([^/]+)$/.exec(path);
    if (single && req.method === "GET") {
      const id = decodeURIComponent(single[1]!);
      const event = catalogue(lang).find((e) => String(e.eventId ?? e.id) === id);
      if (!event) return send(res, 404, { message: "Event not found" });
      stats.eventReads += 1;
      return send(res, 200, { ...event, availaibleCount: seats.has(id) ? seats.get(id) : (demoAvailableSeats(id) ?? 0) });
    }

    return send(res, 404, { message: "Not found" });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1";

  return {
    url: `http://${host}:${port}/`,
    faults,
    stats,
    chartPage,
    /** The provider drops this concert from its catalogue (and from single reads) until `restore`. */
    withdraw(eventId: string) {
      withdrawn.add(eventId);
    },
    restore(eventId: string) {
      withdrawn.delete(eventId);
    },
    setFaults(next: Partial<SandboxFaults>) {
      Object.assign(faults, NO_FAULTS, next);
    },
    /** Sets a concert's seat count as the provider reports it (null: no count, not on sale yet). */
    setSeats(eventId: string, count: number | null) {
      seats.set(eventId, count);
    },
    /** Every partner token issued so far (tests check none of them reaches a browser). */
    issuedTokens(): string[] {
      return [...tokens.keys()];
    },
    /** Ends every partner token, as the provider's expiry would. */
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
