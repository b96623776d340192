import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { contentVersion } from "../app/db/read-cache.server";
import { AFTER_FIRST_PAINT } from "../app/http/first-paint-head.server";
import { keepMsOf, keptQueryOf, SERVER_CACHE_FIELD } from "../app/http/server-cache-policy";
import { type Encoding, encodingFor } from "./content-encoding";
import type { SecurityHeaderList } from "./security-headers";

/** A render that went wrong after its first bytes were sent is marked here and not kept. */
export type RenderState = { failed: boolean };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      renderState?: RenderState;
    }
  }
}

/**
 * A kept answer: its bodies, and for each encoding the whole header object a hit is sent with
 * (made once, so a hit builds nothing: node:http only reads the object).
 */
type Kept = {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  sent: Record<Encoding, OutgoingHttpHeaders>;
  notModified: OutgoingHttpHeaders;
  expires: number;
  version: number;
  page: boolean;
};

export type KeptAnswers = {
  /** Answers a request from a kept answer, before any middleware runs; false when there is none to give. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** For the requests `serve` passed on: waits for a render in flight, else renders and keeps what may be kept. */
  middleware: RequestHandler;
};

// A request for an answer being made for the first time waits this long for it, then renders itself.
const WAIT_FOR_RENDER_MS = 2_000;
const KEPT_HEADERS = new Set(["content-type", "link", "vary", "content-language", "cache-control", "x-catalogue-source", SERVER_CACHE_FIELD.toLowerCase()]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Public pages and API reads that every visitor gets alike, kept as their final bytes: compressed
 * once (gzip and brotli), with their security headers and a strong ETag, so a repeat costs a
 * lookup and one write (or a 304). An answer is kept only when it declares `Server-Cache-Control`
 * (app/http/server-cache-policy.ts), for as long as it declares, and until an admin write changes
 * what public reads show (`contentVersion`). A kept page's scripts are allowed by their hashes
 * instead of the render's nonce, so its policy is as strict as a render's and needs no work per
 * request. While one request renders an answer again, the others get the kept copy, or wait for
 * the first render of one not kept yet: a crowd costs one render per answer and period.
 */
export function createKeptAnswers(options: {
  securityHeaders: SecurityHeaderList;
  maxEntries?: number;
  now?: () => number;
  /** Told of each kept HTML page given to a GET (the visitor figures count it). */
  onPage?: (req: IncomingMessage) => void;
  /** Told of each answer that may be kept: given from memory (hit) or rendered (miss); the metrics count them. */
  onLookup?: (outcome: "hit" | "miss") => void;
}): KeptAnswers {
  const maxEntries = options.maxEntries ?? 300;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Kept>();
  const rendering = new Map<string, Promise<void>>();
  // Addresses whose route declares no keeping go straight to a render, without waiting on another.
  const neverKept = new Set<string>();
  // The query parameters each kept path reads, as its answer declared them (`query="…"`).
  const readsOf = new Map<string, string[]>();

  /**
   * Drops the query parameters a kept path does not read from the request's URL, before the key is
   * made and before any render: `?x=1` is the same answer as none, and a render never sees it.
   * Answers whether the URL is now as its path's answers declare (false for a path not seen yet).
   */
  function normalise(req: IncomingMessage): boolean {
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const path = mark < 0 ? url : url.slice(0, mark);
    const reads = readsOf.get(path);
    if (!reads) return mark < 0;
    if (mark < 0) return true;
    const kept = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => reads.includes(name));
    kept.sort(([a], [b]) => reads.indexOf(a) - reads.indexOf(b));
    const query = new URLSearchParams(kept).toString();
    req.url = query ? `${path}?${query}` : path;
    return true;
  }

  const current = (key: string) => {
    const kept = entries.get(key);
    return kept && kept.version === contentVersion() ? kept : undefined;
  };
  const usable = (key: string, kept: Kept | undefined): kept is Kept => Boolean(kept && (kept.expires > now() || rendering.has(key)));

  async function keep(req: Request, res: Response, body: Buffer, nonce: string, keepMs: number, version: number): Promise<Kept> {
    const type = String(res.getHeader("content-type") ?? "");
    let scriptSrc = "'self'";
    if (type.startsWith("text/html")) {
      const html = nonce ? body.toString("utf8").replaceAll(` nonce="${nonce}"`, "") : body.toString("utf8");
      scriptSrc = ["'self'", ...inlineScriptHashes(html)].join(" ");
      body = Buffer.from(html, "utf8");
    }
    const headers: OutgoingHttpHeaders = {};
    for (const name of res.getHeaderNames()) if (KEPT_HEADERS.has(name)) headers[name] = res.getHeader(name);
    for (const [name, value] of options.securityHeaders(scriptSrc)) headers[name.toLowerCase()] = value;
    const vary = String(headers.vary ?? "");
    headers.vary = /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    headers.etag = etag;
    headers["x-server-cache"] = "hit";
    const [gzipped, brotlied] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
        },
      }),
    ]);
    const bodies = { identity: body, gzip: gzipped, br: brotlied };
    const sent = {
      identity: { ...headers, "content-length": body.length },
      gzip: { ...headers, "content-encoding": "gzip", "content-length": gzipped.length },
      br: { ...headers, "content-encoding": "br", "content-length": brotlied.length },
    };
    const { "content-type": _type, ...notModified } = headers;
    return { etag, bodies, sent, notModified, expires: now() + keepMs, version, page: type.startsWith("text/html") };
  }

  function render(req: Request, res: Response, next: NextFunction, key: string) {
    const version = contentVersion();
    const nonce = String(res.locals.cspNonce ?? "");
    res.locals.renderState = { failed: false };
    let settle!: () => void;
    const made = new Promise<void>((resolve) => (settle = resolve));
    rendering.set(key, made);
    const done = () => {
      if (rendering.get(key) === made) rendering.delete(key);
      settle();
    };
    res.once("close", () => {
      if (!res.writableFinished) done();
    });
    // A path seen for the first time is rendered as asked; it is kept only if the URL held nothing but what the answer reads.
    const asked = req.originalUrl;
    collectBody(res, async (body) => {
      try {
        const keepMs = keepMsOf(res.getHeader(SERVER_CACHE_FIELD));
        if (req.method === "GET") remember(neverKept, key, keepMs === 0, maxEntries);
        const path = asked.split("?")[0]!;
        if (keepMs > 0 && res.statusCode === 200 && !readsOf.has(path)) {
          if (readsOf.size >= maxEntries * 4) readsOf.delete(readsOf.keys().next().value!);
          readsOf.set(path, keptQueryOf(res.getHeader(SERVER_CACHE_FIELD)));
        }
        const probe = { url: asked } as IncomingMessage;
        if (!normalise(probe) || probe.url !== asked) return;
        const type = String(res.getHeader("content-type") ?? "");
        const keepable =
          keepMs > 0 &&
          req.method === "GET" &&
          res.statusCode === 200 &&
          /^(text\/html|application\/json)/.test(type) &&
          !res.getHeader("set-cookie") &&
          !res.locals.renderState?.failed;
        if (!keepable) return;
        const kept = await keep(req, res, body, nonce, keepMs, version);
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, kept);
      } finally {
        done();
      }
    });
    next();
  }

  return {
    serve(req, res) {
      if (!mayBeKept(req)) return false;
      normalise(req);
      const key = keyOf(req);
      const kept = current(key);
      if (!usable(key, kept)) return false;
      options.onLookup?.("hit");
      send(req, res, kept, options.onPage);
      return true;
    },
    middleware: async (req, res, next) => {
      if (!mayBeKept(req)) return next();
      const key = keyOf(req);
      if (neverKept.has(key)) return next();
      const kept = current(key);
      if (usable(key, kept)) {
        options.onLookup?.("hit");
        return send(req, res, kept, options.onPage);
      }
      const inFlight = rendering.get(key);
      if (inFlight && !kept) {
        await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_RENDER_MS))]);
        const made = current(key);
        if (made) {
          options.onLookup?.("hit");
          return send(req, res, made, options.onPage);
        }
      }
      options.onLookup?.("miss");
      render(req, res, next, key);
    },
  };
}

