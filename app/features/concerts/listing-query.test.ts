import { describe, expect, it } from "vitest";
import { listingSearch, parseListingQuery } from "./listing-query";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("listing URL", () => {
  it("round-trips every state and leaves defaults out", () => {
    for (const search of ["", "?filter=orchestra", "?date=tomorrow", "?filter=khachaturyanHall&date=thisMonth", "?date=customDate&from=2026-12-01&to=2026-12-05", "?date=customDate&from=2026-12-01", "?all=1"]) {
      expect(listingSearch(parse(search))).toBe(search);
    }
    expect(listingSearch(parse("?filter=allConcerts&date=all"))).toBe("");
  });

  it("ignores values it does not know", () => {
    expect(parse("?filter=jazz&date=someday")).toMatchObject({ type: "allConcerts", date: "all" });
    expect(parse("?date=customDate&from=2026-02-30")).toMatchObject({ date: "all", from: null });
    expect(parse("?date=customDate")).toMatchObject({ date: "all" });
  });
});
