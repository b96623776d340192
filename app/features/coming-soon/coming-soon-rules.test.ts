import { describe, expect, it } from "vitest";
import { readCardEventId } from "./coming-soon-rules";

describe("the event id of a coming-soon card", () => {
  it("is optional: missing, null or blank means the card is not a link", () => {
    for (const value of [undefined, null, "", "   "]) expect(readCardEventId(value)).toEqual({ ok: true, eventId: null });
  });

  it("keeps a concert id, trimmed", () => {
    expect(readCardEventId(" 1001 ")).toEqual({ ok: true, eventId: "1001" });
    expect(readCardEventId("spring-gala_2")).toEqual({ ok: true, eventId: "spring-gala_2" });
  });

  it("refuses what cannot be a concert id", () => {
    for (const value of ["../admin", "1001?x=1", "a b", "x".repeat(65), "undefined", 1001, {}]) expect(readCardEventId(value).ok, String(value)).toBe(false);
  });
});
