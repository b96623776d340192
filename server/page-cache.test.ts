import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../app/db/client.server";
import { forgetReads } from "../app/db/read-cache.server";
import { PAGE_CACHE_FIELD } from "../app/http/page-cache-policy";
import { pageCache } from "./page-cache";

let url: string;
let server: http.Server;
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(pageCache());
  app.use((req, res) => {
    renders += 1;
    // As the routes declare it: public pages may be kept; a concert's live page and the API may not.
    if (!/\/orchestra\/event\/|^\/api\//.test(req.path)) res.setHeader(PAGE_CACHE_FIELD, "max-age=60");
    if (req.path === "/broken") res.locals.renderState!.failed = true;
    res.status(req.path === "/missing" ? 404 : 200).type("html");
    res.write(`<html><script nonce="${res.locals.cspNonce}">1</script>`);
    res.end(`<p>render ${renders}</p></html>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const get = async (path: string, method = "GET") => {
  const response = await fetch(url + path, { method });
  return { body: await response.text(), cache: response.headers.get("x-page-cache") };
};
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe("the page cache", () => {
  it("renders a page once and serves it again with each request's own nonce", async () => {
    const first = await get("/en/concerts?type=orchestra");
    const second = await get("/en/concerts?type=orchestra");
    expect(second.cache).toBe("hit");
    expect(second.body.replace(/nonce="[^"]+"/, "")).toBe(first.body.replace(/nonce="[^"]+"/, ""));
    expect(nonceOf(second.body)).not.toBe(nonceOf(first.body));
    expect((await get("/en/concerts?type=hall")).cache).toBeNull();
  });

  it("renders again after a write forgets kept reads", async () => {
    await get("/am");
    expect((await get("/am")).cache).toBe("hit");
    forgetReads({} as Db, "banners:");
    expect((await get("/am")).cache).toBeNull();
    expect((await get("/am")).cache).toBe("hit");
  });

  it("never keeps a HEAD answer, an error page, a render that failed, or a concert's live page", async () => {
    await get("/ru", "HEAD");
    expect((await get("/ru")).body).toContain("render");
    for (const path of ["/missing", "/broken", "/en/orchestra/event/1001", "/api/events"]) {
      await get(path);
      expect((await get(path)).cache, path).toBeNull();
    }
  });
});

describe("a crowd at once", () => {
  it("costs one render of a page, the others waiting for it", async () => {
    const before = renders;
    const bodies = await Promise.all(Array.from({ length: 20 }, () => get("/en/venue/rent")));
    expect(renders - before).toBe(1);
    expect(new Set(bodies.map((page) => page.body.replace(/nonce="[^"]+"/, ""))).size).toBe(1);
  });
});
