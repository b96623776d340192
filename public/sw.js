/*
 * The service worker of the digital programmes (docs/decisions/031-offline-programmes.md).
 *
 * It keeps the last digital programmes a visitor opened, with the styles, fonts and pictures they use, so that a
 * programme opens again in a hall without signal. It answers nothing else: the admin, the APIs, forms, previews and
 * every other page go to the network as if it were not there. A programme's address goes to the network first; the
 * kept copy is used only when the network fails.
 */
const VERSION = 1;
const PAGES = `hall-programmes-v${VERSION}`;
const FILES = `hall-programme-files-v${VERSION}`;
/** The programmes kept, the most recently opened last. */
const KEEP = 10;
const PROGRAMME = /^\/(?:am|en|ru)\/orchestra\/event\/[^/]+\/programme$/;
/** What a programme page loads from this site: the build's assets, the site's media and the library's files. */
const FILE = /^\/(?:assets|media|uploads)\//;
const FILES_HEADER = "X-Programme-Files";
const KEPT_AT_HEADER = "X-Programme-Kept-At";
/** A programme kept this recently is not fetched again when its page asks to be kept. */
const FRESH_MS = 60_000;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("hall-programme") && name !== PAGES && name !== FILES) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (PROGRAMME.test(url.pathname) && !url.search) event.respondWith(programmePage(event, url));
    return;
  }
  if (FILE.test(url.pathname) && fromProgramme(request)) event.respondWith(programmeFile(request));
});

/** A page asks for its programme to be kept: `{keep: path}`, answered on the message's port with `{kept}`. */
self.addEventListener("message", (event) => {
  const path = event.data && typeof event.data.keep === "string" ? event.data.keep : null;
  const port = event.ports[0];
  if (!path || !port) return;
  event.waitUntil(
    keep(new URL(path, self.location.origin), null).then(
      (kept) => port.postMessage({ kept }),
      () => port.postMessage({ kept: false }),
    ),
  );
});

async function programmePage(event, url) {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(keep(url, response.clone()).catch(() => false));
    return response;
  } catch (offline) {
    const kept = await (await caches.open(PAGES)).match(url.href);
    if (kept) return kept;
    throw offline;
  }
}

async function programmeFile(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const kept = await (await caches.open(FILES)).match(request, { ignoreVary: true });
    if (kept) return kept;
    throw offline;
  }
}

/** A programme page's own requests, and the fonts its style sheets ask for. */
function fromProgramme(request) {
  if (!request.referrer) return false;
  const referrer = new URL(request.referrer);
  return referrer.origin === self.location.origin && (PROGRAMME.test(referrer.pathname) || referrer.pathname.startsWith("/assets/"));
}

/** Keeps a programme page (fetched now unless `response` is the one just received) and the files it uses. */
async function keep(url, response) {
  if (url.origin !== self.location.origin || !PROGRAMME.test(url.pathname)) return false;
  const pages = await caches.open(PAGES);
  if (!response) {
    const kept = await pages.match(url.href);
    if (kept && Date.now() - Number(kept.headers.get(KEPT_AT_HEADER)) < FRESH_MS) return true;
    response = await fetch(url.href, { credentials: "same-origin" }).catch(() => null);
    // Offline, a programme already kept stays kept.
    if (!response) return Boolean(kept);
  }
  if (!response.ok || !(response.headers.get("Content-Type") || "").includes("text/html")) return false;
  const html = await response.text();
  const files = await keepFiles(html);
  const headers = new Headers(response.headers);
  // The body kept is the decoded text.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(FILES_HEADER, JSON.stringify(files));
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  // Deleting first moves the page to the end of the cache's order: the most recently opened.
  await pages.delete(url.href);
  await pages.put(url.href, new Response(html, { status: response.status, statusText: response.statusText, headers }));
  await forgetOldest(pages);
  return true;
}

async function keepFiles(html) {
  const cache = await caches.open(FILES);
  // Attributes, srcset lists, and the addresses the page's own scripts import (its route's module).
  const files = new Set(filesIn(html, /(?:src|href)="([^"]+)"|srcset="([^"]+)"|"(\/assets\/[^"]+\.js)"/g));
  for (const sheet of [...files].filter((file) => file.endsWith(".css"))) {
    const response = await fetchInto(cache, sheet);
    const base = new URL(sheet, self.location.origin).href;
    if (response) for (const file of filesIn(await response.text(), /url\(\s*["']?([^"')]+)["']?\s*\)/g, base)) files.add(file);
  }
  await Promise.all([...files].filter((file) => !file.endsWith(".css")).map((file) => fetchInto(cache, file)));
  return [...files];
}

/** The site's own file addresses in a page or a style sheet (attributes and srcset lists; `&amp;` read as `&`). */
function filesIn(text, pattern, base = self.location.origin) {
  const found = [];
  for (const match of text.matchAll(pattern)) {
    const value = (match[1] || match[3] || "").replaceAll("&amp;", "&");
    const candidates = match[2] ? match[2].replaceAll("&amp;", "&").split(",").map((entry) => entry.trim().split(/\s+/)[0]) : [value];
    for (const candidate of candidates) {
      const url = parsed(candidate, base);
      if (url && url.origin === self.location.origin && FILE.test(url.pathname)) found.push(url.pathname + url.search);
    }
  }
  return found;
}

function parsed(address, base) {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/** The file from the cache, or fetched and kept; a copy of it to read (null when it could not be had). */
async function fetchInto(cache, file) {
  const kept = await cache.match(file, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(file).catch(() => null);
  if (!response || !response.ok) return null;
  await cache.put(file, response.clone());
  return response;
}

/** Keeps the last KEEP programmes, and only the files that those still use. */
async function forgetOldest(pages) {
  const requests = await pages.keys();
  for (const request of requests.slice(0, Math.max(0, requests.length - KEEP))) await pages.delete(request);
  const used = new Set();
  for (const request of await pages.keys()) {
    const page = await pages.match(request);
    for (const file of JSON.parse((page && page.headers.get(FILES_HEADER)) || "[]")) used.add(new URL(file, self.location.origin).href);
  }
  const files = await caches.open(FILES);
  for (const request of await files.keys()) if (!used.has(request.url)) await files.delete(request);
}
