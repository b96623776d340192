import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";

// React Router writes `<link nonce="…" rel="stylesheet" href="/assets/….css"/>` and
// `<link rel="modulepreload" href="/assets/….js" …/>`; the order of the attributes is not relied on.
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/assets\/([\w.-]+\.css)"[^>]*>/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;
// A head longer than this is not looked at: the stream passes on as it came.
const MAX_HEAD_BYTES = 256 * 1024;

/**
 * Readies the document head for the first paint (Lighthouse's first and largest paint, docs/perf.md):
 * - The built site's own stylesheets go into the head as `<style>`: the first paint then needs the
 *   document alone, not a second request that waits behind the page's scripts. The `<link>` React
 *   rendered stays, for hydration to find, but with `media="print"` it neither blocks the paint nor
 *   applies twice on screen (the browser fetches it late and idle). React skips the `<style>` it did
 *   not render when it hydrates.
 * - The scripts' module preloads ask for low priority. The page is rendered on the server, so its
 *   first paint needs the document, its picture and its fonts, not the scripts that make it
 *   interactive: on a phone's connection those would otherwise share the bandwidth with the picture
 *   (about 110 KB against 20 KB) and hold back the largest paint. They still load at once, just after.
 * Whatever else is in the head, and everything after `</head>`, passes unchanged.
 */
export function firstPaintHead(clientDir: string): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end === -1 && head.length < MAX_HEAD_BYTES) return callback();
      done = true;
      const out = end === -1 ? head : readyHead(clientDir, head.slice(0, end)) + head.slice(end);
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, head || undefined);
    },
  });
}

function readyHead(clientDir: string, head: string): string {
  return head
    .replace(STYLESHEET_LINK, (link, file: string) => {
      const style = styleFor(clientDir, file);
      return style ? `${style}${link.replace(/\s*\/?>$/, ' media="print"/>')}` : link;
    })
    .replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

const styles = new Map<string, string | null>();

function styleFor(clientDir: string, file: string): string | null {
  const key = path.join(clientDir, "assets", file);
  if (!styles.has(key)) {
    let css: string | null = null;
    try {
      css = `<style>${readFileSync(key, "utf8").replaceAll("</style", "<\\/style")}</style>`;
    } catch {
      // Not a file of this build (a development server's, say): the link stays.
    }
    styles.set(key, css);
  }
  return styles.get(key) ?? null;
}
