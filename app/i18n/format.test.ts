import { describe, expect, it } from "vitest";
import { eventDateParts, formatDayRange, formatEventDate, formatEventDateText, formatMonthTitle, formatPrice, splitRanges } from "./format";
import { parseEventDate, toHallIso } from "./hall-time";

// 15:00 UTC is 19:00 in Yerevan.
const concert = new Date("2026-11-23T15:00:00Z");

describe("concert dates", () => {
  it("are shown in Yerevan time, 24-hour, with the month as it reads after a day number", () => {
    expect(eventDateParts(concert, "am")).toEqual({ day: "23", month: "նոյեմբերի", weekday: "երկուշաբթի", year: "2026", time: "19:00" });
    expect(eventDateParts(concert, "ru")).toEqual({ day: "23", month: "ноября", weekday: "понедельник", year: "2026", time: "19:00" });
    expect(eventDateParts(concert, "en")).toEqual({ day: "23", month: "November", weekday: "Monday", year: "2026", time: "19:00" });
  });

  it("read in full as day, genitive month, year in Armenian", () => {
    expect(formatEventDate(concert, "am")).toBe("23 նոյեմբերի 2026, երկուշաբթի, 19:00");
    expect(formatEventDate(concert, "ru")).toBe("23 ноября 2026, понедельник, 19:00");
    expect(formatEventDate(concert, "en")).toBe("Monday 23 November 2026, 19:00");
  });

  it("keep the hall's day near midnight UTC", () => {
    expect(eventDateParts(new Date("2026-11-23T21:30:00Z"), "en")).toMatchObject({ day: "24", time: "01:30" });
  });

  it("show text that is not a date as it came", () => {
    expect(formatEventDateText("To be announced", "en")).toBe("To be announced");
    expect(formatEventDateText("2026-11-23T19:00:00", "en")).toBe("Monday 23 November 2026, 19:00");
  });
});

describe("reading dates", () => {
  it("reads offset-less times as the hall's wall clock and keeps explicit offsets", () => {
    expect(parseEventDate("2026-11-23T19:00:00")?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(parseEventDate("2026-11-23 19:00")?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(parseEventDate("2026-11-23T19:00:00Z")?.toISOString()).toBe("2026-11-23T19:00:00.000Z");
    expect(parseEventDate("2026-02-30T19:00:00")).toBeNull();
    expect(parseEventDate("next Friday")).toBeNull();
  });

  it("writes ISO with the +04:00 offset", () => {
    expect(toHallIso(concert)).toBe("2026-11-23T19:00:00+04:00");
  });
});

describe("prices", () => {
  // Armenian and Russian group thousands with a no-break space, so a number never splits over two lines.
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  it("use each language's separators and currency word", () => {
    expect(spaced(formatPrice({ min: 3000, max: 15000 }, "am"))).toBe("3 000–15 000 դրամ");
    expect(formatPrice({ min: 3000, max: 15000 }, "en")).toBe("3,000–15,000 AMD");
    expect(spaced(formatPrice({ min: 5000, max: 5000 }, "ru"))).toBe("5 000 драм");
  });
});

describe("day ranges and calendar titles", () => {
  it("name a range within one month once, and across months in full", () => {
    expect(formatDayRange({ year: 2026, month: 11, day: 23 }, { year: 2026, month: 11, day: 30 }, "ru")).toBe("23–30 ноября");
    expect(formatDayRange({ year: 2026, month: 11, day: 30 }, { year: 2026, month: 12, day: 2 }, "en")).toBe("30 November – 2 December");
    expect(formatDayRange({ year: 2026, month: 11, day: 23 }, null, "am")).toBe("23 նոյեմբերի");
  });

  it("title a calendar month in the standalone form", () => {
    expect(formatMonthTitle(2026, 11, "ru")).toBe("ноябрь 2026");
    expect(formatMonthTitle(2027, 1, "am")).toBe("հունվար 2027");
  });
});

describe("splitRanges", () => {
  it("cuts out the ranges of figures, keeping the text around them", () => {
    expect(splitRanges("Monday to Saturday, 10:00–17:30")).toEqual([
      { text: "Monday to Saturday, ", range: false },
      { text: "10:00–17:30", range: true },
    ]);
    expect(splitRanges("From 3,000 - 15,000 AMD, 6+")).toEqual([
      { text: "From ", range: false },
      { text: "3,000 - 15,000", range: true },
      { text: " AMD, 6+", range: false },
    ]);
  });

  it("leaves a text without ranges whole, dashes between words included", () => {
    expect(splitRanges("Khachaturian — Masquerade, 6+ - for all")).toEqual([{ text: "Khachaturian — Masquerade, 6+ - for all", range: false }]);
  });
});
