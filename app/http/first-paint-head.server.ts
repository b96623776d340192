import { Transform } from "node:stream";

// React Router writes `<link rel="modulepreload" href="/assets/….js"/>` in the head and one inline
// `<script nonce="…" type="module" async="">` (the route modules' imports and the client entry) in
// the body; the order of the attributes is not relied on.
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)[^>]*\bhref="(\/assets\/[\w.-]+\.js)"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype=")module("[^>]*>)/;
// A head longer than this is not looked at: the stream passes on as it came.
const MAX_HEAD_BYTES = 256 * 1024;

/** The type the page's module script carries until the first paint is done: the browser neither fetches nor runs it. */
export const AFTER_FIRST_PAINT = "text/x-module-after-first-paint";

/**
 * Holds the page's scripts back until its first paint (Lighthouse's first and largest paint,
 * docs/perf.md; docs/decisions/016-scripts-after-first-paint.md): they are asked for once the page has
 * painted and the pictures it marks as its first (`fetchpriority="high"`) have arrived. The page is
 * rendered on the server: its first paint needs the document, its stylesheet, its picture and its
 * fonts, not the 110 KB of scripts that make it interactive, which on a phone's connection would
 * otherwise share the bandwidth with the picture. Their module preloads leave the head for a small
 * inline starter, and the body's module script waits under another type until the starter gives it
 * back its own. Whatever else is in the document passes unchanged.
 */
export function firstPaintHead(nonce = ""): Transform {
  let pending = "";
  let stage: "head" | "body" | "done" = "head";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === "done") return callback(null, chunk);
      pending += chunk.toString("utf8");
      let out = "";
      if (stage === "head") {
        const end = pending.indexOf("</head>");
        if (end === -1 && pending.length < MAX_HEAD_BYTES) return callback();
        if (end === -1) {
          stage = "done";
          out = pending;
          pending = "";
          return callback(null, out);
        }
        const ready = readyHead(pending.slice(0, end), nonce);
        out = ready.head;
        pending = pending.slice(end);
        if (!ready.deferred) {
          stage = "done";
          out += pending;
          pending = "";
          return callback(null, out);
        }
        stage = "body";
      }
      const script = MODULE_SCRIPT.exec(pending);
      if (script) {
        stage = "done";
        // A data block takes no `async` (the HTML checker refuses it); the starter's new element runs as soon as it is added anyway.
        out += pending.replace(MODULE_SCRIPT, (_tag, before: string, after: string) => withoutAsync(`${before}${AFTER_FIRST_PAINT}${after}`));
        pending = "";
        return callback(null, out);
      }
      // A tag cut off at the end of this chunk may be the script's: it waits for the next chunk.
      const open = pending.lastIndexOf("<");
      const cut = open !== -1 && pending.indexOf(">", open) === -1 ? open : pending.length;
      out += pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, out || undefined);
    },
    flush(callback) {
      callback(null, pending || undefined);
    },
  });
}

const withoutAsync = (tag: string) => tag.replace(/\s+async(?:=(?:""|"async"|''))?(?=[\s/>])/, "");

function readyHead(head: string, nonce: string): { head: string; deferred: boolean } {
  const modules: string[] = [];
  const ready = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  if (modules.length === 0) return { head: ready, deferred: false };
  return { head: `${ready}${scriptStarter(modules, nonce)}`, deferred: true };
}

/**
 * The inline script that starts the page's scripts: once the document is parsed, its first contentful
 * paint is done (the text shows), the pictures marked `fetchpriority="high"` have loaded or failed and
 * the frame after them has painted (or 3 s after parsing, whichever is first), it preloads the modules
 * and then, in a task of its own (each is short), gives the waiting module script back its type, as a
 * new element the browser runs (under the page's nonce, or its hash on a kept page).
 */
export function scriptStarter(modules: string[], nonce: string): string {
  const code = `(() => {
const modules = ${JSON.stringify(modules)};
let started = false;
const run = () => {
  for (const waiting of document.querySelectorAll('script[type="${AFTER_FIRST_PAINT}"]')) {
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = waiting.nonce;
    script.text = waiting.text;
    waiting.replaceWith(script);
  }
};
const start = () => {
  if (started) return;
  started = true;
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  setTimeout(run, 0);
};
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
const painted = (then) => {
  const seen = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || seen()) return then();
  const observer = new PerformanceObserver(() => {
    if (seen()) {
      observer.disconnect();
      then();
    }
  });
  observer.observe({ type: "paint" });
};
const pictures = (then) => {
  const loading = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
  let left = loading.length;
  if (left === 0) return then();
  for (const img of loading) {
    const done = () => { if (--left === 0) then(); };
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
  }
};
const parsed = () => {
  setTimeout(start, 3000);
  painted(() => pictures(afterNextPaint));
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed, { once: true });
else parsed();
})();`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${code.replace(/\n\s*/g, "")}</script>`;
}
