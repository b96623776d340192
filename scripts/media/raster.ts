/** Turns SVG documents into raw pixels with sharp; crops of the design space. */
import sharp from "sharp";
import { DH, Doc, type Draw, DW } from "./doc";
import { C } from "./palette";
import { makeRng } from "./rng";

export type Raw = { data: Buffer; width: number; height: number };

type View = [number, number, number, number];

async function rasterize(svg: string): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(svg), { unlimited: true }).flatten({ background: C.night }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export const rawImage = (raw: Raw): sharp.Sharp => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });

/** The largest view of the output's aspect inside the design space, around a focus point. */
export function designView(outW: number, outH: number, fx = 0.5, fy = 0.5, zoom = 1): View {
  const aspect = outW / outH;
  let vw = DW;
  let vh = DW / aspect;
  if (vh > DH) {
    vh = DH;
    vw = DH * aspect;
  }
  vw /= zoom;
  vh /= zoom;
  const vx = Math.max(0, Math.min(DW - vw, fx * DW - vw / 2));
  const vy = Math.max(0, Math.min(DH - vh, fy * DH - vh / 2));
  return [vx, vy, vw, vh];
}

/** Draws a design-space scene and rasterises it at the output size. */
export async function renderDesign(seed: string, outW: number, outH: number, draw: Draw, view?: View): Promise<Raw> {
  const d = new Doc(DW, DH, makeRng(seed));
  d.view = view ?? designView(outW, outH);
  draw(d);
  return rasterize(d.svg(outW, outH, d.view));
}

/** Draws a scene at its own size. */
export async function renderNative(seed: string, w: number, h: number, draw: Draw): Promise<Raw> {
  const d = new Doc(w, h, makeRng(seed));
  draw(d);
  return rasterize(d.svg(w, h));
}
