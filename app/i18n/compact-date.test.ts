import { describe, expect, it } from "vitest";
import { formatCompactDate } from "./compact-date";

// 24 November 2026, 15:00 in Yerevan (UTC+4).
const now = new Date("2026-11-24T11:00:00Z");

describe("formatCompactDate", () => {
  it("says how many minutes ago within the hour, in each language", () => {
    const twelveAgo = new Date(now.getTime() - 12 * 60_000);
    expect(formatCompactDate(twelveAgo, "en", now)).toBe("12 min ago");
    expect(formatCompactDate(twelveAgo, "am", now)).toBe("12 րոպե առաջ");
    expect(formatCompactDate(twelveAgo, "ru", now)).toBe("12 минут назад");
    expect(formatCompactDate(new Date(now.getTime() - 2 * 60_000), "ru", now)).toBe("2 минуты назад");
    expect(formatCompactDate(new Date(now.getTime() - 20_000), "en", now)).toBe("just now");
  });

  it("names today and yesterday on the hall's calendar, not the browser's", () => {
    // 00:30 in Yerevan on the 24th is still the 23rd in UTC.
    expect(formatCompactDate(new Date("2026-11-23T20:30:00Z"), "en", now)).toBe("today, 00:30");
    expect(formatCompactDate(new Date("2026-11-23T19:59:00Z"), "ru", now)).toBe("вчера, 23:59");
    expect(formatCompactDate(new Date("2026-11-23T05:00:00Z"), "am", now)).toBe("երեկ, 09:00");
  });

  it("gives day and month this year, and the year for older dates", () => {
    expect(formatCompactDate(new Date("2026-03-08T14:00:00Z"), "ru", now)).toBe("8 марта, 18:00");
    expect(formatCompactDate(new Date("2025-12-31T10:00:00Z"), "en", now)).toBe("31 December 2025");
    expect(formatCompactDate(new Date("2025-12-31T10:00:00Z"), "am", now)).toBe("31 դեկտեմբերի 2025");
  });
});
