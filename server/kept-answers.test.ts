import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../app/db/client.server";
import { forgetReads } from "../app/db/read-cache.server";
import { keepAnswer, SERVER_CACHE_FIELD } from "../app/http/server-cache-policy";
import { encodingFor } from "./content-encoding";
import { AFTER_FIRST_PAINT } from "../app/http/first-paint-head.server";
import { createKeptAnswers, inlineScriptHashes } from "./kept-answers";
import { securityHeaderList, securityHeaders } from "./security-headers";

let url: string;
let server: http.Server;
let renders = 0;

beforeAll(async () => {
  const options = { production: true, development: false };
  const list = securityHeaderList(options);
  const kept = createKeptAnswers({ securityHeaders: list });
  const app = express();
  app.use(securityHeaders(options, list));
  app.use(kept.middleware);
  app.get("/api/concerts", (req, res) => {
    renders += 1;
    keepAnswer(res);
    res.json({ language: req.get("content-language") ?? "none", render: renders });
  });
  app.use((req, res) => {
    renders += 1;
    // As the routes declare it: public pages may be kept; the admin area may not.
    if (!req.path.startsWith("/admin")) res.setHeader(SERVER_CACHE_FIELD, req.path === "/en/concerts" ? 'max-age=60, query="type"' : "max-age=60");
    if (req.path === "/broken") res.locals.renderState!.failed = true;
    const nonce = res.locals.cspNonce;
    res.status(req.path === "/missing" ? 404 : 200).type("html");
    res.write(`<html><script nonce="${nonce}">window.a = 1;</script><script type="module" nonce="${nonce}">import "/x.js";</script>`);
    res.end(`<script type="application/ld+json">{}</script><p>render ${renders}</p></html>`);
  });
  server = http.createServer((req, res) => {
    if (!kept.serve(req, res)) app(req, res);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

/** A raw request, so the body arrives as sent (fetch would undo the compression). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer; body: string }>((resolve, reject) => {
    http
      .request(url + path, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const body = (encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: response.statusCode!, headers: response.headers, raw, body });
        });
      })
      .on("error", reject)
      .end();
  });
}
const scriptSrc = (headers: http.IncomingHttpHeaders) => /script-src ([^;]*)/.exec(String(headers["content-security-policy"]))?.[1] ?? "";

describe("kept answers", () => {
  it("keep a page's final bytes: the same page again, its scripts allowed by their hashes, no nonce and nothing unsafe", async () => {
    const first = await get("/en/concerts?type=orchestra");
    expect(first.headers["x-server-cache"]).toBeUndefined();
    expect(scriptSrc(first.headers)).toMatch(/'nonce-/);
    const second = await get("/en/concerts?type=orchestra");
    expect(second.headers["x-server-cache"]).toBe("hit");
    expect(second.body).toBe(first.body.replace(/ nonce="[^"]+"/g, ""));
    const policy = scriptSrc(second.headers);
    expect(policy).not.toMatch(/nonce|unsafe/);
    for (const script of ["window.a = 1;", 'import "/x.js";']) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    }
    expect(policy.match(/sha256-/g)).toHaveLength(2);
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "strict-transport-security"]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await get("/en/concerts?type=hall")).headers["x-server-cache"]).toBeUndefined();
  });

  it("answer brotli, gzip or plain as the client accepts, and 304 to a client that has the same version", async () => {
    await get("/ru/venue/rent");
    const plain = await get("/ru/venue/rent");
    const br = await get("/ru/venue/rent", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/ru/venue/rent", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect([plain.headers["content-encoding"], br.headers["content-encoding"], gz.headers["content-encoding"]]).toEqual([undefined, "br", "gzip"]);
    expect(br.body).toBe(plain.body);
    expect(gz.body).toBe(plain.body);
    expect(Number(br.headers["content-length"])).toBe(br.raw.length);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const again = await get("/ru/venue/rent", { "if-none-match": String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it("are made again after an admin write changes what public reads show", async () => {
    await get("/am");
    expect((await get("/am")).headers["x-server-cache"]).toBe("hit");
    forgetReads({} as Db, "banners:");
    expect((await get("/am")).headers["x-server-cache"]).toBeUndefined();
    expect((await get("/am")).headers["x-server-cache"]).toBe("hit");
  });

  it("keep an API read per language", async () => {
    const en = await get("/api/concerts", { "content-language": "en" });
    const ru = await get("/api/concerts", { "content-language": "ru" });
    expect(JSON.parse((await get("/api/concerts", { "content-language": "en" })).body)).toEqual(JSON.parse(en.body));
    expect(JSON.parse((await get("/api/concerts", { "content-language": "ru" })).body)).toEqual(JSON.parse(ru.body));
    expect(JSON.parse(ru.body).language).toBe("ru");
    expect(scriptSrc((await get("/api/concerts", { "content-language": "ru" })).headers)).toBe("'self'");
  });

  it("never keep a HEAD answer, an error page, a render that failed or an undeclared page; an Authorization header does not skip a kept page", async () => {
    await get("/ru", {}, "HEAD");
    expect((await get("/ru")).body).toContain("render");
    for (const path of ["/missing", "/broken", "/admin/login"]) {
      await get(path);
      expect((await get(path)).headers["x-server-cache"], path).toBeUndefined();
    }
    await get("/en/venue/harmony");
    expect((await get("/en/venue/harmony", { authorization: "Bearer x" })).headers["x-server-cache"]).toBe("hit");
  });
});

describe("a crowd at once", () => {
  it("costs one render of a page, the others waiting for it", async () => {
    const before = renders;
    const bodies = await Promise.all(Array.from({ length: 20 }, () => get("/en/venue/visit")));
    expect(renders - before).toBe(1);
    expect(new Set(bodies.map((page) => page.body.replace(/ nonce="[^"]+"/g, ""))).size).toBe(1);
  });
});

describe("helpers", () => {
  it("choose the encoding by quality", () => {
    expect(encodingFor(undefined)).toBe("identity");
    expect(encodingFor("gzip, br")).toBe("br");
    expect(encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(encodingFor("identity")).toBe("identity");
    expect(encodingFor("*")).toBe("br");
  });

  it("hash only the scripts a page runs", () => {
    const html = `<script>a()</script><script src="/b.js"></script><script type="application/json">{}</script><script type="module">c()</script><script type="${AFTER_FIRST_PAINT}">d()</script>`;
    // The module script held back for the first paint runs later, as a new element with the same text.
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });
});
