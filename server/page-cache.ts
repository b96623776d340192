import type { NextFunction, Request, RequestHandler, Response } from "express";
import { contentVersion, PUBLIC_READ_TTL_MS } from "../app/db/read-cache.server";

type Page = { body: string; nonce: string; headers: [string, string][]; expires: number; version: number };

/** A render that went wrong after its first bytes were sent is marked here and not reused. */
export type RenderState = { failed: boolean };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      renderState?: RenderState;
    }
  }
}

// Pages whose content is live for each visitor (a concert's seats, its calendar file, a newsletter link's answer) are always rendered.
const ALWAYS_RENDERED = /^\/(?:admin|examples|api|assets|uploads|media)(?:\/|$)|\/orchestra\/(?:event|concert)\/|\/newsletter\/(?:confirm|unsubscribe)(?:$|\?)/;
// A request for a page being rendered for the first time waits this long for it, then renders itself.
const WAIT_FOR_RENDER_MS = 2_000;
const KEPT_HEADERS = new Set(["content-type", "link", "vary", "content-language"]);

/**
 * Keeps each public page's HTML for as long as the data it shows is kept (PUBLIC_READ_TTL_MS), so
 * a crowd arriving at once costs one render per page and period: while one request renders a page
 * again, the others get the kept copy, or wait for the first render of a page not kept yet. Each
 * copy carries the request's own CSP nonce (swapped for the one the page was rendered with). Admin
 * writes that forget kept reads also retire every kept page on this instance.
 */
export function pageCache(options: { ttlMs?: number; maxPages?: number } = {}): RequestHandler {
  const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
  const maxPages = options.maxPages ?? 500;
  const pages = new Map<string, Page>();
  const rendering = new Map<string, Promise<void>>();

  function serve(res: Response, page: Page) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    const nonce = String(res.locals.cspNonce ?? "");
    res.status(200).end(page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body);
  }

  function render(req: Request, res: Response, next: NextFunction, key: string) {
    const version = contentVersion();
    const nonce = String(res.locals.cspNonce ?? "");
    res.locals.renderState = { failed: false };
    let settle!: () => void;
    rendering.set(key, new Promise<void>((resolve) => (settle = resolve)));
    res.once("close", () => {
      rendering.delete(key);
      settle();
    });
    collectBody(res, (body) => {
      const type = String(res.getHeader("content-type") ?? "");
      const reusable =
        req.method === "GET" && res.statusCode === 200 && type.startsWith("text/html") && !res.getHeader("set-cookie") && !res.locals.renderState?.failed;
      if (!reusable) return;
      pages.delete(key);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
      const headers = res.getHeaderNames().filter((name) => KEPT_HEADERS.has(name)).map((name): [string, string] => [name, String(res.getHeader(name))]);
      pages.set(key, { body, nonce, headers, expires: Date.now() + ttlMs, version });
    });
    next();
  }

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || ALWAYS_RENDERED.test(req.path)) return next();
    const key = req.originalUrl;
    const current = () => {
      const page = pages.get(key);
      return page && page.version === contentVersion() ? page : undefined;
    };
    const kept = current();
    if (kept && (kept.expires > Date.now() || rendering.has(key))) return serve(res, kept);
    const inFlight = rendering.get(key);
    if (inFlight && !kept) {
      await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_RENDER_MS))]);
      const rendered = current();
      if (rendered) return serve(res, rendered);
    }
    render(req, res, next, key);
  };
}

/** Calls `done` with the whole body once the response has been sent (before any compression). */
function collectBody(res: Response, done: (body: string) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== "function") keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
  res.once("finish", () => done(Buffer.concat(chunks).toString("utf8")));
}
