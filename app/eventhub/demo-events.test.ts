import { describe, expect, it } from "vitest";
import { DEMO_CONCERTS } from "./demo-concerts";
import { demoAvailableSeats, demoProviderEvents } from "./demo-events";

const idOf = (event: Record<string, unknown>) => String(event.eventId ?? event.id);
const now = new Date("2026-11-24T10:00:00Z");

describe("the demo catalogue", () => {
  it("is the demo concerts once by default", () => {
    expect(demoProviderEvents("en", now).map(idOf)).toEqual(DEMO_CONCERTS.map((concert) => String(concert.id)));
  });

  it("grows to any size with distinct ids, each copy a week later and with the same seats", () => {
    const events = demoProviderEvents("ru", now, 1_000);
    expect(events).toHaveLength(1_000);
    expect(new Set(events.map(idOf)).size).toBe(1_000);
    const first = events[0]!;
    const copy = events[DEMO_CONCERTS.length]!;
    expect(copy.eventName).toBe(first.eventName);
    const days = (Date.parse(String(copy.eventDateTime).slice(0, 19)) - Date.parse(String(first.eventDateTime).slice(0, 19))) / 86_400_000;
    expect(days).toBe(7);
    expect(demoAvailableSeats(idOf(copy))).toBe(demoAvailableSeats(idOf(first)));
    expect(demoAvailableSeats("not-a-number")).toBeUndefined();
  });
});
