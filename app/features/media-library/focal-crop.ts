/**
 * The fixed-ratio crops the site makes from a library picture, and where each is cut: the largest box of
 * that ratio which fits the picture, centred on the focal point as far as the picture's edges allow. A focal
 * point near an edge therefore stays in every crop (docs/decisions/024-media-library.md). A crop shown across
 * screens of every width is also made in `narrower` widths (below its own) for its srcset.
 */
export const CROPS: Record<"card" | "square" | "banner" | "wide", { ratio: number; width: number; narrower?: readonly number[] }> = {
  card: { ratio: 16 / 9, width: 960 },
  square: { ratio: 1, width: 600 },
  banner: { ratio: 9 / 16, width: 720 },
  // The listing's banner strip spans the page: a phone needs the narrower widths, a desktop the wider ones.
  wide: { ratio: 2, width: 1600, narrower: [480, 720, 1080, 1280] },
};
export type CropName = keyof typeof CROPS;
export const CROP_NAMES = Object.keys(CROPS) as CropName[];

export type CropBox = { left: number; top: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function focalCropBox(size: { width: number; height: number }, ratio: number, focal: { x: number; y: number }): CropBox {
  const { width: w, height: h } = size;
  const width = w / h > ratio ? Math.max(1, Math.round(h * ratio)) : w;
  const height = w / h > ratio ? h : Math.max(1, Math.round(w / ratio));
  const left = clamp(Math.round(clamp(focal.x, 0, 1) * w - width / 2), 0, w - width);
  const top = clamp(Math.round(clamp(focal.y, 0, 1) * h - height / 2), 0, h - height);
  return { left, top, width, height };
}

/** The widths a picture is served in: a few steps below its own width, and its own width up to the largest step. */
export const SOURCE_WIDTHS = [480, 960, 1600, 2400] as const;
export function sourceWidths(width: number): number[] {
  const max = SOURCE_WIDTHS[SOURCE_WIDTHS.length - 1]!;
  const below = SOURCE_WIDTHS.filter((step) => step < width);
  return width <= max ? [...below, width] : [...below];
}
