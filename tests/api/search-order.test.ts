import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../app/features/search/schema";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

// The demo season, with an artist and a series staff add.
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const editor = await signedInAdmin(server, "order-editor", "editor");
  const series = await editor.call("/admin/series", "POST", {
    translations: { en: { name: "Beethoven", description: "The symphonies across the season." }, ru: { name: "Бетховен", description: "" }, am: { name: "Բեթհովեն", description: "" } },
  });
  const artist = await editor.call("/admin/artists", "POST", {
    translations: { en: { name: "Babajanian Trio", role: "Piano trio", bio: "Named after the composer." }, ru: { name: "Трио Бабаджаняна", role: "", bio: "" }, am: { name: "Բաբաջանյան տրիո", role: "", bio: "" } },
  });
  expect([series.status, artist.status]).toEqual([201, 201]);
  await server.services.search.refresh();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

let limit = 20;
async function search(q: string, language: string): Promise<SearchAnswer> {
  // A new limit each time: an answer for the same address is kept for 5 s, like any public read.
  limit = limit === 20 ? 19 : 20;
  const response = await fetch(`${server.url}/api/search?${new URLSearchParams({ q, language, limit: String(limit) })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

describe("search puts what the query names first", () => {
  it("a series named exactly as the query comes before the concerts that only mention it, then a concert whose title starts with it", async () => {
    for (const q of ["Beethoven", "beethoven", "BEETHÓVEN"]) {
      const { results } = await search(q, "en");
      expect(results[0], q).toMatchObject({ type: "series", title: "Beethoven", best: true });
      expect(results[1], q).toMatchObject({ type: "concert", title: "Beethoven: The Fifth and the Pastoral", best: true });
      expect(results.slice(2).every((result) => !result.best), q).toBe(true);
    }
  });

  it("an artist whose name starts with the query comes before concerts that only mention it, in another script too", async () => {
    const { results } = await search("Babajanian", "en");
    const named = results.filter((result) => result.best).map((result) => [result.type, result.title]);
    expect(named).toEqual(expect.arrayContaining([["concert", "Babajanian in Jazz"], ["artist", "Babajanian Trio"]]));
    expect(results.slice(0, named.length).every((result) => result.best)).toBe(true);
    const russian = await search("Трио Бабаджаняна", "ru");
    expect(russian.results[0]).toMatchObject({ type: "artist", title: "Трио Бабаджаняна", best: true });
  });

  it("the hall's own name, in any of the three languages, does not make every page a result", async () => {
    for (const [q, language] of [
      ["Aram Khachaturian Concert Hall", "en"],
      ["Khachaturian Hall", "en"],
      ["Концертный зал имени Арама Хачатуряна", "ru"],
      ["Արամ Խաչատրյանի անվան համերգասրահ", "am"],
      ["Khachaturian", "ru"],
    ] as const) {
      const { results } = await search(q, language);
      expect(results.filter((result) => result.type === "page").map((result) => result.url), `${q} in ${language}`).toEqual([]);
    }
    // A page is still found by its own words, and by its title.
    expect((await search("rental", "en")).results.some((result) => result.url === "/en/venue/rent")).toBe(true);
    expect((await search("Harmony chamber hall", "en")).results.some((result) => result.url === "/en/venue/harmony")).toBe(true);
  });

  it("snippets read like the concert page, without the provider's Program: and Ticket price: lines", async () => {
    for (const [q, language] of [
      // The last work of the gala's programme, right above its price line.
      ["Galop", "en"],
      ["Masquerade", "en"],
      ["Shostakovich", "en"],
    ] as const) {
      const concerts = (await search(q, language)).results.filter((result) => result.type === "concert");
      expect(concerts.length, q).toBeGreaterThan(0);
      for (const concert of concerts) {
        expect(concert.snippet, q).not.toMatch(/Program:|Программа:|Ticket price|Цена билета|AMD/);
        expect(concert.marks.length, q).toBeGreaterThan(0);
      }
    }
  });
});
