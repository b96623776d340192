import { describe, expect, it } from "vitest";
import { bySavedDate, savedConcert, type SavedSource } from "./saved-concert";
import { idsQuery, parseStoredList, readIdsQuery, SAVED_LIMIT, toggled } from "./saved-list";

const now = new Date("2026-03-10T12:00:00+04:00");
const concert = (startsAt: string | null, availaibleCount: number | null): SavedSource => ({
  eventName: "Spring gala",
  eventDateTime: startsAt ?? "soon",
  startsAt,
  venue: { name: "Main hall" },
  availaibleCount,
});

describe("a saved concert's line", () => {
  it("says on sale, sold out, or nothing when the seat count is unknown", () => {
    expect(savedConcert("1", concert("2026-03-12T19:00:00+04:00", 40), null, now)).toMatchObject({ found: true, state: "onSale", name: "Spring gala", venueName: "Main hall" });
    expect(savedConcert("1", concert("2026-03-12T19:00:00+04:00", 0), null, now)).toMatchObject({ state: "soldOut" });
    expect(savedConcert("1", concert("2026-03-12T19:00:00+04:00", null), null, now)).toMatchObject({ state: null });
  });

  it("says what became of a concert the hall cancelled, postponed or moved online, before its seats", () => {
    for (const status of ["cancelled", "postponed", "online"] as const) expect(savedConcert("1", concert("2026-03-12T19:00:00+04:00", 0), status, now)).toMatchObject({ state: status });
    expect(savedConcert("1", concert("2026-03-12T19:00:00+04:00", 5), "scheduled", now)).toMatchObject({ state: "onSale" });
  });

  it("says a concert has taken place once its day in Yerevan is over, not before", () => {
    expect(savedConcert("1", concert("2026-03-09T19:00:00+04:00", 3), "cancelled", now)).toMatchObject({ state: "past" });
    expect(savedConcert("1", concert("2026-03-10T09:00:00+04:00", 3), null, now)).toMatchObject({ state: "onSale" });
  });

  it("is a concert no longer known when no source has it", () => {
    expect(savedConcert("gone", null, null, now)).toEqual({ eventId: "gone", found: false });
  });

  it("sorts by start, undated ones after, unknown ones last", () => {
    const list = [savedConcert("x", null, null, now), savedConcert("b", concert(null, 1), null, now), savedConcert("a", concert("2026-04-01T19:00:00+04:00", 1), null, now), savedConcert("c", concert("2026-03-20T19:00:00+04:00", 1), null, now)];
    expect(list.sort(bySavedDate).map((entry) => entry.eventId)).toEqual(["c", "a", "b", "x"]);
  });
});

describe("the saved list in the browser's storage", () => {
  it("keeps valid ids once each, and forgives anything else under its key", () => {
    expect(parseStoredList('["1001","1001","bad id","<x>",7,"1002"]')).toEqual(["1001", "1002"]);
    expect(parseStoredList("{not json")).toEqual([]);
    expect(parseStoredList('{"1001":true}')).toEqual([]);
    expect(parseStoredList(null)).toEqual([]);
  });

  it("saves and forgets with one toggle, keeping the latest saved when full", () => {
    expect(toggled(["1", "2"], "2")).toEqual(["1"]);
    expect(toggled(["1"], "2")).toEqual(["1", "2"]);
    const full = Array.from({ length: SAVED_LIMIT }, (_, i) => String(i));
    const after = toggled(full, "new");
    expect(after).toHaveLength(SAVED_LIMIT);
    expect(after[0]).toBe("1");
    expect(after.at(-1)).toBe("new");
  });

  it("travels as ids=…, read back the same, hostile values dropped", () => {
    expect(readIdsQuery(idsQuery(["1001", "spring-gala_2"]).slice("ids=".length))).toEqual(["1001", "spring-gala_2"]);
    expect(readIdsQuery("1001,../x,,null,1002")).toEqual(["1001", "1002"]);
    expect(readIdsQuery(null)).toEqual([]);
  });
});
