import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ConcertEvent } from "./concert";
import { buildCalendar, type CalendarEntry, concertEntry } from "./ics";

const event = {
  eventId: "1001",
  eventName: "Khachaturian: Spartacus, Gayane; suites",
  descriptionText: "Program:\nSpartacus\n\n" + "Long text ".repeat(20),
  startsAt: "2026-11-23T19:00:00+04:00",
  venue: { name: "Aram Khachaturian Concert Hall", address: "46 Mesrop Mashtots Avenue, Yerevan" },
  language: "en",
} as ConcertEvent;

const PAGE = "https://hall.example/en/orchestra/event/1001";
const lines = (ics: string) => ics.split("\r\n");
/** Content lines with their folding undone (RFC 5545 section 3.1), to read whole values. */
const unfolded = (ics: string) => lines(ics.replace(/\r\n /g, ""));
const parsed = (ics: string) => new ICAL.Component(ICAL.parse(ics));
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("one concert's calendar file", () => {
  const ics = buildCalendar([concertEntry(event, PAGE, "hall.example")!], { stamp: new Date("2026-11-20T10:00:00Z") });

  it("puts the concert at 19:00 Yerevan time, written in UTC", () => {
    expect(lines(ics)).toContain("DTSTART:20261123T150000Z");
    expect(lines(ics)).toContain("DTEND:20261123T170000Z");
    expect(lines(ics)).toContain("DTSTAMP:20261120T100000Z");
  });

  it("names the event by its id, language and the site's host", () => {
    expect(lines(ics)).toContain("UID:concert-1001-en@hall.example");
  });

  it("is a plain import, not a calendar to subscribe to", () => {
    expect(ics).not.toMatch(/^(NAME|X-WR-CALNAME|REFRESH-INTERVAL)/m);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("is not made for a concert whose date is unknown", () => {
    expect(concertEntry({ ...event, startsAt: null }, PAGE, "hall.example")).toBeNull();
  });
});

describe("text escaping", () => {
  const tricky = "Bach, Handel; Vivaldi\nC:\\music\\score\r\nend, \\n is not a newline;";
  const entry: CalendarEntry = {
    uid: "x;1,2@hall.example",
    start: new Date("2026-11-23T15:00:00Z"),
    end: new Date("2026-11-23T17:00:00Z"),
    summary: tricky,
    location: "Hall, Yerevan; 3rd floor",
    description: tricky,
    url: PAGE,
  };
  const ics = buildCalendar([entry], { stamp: new Date("2026-11-20T10:00:00Z") });

  it("escapes backslashes, commas, semicolons and newlines once each", () => {
    expect(unfolded(ics)).toContain("SUMMARY:Bach\\, Handel\\; Vivaldi\\nC:\\\\music\\\\score\\nend\\, \\\\n is not a newline\\;");
    expect(lines(ics)).toContain("LOCATION:Hall\\, Yerevan\\; 3rd floor");
    expect(lines(ics)).toContain("UID:x\\;1\\,2@hall.example");
  });

  it("reads back as the same text in a calendar parser (CRLF inside text becomes a newline)", () => {
    const vevent = parsed(ics).getFirstSubcomponent("vevent")!;
    const expected = tricky.replace("\r\n", "\n");
    expect(vevent.getFirstPropertyValue("summary")).toBe(expected);
    expect(vevent.getFirstPropertyValue("description")).toBe(expected);
    expect(vevent.getFirstPropertyValue("location")).toBe("Hall, Yerevan; 3rd floor");
    expect(vevent.getFirstPropertyValue("uid")).toBe("x;1,2@hall.example");
  });

  it("never leaves a raw line break inside a value", () => {
    for (const line of lines(ics).slice(0, -1)) expect(line).toMatch(/^(?: |[A-Z-]+[;:])/);
  });
});

describe("line folding", () => {
  const armenian = "Արամ Խաչատրյան՝ «Սպարտակ», «Գայանե» և «Դիմակահանդես»։ ".repeat(6).trim();
  const entry: CalendarEntry = {
    uid: "concert-1-am@hall.example",
    start: new Date("2026-11-23T15:00:00Z"),
    end: new Date("2026-11-23T17:00:00Z"),
    summary: armenian,
    location: "Մեսրոպ Մաշտոցի պողոտա 46, Երևան",
    description: `${armenian}\n\n${PAGE}`,
    url: PAGE,
  };
  const ics = buildCalendar([entry], { stamp: new Date() });

  it("keeps every line within 75 octets, continuation lines included", () => {
    const all = lines(ics);
    expect(all.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of all) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("cuts between characters, so unfolding gives back the Armenian text", () => {
    expect(ics).not.toContain("\uFFFD");
    const vevent = parsed(ics).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("summary")).toBe(armenian);
    expect(vevent.getFirstPropertyValue("description")).toBe(`${armenian}\n\n${PAGE}`);
  });
});

describe("a calendar to subscribe to", () => {
  const feed = {
    name: "Concert Hall: concerts",
    description: "Upcoming concerts, Yerevan",
    sourceUrl: "https://hall.example/en/concerts.ics",
    pageUrl: "https://hall.example/en/concerts",
    timeZone: "Asia/Yerevan",
    refreshInterval: "PT1H",
  };
  const entries = ["1", "2", "3"].map((id) => concertEntry({ ...event, eventId: id }, `${PAGE.slice(0, -4)}${id}`, "hall.example")!);
  const ics = buildCalendar(entries, { stamp: new Date("2026-11-20T00:00:00Z"), feed });

  it("carries its name, time zone and refresh interval for the calendar apps", () => {
    const calendar = parsed(ics);
    expect(calendar.getFirstPropertyValue("name")).toBe(feed.name);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(feed.name);
    expect(calendar.getFirstPropertyValue("description")).toBe(feed.description);
    expect(lines(ics)).toContain("X-WR-CALDESC:Upcoming concerts\\, Yerevan");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Yerevan");
    expect(lines(ics)).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(lines(ics)).toContain("X-PUBLISHED-TTL:PT1H");
    expect(lines(ics)).toContain("SOURCE;VALUE=URI:https://hall.example/en/concerts.ics");
  });

  it("holds one event per concert, each with its own UID", () => {
    const uids = parsed(ics).getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("uid"));
    expect(uids).toEqual(["concert-1-en@hall.example", "concert-2-en@hall.example", "concert-3-en@hall.example"]);
  });
});
