import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, waitForProviderLists } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
  await waitForProviderLists(server);
});
afterAll(async () => {
  await server?.close();
});

const listed = async (id: string) => (await server.services.catalogue.listEvents("en")).events.find((event) => event.eventId === id)!;
const eventReads = async () => ((await (await fetch(new URL("/__sandbox/stats", server.sandbox.url))).json()) as { eventReads: number }).eventReads;

describe("the seat count on a concert's card", () => {
  it("is the one the provider last gave with the concert, in every language, without a request per card", async () => {
    server.sandbox.setSeats("1005", 0);
    server.sandbox.setSeats("1003", 12);
    // The provider's list carries no counts: the card says nothing until the concert is read on its own.
    expect((await listed("1005")).availaibleCount).toBeNull();
    const before = await eventReads();
    await server.services.catalogue.getEvent("1005", "en");
    await server.services.catalogue.getEvent("1003", "ru");
    expect(await eventReads()).toBe(before + 2);

    expect((await listed("1005")).availaibleCount).toBe(0);
    expect((await listed("1003")).availaibleCount).toBe(12);
    const armenian = (await server.services.catalogue.listEvents("am")).events;
    expect(armenian.find((event) => event.eventId === "1003")!.availaibleCount).toBe(12);
    // Listing again costs the provider nothing more, and gives the same list back while nothing changed.
    const [first, second] = [await server.services.catalogue.listEvents("en"), await server.services.catalogue.listEvents("en")];
    expect(second.events).toBe(first.events);
    expect(await eventReads()).toBe(before + 2);

    const answer = await fetch(`${server.url}/api/eventhub-proxy/Event/GetEvents?language=en`);
    const events = (await answer.json()) as { eventId: string; availaibleCount: number | null }[];
    expect(events.find((event) => event.eventId === "1005")!.availaibleCount).toBe(0);
  });
});
