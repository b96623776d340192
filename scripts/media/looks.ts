/** Archive looks applied to rendered pixels: sepia and wine-red duotone with print wear. */
import { Doc } from "./doc";
import { C, hexToRgb, mix } from "./palette";
import { type Raw, rawImage } from "./raster";
import { makeRng } from "./rng";
import { circle, line, rect } from "./svg";

/** Maps luminance through a colour ramp (archive sepia and duotone looks). */
function gradientMap(raw: Raw, stops: readonly (readonly [number, string])[], amount = 1): Raw {
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const v = i / 255;
    let k = 0;
    while (k < stops.length - 2 && v > (stops[k + 1] as readonly [number, string])[0]) k++;
    const [p0, c0] = stops[k] as readonly [number, string];
    const [p1, c1] = stops[k + 1] as readonly [number, string];
    const rgb = hexToRgb(mix(c0, c1, Math.max(0, Math.min(1, (v - p0) / (p1 - p0 || 1)))));
    lut.set(rgb, i * 3);
  }
  const out = Buffer.alloc(raw.data.length);
  for (let i = 0; i < raw.data.length; i += 3) {
    const r = raw.data[i] ?? 0;
    const gg = raw.data[i + 1] ?? 0;
    const b = raw.data[i + 2] ?? 0;
    const l = Math.min(255, Math.round(0.299 * r + 0.587 * gg + 0.114 * b));
    out[i] = r + ((lut[l * 3] ?? 0) - r) * amount;
    out[i + 1] = gg + ((lut[l * 3 + 1] ?? 0) - gg) * amount;
    out[i + 2] = b + ((lut[l * 3 + 2] ?? 0) - b) * amount;
  }
  return { data: out, width: raw.width, height: raw.height };
}

/** Archive print wear: soft edge burn, a few hairline scratches and specks. */
async function archiveWear(raw: Raw, seed: string): Promise<Raw> {
  const { width: w, height: h } = raw;
  const d = new Doc(w, h, makeRng(`wear-${seed}`));
  d.add(rect(0, 0, w, h, { fill: d.rad([[0, C.night, 0], [0.62, C.night, 0], [1, C.night, 0.55]], 0.5, 0.5, 0.72) }));
  for (let i = 0; i < 7; i++) {
    const x = d.r.range(0.05, 0.95) * w;
    const y = d.r.range(0, 0.6) * h;
    d.add(line(x, y, x + d.r.range(-20, 20), y + d.r.range(0.15, 0.5) * h, { stroke: C.paper, "stroke-width": d.r.range(0.6, 1.3), opacity: d.r.range(0.08, 0.2) }));
  }
  for (let i = 0; i < 50; i++) d.add(circle(d.r.next() * w, d.r.next() * h, d.r.range(0.6, 2.2), { fill: d.r.chance(0.5) ? C.paper : C.ink, opacity: d.r.range(0.1, 0.35) }));
  const { data, info } = await rawImage(raw)
    .composite([{ input: Buffer.from(d.svg(w, h)) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Ramps for the archive looks, all from the hall's palette. */
const SEPIA = [
  [0, mix(C.ink, "#000000", 0.2)],
  [0.45, mix(C.gold, C.wine, 0.35)],
  [0.8, C.lgold],
  [1, C.paper],
] as const;

const WINE_DUO = [
  [0, mix(C.night, "#000000", 0.3)],
  [0.5, C.wine],
  [0.85, mix(C.lgold, C.wine, 0.2)],
  [1, C.paper],
] as const;

export type Look = "colour" | "sepia" | "duotone";

export async function finish(raw: Raw, look: Look, seed: string): Promise<Raw> {
  if (look === "colour") return raw;
  return archiveWear(gradientMap(raw, look === "sepia" ? SEPIA : WINE_DUO, 0.92), seed);
}