/**
 * Reads only. An `Authorization` header changes nothing: only answers every caller gets alike declare
 * keeping, and the admin reads that need the header never do (an admin's variant of a public read has
 * a query parameter of its own, as `?includeInactive=true`), so the header is no way around the store.
 */
const mayBeKept = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

/**
 * Everything a kept answer's bytes depend on: the site's origin (absolute links, canonical, feeds;
 * it differs per accepted host while PUBLIC_URL is unset), the address, and the language the
 * catalogue API answers in (`Content-Language`). Nothing else of a request reaches a public render.
 */
const keyOf = (req: IncomingMessage) => `${req.siteOrigin ?? ""}\n${req.url}\n${req.headers["content-language"] ?? ""}`;

function send(req: IncomingMessage, res: ServerResponse, kept: Kept, onPage?: (req: IncomingMessage) => void) {
  if (kept.page && onPage) onPage(req);
  const asked = req.headers["if-none-match"];
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === kept.etag || tag.trim() === "*")) {
    res.writeHead(304, kept.notModified);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers["accept-encoding"]);
  res.writeHead(200, kept.sent[encoding]);
  res.end(req.method === "HEAD" ? undefined : kept.bodies[encoding]);
}

/**
 * Brotli's window, in bits, for a body of `bytes`: the smallest that holds the whole body, so it
 * compresses as well as the default 4 MB window. The encoder's memory grows with the window; at
 * quality 11 the default made each compression take tens of MB in a zlib worker thread, which the
 * allocator then kept (docs/perf.md).
 */
export function windowBitsFor(bytes: number): number {
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}

// The module script that waits for the first paint runs later under its own type, from the same text.
const SCRIPT_TYPES = new Set(["module", "text/javascript", "application/javascript", AFTER_FIRST_PAINT]);

/** The CSP source of each inline script a page runs (JSON data blocks are not run, so not listed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !SCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function remember(set: Set<string>, key: string, present: boolean, max: number) {
  set.delete(key);
  if (!present) return;
  if (set.size >= max) set.delete(set.values().next().value!);
  set.add(key);
}

/** Calls `done` with the whole body once the response has been sent (before any compression). */
function collectBody(res: Response, done: (body: Buffer) => void) {
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
  res.once("finish", () => done(Buffer.concat(chunks)));
}
