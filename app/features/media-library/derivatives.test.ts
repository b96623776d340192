import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { LocalMediaStorage } from "../media-uploads/storage.server";
import { makeCrops } from "./derivatives.server";
import { CROP_NAMES, CROPS } from "./focal-crop";

const dir = await mkdtemp(path.join(tmpdir(), "crops-"));
const storage = new LocalMediaStorage(dir);
afterAll(() => rm(dir, { recursive: true, force: true }));

const MARK = 80;

/** A grey photograph-sized picture with one pure blue square whose centre is at (x, y). */
async function pictureWithMark(width: number, height: number, x: number, y: number): Promise<Buffer> {
  const mark = await sharp({ create: { width: MARK, height: MARK, channels: 3, background: "#0000ff" } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#b0b0b0" } })
    .composite([{ input: mark, left: x - MARK / 2, top: y - MARK / 2 }])
    .png()
    .toBuffer();
}

/** How many blue pixels a stored crop shows, decoded from its bytes. */
async function bluePixels(url: string): Promise<{ blue: number; width: number; height: number }> {
  const bytes = await readFile(path.join(dir, path.basename(url)));
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let blue = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 90 && data[i + 1]! < 90 && data[i + 2]! > 170) blue++;
  return { blue, width: info.width, height: info.height };
}

// Each mark sits 40 to 100 px from an edge or a corner: a centred crop of some ratio would cut it off.
const CASES = [
  { picture: { width: 1600, height: 900 }, mark: { x: 1540, y: 100 }, where: "top right of a landscape" },
  { picture: { width: 1600, height: 900 }, mark: { x: 60, y: 840 }, where: "bottom left of a landscape" },
  { picture: { width: 1600, height: 900 }, mark: { x: 40, y: 450 }, where: "left edge of a landscape" },
  { picture: { width: 900, height: 1600 }, mark: { x: 450, y: 60 }, where: "top of a portrait" },
  { picture: { width: 900, height: 1600 }, mark: { x: 850, y: 1550 }, where: "bottom right of a portrait" },
];

describe("the focal crops, decoded", () => {
  it.each(CASES)("show the whole mark at the $where in every crop, AVIF and WebP", async ({ picture, mark }) => {
    const original = await pictureWithMark(picture.width, picture.height, mark.x, mark.y);
    const focal = { x: mark.x / picture.width, y: mark.y / picture.height };
    const { crops, failed } = await makeCrops(storage, original, picture, focal);
    expect(failed).toEqual([]);
    for (const name of CROP_NAMES) {
      for (const format of ["avif", "webp"] as const) {
        const file = crops[name]?.[format];
        expect(file, `${name} ${format}`).toBeDefined();
        const { blue, width, height } = await bluePixels(file!.url);
        expect(Math.abs(width / height - CROPS[name].ratio), `${name} ratio`).toBeLessThan(0.01);
        // The mark is scaled with the crop; all of it in view, less what encoding blurs at its border.
        const box = Math.min(picture.width, Math.round(picture.height * CROPS[name].ratio));
        const expected = (MARK * (width / box)) ** 2;
        expect(blue / expected, `${name} ${format}`).toBeGreaterThan(0.7);
      }
    }
  }, 60_000);

  it("makes the wide crop also in its narrower widths, each the same cut with the mark in view", async () => {
    const picture = { width: 1600, height: 900 };
    const original = await pictureWithMark(picture.width, picture.height, 1540, 100);
    const { crops, failed } = await makeCrops(storage, original, picture, { x: 1540 / 1600, y: 100 / 900 });
    expect(failed).toEqual([]);
    const wide = crops.wide!;
    // The box is 1600 x 800: every narrower step below it, then the crop's own width.
    expect(wide.narrower!.map((files) => [files.webp.width, files.avif!.width])).toEqual([480, 720, 1080, 1280].map((width) => [width, width]));
    expect(wide.webp).toMatchObject({ width: 1600, height: 800 });
    for (const files of wide.narrower!) {
      const { blue, width, height } = await bluePixels(files.webp.url);
      expect(width / height).toBe(2);
      expect(blue / (MARK * (width / 1600)) ** 2, String(width)).toBeGreaterThan(0.7);
    }
    // A crop without narrower widths stays one file.
    expect(crops.card!.narrower).toBeUndefined();
  }, 60_000);

  it("cuts a centred mark off when the focal point is elsewhere (the test can see a missing mark)", async () => {
    const picture = { width: 1600, height: 900 };
    const original = await pictureWithMark(picture.width, picture.height, 1540, 100);
    const { crops } = await makeCrops(storage, original, picture, { x: 0.5, y: 0.5 });
    expect((await bluePixels(crops.banner!.webp.url)).blue).toBe(0);
    expect((await bluePixels(crops.square!.avif!.url)).blue).toBe(0);
  }, 60_000);
});
