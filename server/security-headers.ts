import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export type SecurityOptions = {
  production: boolean;
  development: boolean;
  formTargets?: string[];
  /** S3 media storage: where uploaded media is loaded from, and where the browser PUTs new files. */
  mediaStorage?: { publicOrigin: string; uploadOrigin: string };
};

/**
 * The security headers of every answer, for a given `script-src` (a nonce for a render, hashes for a kept page).
 * `framedBySite`: a draft's preview, which the pages editor shows in a frame beside its form; every other answer
 * may be framed by no one.
 */
export type SecurityHeaderList = (scriptSrc: string, framedBySite?: boolean) => [string, string][];

export function securityHeaderList(options: SecurityOptions): SecurityHeaderList {
  // Browsers apply form-action to where a submitted form is redirected, so the ticketing origin is listed.
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(" ");
  const mediaSrc = options.mediaStorage ? ` ${options.mediaStorage.publicOrigin}` : "";
  const connectSrc = [
    "'self'",
    ...(options.mediaStorage ? [options.mediaStorage.uploadOrigin] : []),
    ...(options.development ? ["ws:", "wss:"] : []),
  ].join(" ");
  return (scriptSrc, framedBySite = false) => {
    const csp = [
      "default-src 'self'",
      `script-src ${options.development ? "'self' 'unsafe-inline'" : scriptSrc}`,
      // React writes style attributes (e.g. computed heights); no script can ride on them.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: https:${mediaSrc}`,
      `media-src 'self' blob: https:${mediaSrc}`,
      "font-src 'self'",
      `connect-src ${connectSrc}`,
      "object-src 'none'",
      "base-uri 'none'",
      `form-action ${formAction}`,
      `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    ].join("; ");
    return [
      ["Content-Security-Policy", csp],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["X-Frame-Options", framedBySite ? "SAMEORIGIN" : "DENY"],
      ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
      ...(options.production ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ];
  };
}

/**
 * Per-request CSP nonce (read by app/entry.server.tsx through the load context) and the
 * security headers every rendered answer carries. In development Vite injects its own scripts,
 * so the script policy is only enforced on the production build. Kept answers carry the same
 * headers with their scripts' hashes instead (server/kept-answers.ts).
 */
export function securityHeaders(options: SecurityOptions, list: SecurityHeaderList = securityHeaderList(options)): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // A draft's preview (`?preview=<token>`) is never kept, so only a rendered answer may be one.
    for (const [name, value] of list(`'self' 'nonce-${nonce}'`, typeof req.query?.preview === "string")) res.setHeader(name, value);
    next();
  };
}
