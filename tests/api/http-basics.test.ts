import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("health", () => {
  it("answers 200 while the database answers", async () => {
    // A server's first seconds are busy (seeds, the search index): its database ping may then miss its 2 s.
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("bad input to the API", () => {
  it("answers an unknown API path with 404 JSON", async () => {
    const response = await fetch(`${server.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: "not_found" });
  });

  it("answers malformed JSON with 400 and a message, not a stack trace", async () => {
    const response = await fetch(`${server.url}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "unterminated',
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: "The request body is not valid JSON", code: "malformed_json" });
    expect(body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it("answers a body over 1 MB with 413", async () => {
    const response = await fetch(`${server.url}/api/anything`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "body_too_large" });
  });

  it("keeps serving after a burst of bad requests", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${server.url}/api/x${i}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
      ),
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends a CSP with a fresh nonce per response and the protective headers", async () => {
    const [first, second] = await Promise.all([fetch(`${server.url}/healthz`), fetch(`${server.url}/healthz`)]);
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-powered-by")).toBeNull();
    // HSTS only in production: browsers ignore it over plain HTTP on a developer's machine anyway.
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS of a year in production", async () => {
    const production = await startTestServer({ env: { NODE_ENV: "production" } });
    try {
      const response = await fetch(`${production.url}/healthz`);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    } finally {
      await production.close();
    }
  });
});

describe("health when the database is gone", () => {
  it("answers 503 once the database stops answering", async () => {
    const doomed = await startTestServer();
    try {
      await doomed.services.database.close();
      const response = await fetch(`${doomed.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", database: "down" });
    } finally {
      await doomed.close();
    }
  });
});
