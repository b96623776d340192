import { describe, expect, it } from "vitest";
import { hoursOn, officeState, officeStateLine, upcomingExceptions, weekRuns } from "./office-hours";
import type { OfficeHours } from "./schema";
import { HALL_FACTS_TEXTS } from "./texts";

const weekdays = { open: "10:00", close: "19:00" };
const office: OfficeHours = {
  week: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: { open: "11:00", close: "19:00" }, sun: null },
  exceptions: [
    { date: "2026-12-31", hours: { open: "10:00", close: "15:00" } },
    { date: "2027-01-01", hours: null },
    { date: "2027-01-02", hours: null },
  ],
};

// 2026-11-27 is a Friday in Yerevan; instants are written with the hall's offset, +04:00.
const at = (iso: string) => new Date(iso);
const line = (now: string, lang: "am" | "en" | "ru" = "en") => officeStateLine(officeState(office, at(now)), HALL_FACTS_TEXTS[lang], lang);

describe("the ticket office's state on the hall's clock", () => {
  it("is open from opening time until closing time, and says until when", () => {
    expect(line("2026-11-27T10:00:00+04:00")).toBe("Open now until 19:00");
    expect(line("2026-11-27T18:59:00+04:00")).toBe("Open now until 19:00");
    expect(line("2026-11-27T18:59:00+04:00", "ru")).toBe("Сейчас открыто до 19:00");
    expect(line("2026-11-27T18:59:00+04:00", "am")).toBe("Հիմա բաց է՝ մինչև 19:00");
  });

  it("is closed before opening (opens today), after closing (opens tomorrow) and over the closed Sunday (opens Monday)", () => {
    expect(line("2026-11-27T09:59:00+04:00")).toBe("Closed now · opens today at 10:00");
    expect(line("2026-11-27T19:00:00+04:00")).toBe("Closed now · opens tomorrow at 11:00");
    expect(line("2026-11-28T20:00:00+04:00")).toBe("Closed now · opens Monday at 10:00");
    expect(line("2026-11-28T20:00:00+04:00", "ru")).toBe("Сейчас закрыто · откроется в понедельник в 10:00");
    expect(line("2026-11-29T12:00:00+04:00")).toBe("Closed now · opens tomorrow at 10:00");
  });

  it("reads the hall's clock whatever the instant's zone: 23:30 in Los Angeles is already the next morning in Yerevan", () => {
    // Friday 27 November, 23:30 in Los Angeles (UTC-8) is Saturday 28 November, 11:30 in Yerevan.
    expect(line("2026-11-27T23:30:00-08:00")).toBe("Open now until 19:00");
    expect(officeState(office, at("2026-11-27T23:30:00-08:00"))).toEqual({ open: true, until: "19:00" });
  });

  it("honours exceptions: other hours on a day, closed days, and the next opening after them", () => {
    expect(hoursOn(office, { year: 2026, month: 12, day: 31 })).toEqual({ open: "10:00", close: "15:00" });
    expect(line("2026-12-31T14:00:00+04:00")).toBe("Open now until 15:00");
    // Thursday 31 December after 15:00: closed on 1 and 2 January (exceptions), Sunday 3 closed, so Monday 4.
    expect(line("2026-12-31T16:00:00+04:00")).toBe("Closed now · opens Monday at 10:00");
    expect(line("2026-12-31T16:00:00+04:00", "am")).toBe("Հիմա փակ է · կբացվի երկուշաբթի՝ ժամը 10:00-ին");
  });

  it("names the date of an opening a week or more away, and says only closed when none is near", () => {
    const closedForWinter: OfficeHours = { ...office, exceptions: Array.from({ length: 10 }, (_, index) => ({ date: `2027-02-${String(index + 1).padStart(2, "0")}`, hours: null })) };
    expect(officeStateLine(officeState(closedForWinter, at("2027-01-31T20:00:00+04:00")), HALL_FACTS_TEXTS.en, "en")).toBe("Closed now · opens on 11 February at 10:00");
    const neverOpen: OfficeHours = { week: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null }, exceptions: [] };
    expect(officeStateLine(officeState(neverOpen, at("2027-01-31T20:00:00+04:00")), HALL_FACTS_TEXTS.en, "en")).toBe("Closed now");
  });

  it("lists the exceptions from today on, soonest first", () => {
    expect(upcomingExceptions(office, at("2027-01-01T12:00:00+04:00")).map((exception) => exception.date)).toEqual(["2027-01-01", "2027-01-02"]);
  });
});

describe("the office's week in runs", () => {
  it("groups consecutive days with the same hours", () => {
    expect(weekRuns(office)).toEqual([
      { from: "mon", to: "fri", hours: weekdays },
      { from: "sat", to: "sat", hours: { open: "11:00", close: "19:00" } },
      { from: "sun", to: "sun", hours: null },
    ]);
  });
});
