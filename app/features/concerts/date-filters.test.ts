import { describe, expect, it } from "vitest";
import { toHallIso } from "../../i18n/hall-time";
import { dateFilterRange, inRange } from "./date-filters";

const iso = (range: { start: Date; end: Date } | null) => range && [toHallIso(range.start), toHallIso(range.end)];

// Wednesday 25 November 2026, 23:30 in Yerevan, which is still the 25th's evening: 19:30 UTC.
const wednesdayNight = new Date("2026-11-25T19:30:00Z");
// 21:00 UTC on the 25th is already Thursday the 26th, 01:00 in Yerevan.
const thursdayEarly = new Date("2026-11-25T21:00:00Z");

describe("date chips on the hall's calendar", () => {
  it("tomorrow is the next calendar day in Yerevan, whatever UTC says", () => {
    expect(iso(dateFilterRange("tomorrow", wednesdayNight))).toEqual(["2026-11-26T00:00:00+04:00", "2026-11-27T00:00:00+04:00"]);
    expect(iso(dateFilterRange("tomorrow", thursdayEarly))).toEqual(["2026-11-27T00:00:00+04:00", "2026-11-28T00:00:00+04:00"]);
  });

  it("this week runs Monday to Sunday", () => {
    expect(iso(dateFilterRange("thisWeek", wednesdayNight))).toEqual(["2026-11-23T00:00:00+04:00", "2026-11-30T00:00:00+04:00"]);
    const sunday = new Date("2026-11-29T12:00:00+04:00");
    expect(iso(dateFilterRange("thisWeek", sunday))).toEqual(["2026-11-23T00:00:00+04:00", "2026-11-30T00:00:00+04:00"]);
    const monday = new Date("2026-11-30T00:10:00+04:00");
    expect(iso(dateFilterRange("thisWeek", monday))).toEqual(["2026-11-30T00:00:00+04:00", "2026-12-07T00:00:00+04:00"]);
  });

  it("this weekend runs Friday to Sunday of this week", () => {
    expect(iso(dateFilterRange("thisWeekend", wednesdayNight))).toEqual(["2026-11-27T00:00:00+04:00", "2026-11-30T00:00:00+04:00"]);
    const saturday = new Date("2026-11-28T10:00:00+04:00");
    expect(iso(dateFilterRange("thisWeekend", saturday))).toEqual(["2026-11-27T00:00:00+04:00", "2026-11-30T00:00:00+04:00"]);
  });

  it("this month is the calendar month, across the year end", () => {
    expect(iso(dateFilterRange("thisMonth", wednesdayNight))).toEqual(["2026-11-01T00:00:00+04:00", "2026-12-01T00:00:00+04:00"]);
    const newYearsEve = new Date("2026-12-31T21:30:00Z"); // 1 January 2027, 01:30 in Yerevan
    expect(iso(dateFilterRange("thisMonth", newYearsEve))).toEqual(["2027-01-01T00:00:00+04:00", "2027-02-01T00:00:00+04:00"]);
  });

  it("a custom range includes both days; an end not after the start is ignored", () => {
    const from = { year: 2026, month: 12, day: 30 };
    expect(iso(dateFilterRange("customDate", wednesdayNight, { from, to: { year: 2027, month: 1, day: 2 } }))).toEqual([
      "2026-12-30T00:00:00+04:00",
      "2027-01-03T00:00:00+04:00",
    ]);
    expect(iso(dateFilterRange("customDate", wednesdayNight, { from, to: { year: 2026, month: 12, day: 29 } }))).toEqual([
      "2026-12-30T00:00:00+04:00",
      "2026-12-31T00:00:00+04:00",
    ]);
    expect(iso(dateFilterRange("customDate", wednesdayNight, { from }))).toEqual(["2026-12-30T00:00:00+04:00", "2026-12-31T00:00:00+04:00"]);
  });

  it("all covers everything", () => {
    expect(dateFilterRange("all", wednesdayNight)).toBeNull();
    expect(dateFilterRange("customDate", wednesdayNight, null)).toBeNull();
  });
});

describe("events in a range", () => {
  const tomorrow = dateFilterRange("tomorrow", wednesdayNight);
  it("compares instants, reading offset-less provider times as Yerevan time", () => {
    expect(inRange("2026-11-26T00:00:00", tomorrow)).toBe(true);
    expect(inRange("2026-11-26T23:59:00", tomorrow)).toBe(true);
    expect(inRange("2026-11-27T00:00:00", tomorrow)).toBe(false);
    expect(inRange("2026-11-25T20:30:00Z", tomorrow)).toBe(true); // 00:30 on the 26th in Yerevan
    expect(inRange("2026-11-25T19:59:00Z", tomorrow)).toBe(false);
  });

  it("never puts an unparsable date in a range, but shows it under all", () => {
    expect(inRange("soon", tomorrow)).toBe(false);
    expect(inRange("soon", null)).toBe(true);
  });
});
