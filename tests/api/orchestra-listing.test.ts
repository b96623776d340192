import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesConcertType } from "../../app/features/concerts/type-filters";
import { CATALOGUES } from "../../app/i18n/catalogues.server";
import { loader } from "../../app/routes/concerts";
import { startTestServer, waitForProviderLists } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  // Both pages must read the provider's answer, not the fallback a slow first list is served from.
  await waitForProviderLists(server);
}, 90_000);
afterAll(async () => {
  await server?.close();
});

/** What the concerts route's loader answers for a URL, with the context the site gives it. */
async function listing(path: string) {
  const context = { catalogue: server.services.catalogue, db: server.db, production: false };
  const args = { request: new Request(`${server.url}${path}`), context, params: {} };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

describe("the orchestra's concerts page", () => {
  it.each(["am", "en", "ru"])("lists in %s exactly what the listing filtered to the orchestra lists", async (lang) => {
    const orchestraPage = await listing(`/${lang}/orchestra/concerts?pages=2`);
    const filtered = await listing(`/${lang}/concerts?filter=orchestra&pages=2`);
    const everything = await listing(`/${lang}/concerts?pages=2`);
    const ids = (page: typeof filtered) => page.events.map((event) => event.eventId);

    expect(ids(orchestraPage)).toEqual(ids(filtered));
    expect(orchestraPage.total).toBe(filtered.total);
    // Not vacuous: the demo programme has orchestra concerts and others.
    expect(filtered.total).toBeGreaterThan(0);
    expect(everything.total).toBeGreaterThan(filtered.total);
    // The page carries the cards' fields only; the concerts' descriptions are read from the catalogue.
    const { events: catalogue } = await server.services.catalogue.listEvents(lang as "am" | "en" | "ru");
    for (const card of orchestraPage.events) {
      const event = catalogue.find((candidate) => candidate.eventId === card.eventId)!;
      expect(matchesConcertType({ title: event.eventName, descriptionText: event.descriptionText, venueName: event.venue.name }, "orchestra")).toBe(true);
    }
  });

  it("keeps the orchestra filter when a date chip is chosen there", async () => {
    const orchestraMonth = await listing("/en/orchestra/concerts?date=thisMonth&pages=2");
    const filteredMonth = await listing("/en/concerts?filter=orchestra&date=thisMonth&pages=2");
    expect(orchestraMonth.events.map((event) => event.eventId)).toEqual(filteredMonth.events.map((event) => event.eventId));
  });
});

describe("the listing's empty text", () => {
  it("comes with the data, the one the chosen filters call for, only when nothing matches", async () => {
    expect((await listing("/ru/concerts")).emptyText).toBeNull();
    expect((await listing("/ru/concerts?date=customDate&from=2099-01-01")).emptyText).toBe(CATALOGUES.ru.concerts.empty.customDate);
    expect((await listing("/am/concerts?series=no-such-series")).emptyText).toBe(CATALOGUES.am.concerts.empty.all);
    expect((await listing("/en/orchestra/concerts?genre=no-such-genre")).emptyText).toBe(CATALOGUES.en.concerts.noUpcoming);
  });

  it("names the next concert with the page's label when nothing matches, and nothing while there are results", async () => {
    const all = await listing("/ru/concerts");
    expect(all.nextConcert).toBeNull();
    const empty = await listing("/ru/concerts?date=customDate&from=2099-01-01");
    expect(empty.nextConcert).toEqual({ label: CATALOGUES.ru.concerts.nextConcert, eventId: all.events[0]!.eventId, title: all.events[0]!.eventName, startsAt: expect.any(String) });
    // The orchestra's page names the orchestra's next concert.
    const orchestra = await listing("/en/orchestra/concerts");
    expect((await listing("/en/orchestra/concerts?genre=no-such-genre")).nextConcert?.eventId).toBe(orchestra.events[0]!.eventId);
  });
});
