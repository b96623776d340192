import { describe, expect, it } from "vitest";
import { calendarEndKey, LISTING_MAX_PAGES, listingSearch, parseListingQuery } from "./listing-query";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("listing URL", () => {
  it("round-trips every state and leaves defaults out", () => {
    for (const search of ["", "?filter=orchestra", "?date=tomorrow", "?filter=khachaturyanHall&date=thisMonth", "?date=customDate&from=2026-12-01&to=2026-12-05", "?date=customDate&from=2026-12-01", "?pages=2"]) {
      expect(listingSearch(parse(search))).toBe(search);
    }
    expect(listingSearch(parse("?filter=allConcerts&date=all"))).toBe("");
  });

  it("ignores values it does not know", () => {
    expect(parse("?filter=jazz&date=someday")).toMatchObject({ type: "allConcerts", date: "all" });
    expect(parse("?date=customDate&from=2026-02-30")).toMatchObject({ date: "all", from: null });
    expect(parse("?date=customDate")).toMatchObject({ date: "all" });
  });

  it("opens pages of results one at a time, never more than the cap", () => {
    expect(parse("").pages).toBe(1);
    expect(parse("?pages=3").pages).toBe(3);
    expect(parse(`?pages=${LISTING_MAX_PAGES + 500}`).pages).toBe(LISTING_MAX_PAGES);
    for (const bad of ["0", "-2", "two", "1e9", "99999"]) expect(parse(`?pages=${bad}`).pages, bad).toBe(1);
  });
});

describe("the calendar's window", () => {
  it("ends after the twelfth month ahead", () => {
    expect(calendarEndKey({ year: 2026, month: 11, day: 24 })).toBe("2027-12-01");
    expect(calendarEndKey({ year: 2026, month: 1, day: 31 })).toBe("2027-02-01");
  });
});
