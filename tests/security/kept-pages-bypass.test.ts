import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ site: true, keepPages: true, seed: true });
  // The first seconds' background work (the search index, the catalogue) changes what public reads show, which drops kept answers.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    await (await get("/en/venue/harmony")).arrayBuffer();
    if (hit(await get("/en/venue/harmony"))) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const hit = (answer: Response) => answer.headers.get("x-server-cache") === "hit";

/** A first request keeps the answer; the second must come from the store. */
async function kept(path: string) {
  await (await get(path)).arrayBuffer();
  const again = await get(path);
  expect(hit(again), path).toBe(true);
  return again.headers.get("etag");
}

describe("kept pages cannot be skipped at will", { timeout: 180_000 }, () => {
  it("answers a public page and a public read from the store whatever Authorization header comes with it", async () => {
    for (const path of ["/en/venue/harmony", "/en/search?q=bach", "/api/events"]) {
      const etag = await kept(path);
      for (const authorization of ["Bearer forged", "Basic YTpi", "x".repeat(500)]) {
        const answer = await get(path, { Authorization: authorization });
        expect(hit(answer), `${path} ${authorization.slice(0, 10)}`).toBe(true);
        expect(answer.headers.get("etag")).toBe(etag);
      }
    }
  });

  it("keys a kept page only on the query parameters it reads: an unread one is answered from the store", async () => {
    const plain = await kept("/en/venue/harmony");
    for (const extra of ["?utm_source=probe", "?x=1&y=2", `?nonce=${Math.random()}`, "?filter"]) {
      const answer = await get(`/en/venue/harmony${extra}`);
      expect(hit(answer), extra).toBe(true);
      expect(answer.headers.get("etag"), extra).toBe(plain);
    }
    // A parameter the page reads is its own answer, kept in turn, and unread ones beside it change nothing.
    const first = await get("/en/search?q=mozart");
    expect(hit(first)).toBe(false);
    await first.arrayBuffer();
    expect(hit(await get("/en/search?q=mozart&utm_medium=mail"))).toBe(true);
    expect(hit(await get("/en/search?utm_medium=mail&q=mozart"))).toBe(true);

    const search = await kept("/en/search?q=bach");
    const answer = await get("/en/search?q=bach&ref=probe");
    expect(hit(answer)).toBe(true);
    expect(answer.headers.get("etag")).toBe(search);
    const api = await kept("/api/search?q=bach&language=en");
    expect((await get(`/api/search?q=bach&language=en&cachebust=${Math.random()}`)).headers.get("etag")).toBe(api);
  });

  it("never hands an admin's read a kept public answer, nor keeps it for the public", async () => {
    const admin = await signedInAdmin(server, "kept-admin");
    for (let i = 0; i < 2; i++) await (await get("/api/events/coming-soon?language=en")).arrayBuffer();
    const all = await get("/api/events/coming-soon?includeInactive=true", { Authorization: `Bearer ${admin.token}` });
    expect(all.status).toBe(200);
    expect(hit(all)).toBe(false);
    expect((await get("/api/events/coming-soon?includeInactive=true")).status).toBe(401);
  });
});
