import type { IncomingMessage } from "node:http";

declare module "http" {
  interface IncomingMessage {
    /** The site's origin for this request, set by `server/http-app.ts` once the host was accepted. */
    siteOrigin?: string;
  }
}

/** Host names that can only be reached from this machine: the quick start works without any setting. */
export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];

export type SiteOriginOptions = {
  /** PUBLIC_URL: when set, the one origin every answer and message names, whatever the request says. */
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS: host names (without port) accepted besides the loopback ones while PUBLIC_URL is unset. */
  allowedHosts: readonly string[];
  /** Whether the proxy headers of a request are to be believed (Express's compiled `trust proxy`). */
  trustsProxy(req: IncomingMessage): boolean;
};

/** The refusal of a request naming a host this site does not answer for (421 Misdirected Request). */
export const MISDIRECTED_TEXT =
  "This server does not answer for this host name. Set PUBLIC_URL to the site's address, or add the name to ALLOWED_HOSTS.\n";

const PORT = /:\d*$/;
const HOST_SYNTAX = /^(?:[a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9_])?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/**
 * Whether a Host value is a host name or bracketed IP address with, at most, a port from 1 to 65535:
 * anything else (`localhost:99999`, `a b`, `[::1`) is a malformed request, refused with 400 before
 * any URL is built from it.
 */
export function wellFormedHost(host: string): boolean {
  const match = HOST_SYNTAX.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

/**
 * Whether a request cannot be answered as this site's: a Host header that is not well formed, or a
 * request target that is not a path (absolute-form `GET http://other/ HTTP/1.1` is for proxies; `*`).
 */
export function malformedRequest(req: IncomingMessage): boolean {
  if (!req.url?.startsWith("/") || req.url.startsWith("//")) return true;
  const host = req.headers.host;
  return host !== undefined && !wellFormedHost(host);
}

/**
 * The site's origin as configuration makes it, for one request: PUBLIC_URL when set; otherwise
 * the request's host (X-Forwarded-Host and -Proto only through a trusted proxy) when it is a
 * loopback name or one of ALLOWED_HOSTS, any port. `null` for any other host: the caller refuses
 * the request, so no answer, kept page or message ever names a host an attacker chose. An
 * accepted value is remembered, so a repeat costs one Map lookup.
 */
export function createSiteOrigin(options: SiteOriginOptions): (req: IncomingMessage) => string | null {
  const fixed = options.publicUrl ? new URL(options.publicUrl).origin : null;
  if (fixed) return () => fixed;
  const accepted = new Set([...LOOPBACK_HOSTS, ...options.allowedHosts.map((host) => host.toLowerCase())]);
  // Accepted hosts and their origins, per scheme: a repeat is one lookup of the Host value as it came.
  const known = { http: new Map<string, string>(), https: new Map<string, string>() };

  return (req) => {
    const headers = req.headers;
    let host = headers.host;
    let scheme: "http" | "https" = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? "https" : "http";
    const forwardedHost = headers["x-forwarded-host"];
    const forwardedProto = headers["x-forwarded-proto"];
    if ((forwardedHost || forwardedProto) && options.trustsProxy(req)) {
      if (typeof forwardedHost === "string") host = forwardedHost.split(",")[0]!.trim();
      if (typeof forwardedProto === "string") scheme = forwardedProto.split(",")[0]!.trim().toLowerCase() === "https" ? "https" : "http";
    }
    if (!host) return null;
    const hit = known[scheme].get(host);
    if (hit) return hit;
    const lower = host.toLowerCase();
    const name = lower.endsWith("]") ? lower : lower.replace(PORT, "");
    if (!accepted.has(name) || !wellFormedHost(lower)) return null;
    const origin = `${scheme}://${lower}`;
    if (known[scheme].size < 64) known[scheme].set(host, origin);
    return origin;
  };
}

/** The origin `server/http-app.ts` accepted for this request (PUBLIC_URL's when set). */
export function siteOriginOf(req: IncomingMessage): string {
  if (!req.siteOrigin) throw new Error("siteOriginOf: the request did not pass the host check of server/http-app.ts");
  return req.siteOrigin;
}
