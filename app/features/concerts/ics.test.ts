import { describe, expect, it } from "vitest";
import type { ConcertEvent } from "./concert";
import { buildIcs } from "./ics";

const event = {
  eventId: "1001",
  eventName: "Khachaturian: Spartacus, Gayane; suites",
  descriptionText: "Program:\nSpartacus\n\n" + "Long text ".repeat(20),
  startsAt: "2026-11-23T19:00:00+04:00",
  venue: { name: "Aram Khachaturian Concert Hall", address: "46 Mesrop Mashtots Avenue, Yerevan" },
  language: "en",
} as ConcertEvent;

describe("calendar file", () => {
  const ics = buildIcs(event, "https://hall.example/en/orchestra/event/1001", new Date("2026-11-20T10:00:00Z"))!;

  it("puts the concert at 19:00 Yerevan time, written in UTC", () => {
    expect(ics).toContain("DTSTART:20261123T150000Z");
    expect(ics).toContain("DTEND:20261123T170000Z");
  });

  it("escapes commas and semicolons and folds long lines", () => {
    expect(ics).toContain("SUMMARY:Khachaturian: Spartacus\\, Gayane\\; suites");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("is not made for a concert whose date is unknown", () => {
    expect(buildIcs({ ...event, startsAt: null }, "x")).toBeNull();
  });
});
