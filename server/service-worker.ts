import type { RequestHandler } from "express";

/**
 * The kill switch of the digital programmes' service worker (docs/decisions/031-offline-programmes.md): served in its
 * place, it empties the programmes' caches and unregisters itself; pages it controls go on working from the network.
 */
export const SELF_REMOVING_WORKER = `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith("hall-programme")) await caches.delete(name);
    await self.registration.unregister();
  })());
});
`;

/**
 * GET /sw.js: the service worker of the build (public/sw.js), or the self-removing one when offline programmes are
 * switched off. Never kept by browsers or proxies (`no-cache`), so a new version, or the kill switch, reaches every
 * visitor on their next visit.
 */
export function serviceWorkerScript({ clientDir, enabled }: { clientDir: string; enabled: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    if (!enabled) {
      res.type("text/javascript").send(SELF_REMOVING_WORKER);
      return;
    }
    res.sendFile("sw.js", { root: clientDir, headers: { "Content-Type": "text/javascript; charset=utf-8" } }, (error) => error && next(error));
  };
}
