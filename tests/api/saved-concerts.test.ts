import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedConcert } from "../../app/features/saved-concerts/saved-concert";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ seed: true, site: true });
});
afterAll(async () => {
  await server?.close();
});

/** Every event of a calendar file, as a calendar app reads it (DTSTAMP left out: the moment of the download). */
function vevents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => {
    const copy = new ICAL.Component(vevent.toJSON());
    copy.removeAllProperties("dtstamp");
    return { uid: String(vevent.getFirstPropertyValue("uid")), text: copy.toString() };
  });
}

const savedList = async (lang: string, query: string) => {
  const response = await fetch(`${server.url}/${lang}/saved.json?${query}`);
  return { status: response.status, body: (await response.json()) as { concerts: SavedConcert[] } };
};

describe("the saved concerts' calendar, /{lang}/saved.ics?ids=", () => {
  it.each(["am", "en", "ru"])("holds exactly the saved concerts in %s, each the same event as the concert's own file", async (lang) => {
    const response = await fetch(`${server.url}/${lang}/saved.ics?ids=1003,1001`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="saved-concerts-\w+\.ics"$/);
    const saved = vevents(await response.text());
    expect(saved).toHaveLength(2);
    for (const id of ["1001", "1003"]) {
      const own = vevents(await (await fetch(`${server.url}/${lang}/orchestra/event/${id}/calendar.ics`)).text());
      expect(own).toHaveLength(1);
      expect(saved.filter((entry) => entry.uid === own[0]!.uid)).toEqual(own);
    }
  });

  it("leaves out what no source knows and refuses a request naming no concert", async () => {
    const response = await fetch(`${server.url}/en/saved.ics?ids=1002,no-such-concert,<script>`);
    expect(vevents(await response.text()).map((entry) => entry.uid)).toEqual([expect.stringMatching(/^concert-1002-en@/)]);
    expect((await fetch(`${server.url}/en/saved.ics`)).status).toBe(400);
    expect((await fetch(`${server.url}/en/saved.ics?ids=<b>,../etc`)).status).toBe(400);
  });
});

describe("the saved page's list, /{lang}/saved.json?ids=", () => {
  it("gives each concert its date, venue and state in the page's language, sorted by date", async () => {
    server.sandbox.setSeats("1005", 0);
    const admin = await signedInAdmin(server, "saved-admin");
    const cancelled = await admin.call("/admin/concerts/1007/programme", "PUT", {
      status: "cancelled",
      translations: { ru: { subtitle: "", works: [], notes: "", notice: "", published: true } },
    });
    expect(cancelled.status).toBe(200);
    server.services.catalogue.clear();

    const { status, body } = await savedList("ru", "ids=1007,1005,1001,gone-concert,%3Cscript%3E");
    expect(status).toBe(200);
    expect(body.concerts.map((concert) => concert.eventId)).toEqual(["1001", "1005", "1007", "gone-concert"]);
    const [first, soldOut, off, gone] = body.concerts;
    expect(first).toMatchObject({ found: true, state: "onSale", venueName: expect.stringMatching(/[\u0400-\u04FF]/) });
    expect(soldOut).toMatchObject({ found: true, state: "soldOut" });
    expect(off).toMatchObject({ found: true, state: "cancelled" });
    expect(gone).toEqual({ eventId: "gone-concert", found: false });
    // Published in Russian only: in English the hall has said nothing, so the seats speak.
    const english = await savedList("en", "ids=1007");
    expect(english.body.concerts[0]).toMatchObject({ found: true, state: "onSale" });
  });

  it("is empty for no ids, and never kept for the next visitor", async () => {
    const response = await fetch(`${server.url}/en/saved.json`);
    expect(await response.json()).toEqual({ concerts: [] });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
