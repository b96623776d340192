import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCHES_PER_MINUTE } from "../../app/features/search/search-limit.server";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => {
  await server?.close();
});

const search = (q: string, language = "en") => fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}&language=${language}`);

describe("search has a per-address limit", { timeout: 120_000 }, () => {
  it("is generous for people typing, counts no kept answer, then answers 429 with Retry-After in the visitor's language", async () => {
    expect(SEARCHES_PER_MINUTE).toBeGreaterThanOrEqual(60);
    // The same query again and again is answered from the store: it costs nothing and counts once.
    for (let i = 0; i < 150; i++) expect((await search("bach")).status).toBe(200);
    let allowed = 1;
    for (let i = 0; i < SEARCHES_PER_MINUTE + 20; i++) {
      const answer = await search(`term ${i}`);
      if (answer.status === 429) {
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(60);
        expect(((await answer.json()) as { code: string }).code).toBe("throttled");
        break;
      }
      expect(answer.status).toBe(200);
      allowed += 1;
    }
    expect(allowed).toBe(SEARCHES_PER_MINUTE);
    const words = { am: "Շատ", ru: "Слишком", en: "Too many" } as const;
    for (const [language, word] of Object.entries(words)) {
      const refused = await search(`more ${language}`, language);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toContain(word);
    }
  });
});
