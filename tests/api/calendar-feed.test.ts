import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, providerSnapshots } from "../../app/db/schema/concerts";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ seed: true, site: true });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  server.sandbox.setFaults({});
  server.services.catalogue.clear();
});

type ApiConcert = { eventId: string; eventName: string; descriptionText: string; eventDateTime: string; startsAt: string | null; venue: { name: string; address: string } };

const LANG_CODES = { am: "arm", en: "en", ru: "ru" } as const;
const CALENDAR_NAME = {
  am: "Արամ Խաչատրյանի անվան համերգասրահ․ համերգներ",
  en: "Aram Khachaturian Concert Hall: concerts",
  ru: "Концертный зал имени Арама Хачатуряна: концерты",
};
/** The hall's address as each language writes it, and the script its texts are in. */
const LANGUAGE_SIGNS = {
  am: { address: "Մեսրոպ Մաշտոցի պողոտա 46", script: /[\u0531-\u058F]/ },
  en: { address: "46 Mesrop Mashtots Avenue", script: /^[^\u0400-\u04FF\u0531-\u058F]+$/ },
  ru: { address: "проспект Месропа Маштоца, 46", script: /[\u0400-\u04FF]/ },
};

async function feed(lang: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/${lang}/concerts.ics`, { headers });
  return { response, text: await response.text() };
}

async function catalogue(lang: keyof typeof LANG_CODES): Promise<ApiConcert[]> {
  const response = await fetch(`${server.url}/api/eventhub-proxy/Event/GetEvents`, { headers: { "Content-Language": LANG_CODES[lang] } });
  return response.json();
}

function vevents(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue("uid")),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate(),
    end: (vevent.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate(),
    summary: String(vevent.getFirstPropertyValue("summary")),
    location: String(vevent.getFirstPropertyValue("location")),
    description: String(vevent.getFirstPropertyValue("description")),
    url: String(vevent.getFirstPropertyValue("url")),
  }));
}

/** Midnight today in Yerevan (UTC+4 all year), worked out here rather than with the app's helpers. */
function startOfYerevanToday(): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Yerevan" }).format(new Date());
  return new Date(`${day}T00:00:00+04:00`);
}

const yerevanWallTime = (instant: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Yerevan", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).format(instant);

describe("GET /{lang}/concerts.ics", () => {
  describe.each(["am", "en", "ru"] as const)("in %s", (lang) => {
    it("is an iCalendar feed named in its language, for subscribing", async () => {
      const { response, text } = await feed(lang);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=(\d{2,3})\b/);
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(CALENDAR_NAME[lang]);
      expect(calendar.getFirstPropertyValue("name")).toBe(CALENDAR_NAME[lang]);
      expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Yerevan");
      expect(text).toMatch(/^REFRESH-INTERVAL;VALUE=DURATION:PT\d+[HM]\r$/m);
      expect(text).toMatch(/^X-PUBLISHED-TTL:PT\d+[HM]\r$/m);
    });

    it("lists every upcoming concert once, in its language, at the catalogue's Yerevan time", async () => {
      const [{ text }, concerts] = await Promise.all([feed(lang), catalogue(lang)]);
      const upcoming = concerts.filter((concert) => concert.startsAt && new Date(concert.startsAt) >= startOfYerevanToday());
      const listed = vevents(text);
      expect(upcoming.length).toBeGreaterThanOrEqual(12);
      expect(listed).toHaveLength(upcoming.length);
      for (const concert of upcoming) {
        const pageUrl = `${server.url}/${lang}/orchestra/event/${concert.eventId}`;
        const entry = listed.find((item) => item.url === pageUrl);
        expect(entry, `${concert.eventId} in the feed with its page link`).toBeDefined();
        expect(entry!.summary).toBe(concert.eventName);
        expect(entry!.summary).toMatch(LANGUAGE_SIGNS[lang].script);
        expect(entry!.location).toBe(`${concert.venue.name}, ${concert.venue.address}`);
        expect(entry!.location).toContain(LANGUAGE_SIGNS[lang].address);
        // Unfolded by the parser back to exactly the text we hold: folding never cut a character.
        expect(entry!.description).toBe(`${concert.descriptionText}\n\n${pageUrl}`);
        expect(entry!.description).not.toMatch(/<[a-z/]/i);
        expect(yerevanWallTime(entry!.start)).toBe(concert.eventDateTime.slice(0, 16).replace("T", " "));
        expect(entry!.end.getTime()).toBeGreaterThan(entry!.start.getTime());
      }
    });

    it("gives each concert a UID of its own that stays the same from one download to the next", async () => {
      const first = vevents((await feed(lang)).text);
      server.services.catalogue.clear();
      const second = vevents((await feed(lang)).text);
      const host = new URL(server.url).hostname;
      expect(new Set(first.map((entry) => entry.uid)).size).toBe(first.length);
      for (const entry of first) expect(entry.uid).toMatch(new RegExp(`^concert-\\d+-${lang}@${host.replaceAll(".", "\\.")}$`));
      expect(second.map((entry) => [entry.url, entry.uid])).toEqual(first.map((entry) => [entry.url, entry.uid]));
    });
  });

  it("folds long Armenian lines within 75 octets without breaking a character", async () => {
    const { text } = await feed("am");
    const lines = text.split("\r\n");
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(10);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain("\uFFFD");
  });

  it("leaves out concerts that are over, and lists the stored concerts when the provider is down", async () => {
    server.sandbox.setFaults({ down: true });
    await server.db.delete(providerSnapshots);
    const yesterday = new Date(startOfYerevanToday().getTime() - 5 * 60 * 60 * 1000);
    await server.db.insert(events).values({ eventKey: "past-1", languageCode: "en", title: "Yesterday's matinee", date: yesterday });
    try {
      const { response, text } = await feed("en");
      expect(response.status).toBe(200);
      const stored = await server.db.select().from(events);
      const upcoming = stored.filter((row) => row.languageCode === "en" && row.date >= startOfYerevanToday());
      const listed = vevents(text);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(listed.map((entry) => entry.summary).sort()).toEqual(upcoming.map((row) => row.title).sort());
      expect(text).not.toContain("Yesterday's matinee");
    } finally {
      await server.db.delete(events).where(eq(events.eventKey, "past-1"));
    }
  });

  it("answers 304 to a client holding the same version, by a strong ETag", async () => {
    const { response, text } = await feed("en");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await feed("en");
    expect(again.response.headers.get("etag")).toBe(etag);
    expect(again.text).toBe(text);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const cached = await feed("en", { "If-None-Match": ifNoneMatch });
      expect(cached.response.status, ifNoneMatch).toBe(304);
      expect(cached.text).toBe("");
      expect(cached.response.headers.get("etag")).toBe(etag);
    }
    expect((await feed("en", { "If-None-Match": '"stale"' })).response.status).toBe(200);
    // Each language is its own representation with its own tag.
    expect((await feed("ru", { "If-None-Match": etag })).response.status).toBe(200);
  });

  it("is sent as the exact bytes its tag names, even to a client that accepts gzip", async () => {
    const response = await fetch(`${server.url}/en/concerts.ics`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("sends an unknown language code to the Armenian feed", async () => {
    const response = await fetch(`${server.url}/hy/concerts.ics`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/am/concerts.ics");
  });
});

describe("one concert's Add to calendar file", () => {
  it("still downloads, with the same UID the feed gives that concert", async () => {
    const response = await fetch(`${server.url}/en/orchestra/event/1001/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="concert-1001.ics"');
    const [single] = vevents(await response.text());
    const fromFeed = vevents((await feed("en")).text).find((entry) => entry.url === `${server.url}/en/orchestra/event/1001`);
    expect(single!.summary).toBe("Khachaturian: Spartacus and Gayane");
    expect(single!.uid).toBe(fromFeed!.uid);
    expect(single!.start).toEqual(fromFeed!.start);
  });
});
