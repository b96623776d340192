import { describe, expect, it } from "vitest";
import { parseDayKey } from "../../i18n/hall-time";
import { applySelection, inSelection, NO_SELECTION, pressDay, shownSelection } from "./calendar-selection";

const day = (key: string) => parseDayKey(key)!;

describe("the custom-date calendar", () => {
  it("lets any day start a range, without picking yet", () => {
    const first = pressDay(NO_SELECTION, day("2027-03-10"));
    expect(first).toEqual({ selection: { from: day("2027-03-10"), to: null }, picked: null });
  });

  it("picks one day when the start is pressed again, or applied alone", () => {
    const started = pressDay(NO_SELECTION, day("2027-03-10")).selection;
    expect(pressDay(started, day("2027-03-10")).picked).toEqual({ from: day("2027-03-10"), to: null });
    expect(applySelection(started)).toEqual({ from: day("2027-03-10"), to: null });
    expect(applySelection(NO_SELECTION)).toBeNull();
  });

  it("picks the range to a later day, across months", () => {
    const started = pressDay(NO_SELECTION, day("2027-03-28")).selection;
    expect(pressDay(started, day("2027-04-02")).picked).toEqual({ from: day("2027-03-28"), to: day("2027-04-02") });
  });

  it("starts again from a day before the start", () => {
    const started = pressDay(NO_SELECTION, day("2027-03-10")).selection;
    const again = pressDay(started, day("2027-03-05"));
    expect(again).toEqual({ selection: { from: day("2027-03-05"), to: null }, picked: null });
    expect(pressDay(again.selection, day("2027-03-07")).picked).toEqual({ from: day("2027-03-05"), to: day("2027-03-07") });
  });

  it("starts a new range when a whole range is shown", () => {
    const shown = { from: day("2027-03-05"), to: day("2027-03-07") };
    expect(pressDay(shown, day("2027-03-06"))).toEqual({ selection: { from: day("2027-03-06"), to: null }, picked: null });
  });

  it("marks the days inside the range, both ends included", () => {
    const shown = { from: day("2027-03-05"), to: day("2027-03-07") };
    expect(["2027-03-04", "2027-03-05", "2027-03-06", "2027-03-07", "2027-03-08"].map((key) => inSelection(shown, day(key)))).toEqual([false, true, true, true, false]);
  });

  it("opens on the listing's days as a whole range, so the first press starts anew", () => {
    const single = shownSelection(day("2027-03-10"), null);
    expect(single).toEqual({ from: day("2027-03-10"), to: day("2027-03-10") });
    expect(applySelection(single)).toEqual({ from: day("2027-03-10"), to: null });
    expect(pressDay(single, day("2027-03-12"))).toEqual({ selection: { from: day("2027-03-12"), to: null }, picked: null });
    expect(shownSelection(null, null)).toEqual(NO_SELECTION);
  });
});
