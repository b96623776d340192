import { describe, expect, it } from "vitest";
import { focalCropBox, sourceWidths } from "./focal-crop";

describe("focalCropBox", () => {
  it("cuts the largest box of the ratio, centred on the focal point", () => {
    expect(focalCropBox({ width: 1600, height: 900 }, 1, { x: 0.5, y: 0.5 })).toEqual({ left: 350, top: 0, width: 900, height: 900 });
    expect(focalCropBox({ width: 1000, height: 1000 }, 2, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 250, width: 1000, height: 500 });
  });

  it("keeps a focal point near an edge inside the box, the box inside the picture", () => {
    const box = focalCropBox({ width: 1600, height: 900 }, 9 / 16, { x: 0.97, y: 0.1 });
    expect(box).toEqual({ left: 1094, top: 0, width: 506, height: 900 });
    expect(box.left + box.width).toBeLessThanOrEqual(1600);
    expect(0.97 * 1600).toBeGreaterThan(box.left);
    expect(focalCropBox({ width: 1600, height: 900 }, 1, { x: 0, y: 1 })).toEqual({ left: 0, top: 0, width: 900, height: 900 });
  });
});

describe("sourceWidths", () => {
  it("serves a few widths up to the picture's own", () => {
    expect(sourceWidths(400)).toEqual([400]);
    expect(sourceWidths(1200)).toEqual([480, 960, 1200]);
    expect(sourceWidths(6000)).toEqual([480, 960, 1600, 2400]);
  });
});
