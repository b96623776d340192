import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import sharp from "sharp";

export type PageBytes = {
  js: number;
  /** The same scripts gzipped at the level on-the-fly compression uses (6): the figure before brotli files were served. */
  jsGzip: number;
  css: number;
  fonts: number;
  images: number;
  html: number;
  /** The loader data written into the HTML for hydration: plain bytes, and gzipped as it travels with the document. */
  inlineData: { raw: number; gzip: number };
  largestJs: { file: string; bytes: number };
  /** The widest picture the page downloaded before any click, in pixels (0 without pictures). */
  widestImagePx: number;
  adminFilesLoaded: string[];
};

type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }> };

/** The browser files only admin routes use, read from React Router's client manifest. */
export async function adminOnlyFiles(clientDir: string): Promise<Set<string>> {
  const assets = path.join(clientDir, "assets");
  const name = (await readdir(assets)).find((file) => /^manifest-.*\.js$/.test(file));
  if (!name) throw new Error("no client manifest: build first");
  const text = await readFile(path.join(assets, name), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
  const filesOf = (route: Manifest["routes"][string]) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
  const routes = Object.values(manifest.routes);
  const publicFiles = new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.filter((route) => !route.id.startsWith("routes/admin/")).flatMap(filesOf)]);
  return new Set(routes.filter((route) => route.id.startsWith("routes/admin/")).flatMap(filesOf).filter((file) => !publicFiles.has(file)));
}

/**
 * The serialised loader data a document carries: React Router streams it into the page as
 * `window.__reactRouterContext.streamController.enqueue("…")` scripts (turbo-stream), which the
 * browser reads to hydrate. Measured alone and compressed on its own (an upper bound of what it adds
 * to the compressed HTML).
 */
export function inlineLoaderData(html: string): { raw: number; gzip: number } {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).filter((script) => script.includes("streamController.enqueue("));
  const text = scripts.join("");
  return { raw: Buffer.byteLength(text), gzip: text ? gzipSync(text).byteLength : 0 };
}

const kindOf = (type: string, url: string): keyof Omit<PageBytes, "largestJs" | "adminFilesLoaded" | "inlineData" | "jsGzip" | "widestImagePx"> | null => {
  if (type.includes("javascript")) return "js";
  if (type.includes("css")) return "css";
  if (type.includes("font") || url.endsWith(".woff2")) return "fonts";
  if (type.startsWith("image/")) return "images";
  if (type.includes("html")) return "html";
  return null;
};

/** What a first visit transfers, by kind, as a real browser records it (compressed sizes on the wire). */
export async function firstLoadBytes(url: string, adminFiles: Set<string>): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const responses: import("@playwright/test").Response[] = [];
    page.on("response", (response) => responses.push(response));
    const document = await page.goto(url, { waitUntil: "networkidle" });
    if (!document?.ok()) throw new Error(`${url} answered ${document?.status()}`);
    const totals: PageBytes = { js: 0, jsGzip: 0, css: 0, fonts: 0, images: 0, html: 0, inlineData: inlineLoaderData(await document.text()), largestJs: { file: "", bytes: 0 }, widestImagePx: 0, adminFilesLoaded: [] };
    for (const response of responses) {
      // The body as it crossed the wire (compressed when served compressed), without headers.
      const bytes = (await response.request().sizes()).responseBodySize;
      const pathname = new URL(response.url()).pathname;
      const kind = kindOf(response.headers()["content-type"] ?? "", pathname);
      if (!kind) continue;
      totals[kind] += bytes;
      if (kind === "js") totals.jsGzip += gzipSync(await response.body()).byteLength;
      if (kind === "js" && bytes > totals.largestJs.bytes) totals.largestJs = { file: path.basename(pathname), bytes };
      if (kind === "images") {
        const { width = 0 } = await sharp(await response.body()).metadata().catch(() => ({ width: 0 }));
        totals.widestImagePx = Math.max(totals.widestImagePx, width);
      }
      if (adminFiles.has(pathname)) totals.adminFilesLoaded.push(pathname);
    }
    return totals;
  } finally {
    await browser.close();
  }
}
