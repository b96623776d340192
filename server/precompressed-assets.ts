import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import type { Plugin } from "vite";
import { encodingFor } from "./content-encoding.ts";

/** The built browser files worth compressing (fonts and pictures come compressed). */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
const SUFFIX = { br: ".br", gzip: ".gz" } as const;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes the brotli (quality 11) and gzip (level 9) forms of a built file beside it. Compressing
 * this hard takes about two seconds for the whole build, which is why it happens once here and not
 * on each request: brotli at quality 11 makes the JavaScript a phone downloads about 15 % smaller
 * than the gzip the server would make on the fly (docs/perf.md).
 */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [brotlied, gzipped] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(file + SUFFIX.br, brotlied), writeFile(file + SUFFIX.gzip, gzipped)]);
}

/** The browser build's step that precompresses its script, style and data files. */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      await Promise.all(Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name)).map((name) => precompressFile(path.join(dir, name))));
    },
  };
}

/**
 * Sends a built file's precompressed form when the browser accepts it (brotli before gzip); any
 * other request passes on to the static files. Mounted on the assets folder, whose names carry
 * their content's hash, so every answer may be kept for a year.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = filesIn(assetsDir);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !COMPRESSIBLE.test(name) || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = encodingFor(req.headers["accept-encoding"]);
    if (encoding === "identity" || !files.has(name + SUFFIX[encoding])) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(name + SUFFIX[encoding], { root: assetsDir, immutable: true, maxAge: "1y" }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}

/** The folder's file names; none where there is no build (a server run from its sources, as in tests). */
function filesIn(dir: string): Set<string> {
  try {
    return new Set(readdirSync(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Set();
    throw error;
  }
}
