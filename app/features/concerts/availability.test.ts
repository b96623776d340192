import { describe, expect, it } from "vitest";
import { availability, FEW_SEATS } from "./concert";
import { barShown, placementOf } from "./components/sticky-buy-bar";

describe("what a card says of the seats", () => {
  it("says sold out at none, few left at a handful, nothing when plenty or unknown", () => {
    expect(availability(0)).toBe("soldOut");
    expect(availability(1)).toBe("few");
    expect(availability(FEW_SEATS)).toBe("few");
    expect(availability(FEW_SEATS + 1)).toBeNull();
    expect(availability(null)).toBeNull();
  });
});

describe("the phone's Buy ticket bar", () => {
  const rect = (top: number, bottom: number) => ({ boundingClientRect: { top, bottom } as DOMRectReadOnly });
  it("knows an element above the window, in it, or below it", () => {
    expect(placementOf({ isIntersecting: true, ...rect(100, 150) })).toBe("visible");
    expect(placementOf({ isIntersecting: false, ...rect(-200, -150) })).toBe("above");
    expect(placementOf({ isIntersecting: false, ...rect(900, 950) })).toBe("below");
  });

  it("shows only once the page's button has scrolled away above, and leaves at the end of the concert", () => {
    expect(barShown("visible", false)).toBe(false);
    expect(barShown("above", false)).toBe(true);
    expect(barShown("above", true)).toBe(false);
    expect(barShown("below", false)).toBe(false);
  });
});
