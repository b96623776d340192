/** The hall's palette (wine, gold, night, paper) and the tones mixed from it. */

export const C = {
  wine: "#7b1e2c",
  deep: "#5d1420",
  night: "#201416",
  gold: "#b8924f",
  lgold: "#e2c58f",
  paper: "#faf7f2",
  ink: "#1d1a17",
} as const;

type RGB = [number, number, number];

export function hexToRgb(hex: string): RGB {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex([r, g, b]: RGB): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}

/** Linear mix of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** A few derived tones, all mixed from the palette. */
export const T = {
  velvet: mix(C.deep, C.night, 0.45),
  shadow: mix(C.night, "#000000", 0.35),
  stone: mix(C.paper, C.lgold, 0.35),
  stoneShade: mix(C.gold, C.night, 0.35),
  wood: mix(C.gold, C.wine, 0.45),
  darkWood: mix(C.wine, C.night, 0.6),
  cream: mix(C.paper, C.lgold, 0.18),
  ember: mix(C.wine, C.lgold, 0.35),
  amber: mix(C.gold, C.wine, 0.25),
};
