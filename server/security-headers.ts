import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Per-request CSP nonce (read by app/entry.server.tsx through the load context) and the
 * security headers every response carries. In development Vite injects its own scripts,
 * so the script policy is only enforced on the production build.
 */
export function securityHeaders(options: {
  production: boolean;
  development: boolean;
  formTargets?: string[];
  /** S3 media storage: where uploaded media is loaded from, and where the browser PUTs new files. */
  mediaStorage?: { publicOrigin: string; uploadOrigin: string };
}): RequestHandler {
  // Browsers apply form-action to where a submitted form is redirected, so the ticketing origin is listed.
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(" ");
  const mediaSrc = options.mediaStorage ? ` ${options.mediaStorage.publicOrigin}` : "";
  const connectSrc = [
    "'self'",
    ...(options.mediaStorage ? [options.mediaStorage.uploadOrigin] : []),
    ...(options.development ? ["ws:", "wss:"] : []),
  ].join(" ");
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const scriptSrc = options.development ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        // React writes style attributes (e.g. computed heights); no script can ride on them.
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: https:${mediaSrc}`,
        `media-src 'self' blob: https:${mediaSrc}`,
        "font-src 'self'",
        `connect-src ${connectSrc}`,
        "object-src 'none'",
        "base-uri 'none'",
        `form-action ${formAction}`,
        "frame-ancestors 'none'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
