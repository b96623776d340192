import { describe, expect, it } from "vitest";
import { HALL_TIME_ZONE, HALL_UTC_OFFSET_MINUTES, hallClock, hallTimeToInstant, toHallIso } from "./hall-time";

/** The hall's offset from UTC at `instant`, as the zone database (Node's Intl) has it. */
function zoneDatabaseOffset(format: Intl.DateTimeFormat, instant: Date): number {
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant.getTime()) / 60_000;
}

describe("the hall's clock", () => {
  it("keeps the offset the zone database gives Yerevan on every day from 2012 to ten years from now", () => {
    const format = new Intl.DateTimeFormat("en-US", { timeZone: HALL_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" });
    const end = Date.now() + 10 * 365 * 86_400_000;
    const differing: string[] = [];
    // Noon UTC of each day: a daylight-saving change, which happens at night, would show on the next day.
    for (let day = Date.UTC(2012, 0, 1, 12); day < end; day += 86_400_000) {
      if (zoneDatabaseOffset(format, new Date(day)) !== HALL_UTC_OFFSET_MINUTES) differing.push(new Date(day).toISOString().slice(0, 10));
    }
    expect(differing).toEqual([]);
  });

  it("reads the wall clock in Yerevan across the day line, and turns it back into the same instant", () => {
    const lateInUtc = new Date("2026-12-31T21:30:00Z");
    expect(hallClock(lateInUtc)).toEqual({ year: 2027, month: 1, day: 1, hour: 1, minute: 30 });
    expect(hallTimeToInstant({ year: 2027, month: 1, day: 1 }, 1, 30)).toEqual(lateInUtc);
    expect(toHallIso(lateInUtc)).toBe("2027-01-01T01:30:00+04:00");
  });
});
