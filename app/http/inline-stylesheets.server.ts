import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";

// React Router writes `<link nonce="…" rel="stylesheet" href="/assets/….css"/>`; the order of the attributes is not relied on.
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/assets\/([\w.-]+\.css)"[^>]*>/g;
// A head longer than this is not looked at: the stream passes on as it came.
const MAX_HEAD_BYTES = 256 * 1024;

/**
 * Puts the built site's own stylesheets into the document head as `<style>`: the first paint
 * then needs the document alone, not a second request that waits behind the page's scripts
 * (Lighthouse's first and largest paint, docs/perf.md). The `<link>` React rendered stays, for
 * hydration to find, but with `media="print"` it neither blocks the paint nor applies twice on
 * screen (the browser fetches it late and idle). React skips the `<style>` it did not render
 * when it hydrates. Whatever is not one of the build's stylesheets, and everything after
 * `</head>`, passes unchanged.
 */
export function inlineStylesheets(clientDir: string): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end === -1 && head.length < MAX_HEAD_BYTES) return callback();
      done = true;
      const out = end === -1 ? head : head.slice(0, end).replace(STYLESHEET_LINK, (link, file: string) => {
        const style = styleFor(clientDir, file);
        return style ? `${style}${link.replace(/\s*\/?>$/, ' media="print"/>')}` : link;
      }) + head.slice(end);
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, head || undefined);
    },
  });
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
