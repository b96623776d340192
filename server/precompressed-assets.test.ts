import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets, precompressFile } from "./precompressed-assets";

const SCRIPT = `export const greeting = ${JSON.stringify("Բարի գալուստ, welcome, добро пожаловать. ".repeat(200))};\n`;
let url: string;
let server: http.Server;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "assets-"));
  await writeFile(path.join(dir, "page-abc123.js"), SCRIPT);
  await precompressFile(path.join(dir, "page-abc123.js"));
  await writeFile(path.join(dir, "font-abc123.woff2"), "not really a font");
  const app = express();
  // As on the site: on-the-fly compression first, for what has no precompressed form.
  app.use(compression());
  app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y", index: false }));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw response: node's fetch would undo the encoding this test looks at. */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${url}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("precompressed browser files", () => {
  it("sends brotli to a browser that accepts it, as a script kept for a year", async () => {
    const response = await get("/assets/page-abc123.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    // Smaller than the gzip the server would make on the fly.
    expect(response.body.length).toBeLessThan(zlib.gzipSync(SCRIPT).length);
  });

  it("sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither", async () => {
    const gzipped = await get("/assets/page-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const refusing = await get("/assets/page-abc123.js", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(refusing.headers["content-encoding"]).toBeUndefined();
    expect(refusing.body.toString()).toBe(SCRIPT);
    const plain = await get("/assets/page-abc123.js");
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("answers a repeat visit's conditional request with 304, and HEAD without a body", async () => {
    const first = await get("/assets/page-abc123.js", { "Accept-Encoding": "br" });
    const repeat = await get("/assets/page-abc123.js", { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
    expect(repeat.status).toBe(304);
    const head = await get("/assets/page-abc123.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves fonts, unknown names and paths outside the folder to the static files", async () => {
    const font = await get("/assets/font-abc123.woff2", { "Accept-Encoding": "br" });
    expect(font.status).toBe(200);
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect((await get("/assets/missing-abc123.js", { "Accept-Encoding": "br" })).status).toBe(404);
    expect((await get("/assets/page-abc123.js.br", { "Accept-Encoding": "br" })).headers["content-encoding"]).toBeUndefined();
    expect((await get("/assets/..%2fpackage.json", { "Accept-Encoding": "br" })).status).toBeGreaterThanOrEqual(400);
  });

  it("passes every request on where there is no build to serve", async () => {
    const handler = precompressedAssets(path.join(tmpdir(), "no-build-here", "assets"));
    let passedOn = false;
    handler({ method: "GET", path: "/page-abc123.js", headers: { "accept-encoding": "br" } } as never, {} as never, () => {
      passedOn = true;
    });
    expect(passedOn).toBe(true);
  });
});
