/**
 * Generates every illustration the site ships under public/media: concert posters, performer
 * emblems, banners, gallery pictures, gift cards, the hero poster and loop, and the link preview.
 *
 * There are no photographs of the hall in this repository, so all pictures are drawn here in code
 * as SVG (the hall's palette, architectural and musical motifs), rendered with sharp and written
 * as WebP with -w480 / -w960 variants. Randomness is seeded per file name, so every run writes
 * the same pictures. No picture carries text; only the gift cards show numerals.
 *
 * Run: npm run media   (the hero loop needs ffmpeg with libvpx-vp9 and libx264 on PATH)
 */
import { spawn } from "node:child_process";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import nodePath from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { DEMO_IMAGE_SLUGS } from "../../app/eventhub/demo-concerts";
import { DH, Doc, DW, type Stop } from "./doc";
import { arcade, column, porticoEmblem, rosette } from "./motifs/architecture";
import { batonArc, beam, fill, glow, glowEllipse, grain, rings, sparkle, vignette } from "./motifs/effects";
import { armchair, chandelier, curtain, organ, valance } from "./motifs/furnishings";
import { bell, bow, clarinet, duduk, type InstrumentColours, mallet, microphone, stringInstrument, timpani } from "./motifs/instruments";
import { arcKeyboard, grandPianoSide, grandPianoTop, keyboard } from "./motifs/keyboards";
import { ararat, bird, blossomBranch, crescent, duck, leaf, pomegranate, rose, triTree, wolf } from "./motifs/nature";
import { beamed, note, type NoteKind, scorePage, staff } from "./motifs/notation";
import { candle, flute, openBook } from "./motifs/objects";
import { conductor, headFromBehind, type Inst, musicStand, player, seatedFigure } from "./motifs/people";
import { C, hexToRgb, mix, T } from "./palette";
import { makeRng } from "./rng";
import { archD, type Attrs, circle, ellipse, g, line, n, path, persp, pline, poly, type Pt, rect, TAU, tf } from "./svg";

const ROOT = nodePath.resolve(nodePath.dirname(fileURLToPath(import.meta.url)), "../..");

const OUT = nodePath.join(ROOT, "public", "media");

/* ------------------------------------------------------------------------------------------ */
/* Rendering and writing                                                                        */
/* ------------------------------------------------------------------------------------------ */

type Raw = { data: Buffer; width: number; height: number };

type View = [number, number, number, number];

async function rasterize(svg: string): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(svg), { unlimited: true }).flatten({ background: C.night }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rawImage = (raw: Raw): sharp.Sharp => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });

const written: { file: string; bytes: number }[] = [];

async function writeTracked(abs: string, buf: Buffer): Promise<void> {
  await mkdir(nodePath.dirname(abs), { recursive: true });
  await writeFile(abs, buf);
  written.push({ file: nodePath.relative(ROOT, abs), bytes: buf.length });
}

const WEBP = { quality: 72, effort: 6, smartSubsample: true } as const;

/** Writes <rel> at full size plus -w480 / -w960 variants narrower than it. */
async function saveWebp(rel: string, raw: Raw, widths: number[] = [480, 960]): Promise<void> {
  const abs = nodePath.join(OUT, rel);
  await writeTracked(abs, await rawImage(raw).webp(WEBP).toBuffer());
  for (const w of widths) {
    if (w >= raw.width) continue;
    await writeTracked(abs.replace(/\.webp$/, `-w${w}.webp`), await rawImage(raw).resize({ width: w, kernel: "lanczos3" }).webp(WEBP).toBuffer());
  }
}

/** The largest view of the output's aspect inside the design space, around a focus point. */
function designView(outW: number, outH: number, fx = 0.5, fy = 0.5, zoom = 1): View {
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

type Look = "colour" | "sepia" | "duotone";

async function finish(raw: Raw, look: Look, seed: string): Promise<Raw> {
  if (look === "colour") return raw;
  return archiveWear(gradientMap(raw, look === "sepia" ? SEPIA : WINE_DUO, 0.92), seed);
}

/** Draws a design-space scene and rasterises it at the output size. */
async function renderDesign(seed: string, outW: number, outH: number, draw: (d: Doc) => void, view?: View): Promise<Raw> {
  const d = new Doc(DW, DH, makeRng(seed));
  d.view = view ?? designView(outW, outH);
  draw(d);
  return rasterize(d.svg(outW, outH, d.view));
}

/** Draws a scene at its own size. */
async function renderNative(seed: string, w: number, h: number, draw: (d: Doc) => void): Promise<Raw> {
  const d = new Doc(w, h, makeRng(seed));
  draw(d);
  return rasterize(d.svg(w, h));
}

type HallOpts = {
  /** Centre of the stage, x in design units. */
  sx?: number;
  /** Loop phase 0..1 for the video; 0 is the poster. */
  t?: number;
  stage?: "empty" | "orchestra" | "stands" | "piano" | "choir";
  /** Share of seats with listeners, 0..1. */
  audience?: number;
  calmLeft?: boolean;
  curtains?: boolean;
  beams?: number;
  warmth?: number;
  zoom?: number;
  dust?: number;
  /** Smaller heads in the stalls: a concert for children. */
  young?: boolean;
};

/** The main hall seen from the stalls towards the lit stage and the organ. */
function hallView(d: Doc, o: HallOpts = {}): void {
  const W = DW;
  const H = DH;
  const sx = o.sx ?? 960;
  const t = o.t ?? 0;
  const warm = o.warmth ?? 1;
  const sway = 7 * Math.sin(TAU * t);
  const zoom = 1 + (o.zoom ?? 0) * ((1 - Math.cos(TAU * t)) / 2);
  const r = makeRng(`hall-${sx}-${o.stage ?? "e"}-${o.audience ?? 0}`);
  const horizon = 560;
  const OW = 440;
  const top = 150;
  const stageBack = 585;
  const stageFront = 680;
  const apron = 716;
  const s: string[] = [];
  const add = (...p: string[]): void => {
    s.push(...p);
  };

  add(rect(-60, -60, W + 120, H + 120, { fill: C.night }));
  // Back wall and organ.
  add(rect(sx - OW, top, OW * 2, stageBack - top + 10, { fill: d.lin([[0, mix(C.night, C.deep, 0.35)], [1, mix(C.deep, C.wine, 0.4)]]) }));
  add(glowEllipse(d, sx, stageBack - 80, OW * 1.05, 320, C.lgold, 0.26 * warm));
  add(organ(d, sx, 505, 610, 330, { lit: warm }));
  // Ceiling with acoustic reflectors.
  add(poly([[-60, -60], [W + 60, -60], [sx + OW + 40, top - 20], [sx - OW - 40, top - 20]], { fill: d.lin([[0, mix(C.night, "#000000", 0.3)], [1, mix(C.night, C.deep, 0.5)]]) }));
  const ends = (u: number): [Pt, Pt] => [
    [-60 + (sx - OW - 40 + 60) * u, -90 + (top - 20 + 90) * u],
    [W + 60 + (sx + OW + 40 - W - 60) * u, -90 + (top - 20 + 90) * u],
  ];
  const panel = d.lin([[0, mix(C.night, "#000000", 0.2)], [0.7, mix(C.night, C.deep, 0.45)], [1, mix(C.deep, C.gold, 0.35)]]);
  for (const u of [0.06, 0.3, 0.5, 0.66, 0.79, 0.9]) {
    const [L, R] = ends(u);
    const sag = 60 * (1 - u) + 8;
    const th = 44 * (1 - u) + 8;
    const mx = (L[0] + R[0]) / 2;
    add(path(`M${n(L[0])} ${n(L[1])}Q${n(mx)} ${n(L[1] + sag * 2)} ${n(R[0])} ${n(R[1])}L${n(R[0])} ${n(R[1] + th)}Q${n(mx)} ${n(L[1] + sag * 2 + th)} ${n(L[0])} ${n(L[1] + th)}Z`, { fill: panel, opacity: 0.9 }));
    for (let k = 1; k < 8; k++) {
      const q = k / 8;
      const x = L[0] + (R[0] - L[0]) * q;
      const y = L[1] + (R[1] - L[1]) * q + 2 * sag * 2 * q * (1 - q) + th * 0.5;
      add(circle(x, y, 1.5 + 1.5 * (1 - u), { fill: C.lgold, opacity: 0.45 }));
    }
  }
  // Side walls with three tiers of balconies.
  const xeL = sx - OW - 40;
  const xeR = sx + OW + 40;
  const wallL = d.lin([[0, mix(C.night, "#000000", 0.35)], [1, mix(C.night, C.deep, 0.35)]], 0, 0, 1, 0);
  const wallR = d.lin([[0, mix(C.night, C.deep, 0.35)], [1, mix(C.night, "#000000", 0.35)]], 0, 0, 1, 0);
  add(poly([[-60, -90], [xeL, top - 20], [xeL, apron + 20], [-60, H + 200]], { fill: wallL }));
  add(poly([[W + 60, -90], [xeR, top - 20], [xeR, apron + 20], [W + 60, H + 200]], { fill: wallR }));
  const tiers = [470, 380, 290];
  for (const side of [-1, 1] as const) {
    const xe = side < 0 ? xeL : xeR;
    const xFar = side < 0 ? -60 : W + 60;
    const dim = side < 0 && o.calmLeft ? 0.35 : 1;
    const yAt = (y0: number, x: number): number => horizon + (y0 - horizon) * ((sx - x) / (sx - xe));
    for (const y0 of tiers) {
      const th = 16;
      const f = (x: number): number => (sx - x) / (sx - xe);
      const p1: Pt = [xe, y0];
      const p2: Pt = [xFar, yAt(y0, xFar)];
      const p3: Pt = [xFar, yAt(y0, xFar) + th * f(xFar)];
      const p4: Pt = [xe, y0 + th];
      // seats and listeners behind the parapet
      if ((o.audience ?? 0) > 0 && dim === 1) {
        for (let fz = 1.08; fz < f(xFar); fz *= 1.09) {
          const x = sx - (sx - xe) * fz;
          if (r.next() > (o.audience ?? 0)) continue;
          const y = horizon + (y0 - horizon) * fz;
          add(headFromBehind(x, y - 9 * fz, 5.5 * fz, mix(C.night, "#000000", 0.2), C.lgold, 0.25));
        }
      }
      add(poly([p1, p2, [p2[0], p2[1] - 30 * f(xFar)], [xe, y0 - 30]], { fill: C.night, opacity: 0.35 }));
      add(poly([p1, p2, p3, p4], { fill: d.lin([[0, mix(C.wine, C.night, 0.3)], [1, mix(C.deep, C.night, 0.5)]], 0, 0, 0, 1), opacity: 0.35 + 0.65 * dim }));
      add(line(p1[0], p1[1], p2[0], p2[1], { stroke: C.gold, "stroke-width": 3, opacity: 0.7 * dim }));
      add(line(p4[0], p4[1], p3[0], p3[1], { stroke: C.gold, "stroke-width": 1.5, opacity: 0.35 * dim }));
      add(poly([p4, p3, [p3[0], p3[1] + 22 * f(xFar)], [xe, y0 + th + 22]], { fill: C.night, opacity: 0.5 }));
      for (let fz = 1.25; fz < f(xFar); fz *= 1.32) {
        const x = sx - (sx - xe) * fz;
        const y = horizon + (y0 + th + 8 - horizon) * fz;
        add(glow(d, x, y, 16 * fz, C.lgold, 0.5 * dim * warm), circle(x, y, 2 * fz, { fill: C.paper, opacity: 0.8 * dim }));
      }
    }
  }
  // Proscenium frame, curtains and valance.
  const frame = d.lin([[0, mix(C.deep, C.night, 0.5)], [1, mix(C.deep, C.night, 0.2)]], 0, 0, 1, 0);
  add(rect(xeL, top - 60, 40, apron - top + 80, { fill: frame }), rect(xeR - 40, top - 60, 40, apron - top + 80, { fill: frame }));
  add(rect(xeL, top - 60, xeR - xeL, 50, { fill: mix(C.deep, C.night, 0.4) }));
  add(line(xeL + 40, top - 10, xeL + 40, apron, { stroke: C.gold, "stroke-width": 3, opacity: 0.6 }), line(xeR - 40, top - 10, xeR - 40, apron, { stroke: C.gold, "stroke-width": 3, opacity: 0.6 }));
  add(line(xeL, top - 12, xeR, top - 12, { stroke: C.gold, "stroke-width": 3, opacity: 0.6 }));
  // Stage floor and apron.
  add(poly([[sx - OW + 10, stageBack], [sx + OW - 10, stageBack], [sx + OW + 10, stageFront], [sx - OW - 10, stageFront]], { fill: d.lin([[0, mix(T.wood, C.lgold, 0.3 * warm)], [1, mix(T.wood, C.night, 0.25)]]) }));
  for (let k = -9; k <= 9; k++) add(line(sx + k * 46, stageBack, sx + k * 52, stageFront, { stroke: C.night, "stroke-width": 1.2, opacity: 0.25 }));
  add(glowEllipse(d, sx, 640, 380, 70, C.lgold, 0.4 * warm));
  add(rect(sx - OW - 10, stageFront, 2 * OW + 20, apron - stageFront, { fill: d.lin([[0, mix(T.darkWood, C.gold, 0.2)], [1, T.darkWood]]) }));
  add(rect(sx - OW - 10, stageFront, 2 * OW + 20, 4, { fill: C.lgold, opacity: 0.75 }));

  // On stage.
  const stage = o.stage ?? "empty";
  const body = mix(C.ink, "#000000", 0.25);
  if (stage === "orchestra" || stage === "stands" || stage === "choir") {
    if (stage === "choir") {
      for (let row = 0; row < 3; row++) {
        const y = stageBack - 6 - row * 16;
        add(rect(sx - 320 + row * 20, y, 640 - row * 40, 16, { fill: T.darkWood, opacity: 0.9 }));
        for (let x = sx - 300 + row * 20; x < sx + 300 - row * 20; x += 22) add(headFromBehind(x + (row % 2) * 11, y - 12, 6, body), circle(x + (row % 2) * 11, y - 10, 4, { fill: C.paper, opacity: 0.2 }));
      }
    }
    const rows = 5;
    for (let row = rows - 1; row >= 0; row--) {
      const sc = 0.5 - row * 0.045;
      const y0 = stageFront - 12 - row * 19;
      const hw = 150 + row * 68;
      const count = 7 + row * 3;
      for (let i = 0; i < count; i++) {
        const u = (i + 0.5) / count;
        const x = sx - hw + u * hw * 2;
        if (row === 0 && Math.abs(x - sx) < 50) continue;
        const y = y0 + Math.pow(Math.abs(x - sx) / hw, 2) * 16 - 16;
        const inst: Inst = row <= 1 ? (x > sx + hw * 0.35 ? "cello" : "violin") : row === 2 ? "wind" : row === 3 ? (x > sx + hw * 0.6 ? "bass" : "wind") : "brass";
        if (stage === "stands") {
          add(path(`M${n(x - 9 * sc)} ${n(y - 42 * sc)}h${n(18 * sc)}v${n(42 * sc)}`, { fill: "none", stroke: C.ink, "stroke-width": 3 * sc }));
          add(musicStand(x + 14 * sc, y, sc * 0.62, false));
        } else add(player(x, y, sc, inst, body, C.gold));
      }
    }
    if (stage === "orchestra") {
      add(g(timpani(d), { transform: tf(sx + 300, stageBack - 28, 0, 0.055) }), g(timpani(d), { transform: tf(sx + 340, stageBack - 20, 0, 0.05) }));
      add(conductor(d, sx, stageFront + 2, 0.42, body, TAU * t));
    }
  } else if (stage === "piano") {
    add(g(grandPianoSide(d), { transform: tf(sx - 150, stageFront - 18, 0, 0.3) }));
    add(glowEllipse(d, sx, stageFront - 60, 240, 140, C.lgold, 0.25 * warm));
  }
  // Curtains and valance.
  if (o.curtains !== false) {
    add(curtain(d, xeL + 40, top - 10, 150, stageFront - top + 12, { side: "left", folds: 6, color: C.wine, sway, gather: 0.55 }));
    add(curtain(d, xeR - 190, top - 10, 150, stageFront - top + 12, { side: "right", folds: 6, color: C.wine, sway: -sway * 0.8, gather: 0.55 }));
    add(valance(d, xeL + 40, top - 12, xeR - xeL - 80, 70, 7, C.wine));
  }
  // Light beams and dust.
  const beams = o.beams ?? 3;
  const beamDefs: [number, number, number, number, number, number][] = [
    [sx - 330, -40, sx - 110, 650, 0.0, 0.2],
    [sx + 250, -40, sx + 70, 655, 0.33, 0.18],
    [sx + 720, 40, sx + 180, 630, 0.66, 0.15],
    [sx - 700, 40, sx - 200, 630, 0.5, 0.12],
  ];
  const specks: string[] = [];
  beamDefs.slice(0, beams).forEach(([ox, oy, tx0, ty0, ph, op], bi) => {
    const a = 0.045 * Math.sin(TAU * (t + ph));
    const dx = tx0 - ox;
    const dy = ty0 - oy;
    const tx = ox + dx * Math.cos(a) - dy * Math.sin(a);
    const ty = oy + dx * Math.sin(a) + dy * Math.cos(a);
    add(beam(d, ox, oy, tx, ty, 40, 320, op * 1.7 * warm, C.lgold, 10));
    const br = makeRng(`speck-${bi}-${sx}`);
    const count = Math.round(26 * (o.dust ?? 1));
    for (let i = 0; i < count; i++) {
      const v = 0.38 + 0.6 * br.next();
      const lat = (br.next() - 0.5) * (34 + 266 * v) * 0.8;
      const bx = ox + (tx - ox) * v - ((ty - oy) / Math.hypot(tx - ox, ty - oy)) * lat;
      const by = oy + (ty - oy) * v + ((tx - ox) / Math.hypot(tx - ox, ty - oy)) * lat;
      const p1 = br.next();
      const p2 = br.next();
      const x = bx + 14 * Math.sin(TAU * (t + p1));
      const y = by - 22 * Math.sin(TAU * (t + p2)) + 6 * Math.cos(TAU * 2 * (t + p1));
      const alpha = 0.15 + 0.4 * (0.5 + 0.5 * Math.sin(TAU * (2 * t + p2)));
      specks.push(circle(x, y, 1.2 + br.next() * 1.6, { opacity: alpha }));
    }
  });
  add(g(specks.join(""), { fill: C.paper }));

  // Stalls: rows of seats seen from behind, nearest at the bottom.
  const K = 7;
  for (let k = 0; k < K; k++) {
    const q = Math.pow((k + 0.6) / K, 1.35);
    const y = apron + 22 + 360 * q;
    const sw = 24 + 70 * q;
    const bend = 14 + 50 * q;
    const rowFill = o.calmLeft ? mix(C.night, "#000000", 0.15 + 0.2 * q) : mix(mix(C.night, C.deep, 0.35), "#000000", 0.1 + 0.25 * q);
    const p: Pt[] = [];
    for (let x = -60; x <= W + 60; x += 40) {
      const u = (x - sx) / (W * 0.75);
      p.push([x, y + sw * 0.45 - bend * u * u]);
    }
    const count = Math.ceil((W + 240) / sw);
    const first = sx - Math.ceil((sx + 120) / sw) * sw;
    for (let i = 0; i < count + 2; i++) {
      const x = first + i * sw;
      const cell = Math.round((x - sx) / sw);
      if (Math.abs(cell) === 6 || Math.abs(cell) === 7) continue;
      const u = (x - sx) / (W * 0.75);
      const yy = y - bend * u * u;
      if ((o.audience ?? 0) > 0 && r.next() < (o.audience ?? 0)) add(headFromBehind(x + r.range(-2, 2), yy - sw * (o.young ? 0.02 : 0.18), sw * (o.young ? r.range(0.15, 0.19) : 0.25), mix(C.night, "#000000", 0.3), C.lgold, 0.3 * (1 - Math.abs(u) * 0.6)));
      add(rect(x - sw * 0.43, yy, sw * 0.86, sw * 0.8, { rx: sw * 0.16, fill: rowFill }));
      add(path(`M${n(x - sw * 0.32)} ${n(yy + sw * 0.03)}Q${n(x)} ${n(yy - sw * 0.03)} ${n(x + sw * 0.32)} ${n(yy + sw * 0.03)}`, { fill: "none", stroke: C.lgold, "stroke-width": 1 + sw * 0.03, opacity: (0.28 - 0.18 * Math.min(1, Math.abs(u))) * warm * (o.calmLeft ? 1 : 1.6) }));
    }
    add(poly([...p, [W + 60, H + 80], [-60, H + 80]], { fill: rowFill }));
  }

  if (!o.calmLeft) add(glowEllipse(d, sx, apron + 40, 900, 260, C.lgold, 0.16 * warm));
  const z = zoom === 1 ? "" : `translate(${n(sx)} ${n(560)}) scale(${zoom.toFixed(5)}) translate(${n(-sx)} ${n(-560)})`;
  d.add(g(s.join(""), z ? { transform: z } : undefined));
  if (o.calmLeft) d.add(rect(-10, -10, 900, H + 20, { fill: d.lin([[0, C.night, 0.82], [0.55, C.night, 0.55], [1, C.night, 0]], 0, 0, 1, 0) }));
  vignette(d, 0.55, 0.55, 0.5);
}

type Sky = "dusk" | "night" | "day" | "winter";

/** The hall's façade: portico of columns, wings with tall windows, steps, lamps and trees. */
function facade(d: Doc, o: { time?: Sky; crowd?: number; scaffold?: boolean; ararat?: boolean } = {}): void {
  const time = o.time ?? "dusk";
  const r = d.r;
  const night = time === "night";
  const lit = time === "night" || time === "dusk";
  const skies: Record<Sky, Stop[]> = {
    dusk: [[0, mix(C.night, C.deep, 0.5)], [0.35, C.deep], [0.6, C.wine], [0.78, mix(C.wine, C.gold, 0.6)], [0.9, C.lgold]],
    night: [[0, mix(C.night, "#000000", 0.3)], [0.6, C.night], [0.9, mix(C.night, C.deep, 0.6)]],
    day: [[0, mix(C.lgold, C.gold, 0.3)], [0.6, mix(C.lgold, C.paper, 0.5)], [0.9, C.paper]],
    winter: [[0, mix(C.paper, C.gold, 0.35)], [0.7, mix(C.paper, C.lgold, 0.25)], [0.9, C.paper]],
  };
  fill(d, skies[time]);
  if (night) for (let i = 0; i < 120; i++) d.add(circle(r.next() * DW, r.next() * 520, r.range(0.6, 1.8), { fill: C.paper, opacity: r.range(0.2, 0.8) }));
  if (time === "dusk") d.add(glow(d, 1770, 560, 420, C.lgold, 0.55), circle(1770, 560, 92, { fill: mix(C.lgold, C.paper, 0.35), opacity: 0.9 }));
  if (night) d.add(glow(d, 1580, 170, 120, C.lgold, 0.4), crescent(d, 1580, 170, 38, C.lgold));
  if (o.ararat !== false) {
    const mt = time === "dusk" ? mix(C.wine, C.deep, 0.4) : night ? mix(C.night, C.deep, 0.35) : mix(C.lgold, C.gold, 0.5);
    d.add(g(ararat(640, 760, 1500, 560, mt, time === "dusk" ? C.lgold : C.paper, night ? 0.35 : 0.7), { opacity: 0.85 }));
  }
  // Trees behind the wings.
  const treeC = night ? mix(C.night, "#000000", 0.4) : time === "dusk" ? mix(C.deep, C.night, 0.6) : mix(C.gold, C.night, 0.45);
  for (const [x0, x1] of [
    [-60, 330],
    [1590, 1980],
  ] as const) {
    for (let i = 0; i < 14; i++) d.add(circle(r.range(x0, x1), r.range(560, 800), r.range(50, 110), { fill: treeC, opacity: 0.95 }));
  }
  // Stone colours.
  const stoneL = night ? mix(C.deep, C.gold, 0.12) : time === "dusk" ? mix(C.gold, C.lgold, 0.35) : T.stone;
  const stoneD = night ? mix(C.night, "#000000", 0.2) : time === "dusk" ? mix(C.gold, C.wine, 0.45) : mix(T.stone, C.gold, 0.55);
  const shaft = d.lin([[0, stoneD], [0.35, mix(stoneL, C.paper, night ? 0.05 : 0.25)], [0.62, stoneL], [1, stoneD]], 0, 0, 1, 0);
  const wall = d.lin([[0, stoneL], [1, mix(stoneL, stoneD, 0.6)]]);
  const recess = mix(stoneD, C.night, 0.55);
  // Ground and plaza.
  d.add(rect(-10, 858, DW + 20, 240, { fill: d.lin([[0, mix(stoneD, C.night, 0.4)], [1, mix(stoneD, C.night, 0.75)]]) }));
  for (let k = -12; k <= 12; k++) d.add(line(960 + k * 70, 860, 960 + k * 260, 1090, { stroke: night ? C.night : stoneL, "stroke-width": 2, opacity: 0.3 }));
  for (const y of [900, 950, 1015]) d.add(line(-10, y, DW + 10, y, { stroke: night ? C.night : stoneL, "stroke-width": 2, opacity: 0.25 }));
  // Main block, attic and cornice.
  d.add(rect(260, 330, 1400, 530, { fill: wall }));
  d.add(rect(300, 262, 1320, 70, { fill: mix(stoneL, stoneD, 0.25) }));
  d.add(rect(290, 255, 1340, 12, { fill: stoneL }));
  d.add(rect(240, 322, 1440, 20, { fill: mix(stoneL, C.paper, night ? 0 : 0.3) }));
  d.add(rosette(960, 296, 26, { fill: lit ? C.lgold : C.gold, opacity: 0.9 }));
  for (const x of [700, 1220]) d.add(rect(x - 70, 285, 140, 22, { fill: "none", stroke: lit ? C.gold : stoneD, "stroke-width": 3, opacity: 0.7 }));
  // Wings: pilasters and tall windows.
  const winLit = d.lin([[0, C.lgold], [1, mix(C.gold, C.wine, 0.3)]]);
  const winDark = d.lin([[0, mix(C.night, C.deep, 0.3)], [1, C.night]]);
  for (const wx of [260, 1360]) {
    for (let i = 0; i < 4; i++) d.add(rect(wx + 10 + i * 90, 350, 18, 510, { fill: stoneL, opacity: 0.5 }));
    for (let i = 0; i < 3; i++) {
      const x = wx + 45 + i * 90;
      const on = lit && (night || r.chance(0.7));
      d.add(path(archD(x, 420, 46, 160), { fill: on ? winLit : winDark, stroke: stoneD, "stroke-width": 4 }));
      d.add(rect(x, 640, 46, 150, { fill: on ? winLit : winDark, stroke: stoneD, "stroke-width": 4 }));
      d.add(line(x + 23, 440, x + 23, 580, { stroke: stoneD, "stroke-width": 3 }), line(x + 23, 640, x + 23, 790, { stroke: stoneD, "stroke-width": 3 }));
      if (on && night) d.add(glow(d, x + 23, 520, 90, C.lgold, 0.25));
    }
  }
  // Portico.
  d.add(rect(560, 330, 800, 72, { fill: mix(stoneL, C.paper, night ? 0 : 0.2) }));
  d.add(line(560, 348, 1360, 348, { stroke: stoneD, "stroke-width": 2, opacity: 0.6 }), line(560, 384, 1360, 384, { stroke: stoneD, "stroke-width": 2, opacity: 0.6 }));
  for (let x = 590; x < 1350; x += 48) d.add(circle(x, 366, 8, { fill: "none", stroke: lit ? C.gold : stoneD, "stroke-width": 3, opacity: 0.8 }));
  d.add(rect(575, 402, 770, 400, { fill: recess }));
  for (const dx of [760, 960, 1160]) {
    d.add(path(archD(dx - 55, 560, 110, 242), { fill: lit ? d.lin([[0, C.lgold], [1, C.gold]]) : winDark }));
    d.add(line(dx, 600, dx, 802, { stroke: stoneD, "stroke-width": 4 }));
    d.add(path(archD(dx - 38, 420, 76, 110), { fill: lit ? winLit : winDark, opacity: 0.9 }));
    if (lit) d.add(glowEllipse(d, dx, 820, 180, 60, C.lgold, night ? 0.5 : 0.3));
  }
  const cols = 8;
  const cw = 56;
  for (let i = 0; i < cols; i++) {
    const x = 590 + (i * (740 - cw)) / (cols - 1);
    d.add(column(x, 402, cw, 400, { shaft, cap: mix(stoneL, C.paper, night ? 0.05 : 0.3), flute: stoneD, fluteOp: 0.35 }));
    if (night) d.add(beam(d, x + cw / 2, 800, x + cw / 2, 420, 50, 80, 0.22, C.lgold, 8));
  }
  // Steps.
  for (let k = 0; k < 5; k++) {
    const y = 802 + k * 11.6;
    d.add(rect(540 - k * 26, y, 840 + k * 52, 12, { fill: k % 2 ? stoneL : mix(stoneL, stoneD, 0.35) }));
  }
  // Lamps.
  for (const lx of [470, 1450]) {
    d.add(rect(lx - 4, 640, 8, 220, { fill: C.ink }), rect(lx - 14, 850, 28, 10, { fill: C.ink }));
    d.add(line(lx - 30, 650, lx + 30, 650, { stroke: C.ink, "stroke-width": 5 }));
    for (const gx of [lx - 30, lx, lx + 30]) {
      const gy = gx === lx ? 620 : 640;
      if (lit) d.add(glow(d, gx, gy, 70, C.lgold, 0.6));
      d.add(circle(gx, gy, 12, { fill: lit ? mix(C.lgold, C.paper, 0.5) : C.paper, opacity: 0.95 }));
    }
  }
  if (o.scaffold) {
    const sc = C.ink;
    for (let x = 540; x <= 1380; x += 70) d.add(line(x, 250, x, 860, { stroke: sc, "stroke-width": 5, opacity: 0.8 }));
    for (let y = 300; y <= 820; y += 85) {
      d.add(line(530, y, 1390, y, { stroke: sc, "stroke-width": 5, opacity: 0.8 }));
      d.add(rect(530, y - 8, 860, 8, { fill: T.wood, opacity: 0.7 }));
    }
    for (let x = 540; x < 1380; x += 140) d.add(line(x, 300, x + 70, 385, { stroke: sc, "stroke-width": 3, opacity: 0.6 }), line(x + 70, 470, x + 140, 555, { stroke: sc, "stroke-width": 3, opacity: 0.6 }));
  }
  if (time === "winter") d.add(rect(-10, 858, DW + 20, 240, { fill: C.paper, opacity: 0.55 }));
  if (night) d.add(glowEllipse(d, 960, 900, 700, 120, C.lgold, 0.2));
  // People.
  const crowd = Math.round((o.crowd ?? 0) * 60);
  const people: [number, number, number][] = [];
  for (let i = 0; i < crowd; i++) {
    const y = r.range(870, 1060);
    people.push([r.range(180, 1740), y, 0.45 + ((y - 860) / 220) * 0.55]);
  }
  people.sort((a, b) => a[1] - b[1]);
  const pc = night ? mix(C.night, "#000000", 0.4) : time === "dusk" ? mix(C.deep, C.night, 0.55) : mix(C.ink, C.gold, 0.2);
  for (const [x, y, s] of people) {
    d.add(path(`M${n(x - 15 * s)} ${n(y)}L${n(x - 19 * s)} ${n(y - 66 * s)}Q${n(x - 19 * s)} ${n(y - 84 * s)} ${n(x)} ${n(y - 86 * s)}Q${n(x + 19 * s)} ${n(y - 84 * s)} ${n(x + 19 * s)} ${n(y - 66 * s)}L${n(x + 15 * s)} ${n(y)}Z`, { fill: pc }), circle(x, y - 98 * s, 11 * s, { fill: pc }));
  }
  if (time === "winter") {
    for (const [x, y, w] of [
      [240, 318, 1440],
      [290, 252, 1340],
      [560, 326, 800],
    ] as const)
      d.add(rect(x, y, w, 8, { fill: C.paper, rx: 4 }));
    for (let k = 0; k < 5; k++) d.add(rect(540 - k * 26, 800 + k * 11.6, 840 + k * 52, 4, { fill: C.paper, opacity: 0.9 }));
    for (let i = 0; i < 420; i++) d.add(circle(r.next() * DW, r.next() * DH, r.range(1.2, 4), { fill: C.paper, opacity: r.range(0.5, 0.95) }));
  }
  vignette(d, night ? 0.6 : 0.4);
}

/** Seats of the auditorium seen from the stage: stalls and two balconies. */
function seatsFromStage(d: Doc, o: { audience?: number; warm?: number; stand?: boolean } = {}): void {
  const r = d.r;
  const warm = o.warm ?? 1;
  const aud = o.audience ?? 0;
  fill(d, [[0, mix(C.night, "#000000", 0.35)], [0.45, mix(C.night, C.deep, 0.35)], [1, C.night]]);
  const seatFace = d.lin([[0, mix(C.wine, C.lgold, 0.22 * warm)], [0.55, C.wine], [1, mix(C.deep, C.night, 0.5)]]);
  const person = mix(C.night, C.deep, 0.3);
  const curve = (yEnd: number, yMid: number) => (x: number): number => {
    const u = (x - 960) / 1150;
    return yEnd + (yMid - yEnd) * (1 - u * u);
  };
  // Walls: pilasters and sconces.
  for (const x of [120, 1800]) d.add(rect(x - 30, 0, 60, DH, { fill: mix(C.night, C.deep, 0.3) }));
  for (const [x, y] of [
    [120, 300],
    [1800, 300],
    [120, 560],
    [1800, 560],
  ] as const)
    d.add(glow(d, x, y, 90, C.lgold, 0.55 * warm), ellipse(x, y, 10, 16, { fill: C.paper }));
  const tiers = [
    { yEnd: 110, yMid: 170, th: 32, rows: 3, size: 24 },
    { yEnd: 330, yMid: 410, th: 42, rows: 3, size: 30 },
  ];
  for (const tr of tiers) {
    const y = curve(tr.yEnd, tr.yMid);
    for (let j = tr.rows; j >= 1; j--) {
      for (let x = -40 + (j % 2) * tr.size * 0.5; x < DW + 40; x += tr.size) {
        const sy = y(x) - j * tr.size * 0.95;
        if (aud > 0 && r.next() < aud) d.add(circle(x, sy - tr.size * 0.2, tr.size * 0.26, { fill: person }), ellipse(x, sy + tr.size * 0.35, tr.size * 0.45, tr.size * 0.3, { fill: person }));
        d.add(rect(x - tr.size * 0.4, sy, tr.size * 0.8, tr.size * 0.8, { fill: seatFace, rx: tr.size * 0.14 }));
      }
    }
    const top: Pt[] = [];
    const bot: Pt[] = [];
    for (let x = -60; x <= DW + 60; x += 40) {
      top.push([x, y(x)]);
      bot.push([x, y(x) + tr.th]);
    }
    d.add(poly([...top, ...bot.reverse()], { fill: d.lin([[0, mix(C.wine, C.lgold, 0.15)], [1, C.deep]]) }));
    d.add(pline(top, { stroke: C.lgold, "stroke-width": 4, opacity: 0.85 }));
    d.add(pline(top.map(([x, yy]) => [x, yy + tr.th * 0.55]), { stroke: C.gold, "stroke-width": 2, opacity: 0.5, "stroke-dasharray": "2 22" }));
    d.add(poly([...bot.map(([x, yy]): Pt => [x, yy]), ...bot.map(([x, yy]): Pt => [x, yy + 30]).reverse()], { fill: C.night, opacity: 0.85 }));
    for (let x = 100; x < DW; x += 180) d.add(glow(d, x, y(x) + tr.th + 16, 26, C.lgold, 0.7 * warm), circle(x, y(x) + tr.th + 16, 3, { fill: C.paper }));
  }
  // Stalls.
  const K = 12;
  for (let k = 0; k < K; k++) {
    const q = Math.pow(k / (K - 1), 1.55);
    const y0 = 520 + 520 * q;
    const sw = 22 + 96 * q;
    const bend = 20 + 150 * q;
    const yAt = (x: number): number => y0 - bend * Math.pow((x - 960) / 1150, 2);
    const body: Pt[] = [];
    for (let x = -60; x <= DW + 60; x += 40) body.push([x, yAt(x) + sw * 0.95]);
    const count = Math.ceil((DW + 200) / sw) + 2;
    const first = 960 - Math.ceil((960 + 100) / sw) * sw;
    for (let i = 0; i < count; i++) {
      const x = first + i * sw;
      const cell = Math.round((x - 960) / sw);
      if (Math.abs(cell) === 6) continue;
      const y = yAt(x);
      d.add(rect(x - sw * 0.4, y - sw * 0.1, sw * 0.8, sw * 0.78, { fill: seatFace, rx: sw * 0.16 }), rect(x - sw * 0.36, y + sw * 0.62, sw * 0.72, sw * 0.2, { fill: mix(C.deep, C.night, 0.4), rx: sw * 0.06 }));
      if (aud > 0 && r.next() < aud) d.add(path(`M${n(x - sw * 0.34)} ${n(y + sw * 0.7)}Q${n(x - sw * 0.34)} ${n(y + sw * 0.02)} ${n(x)} ${n(y)}Q${n(x + sw * 0.34)} ${n(y + sw * 0.02)} ${n(x + sw * 0.34)} ${n(y + sw * 0.7)}Z`, { fill: person }), circle(x, y - sw * 0.16, sw * 0.19, { fill: person }), path(`M${n(x - sw * 0.14)} ${n(y - sw * 0.3)}A${n(sw * 0.19)} ${n(sw * 0.19)} 0 0 1 ${n(x + sw * 0.14)} ${n(y - sw * 0.3)}`, { fill: "none", stroke: C.lgold, "stroke-width": 1 + sw * 0.02, opacity: 0.4 }));
      d.add(rect(x + sw * 0.42, y + sw * 0.3, sw * 0.08, sw * 0.5, { fill: C.night }), circle(x + sw * 0.46, y + sw * 0.3, sw * 0.05, { fill: C.gold, opacity: 0.8 }));
    }
    d.add(poly([...body, [DW + 60, DH + 100], [-60, DH + 100]], { fill: mix(C.night, "#000000", 0.2 + 0.3 * (1 - q)) }));
  }
  d.add(glowEllipse(d, 960, 1080, 900, 260, C.lgold, 0.22 * warm));
  d.add(rect(-10, 1040, DW + 20, 60, { fill: d.lin([[0, mix(T.wood, C.lgold, 0.25)], [1, T.darkWood]]) }), rect(-10, 1040, DW + 20, 3, { fill: C.lgold, opacity: 0.8 }));
  if (o.stand !== false) d.add(musicStand(300, 1130, 2.4, false));
  vignette(d, 0.5);
}

/** The main hall from a balcony or a box: stage far away, stalls below, the parapet in front. */
function hallFromAbove(d: Doc, o: { stage?: "empty" | "orchestra" | "piano"; audience?: number; box?: boolean; sx?: number; warm?: number } = {}): void {
  const r = d.r;
  const sx = o.sx ?? 960;
  const warm = o.warm ?? 1;
  const aud = o.audience ?? 0;
  fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, C.night]]);
  // Stage end.
  d.add(rect(sx - 540, 20, 1080, 300, { fill: d.lin([[0, mix(C.night, C.deep, 0.3)], [1, mix(C.deep, C.wine, 0.4)]]) }));
  d.add(glowEllipse(d, sx, 260, 560, 240, C.lgold, 0.25 * warm));
  d.add(organ(d, sx, 240, 520, 210, { lit: warm }));
  d.add(poly([[sx - 470, 290], [sx + 470, 290], [sx + 560, 420], [sx - 560, 420]], { fill: d.lin([[0, mix(T.wood, C.lgold, 0.35 * warm)], [1, mix(T.wood, C.night, 0.2)]]) }));
  for (let k = -10; k <= 10; k++) d.add(line(sx + k * 47, 290, sx + k * 56, 420, { stroke: C.night, "stroke-width": 1.2, opacity: 0.22 }));
  d.add(glowEllipse(d, sx, 360, 420, 80, C.lgold, 0.45 * warm));
  d.add(rect(sx - 560, 420, 1120, 26, { fill: T.darkWood }), rect(sx - 560, 420, 1120, 3, { fill: C.lgold, opacity: 0.7 }));
  const body = mix(C.ink, "#000000", 0.3);
  if (o.stage === "orchestra") {
    for (let row = 4; row >= 0; row--) {
      const sc = 0.42 - row * 0.03;
      const y0 = 410 - row * 26;
      const hw = 170 + row * 70;
      const cnt = 7 + row * 3;
      for (let i = 0; i < cnt; i++) {
        const x = sx - hw + ((i + 0.5) / cnt) * hw * 2;
        if (row === 0 && Math.abs(x - sx) < 50) continue;
        const y = y0 + Math.pow(Math.abs(x - sx) / hw, 2) * 18 - 14;
        d.add(player(x, y, sc, row <= 1 ? (x > sx + hw * 0.35 ? "cello" : "violin") : row === 4 ? "brass" : "wind", body, C.gold));
      }
    }
    d.add(conductor(d, sx, 424, 0.36, body));
  } else if (o.stage === "piano") {
    d.add(g(grandPianoSide(d), { transform: tf(sx - 130, 395, 0, 0.26) }));
  }
  // Side walls with boxes.
  for (const side of [-1, 1] as const) {
    const xe = sx + side * 560;
    const xf = side < 0 ? -60 : DW + 60;
    d.add(poly([[xf, -60], [xe, 0], [xe, 446], [xf, 760]], { fill: d.lin(side < 0 ? [[0, mix(C.night, "#000000", 0.3)], [1, mix(C.night, C.deep, 0.4)]] : [[0, mix(C.night, C.deep, 0.4)], [1, mix(C.night, "#000000", 0.3)]], 0, 0, 1, 0) }));
    for (const [y0, y1] of [
      [150, 60],
      [300, 280],
    ] as const) {
      d.add(poly([[xe, y0], [xf, y1], [xf, y1 + 46], [xe, y0 + 22]], { fill: mix(C.wine, C.night, 0.35) }));
      d.add(line(xe, y0, xf, y1, { stroke: C.gold, "stroke-width": 3, opacity: 0.7 }));
      for (let k = 1; k < 6; k++) {
        const u = k / 6;
        d.add(glow(d, xe + (xf - xe) * u, y0 + (y1 - y0) * u + 30, 18 + 14 * u, C.lgold, 0.55 * warm));
      }
    }
  }
  // Stalls seen from above and behind.
  const seatTop = d.lin([[0, mix(C.wine, C.lgold, 0.3)], [0.4, C.wine], [1, mix(C.deep, C.night, 0.45)]]);
  const K = 14;
  for (let k = 0; k < K; k++) {
    const q = Math.pow(k / (K - 1), 1.25);
    const y0 = 470 + 470 * q;
    const sw = 28 + 44 * q;
    const bend = 40 + 80 * q;
    const yAt = (x: number): number => y0 - bend * Math.pow((x - sx) / 1100, 2);
    const first = sx - Math.ceil((sx + 100) / sw) * sw;
    const count = Math.ceil((DW + 200) / sw) + 2;
    for (let i = 0; i < count; i++) {
      const x = first + i * sw;
      const cell = Math.round((x - sx) / sw);
      if (Math.abs(cell) === 7) continue;
      const y = yAt(x);
      d.add(rect(x - sw * 0.42, y, sw * 0.84, sw * 0.55, { fill: seatTop, rx: sw * 0.14 }));
      if (aud > 0 && r.next() < aud) d.add(headFromBehind(x, y - sw * 0.05, sw * 0.24, mix(C.night, "#000000", 0.3), C.lgold, 0.3));
    }
    const band: Pt[] = [];
    for (let x = -60; x <= DW + 60; x += 40) band.push([x, yAt(x) + sw * 0.55]);
    d.add(poly([...band, ...band.map(([x, y]): Pt => [x, y + sw * 0.3]).reverse()], { fill: mix(C.night, "#000000", 0.3) }));
  }
  // Parapet in front.
  const rail: Pt[] = [];
  for (let x = -60; x <= DW + 60; x += 40) rail.push([x, 930 - 40 * Math.pow((x - 960) / 1000, 2)]);
  d.add(poly([...rail, [DW + 60, DH + 60], [-60, DH + 60]], { fill: d.lin([[0, C.deep], [1, mix(C.deep, C.night, 0.6)]]) }));
  d.add(poly([...rail, ...rail.map(([x, y]): Pt => [x, y + 44]).reverse()], { fill: d.lin([[0, mix(C.wine, C.lgold, 0.3)], [1, C.wine]]) }));
  d.add(pline(rail, { stroke: C.lgold, "stroke-width": 5 }), pline(rail.map(([x, y]): Pt => [x, y + 50]), { stroke: C.gold, "stroke-width": 3, opacity: 0.7 }));
  for (let x = 40; x < DW; x += 120) d.add(rosette(x, 1010 - 40 * Math.pow((x - 960) / 1000, 2), 16, { fill: C.gold, opacity: 0.5 }));
  if (o.box) {
    const [vx, , vw] = d.view;
    d.add(curtain(d, vx - 40, -20, 300, DH + 40, { side: "left", folds: 6, color: C.wine, gather: 0.45 }));
    d.add(curtain(d, vx + vw - 260, -20, 300, DH + 40, { side: "right", folds: 6, color: C.wine, gather: 0.45 }));
    d.add(valance(d, vx - 40, -20, vw + 80, 110, 7, C.deep));
    d.add(g(flute(d, 0.7), { transform: tf(vx + vw - 420, 700, 0, 0.9) }), g(flute(d, 0.5), { transform: tf(vx + vw - 350, 712, 6, 0.9) }));
  }
  vignette(d, 0.5);
}

/** Looking up into the coffered ceiling with the great chandelier. */
function ceilingScene(d: Doc, o: { lit?: number } = {}): void {
  const lit = o.lit ?? 1;
  const cx = 960;
  const cy = 330;
  fill(d, [[0, mix(C.night, C.deep, 0.5)], [1, C.night]]);
  for (let ring = 9; ring >= 1; ring--) {
    const rx = ring * 150;
    const ry = ring * 80;
    d.add(ellipse(cx, cy, rx, ry, { fill: ring % 2 ? mix(C.deep, C.night, 0.35 + ring * 0.04) : mix(C.night, C.deep, 0.25), stroke: C.gold, "stroke-width": 3, "stroke-opacity": 0.55 }));
  }
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * TAU;
    d.add(line(cx + Math.cos(a) * 150, cy + Math.sin(a) * 80, cx + Math.cos(a) * 1400, cy + Math.sin(a) * 750, { stroke: C.gold, "stroke-width": 3, opacity: 0.45 }));
    for (let ring = 2; ring < 9; ring++) {
      const aa = a + TAU / 48;
      const rx = (ring + 0.5) * 150;
      const ry = (ring + 0.5) * 80;
      d.add(circle(cx + Math.cos(aa) * rx, cy + Math.sin(aa) * ry, 4 + ring * 1.5, { fill: C.gold, opacity: 0.35 }));
    }
  }
  d.add(rosette(cx, cy, 90, { fill: C.gold, opacity: 0.9 }));
  d.add(glow(d, cx, 600, 700, C.lgold, 0.3 * lit));
  d.add(chandelier(d, cx, 640, 2.3, { lit, chain: 130 }));
  vignette(d, 0.55);
}

/** The foyer: colonnade, chequered marble, chandeliers and tall windows. */
function foyer(d: Doc, o: { time?: "day" | "evening"; people?: number } = {}): void {
  const day = o.time === "day";
  const r = d.r;
  const P = persp(960, 500, 900);
  const floorY = 1.7;
  const ceilY = -5.5;
  const half = 7;
  const far = 34;
  fill(d, [[0, day ? mix(C.lgold, C.gold, 0.3) : mix(C.night, C.deep, 0.35)], [1, C.night]]);
  const wallC = day ? mix(T.stone, C.gold, 0.25) : mix(C.deep, C.night, 0.35);
  const wallFar = day ? mix(T.stone, C.lgold, 0.3) : mix(C.deep, C.wine, 0.2);
  // Ceiling, walls, floor.
  d.add(poly([P(-half, ceilY, 2), P(half, ceilY, 2), P(half, ceilY, far), P(-half, ceilY, far)], { fill: day ? mix(T.stone, C.paper, 0.3) : mix(C.night, C.deep, 0.3) }));
  for (const side of [-1, 1]) d.add(poly([P(side * half, ceilY, 2), P(side * half, ceilY, far), P(side * half, floorY, far), P(side * half, floorY, 2)], { fill: d.lin(side < 0 ? [[0, mix(wallC, C.night, 0.4)], [1, wallFar]] : [[0, wallFar], [1, mix(wallC, C.night, 0.4)]], 0, 0, 1, 0) }));
  const endA = P(-half, ceilY, far);
  const endB = P(half, floorY, far);
  d.add(rect(endA[0], endA[1], endB[0] - endA[0], endB[1] - endA[1], { fill: wallFar }));
  const doorA = P(-1.6, -2.5, far);
  const doorB = P(1.6, floorY, far);
  d.add(path(archD(doorA[0], doorA[1], doorB[0] - doorA[0], doorB[1] - doorA[1]), { fill: d.lin([[0, C.paper], [1, C.lgold]]) }), glow(d, 960, (doorA[1] + doorB[1]) / 2, 260, C.lgold, 0.55));
  const tileA = day ? mix(C.paper, C.lgold, 0.4) : mix(C.gold, C.wine, 0.5);
  const tileB = day ? mix(C.gold, C.wine, 0.25) : mix(C.deep, C.night, 0.4);
  for (let z = 2; z < far; z += 1.1) {
    for (let x = -half; x < half; x += 1.4) {
      const i = Math.round((x + half) / 1.4) + Math.round((z - 2) / 1.1);
      d.add(poly([P(x, floorY, z), P(x + 1.4, floorY, z), P(x + 1.4, floorY, z + 1.1), P(x, floorY, z + 1.1)], { fill: i % 2 ? tileA : tileB }));
    }
  }
  d.add(poly([P(-1.3, floorY, 2), P(1.3, floorY, 2), P(1.3, floorY, far), P(-1.3, floorY, far)], { fill: C.wine, opacity: 0.92 }));
  d.add(poly([P(-1.15, floorY, 2), P(-1.1, floorY, 2), P(-1.1, floorY, far), P(-1.15, floorY, far)], { fill: C.gold }), poly([P(1.1, floorY, 2), P(1.15, floorY, 2), P(1.15, floorY, far), P(1.1, floorY, far)], { fill: C.gold }));
  // Windows on both walls.
  for (let z = 6; z < far; z += 5) {
    for (const side of [-1, 1]) {
      const a = P(side * half, -3.8, z + 1.1);
      const b = P(side * half, 0.6, z + 1.1);
      const c = P(side * half, 0.6, z + 2.9);
      const e = P(side * half, -3.8, z + 2.9);
      d.add(poly([a, e, c, b], { fill: day ? d.lin([[0, C.paper], [1, C.lgold]]) : d.lin([[0, mix(C.deep, C.wine, 0.5)], [1, mix(C.wine, C.gold, 0.6)]]), opacity: 0.9 }));
      d.add(poly([P(side * half, -3.8, z + 2), P(side * half, 0.6, z + 2), P(side * half, 0.6, z + 2.05), P(side * half, -3.8, z + 2.05)], { fill: wallC }));
      if (day) d.add(beam(d, (a[0] + c[0]) / 2, (a[1] + c[1]) / 2, 960 + side * 40, P(0, floorY, z + 4)[1], 120 * (6 / z), 200 * (6 / z), 0.22, C.paper, 10));
    }
  }
  // Chandeliers, far to near.
  for (const z of [26, 18, 11]) {
    const p = P(0, -3.6, z);
    d.add(chandelier(d, p[0], p[1], 900 / z / 120, { chain: 160 }));
  }
  // Columns, far to near.
  const shaft = d.lin(day ? [[0, mix(T.stone, C.gold, 0.5)], [0.35, C.paper], [0.65, T.stone], [1, mix(T.stone, C.gold, 0.6)]] : [[0, mix(C.deep, C.night, 0.5)], [0.35, mix(C.gold, C.lgold, 0.4)], [0.65, C.gold], [1, mix(C.deep, C.night, 0.6)]], 0, 0, 1, 0);
  for (let z = far - 4; z >= 3; z -= 5) {
    for (const side of [-1, 1]) {
      const top = P(side * 4.3, ceilY, z);
      const bot = P(side * 4.3, floorY, z);
      const w = (0.95 * 900) / z;
      d.add(column(top[0] - w / 2, top[1], w, bot[1] - top[1], { shaft, cap: day ? C.paper : C.lgold, flute: C.night, fluteOp: 0.15 }));
    }
  }
  // People.
  const people = Math.round((o.people ?? 0) * 16);
  const list: [number, number][] = [];
  for (let i = 0; i < people; i++) list.push([r.range(-4, 4), r.range(6, 22)]);
  list.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of list) {
    const [px, py] = P(x, floorY, z);
    const s = 900 / z / 110;
    d.add(path(`M${n(px - 15 * s)} ${n(py)}L${n(px - 19 * s)} ${n(py - 130 * s)}Q${n(px)} ${n(py - 150 * s)} ${n(px + 19 * s)} ${n(py - 130 * s)}L${n(px + 15 * s)} ${n(py)}Z`, { fill: day ? mix(C.ink, C.deep, 0.3) : C.night }), circle(px, py - 160 * s, 11 * s, { fill: day ? mix(C.ink, C.deep, 0.3) : C.night }));
  }
  vignette(d, 0.5);
}

/** The grand staircase rising to a landing under an arched window. */
function staircase(d: Doc, o: { time?: "day" | "evening" } = {}): void {
  const day = o.time === "day";
  const P = persp(960, 330, 760);
  const N = 15;
  const rise = 0.17;
  const run = 0.34;
  const z0 = 2.8;
  const half = 3;
  fill(d, [[0, day ? mix(T.stone, C.lgold, 0.4) : mix(C.night, C.deep, 0.4)], [1, C.night]]);
  const topZ = z0 + N * run;
  const topY = 1.6 - N * rise;
  // Back wall with arched window and side flights.
  const wa = P(-6, -6, topZ + 3);
  const wb = P(6, topY, topZ + 3);
  d.add(rect(wa[0] - 400, wa[1] - 300, wb[0] - wa[0] + 800, wb[1] - wa[1] + 300, { fill: day ? T.stone : mix(C.deep, C.night, 0.3) }));
  const wA = P(-1.4, -4.6, topZ + 3);
  const wB = P(1.4, topY - 0.4, topZ + 3);
  d.add(glow(d, 960, (wA[1] + wB[1]) / 2, 420, C.lgold, 0.4));
  d.add(path(archD(wA[0], wA[1], wB[0] - wA[0], wB[1] - wA[1]), { fill: d.lin(day ? [[0, C.paper], [1, C.lgold]] : [[0, mix(C.wine, C.deep, 0.5)], [0.7, mix(C.wine, C.gold, 0.5)], [1, C.lgold]]), stroke: C.gold, "stroke-width": 6 }));
  d.add(line(960, wA[1] + 20, 960, wB[1], { stroke: C.gold, "stroke-width": 4 }), line(wA[0], (wA[1] + wB[1]) / 2, wB[0], (wA[1] + wB[1]) / 2, { stroke: C.gold, "stroke-width": 4 }));
  for (const side of [-1, 1]) {
    const steps: Pt[] = [];
    for (let k = 0; k <= 10; k++) steps.push(P(side * (2.2 + k * 0.4), topY - k * rise, topZ + 2.6));
    d.add(pline(steps.map(([x, y]): Pt => [x, y - 70]), { stroke: C.gold, "stroke-width": 5 }));
    d.add(poly([...steps, ...steps.map(([x, y]): Pt => [x, y + 30]).reverse()], { fill: day ? mix(T.stone, C.gold, 0.3) : mix(C.wine, C.night, 0.3) }));
  }
  // Landing.
  d.add(poly([P(-half - 2, topY, topZ), P(half + 2, topY, topZ), P(half + 2, topY, topZ + 3), P(-half - 2, topY, topZ + 3)], { fill: day ? mix(T.stone, C.gold, 0.2) : mix(C.deep, C.night, 0.2) }));
  // Floor in front of the stairs.
  for (let z = 1; z < z0 - 0.01; z += 0.45) {
    for (let x = -9; x < 9; x += 1) {
      const i = Math.round(x + 9) + Math.round((z - 1) / 0.45);
      d.add(poly([P(x, 1.6, z), P(x + 1, 1.6, z), P(x + 1, 1.6, Math.min(z0, z + 0.45)), P(x, 1.6, Math.min(z0, z + 0.45))], { fill: i % 2 ? (day ? T.stone : mix(C.gold, C.wine, 0.5)) : day ? mix(C.gold, C.wine, 0.2) : mix(C.deep, C.night, 0.4) }));
    }
  }
  d.add(poly([P(-1.3, 1.6, 1), P(1.3, 1.6, 1), P(1.3, 1.6, z0), P(-1.3, 1.6, z0)], { fill: C.wine }));
  // Steps, far to near.
  const riser = day ? mix(T.stone, C.gold, 0.35) : mix(C.deep, C.night, 0.45);
  const tread = day ? mix(T.stone, C.paper, 0.4) : mix(C.gold, C.deep, 0.55);
  for (let k = N - 1; k >= 0; k--) {
    const z = z0 + k * run;
    const yb = 1.6 - k * rise;
    const yt = yb - rise;
    d.add(poly([P(-half, yt, z), P(half, yt, z), P(half, yt, z + run), P(-half, yt, z + run)], { fill: tread }));
    d.add(poly([P(-half, yb, z), P(half, yb, z), P(half, yt, z), P(-half, yt, z)], { fill: riser }));
    d.add(poly([P(-1.2, yt, z), P(1.2, yt, z), P(1.2, yt, z + run), P(-1.2, yt, z + run)], { fill: mix(C.wine, C.lgold, 0.12) }));
    d.add(poly([P(-1.2, yb, z), P(1.2, yb, z), P(1.2, yt, z), P(-1.2, yt, z)], { fill: C.deep }));
    const rod = P(-1.25, yt, z);
    const rod2 = P(1.25, yt, z);
    d.add(line(rod[0], rod[1], rod2[0], rod2[1], { stroke: C.lgold, "stroke-width": Math.max(1.5, 950 / z / 90), opacity: 0.9 }));
  }
  // Balustrades.
  for (const side of [-1, 1]) {
    const rail: Pt[] = [];
    for (let k = 0; k <= N; k++) {
      const z = z0 + k * run;
      const y = 1.6 - k * rise;
      const base = P(side * half, y, z);
      const top = P(side * half, y - 1, z);
      rail.push(top);
      if (k < N) d.add(line(base[0], base[1], top[0], top[1], { stroke: day ? mix(T.stone, C.gold, 0.6) : C.gold, "stroke-width": Math.max(2, 950 / z / 40), opacity: 0.9 }));
    }
    d.add(pline(rail, { stroke: day ? C.gold : C.lgold, "stroke-width": 14, "stroke-linecap": "round" }));
    const newel = P(side * half, 1.6, z0);
    const newelTop = P(side * half, 0.3, z0);
    d.add(rect(newel[0] - 26, newelTop[1], 52, newel[1] - newelTop[1], { fill: day ? mix(T.stone, C.gold, 0.4) : C.gold }));
    d.add(glow(d, newel[0], newelTop[1] - 60, 90, C.lgold, 0.7), circle(newel[0], newelTop[1] - 50, 26, { fill: C.paper, opacity: 0.9 }), rect(newel[0] - 6, newelTop[1] - 30, 12, 30, { fill: C.gold }));
  }
  for (const x of [420, 1500]) d.add(chandelier(d, x, 150, 0.9, { chain: 200 }));
  vignette(d, 0.5);
}

/** A long corridor with doors, sconces and a carpet runner. */
function corridor(d: Doc, o: { warm?: number } = {}): void {
  const warm = o.warm ?? 1;
  const P = persp(960, 520, 800);
  const half = 2.4;
  const floorY = 1.6;
  const ceilY = -1.8;
  const far = 40;
  fill(d, [[0, C.night], [1, C.night]]);
  d.add(poly([P(-half, ceilY, 1), P(half, ceilY, 1), P(half, ceilY, far), P(-half, ceilY, far)], { fill: mix(C.night, C.deep, 0.3) }));
  d.add(poly([P(-half, floorY, 1), P(half, floorY, 1), P(half, floorY, far), P(-half, floorY, far)], { fill: mix(C.deep, C.night, 0.3) }));
  d.add(poly([P(-1.2, floorY, 1), P(1.2, floorY, 1), P(1.2, floorY, far), P(-1.2, floorY, far)], { fill: C.wine }));
  for (const x of [-1.05, 1.0]) d.add(poly([P(x, floorY, 1), P(x + 0.05, floorY, 1), P(x + 0.05, floorY, far), P(x, floorY, far)], { fill: C.gold, opacity: 0.8 }));
  for (const side of [-1, 1]) {
    d.add(poly([P(side * half, ceilY, 1), P(side * half, ceilY, far), P(side * half, floorY, far), P(side * half, floorY, 1)], { fill: mix(C.deep, C.night, 0.2) }));
    d.add(poly([P(side * half, 0.5, 1), P(side * half, 0.5, far), P(side * half, floorY, far), P(side * half, floorY, 1)], { fill: T.darkWood }));
    d.add(pline([P(side * half, 0.5, 1), P(side * half, 0.5, far)], { stroke: C.gold, "stroke-width": 3, opacity: 0.8 }));
  }
  const endA = P(-half, ceilY, far);
  const endB = P(half, floorY, far);
  d.add(rect(endA[0], endA[1], endB[0] - endA[0], endB[1] - endA[1], { fill: mix(C.deep, C.wine, 0.3) }));
  const da = P(-0.6, -0.8, far);
  const db = P(0.6, floorY, far);
  d.add(glow(d, 960, (da[1] + db[1]) / 2, 200, C.lgold, 0.6), rect(da[0], da[1], db[0] - da[0], db[1] - da[1], { fill: C.lgold }));
  for (let z = far - 6; z >= 2; z -= 6) {
    // Doors on the left, sconces on both sides.
    const a = P(-half, -0.9, z);
    const b = P(-half, floorY, z);
    const c = P(-half, floorY, z + 1.2);
    const e = P(-half, -0.9, z + 1.2);
    d.add(poly([a, e, c, b], { fill: T.darkWood, stroke: C.gold, "stroke-width": Math.max(1, 800 / z / 60) }));
    const h = P(-half, 0.4, z + 1.0);
    d.add(circle(h[0], h[1], Math.max(1.5, 800 / z / 30), { fill: C.lgold }));
    for (const side of [-1, 1]) {
      const sp = P(side * half, -0.6, z + 3.5);
      const s = 800 / (z + 3.5);
      d.add(glow(d, sp[0], sp[1], s * 0.9, C.lgold, 0.6 * warm), ellipse(sp[0], sp[1], s * 0.06, s * 0.1, { fill: C.paper }));
    }
    const lamp = P(0, ceilY + 0.05, z + 3);
    d.add(glowEllipse(d, lamp[0], lamp[1], 800 / (z + 3), 200 / (z + 3), C.lgold, 0.5 * warm));
    const pa = P(half, -1.0, z + 1);
    const pb = P(half, 0.2, z + 2.4);
    d.add(poly([pa, [pb[0], pa[1] + (pb[0] - pa[0]) * ((pa[1] - 520) / (pa[0] - 960))], pb, [pa[0], pb[1] + (pa[0] - pb[0]) * ((pb[1] - 520) / (pb[0] - 960))]], { fill: mix(C.gold, C.wine, 0.5), stroke: C.gold, "stroke-width": 3, opacity: 0.8 }));
  }
  vignette(d, 0.65);
}

/** Backstage: fly ropes, cases, stands and the edge of the curtain with the lit stage beyond. */
function backstage(d: Doc): void {
  const r = d.r;
  fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, C.night]]);
  for (let y = 0; y < 760; y += 34) for (let x = (y / 34) % 2 ? -40 : 0; x < 1400; x += 80) d.add(rect(x + 2, y + 2, 76, 30, { fill: mix(C.night, C.deep, 0.25 + r.next() * 0.1) }));
  d.add(rect(0, 760, DW, 320, { fill: d.lin([[0, mix(T.darkWood, C.night, 0.3)], [1, C.night]]) }));
  for (let k = 0; k < 12; k++) d.add(line(0, 780 + k * 28, DW, 780 + k * 28, { stroke: C.night, "stroke-width": 2, opacity: 0.4 }));
  // The stage beyond the curtain edge.
  d.add(rect(1300, 0, 620, 1080, { fill: d.lin([[0, mix(C.lgold, C.gold, 0.4)], [1, mix(C.gold, C.wine, 0.4)]], 0, 0, 1, 0) }));
  d.add(beam(d, 1700, -60, 1500, 900, 80, 500, 0.5, C.paper, 12));
  d.add(curtain(d, 1360, -20, 600, 1100, { side: "full", folds: 5, color: C.wine }));
  d.add(curtain(d, 1080, -20, 300, 1100, { side: "full", folds: 3, color: C.wine }));
  d.add(glowEllipse(d, 1330, 900, 300, 90, C.lgold, 0.6));
  // Fly ropes and pin rail.
  for (let i = 0; i < 14; i++) {
    const x = 120 + i * 26;
    d.add(line(x, -10, x, 520 + (i % 3) * 20, { stroke: mix(C.lgold, C.gold, 0.5), "stroke-width": 3, opacity: 0.6 }));
    if (i % 3 === 0) d.add(rect(x - 12, 520 + (i % 3) * 20, 24, 60, { fill: mix(C.gold, C.night, 0.55), rx: 8 }));
  }
  d.add(rect(90, 640, 400, 24, { fill: T.darkWood }), rect(90, 640, 400, 4, { fill: C.gold, opacity: 0.6 }));
  for (let i = 0; i < 12; i++) d.add(rect(110 + i * 32, 610, 8, 70, { fill: C.gold, opacity: 0.8, rx: 3 }));
  // Cases, chairs, stands.
  d.add(g(stringInstrument(d, { body: mix(C.ink, C.deep, 0.2), dark: C.ink, light: C.ink }, { kind: "bass", silhouette: true }), { transform: tf(620, 700, 8, 0.55) }));
  d.add(g(stringInstrument(d, { body: mix(C.ink, C.deep, 0.35), dark: C.ink, light: C.ink }, { kind: "cello", silhouette: true }), { transform: tf(780, 800, -4, 0.4) }));
  for (let k = 0; k < 5; k++) d.add(path(`M${900 + k * 8} ${1000 - k * 26}h110v-120`, { fill: "none", stroke: C.gold, "stroke-width": 6, opacity: 0.55 }));
  for (let k = 0; k < 4; k++) d.add(musicStand(1150 + k * 22, 1010, 1.5));
  d.add(rect(250, 880, 260, 150, { fill: mix(C.ink, C.night, 0.5), rx: 8 }), rect(250, 880, 260, 150, { fill: "none", stroke: C.gold, "stroke-width": 4, opacity: 0.55, rx: 8 }));
  for (const [x, y] of [
    [250, 880],
    [510, 880],
    [250, 1030],
    [510, 1030],
  ] as const)
    d.add(circle(x, y, 9, { fill: C.lgold, opacity: 0.7 }));
  // Work light.
  d.add(line(1010, 1040, 1010, 560, { stroke: C.ink, "stroke-width": 8 }), glow(d, 1010, 540, 220, C.lgold, 0.6), circle(1010, 540, 20, { fill: C.paper }));
  vignette(d, 0.55);
}

/** A dressing room: mirror with bulbs, a violin case, a rose and a tailcoat. */
function dressingRoom(d: Doc): void {
  fill(d, [[0, mix(C.deep, C.night, 0.3)], [1, mix(C.night, "#000000", 0.2)]]);
  for (let x = 0; x < DW; x += 60) d.add(rect(x, 0, 30, 720, { fill: C.wine, opacity: 0.12 }));
  const mx = 380;
  const my = 140;
  const mw = 900;
  const mh = 520;
  d.add(rect(mx - 30, my - 30, mw + 60, mh + 60, { fill: mix(C.gold, C.night, 0.3), rx: 14 }));
  d.add(rect(mx, my, mw, mh, { fill: d.lin([[0, mix(C.night, C.deep, 0.5)], [1, mix(C.deep, C.wine, 0.3)]], 0, 0, 1, 1) }));
  d.add(line(mx + 80, my + 60, mx + 300, my + 460, { stroke: C.paper, "stroke-width": 30, opacity: 0.05 }), line(mx + 180, my + 40, mx + 420, my + 480, { stroke: C.paper, "stroke-width": 14, opacity: 0.05 }));
  const bulbs: Pt[] = [];
  for (let i = 0; i <= 8; i++) bulbs.push([mx + (i * mw) / 8, my - 15]);
  for (let i = 1; i <= 5; i++) bulbs.push([mx - 15, my + (i * mh) / 6], [mx + mw + 15, my + (i * mh) / 6]);
  for (const [x, y] of bulbs) d.add(glow(d, x, y, 80, C.lgold, 0.5), circle(x, y, 15, { fill: C.paper }));
  d.add(rect(0, 720, DW, 360, { fill: d.lin([[0, mix(T.wood, C.lgold, 0.2)], [0.1, T.darkWood], [1, C.night]]) }));
  d.add(glowEllipse(d, mx + mw / 2, 740, 700, 120, C.lgold, 0.35));
  d.add(g(stringInstrument(d, { body: T.amber, dark: mix(C.wine, C.night, 0.4), light: C.lgold }), { transform: tf(620, 820, -76, 0.34, 0.34) }));
  d.add(g(bow(C.ink), { transform: tf(470, 900, -4, 0.42) }));
  d.add(path("M900 780L980 780L965 880L915 880Z", { fill: C.paper, opacity: 0.25 }));
  d.add(line(940, 780, 930, 620, { stroke: mix(C.gold, C.night, 0.4), "stroke-width": 5 }) + leaf(935, 700, 50, -30, mix(C.gold, C.night, 0.5)) + rose(d, 930, 600, 40, C.wine, 20));
  d.add(rect(1030, 800, 200, 14, { fill: C.paper, opacity: 0.85 }), rect(1040, 786, 190, 14, { fill: C.paper, opacity: 0.7 }));
  // Tailcoat on a hanger.
  d.add(line(1560, 120, 1560, 170, { stroke: C.gold, "stroke-width": 5 }), path("M1470 200Q1560 150 1650 200", { fill: "none", stroke: C.gold, "stroke-width": 6 }));
  d.add(path("M1480 200L1640 200L1670 560L1610 700L1590 560L1530 560L1510 700L1450 560Z", { fill: C.ink }));
  d.add(path("M1530 200L1560 330L1590 200Z", { fill: C.paper }), path("M1548 215L1572 215L1560 232Z", { fill: C.ink }));
  vignette(d, 0.55);
}

/** A still life on a dark table: scores, an instrument, the baton. */
function stillLife(d: Doc, o: { inst?: "violin" | "clarinet" | "duduk" | "baton"; warm?: number } = {}): void {
  fill(d, [[0, mix(C.night, C.deep, 0.3)], [1, C.night]]);
  d.add(rect(0, 0, DW, DH, { fill: d.lin([[0, T.darkWood], [0.5, mix(T.darkWood, C.night, 0.5)], [1, T.darkWood]], 0, 0, 1, 1), opacity: 0.8 }));
  for (let k = 0; k < 30; k++) d.add(path(`M-50 ${n(40 + k * 38)}Q960 ${n(20 + k * 38 + (k % 3) * 14)} 1970 ${n(60 + k * 38)}`, { fill: "none", stroke: C.night, "stroke-width": 3, opacity: 0.2 }));
  d.add(glow(d, 900, 520, 900, C.lgold, 0.25 * (o.warm ?? 1)));
  d.add(scorePage(d, 520, 170, 620, 820, -8, "page-a", mix(C.paper, C.lgold, 0.2)));
  d.add(scorePage(d, 980, 140, 620, 820, 6, "page-b"));
  const inst = o.inst ?? "violin";
  if (inst === "violin") {
    d.add(g(stringInstrument(d, { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold }), { transform: tf(1050, 560, 35, 0.82) }));
    d.add(g(bow(mix(C.wine, C.night, 0.3)), { transform: tf(420, 900, -28, 1.05) }));
  } else if (inst === "clarinet") {
    d.add(g(clarinet(d), { transform: tf(420, 300, 28, 1.15) }));
    d.add(g(clarinet(d), { transform: tf(600, 820, -12, 1.0) }));
  } else if (inst === "duduk") {
    d.add(g(duduk(d), { transform: tf(560, 360, 20, 0.95) }));
    d.add(g(duduk(d, { wood: mix(T.wood, C.wine, 0.3) }), { transform: tf(520, 760, 5, 0.8) }));
    d.add(pomegranate(d, 1560, 840, 110, true), pomegranate(d, 1700, 700, 90));
  } else {
    d.add(batonArc(1000, 1000, 700, -170, -95, 34, { fill: C.lgold, opacity: 0.55 }), batonArc(1000, 1000, 600, -165, -110, 18, { fill: C.gold, opacity: 0.45 }));
    d.add(line(470, 1000, 1300, 300, { stroke: C.night, "stroke-width": 14, "stroke-linecap": "round", opacity: 0.45, transform: "translate(10 14)" }));
    d.add(line(470, 1000, 1300, 300, { stroke: C.paper, "stroke-width": 10, "stroke-linecap": "round" }), line(470, 1000, 1300, 300, { stroke: C.ink, "stroke-width": 2, opacity: 0.5, transform: "translate(2 3)" }));
    d.add(path("M430 1036L470 1000L520 960L540 978L500 1020L458 1060Z", { fill: T.wood }), ellipse(470, 1010, 30, 22, { fill: mix(T.wood, C.lgold, 0.3), transform: "rotate(-40 470 1010)" }));
  }
  vignette(d, 0.65);
}

/** A section of the orchestra close up: cellos, violins, winds or timpani. */
function sectionScene(d: Doc, kind: "cellos" | "violins" | "winds" | "timpani", o: { warm?: number } = {}): void {
  const warm = o.warm ?? 1;
  fill(d, [[0, mix(C.night, C.deep, 0.45)], [0.7, C.night], [1, mix(C.night, "#000000", 0.3)]]);
  d.add(glowEllipse(d, 1100, 380, 1000, 420, C.lgold, 0.22 * warm));
  if (kind === "cellos") d.add(organ(d, 1160, 400, 900, 420, { lit: 0.45 * warm }));
  else if (kind === "violins") d.add(rings(1200, 300, 80, 60, 10, C.lgold, 0.4, 3));
  else if (kind === "winds") d.add(curtain(d, -40, -20, 2000, 820, { side: "full", folds: 12, color: mix(C.wine, C.night, 0.35) }));
  else d.add(batonArc(960, 900, 820, -170, -10, 50, { fill: C.gold, opacity: 0.35 }), batonArc(960, 900, 700, -160, -20, 24, { fill: C.lgold, opacity: 0.25 }));
  d.add(rect(0, 400, DW, 680, { fill: C.night, opacity: 0.55 }));
  d.add(rect(0, 780, DW, 300, { fill: d.lin([[0, mix(T.wood, C.lgold, 0.2)], [1, mix(T.darkWood, C.night, 0.4)]]) }));
  d.add(beam(d, 700, -100, 900, 900, 80, 700, 0.22 * warm, C.lgold, 14), beam(d, 1500, -100, 1300, 900, 60, 600, 0.16 * warm, C.lgold, 14));
  const silh = mix(C.night, "#000000", 0.45);
  const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
  for (let i = 0; i < 5; i++) d.add(musicStand(260 + i * 360, 820 - i * 6, 1.9, true));
  if (kind === "cellos") {
    for (let i = 3; i >= 0; i--) {
      const x = 420 + i * 390;
      const y = 960 - i * 40;
      const s = 1 - i * 0.12;
      d.add(g(seatedFigure(x + 20 * s, y - 140 * s, 1.45 * s, silh), { filter: d.blur(2) }));
      d.add(g(stringInstrument(d, amber, { kind: "cello" }), { transform: tf(x, y - 300 * s, -8, 0.62 * s) }));
      d.add(g(bow(mix(C.wine, C.night, 0.3)), { transform: tf(x - 250 * s, y - 210 * s, -4, 0.55 * s) }));
    }
  } else if (kind === "violins") {
    for (let i = 3; i >= 0; i--) {
      const x = 440 + i * 380;
      const y = 1000 - i * 40;
      const s = 1 - i * 0.12;
      d.add(g(seatedFigure(x, y, 1.45 * s, silh), { filter: d.blur(2) }));
      d.add(g(stringInstrument(d, amber), { transform: tf(x - 95 * s, y - 400 * s, -62, 0.34 * s) }));
      d.add(g(bow(mix(C.wine, C.night, 0.2)), { transform: tf(x - 320 * s, y - 260 * s, -28, 0.6 * s) }));
    }
  } else if (kind === "winds") {
    for (let i = 3; i >= 0; i--) {
      const x = 440 + i * 380;
      const y = 1000 - i * 40;
      const s = 1 - i * 0.12;
      d.add(g(seatedFigure(x, y, 1.45 * s, silh), { filter: d.blur(2) }));
      d.add(g(clarinet(d), { transform: tf(x - 6 * s, y - 470 * s, 74, 0.62 * s) }));
    }
  } else {
    for (const [x, y, s] of [
      [560, 740, 0.95],
      [1160, 720, 1.05],
      [1660, 780, 0.8],
    ] as const)
      d.add(g(timpani(d), { transform: tf(x, y, 0, s) }));
    d.add(mallet(860, 560, 1000, 700, 1.6), mallet(930, 540, 1040, 690, 1.6));
    d.add(glowEllipse(d, 1160, 720, 500, 140, C.lgold, 0.25 * warm));
  }
  vignette(d, 0.6);
}

/** Inside a private box: velvet armchairs, a small table with glasses, sconces. */
function boxInterior(d: Doc, o: { table?: boolean; view?: boolean; glasses?: boolean } = {}): void {
  const [vx, , vw] = d.view;
  fill(d, [[0, mix(C.deep, C.night, 0.2)], [1, mix(C.deep, C.night, 0.6)]]);
  for (let y = 40; y < 760; y += 90) for (let x = (y / 90) % 2 ? 45 : 0; x < DW; x += 90) d.add(rosette(x, y, 16, { fill: C.gold, opacity: 0.12 }, 6));
  d.add(rect(0, 700, DW, 110, { fill: mix(T.darkWood, C.night, 0.2) }), rect(0, 700, DW, 5, { fill: C.gold, opacity: 0.7 }));
  for (let x = 40; x < DW; x += 220) d.add(rect(x, 725, 180, 60, { fill: "none", stroke: C.gold, "stroke-width": 2, opacity: 0.35 }));
  d.add(rect(0, 810, DW, 270, { fill: d.lin([[0, mix(C.wine, C.night, 0.35)], [1, mix(C.deep, C.night, 0.7)]]) }));
  if (o.view) {
    const ox = vx + vw * 0.62;
    d.add(rect(ox, 80, vx + vw - ox + 20, 620, { fill: C.night }));
    d.add(glowEllipse(d, ox + 320, 560, 420, 160, C.lgold, 0.35));
    for (let i = 0; i < 26; i++) d.add(circle(ox + 30 + ((i * 97) % 500), 200 + ((i * 53) % 420), 10 + (i % 5) * 5, { fill: i % 3 ? C.lgold : C.wine, opacity: 0.25, filter: d.blur(4) }));
    d.add(curtain(d, ox - 60, 60, 200, 740, { side: "left", folds: 4, color: C.wine, gather: 0.4 }));
  }
  for (const x of [vx + vw * 0.12, vx + vw * 0.5]) d.add(glow(d, x, 330, 150, C.lgold, 0.6), path(`M${n(x - 26)} 300L${n(x + 26)} 300L${n(x + 16)} 350L${n(x - 16)} 350Z`, { fill: C.lgold }), rect(x - 4, 350, 8, 40, { fill: C.gold }));
  const cx = vx + vw * 0.32;
  d.add(g(armchair(d), { transform: tf(cx - 250, 930, 0, 1.25) }), g(armchair(d), { transform: tf(cx + 250, 930, 0, 1.25) }));
  if (o.table !== false) {
    d.add(ellipse(cx, 760, 120, 26, { fill: T.darkWood }), rect(cx - 10, 760, 20, 170, { fill: C.gold }), ellipse(cx, 930, 60, 12, { fill: C.gold }));
    d.add(ellipse(cx, 756, 110, 20, { fill: mix(T.darkWood, C.lgold, 0.2) }));
    if (o.glasses !== false) d.add(g(flute(d, 0.75), { transform: tf(cx - 40, 640, 0, 0.42) }), g(flute(d, 0.6), { transform: tf(cx + 36, 642, 0, 0.42) }));
    d.add(path(`M${n(cx - 4)} 620L${n(cx + 4)} 620L${n(cx + 14)} 700L${n(cx + 14)} 752L${n(cx - 14)} 752L${n(cx - 14)} 700Z`, { fill: C.ink }), rect(cx - 5, 612, 10, 22, { fill: C.gold }));
  }
  vignette(d, 0.55);
}

/** Two flutes on the velvet parapet with the hall's lights behind. */
function champagneClose(d: Doc): void {
  const r = d.r;
  fill(d, [[0, mix(C.night, C.deep, 0.5)], [1, C.night]]);
  for (let i = 0; i < 40; i++) d.add(circle(r.range(0, DW), r.range(60, 700), r.range(18, 70), { fill: r.pick([C.lgold, C.gold, C.wine, C.lgold]), opacity: r.range(0.1, 0.35), filter: d.blur(6) }));
  d.add(glowEllipse(d, 1200, 420, 700, 260, C.lgold, 0.2));
  d.add(rect(0, 760, DW, 320, { fill: d.lin([[0, mix(C.wine, C.lgold, 0.3)], [0.2, C.wine], [1, mix(C.deep, C.night, 0.6)]]) }), rect(0, 752, DW, 12, { fill: C.lgold, opacity: 0.85 }));
  for (let x = 0; x < DW; x += 90) d.add(line(x, 800, x + 50, 1080, { stroke: C.night, "stroke-width": 18, opacity: 0.12 }));
  d.add(g(flute(d, 0.72), { transform: tf(860, 120, -3, 2.25) }), g(flute(d, 0.66), { transform: tf(1130, 150, 5, 2.15) }));
  d.add(ellipse(860, 760, 100, 12, { fill: C.night, opacity: 0.35 }), ellipse(1140, 762, 96, 12, { fill: C.night, opacity: 0.35 }));
  for (let i = 0; i < 12; i++) d.add(sparkle(r.range(700, 1300), r.range(120, 420), r.range(6, 16), { fill: C.paper, opacity: r.range(0.4, 0.9) }));
  vignette(d, 0.5);
}

/** Close-up of velvet drapes with a gold rope and tassel. */
function velvetClose(d: Doc): void {
  fill(d, [[0, C.deep], [1, C.night]]);
  d.add(curtain(d, -100, -20, 1400, 1120, { side: "full", folds: 6, color: C.wine }));
  d.add(curtain(d, 900, -20, 1100, 1120, { side: "left", folds: 5, color: mix(C.wine, C.deep, 0.3), gather: 0.55, tie: false }));
  d.add(path("M1150 620C1250 700 1450 690 1560 610", { fill: "none", stroke: C.gold, "stroke-width": 26, "stroke-linecap": "round" }));
  d.add(path("M1150 620C1250 700 1450 690 1560 610", { fill: "none", stroke: C.lgold, "stroke-width": 6, "stroke-dasharray": "14 18", opacity: 0.8 }));
  const tx = 1420;
  const ty = 690;
  d.add(line(tx, ty - 20, tx, ty + 40, { stroke: C.gold, "stroke-width": 8 }), circle(tx, ty + 60, 34, { fill: d.rad([[0, C.lgold], [1, C.gold]], 0.4, 0.35, 0.7) }));
  d.add(path(`M${tx - 30} ${ty + 80}Q${tx} ${ty + 70} ${tx + 30} ${ty + 80}L${tx + 52} ${ty + 280}L${tx - 52} ${ty + 280}Z`, { fill: C.gold }));
  for (let i = 0; i < 16; i++) d.add(line(tx - 46 + i * 6.2, ty + 100, tx - 50 + i * 6.7, ty + 282, { stroke: C.lgold, "stroke-width": 2.4, opacity: 0.8 }));
  d.add(beam(d, 1900, -100, 700, 1000, 200, 500, 0.16, C.lgold, 20));
  vignette(d, 0.5);
}

/** A row of private boxes along the side wall, seen from the stalls. */
function boxesFromHall(d: Doc, o: { audience?: number } = {}): void {
  fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
  d.add(glowEllipse(d, 1700, 900, 600, 300, C.lgold, 0.18));
  for (const tier of [0, 1]) {
    let x = -80;
    let s = 1.4;
    const baseY = tier === 0 ? 560 : 960;
    while (x < DW + 100) {
      const w = 360 * s;
      const h = 320 * s;
      const y = 480 + (baseY - 480) * (s / 1.4) - h;
      d.add(rect(x, y - 40 * s, w, h + 60 * s, { fill: mix(C.deep, C.night, 0.5) }));
      d.add(path(archD(x + 30 * s, y, w - 60 * s, h - 20 * s), { fill: d.rad([[0, mix(C.lgold, C.gold, 0.3)], [0.6, C.wine], [1, C.deep]], 0.5, 0.6, 0.7) }));
      d.add(g(armchair(d, { back: true }), { transform: tf(x + w * 0.36, y + h - 30 * s, 0, 0.34 * s) }), g(armchair(d, { back: true }), { transform: tf(x + w * 0.64, y + h - 30 * s, 0, 0.34 * s) }));
      if ((o.audience ?? 0) > 0) d.add(headFromBehind(x + w * 0.36, y + h - 150 * s, 22 * s, C.night, C.lgold, 0.3));
      d.add(curtain(d, x + 30 * s, y - 10 * s, 70 * s, h - 10 * s, { side: "left", folds: 2, gather: 0.55, tie: false }), curtain(d, x + w - 100 * s, y - 10 * s, 70 * s, h - 10 * s, { side: "right", folds: 2, gather: 0.55, tie: false }));
      d.add(rect(x + 10 * s, y + h - 40 * s, w - 20 * s, 70 * s, { fill: d.lin([[0, mix(C.wine, C.lgold, 0.25)], [1, C.deep]]) }), rect(x + 10 * s, y + h - 40 * s, w - 20 * s, 6 * s, { fill: C.lgold }));
      d.add(rosette(x + w / 2, y + h - 5 * s, 14 * s, { fill: C.gold, opacity: 0.8 }));
      d.add(glow(d, x, y + h * 0.4, 40 * s, C.lgold, 0.6), circle(x, y + h * 0.4, 5 * s, { fill: C.paper }));
      x += w;
      s *= 0.82;
    }
  }
  vignette(d, 0.55);
}

/** A box door in the corridor: velvet half-drawn, brass fittings, sconces. */
function boxDoor(d: Doc): void {
  fill(d, [[0, mix(C.deep, C.night, 0.3)], [1, mix(C.deep, C.night, 0.6)]]);
  for (let y = 40; y < 800; y += 90) for (let x = (y / 90) % 2 ? 45 : 0; x < DW; x += 90) d.add(rosette(x, y, 14, { fill: C.gold, opacity: 0.1 }, 6));
  d.add(rect(0, 820, DW, 260, { fill: d.lin([[0, C.wine], [1, C.night]]) }), rect(0, 820, DW, 4, { fill: C.gold, opacity: 0.6 }));
  d.add(rect(700, 160, 520, 670, { fill: C.gold, rx: 6 }), rect(720, 180, 480, 650, { fill: d.lin([[0, C.lgold], [1, mix(C.gold, C.wine, 0.4)]]) }));
  d.add(glowEllipse(d, 960, 620, 300, 220, C.paper, 0.35));
  d.add(curtain(d, 720, 180, 300, 650, { side: "left", folds: 4, color: C.wine, gather: 0.5 }));
  d.add(curtain(d, 1040, 180, 160, 650, { side: "right", folds: 2, color: C.wine, gather: 0.3 }));
  d.add(ellipse(960, 120, 70, 30, { fill: C.gold }), ellipse(960, 120, 58, 22, { fill: mix(C.gold, C.lgold, 0.5) }));
  for (const x of [520, 1400]) d.add(glow(d, x, 380, 170, C.lgold, 0.6), path(`M${x - 30} 350L${x + 30} 350L${x + 20} 410L${x - 20} 410Z`, { fill: C.lgold }), rect(x - 5, 410, 10, 50, { fill: C.gold }));
  vignette(d, 0.55);
}

type ChamberSetup = "concert" | "reception" | "quartet" | "candles";

/** The Harmony chamber hall: wood panels, pendant globes, about a hundred chairs and a grand piano. */
function chamberHall(d: Doc, o: { setup?: ChamberSetup; people?: number; fromStage?: boolean } = {}): void {
  const setup = o.setup ?? "concert";
  const r = d.r;
  const dimmed = setup === "candles" ? 0.45 : 1;
  const P = persp(960, 470, 820);
  const half = 6.5;
  const floorY = 1.6;
  const ceilY = -2.6;
  const far = 15;
  const wood = mix(T.wood, C.lgold, 0.15 * dimmed);
  fill(d, [[0, C.night], [1, C.night]]);
  d.add(poly([P(-half, ceilY, 1), P(half, ceilY, 1), P(half, ceilY, far), P(-half, ceilY, far)], { fill: mix(T.darkWood, C.night, 0.3) }));
  d.add(poly([P(-half, floorY, 1), P(half, floorY, 1), P(half, floorY, far), P(-half, floorY, far)], { fill: d.lin([[0, mix(T.wood, C.night, 0.45)], [1, mix(T.wood, C.night, 0.1)]]) }));
  for (let x = -half; x <= half; x += 0.5) d.add(pline([P(x, floorY, 1), P(x, floorY, far)], { stroke: C.night, "stroke-width": 1.5, opacity: 0.25 }));
  for (const side of [-1, 1]) {
    d.add(poly([P(side * half, ceilY, 1), P(side * half, ceilY, far), P(side * half, floorY, far), P(side * half, floorY, 1)], { fill: mix(wood, C.night, 0.35 + 0.2 * (1 - dimmed)) }));
    for (let z = 1.2; z < far; z += 0.45) d.add(pline([P(side * half, ceilY, z), P(side * half, floorY, z)], { stroke: C.night, "stroke-width": 2, opacity: 0.35 }));
    for (let z = 3; z < far; z += 3) {
      const sp = P(side * half, -0.6, z);
      d.add(glow(d, sp[0], sp[1], 900 / z, C.lgold, 0.45 * dimmed));
    }
  }
  const endA = P(-half, ceilY, far);
  const endB = P(half, floorY, far);
  d.add(rect(endA[0], endA[1], endB[0] - endA[0], endB[1] - endA[1], { fill: mix(wood, C.wine, 0.35) }));
  const ringC = P(0, -0.6, far);
  d.add(rings(ringC[0], ringC[1], 30, 22, 8, C.lgold, 0.55, 3, true));
  // Platform.
  d.add(poly([P(-4.5, 1.3, 12), P(4.5, 1.3, 12), P(4.5, 1.3, far), P(-4.5, 1.3, far)], { fill: mix(T.wood, C.lgold, 0.25 * dimmed) }));
  d.add(poly([P(-4.5, 1.3, 12), P(4.5, 1.3, 12), P(4.5, floorY, 12), P(-4.5, floorY, 12)], { fill: T.darkWood }));
  const pianoAt = P(-1.6, 1.3, 13.4);
  const ps = 820 / 13.4 / 420;
  d.add(glowEllipse(d, pianoAt[0] + 150 * ps * 4, pianoAt[1] - 60, 320, 140, C.lgold, 0.3));
  d.add(g(grandPianoSide(d), { transform: tf(pianoAt[0], pianoAt[1], 0, ps * 1.9) }));
  if (setup === "quartet") {
    for (const [x, z] of [
      [0.8, 12.6],
      [1.8, 12.9],
      [2.8, 13.3],
      [3.6, 13.9],
    ] as const) {
      const p = P(x, 1.3, z);
      const s = 820 / z / 120;
      d.add(path(`M${n(p[0] - 20 * s)} ${n(p[1] - 50 * s)}h${n(40 * s)}v${n(50 * s)}M${n(p[0] - 20 * s)} ${n(p[1] - 50 * s)}v${n(-40 * s)}`, { fill: "none", stroke: C.ink, "stroke-width": 6 * s }));
      d.add(musicStand(p[0] - 40 * s, p[1] + 10 * s, s * 0.9, true));
    }
    const cp = P(3.7, 1.3, 13.2);
    d.add(g(stringInstrument(d, { body: T.amber, dark: mix(C.wine, C.night, 0.4), light: C.lgold }, { kind: "cello" }), { transform: tf(cp[0], cp[1] - 48, 70, 0.09) }));
  }
  // Pendant globes.
  const globes: [number, number][] = [];
  for (const z of [3.5, 6.5, 9.5, 12.5]) for (const x of [-3.6, 0, 3.6]) globes.push([x, z]);
  globes.sort((a, b) => b[1] - a[1]);
  for (const [x, z] of globes) {
    const top = P(x, ceilY, z);
    const c = P(x, -1.1, z);
    const rr = 820 / z * 0.22;
    d.add(line(top[0], top[1], c[0], c[1], { stroke: C.ink, "stroke-width": 2 }), glow(d, c[0], c[1], rr * 4, C.lgold, 0.45 * dimmed), circle(c[0], c[1], rr, { fill: d.rad([[0, C.paper], [0.7, C.lgold], [1, C.gold]], 0.45, 0.4, 0.6) }));
  }
  if (setup === "reception") {
    for (let k = 0; k < 3; k++) {
      const pts: Pt[] = [];
      for (let i = 0; i <= 24; i++) {
        const u = i / 24;
        pts.push(P(-half + u * 2 * half, ceilY + 0.3 + Math.sin(u * Math.PI) * 0.6, 4 + k * 3.5));
      }
      for (const [x, y] of pts) d.add(glow(d, x, y, 16, C.lgold, 0.7), circle(x, y, 3, { fill: C.paper }));
    }
    const items: [number, number, "t" | "p"][] = [];
    for (const [x, z] of [
      [-3, 5],
      [2.5, 6.5],
      [-1, 9],
      [3.5, 10],
      [-4, 10.5],
      [0.5, 4],
    ] as const)
      items.push([x, z, "t"]);
    for (let i = 0; i < Math.round((o.people ?? 0.6) * 22); i++) items.push([r.range(-5.5, 5.5), r.range(3, 11.5), "p"]);
    items.sort((a, b) => b[1] - a[1]);
    for (const [x, z, kind] of items) {
      const p = P(x, floorY, z);
      const s = 820 / z / 100;
      if (kind === "t") {
        d.add(path(`M${n(p[0] - 40 * s)} ${n(p[1] - 110 * s)}L${n(p[0] + 40 * s)} ${n(p[1] - 110 * s)}L${n(p[0] + 14 * s)} ${n(p[1])}L${n(p[0] - 14 * s)} ${n(p[1])}Z`, { fill: C.paper, opacity: 0.92 }), ellipse(p[0], p[1] - 110 * s, 40 * s, 9 * s, { fill: mix(C.paper, C.lgold, 0.3) }));
        d.add(g(flute(d, 0.7), { transform: tf(p[0] - 12 * s, p[1] - 150 * s, 0, 0.14 * s) }), g(flute(d, 0.5), { transform: tf(p[0] + 14 * s, p[1] - 148 * s, 0, 0.14 * s) }));
      } else {
        const pc = mix(C.night, C.deep, 0.25);
        d.add(path(`M${n(p[0] - 18 * s)} ${n(p[1])}L${n(p[0] - 22 * s)} ${n(p[1] - 120 * s)}Q${n(p[0])} ${n(p[1] - 142 * s)} ${n(p[0] + 22 * s)} ${n(p[1] - 120 * s)}L${n(p[0] + 18 * s)} ${n(p[1])}Z`, { fill: pc }), circle(p[0], p[1] - 152 * s, 12 * s, { fill: pc }));
        if (r.chance(0.5)) d.add(g(flute(d, 0.7), { transform: tf(p[0] + 24 * s, p[1] - 112 * s, 0, 0.1 * s) }));
      }
    }
  } else {
    // Ten rows of ten chairs, seen from behind.
    const uph = d.lin([[0, mix(C.wine, C.lgold, 0.25 * dimmed)], [1, C.deep]]);
    for (let i = 9; i >= 0; i--) {
      const z = 3.2 + i * 0.82;
      for (const x of [-4.4, -3.5, -2.6, -1.7, -0.8, 0.8, 1.7, 2.6, 3.5, 4.4]) {
        const a = P(x - 0.24, 0.62, z);
        const b = P(x + 0.24, 1.12, z);
        const f1 = P(x - 0.2, floorY, z);
        const f2 = P(x + 0.2, floorY, z);
        const sw = Math.max(1, 820 / z / 120);
        d.add(line(f1[0], b[1], f1[0], f1[1], { stroke: C.ink, "stroke-width": sw * 1.6 }), line(f2[0], b[1], f2[0], f2[1], { stroke: C.ink, "stroke-width": sw * 1.6 }));
        d.add(rect(a[0], a[1], b[0] - a[0], b[1] - a[1], { fill: uph, rx: (b[0] - a[0]) * 0.12, stroke: mix(T.wood, C.night, 0.2), "stroke-width": sw * 1.5 }));
        if ((o.people ?? 0) > 0 && r.next() < (o.people ?? 0)) d.add(headFromBehind((a[0] + b[0]) / 2, a[1] - (b[0] - a[0]) * 0.32, (b[0] - a[0]) * 0.3, mix(C.night, "#000000", 0.2), C.lgold, 0.35));
      }
    }
  }
  if (setup === "candles") {
    d.add(rect(-10, -10, DW + 20, DH + 20, { fill: C.night, opacity: 0.4 }));
    for (const [x, z] of [
      [-5.8, 4],
      [5.8, 4],
      [-5.8, 8],
      [5.8, 8],
      [-5.8, 12],
      [5.8, 12],
    ] as const) {
      const p = P(x, floorY, z);
      const s = 820 / z / 100;
      d.add(line(p[0], p[1], p[0], p[1] - 150 * s, { stroke: C.gold, "stroke-width": 5 * s }));
      for (const dx of [-22, 0, 22]) d.add(candle(d, p[0] + dx * s, p[1] - 150 * s - (dx === 0 ? 14 * s : 0), 9 * s, 40 * s));
    }
  }
  vignette(d, 0.55);
}

/** The grand piano of the chamber hall, close and spot-lit. */
function pianoClose(d: Doc, o: { candles?: boolean } = {}): void {
  fill(d, [[0, mix(T.darkWood, C.night, 0.5)], [1, C.night]]);
  for (let x = 0; x < DW; x += 48) d.add(rect(x, 0, 24, 820, { fill: T.wood, opacity: 0.12 }));
  d.add(rings(1240, 380, 60, 40, 9, C.lgold, 0.35, 3));
  d.add(rect(0, 820, DW, 260, { fill: d.lin([[0, mix(T.wood, C.lgold, 0.2)], [1, C.night]]) }));
  d.add(beam(d, 1100, -120, 1000, 830, 60, 900, 0.3, C.lgold, 16));
  d.add(glowEllipse(d, 1000, 850, 700, 90, C.lgold, 0.45));
  d.add(g(grandPianoSide(d), { transform: tf(440, 880, 0, 1.15) }));
  if (o.candles) for (const x of [560, 610, 660]) d.add(candle(d, x, 535, 16, 70 + (x % 3) * 10));
  vignette(d, 0.55);
}

/** Piano keys in raking light. */
function keysClose(d: Doc): void {
  fill(d, [[0, C.night], [1, mix(C.night, C.deep, 0.5)]]);
  d.add(glowEllipse(d, 1100, 560, 900, 400, C.lgold, 0.3));
  const kb = keyboard(0, 0, 2600, 560, 22, { white: mix(C.paper, C.lgold, 0.15), black: C.ink, start: 0 });
  d.add(g(rect(-40, -180, 2680, 200, { fill: C.ink }) + rect(-40, -30, 2680, 30, { fill: mix(C.wine, C.night, 0.4) }) + kb + rect(0, 0, 2600, 560, { fill: d.lin([[0, C.lgold, 0.25], [0.5, C.lgold, 0], [1, C.night, 0.5]], 0, 0, 1, 0) }), { transform: "matrix(0.72 -0.2 0.55 0.5 -300 640)" }));
  d.add(beam(d, 1700, -100, 1100, 700, 60, 600, 0.22, C.lgold, 16));
  for (let i = 0; i < 5; i++) d.add(note(1300 + i * 110, 220 - ((i * 37) % 90), 22, i % 2 ? "e" : "q", C.lgold, 0.5));
  vignette(d, 0.5);
}

/** Pendant glass globes glowing in the chamber hall. */
function pendants(d: Doc): void {
  const r = d.r;
  fill(d, [[0, mix(T.darkWood, C.night, 0.55)], [1, C.night]]);
  for (let x = 0; x < DW; x += 40) d.add(rect(x, 0, 20, DH, { fill: T.wood, opacity: 0.1 }));
  for (let i = 0; i < 24; i++) d.add(circle(r.range(0, DW), r.range(0, DH), r.range(20, 60), { fill: C.lgold, opacity: r.range(0.05, 0.2), filter: d.blur(8) }));
  const list: [number, number, number][] = [
    [340, 560, 70],
    [640, 380, 95],
    [960, 640, 120],
    [1270, 420, 90],
    [1560, 600, 75],
    [1780, 320, 50],
    [150, 300, 45],
  ];
  for (const [x, y, rr] of list) {
    d.add(line(x, -10, x, y - rr, { stroke: C.ink, "stroke-width": 3 }), rect(x - rr * 0.18, y - rr - 16, rr * 0.36, 20, { fill: C.gold }));
    d.add(glow(d, x, y, rr * 3.2, C.lgold, 0.5), circle(x, y, rr, { fill: d.rad([[0, C.paper], [0.55, C.lgold], [1, C.gold]], 0.42, 0.38, 0.62) }));
    d.add(ellipse(x - rr * 0.35, y - rr * 0.35, rr * 0.25, rr * 0.15, { fill: C.paper, opacity: 0.6, transform: `rotate(-40 ${n(x - rr * 0.35)} ${n(y - rr * 0.35)})` }));
  }
  vignette(d, 0.5);
}

/** Double doors of the chamber hall with light behind their glass. */
function doubleDoors(d: Doc): void {
  fill(d, [[0, mix(T.darkWood, C.night, 0.3)], [1, C.night]]);
  for (let x = 0; x < DW; x += 60) d.add(rect(x, 0, 30, 860, { fill: T.wood, opacity: 0.14 }));
  d.add(rect(0, 860, DW, 220, { fill: d.lin([[0, C.wine], [1, C.night]]) }), rect(0, 858, DW, 4, { fill: C.gold, opacity: 0.6 }));
  d.add(glowEllipse(d, 960, 500, 600, 420, C.lgold, 0.35));
  d.add(rect(600, 120, 720, 760, { fill: C.gold }));
  for (const x of [620, 970]) {
    d.add(rect(x, 140, 330, 720, { fill: T.darkWood }));
    d.add(rect(x + 40, 180, 250, 460, { fill: d.lin([[0, C.paper], [1, C.lgold]]), opacity: 0.9 }));
    for (let k = 1; k < 4; k++) d.add(line(x + 40, 180 + k * 115, x + 290, 180 + k * 115, { stroke: C.gold, "stroke-width": 5 }));
    d.add(line(x + 165, 180, x + 165, 640, { stroke: C.gold, "stroke-width": 5 }));
    d.add(rect(x + 40, 680, 250, 140, { fill: "none", stroke: C.gold, "stroke-width": 4, opacity: 0.6 }));
  }
  d.add(rect(925, 430, 12, 120, { fill: C.lgold, rx: 6 }), rect(983, 430, 12, 120, { fill: C.lgold, rx: 6 }));
  for (const x of [400, 1520]) d.add(glow(d, x, 380, 160, C.lgold, 0.6), circle(x, 380, 30, { fill: d.rad([[0, C.paper], [1, C.lgold]]) }), rect(x - 6, 410, 12, 40, { fill: C.gold }));
  vignette(d, 0.55);
}

/* ------------------------------------------------------------------------------------------ */
/* Concert posters, 1600 x 900: one designed series                                            */
/* ------------------------------------------------------------------------------------------ */

const PW = 1600;

const PH = 900;

/** The series' common frame: a hairline border with small corner diamonds. */
function posterFrame(d: Doc, color: string = C.lgold, op = 0.55): void {
  const m = 30;
  d.add(rect(m, m, d.w - 2 * m, d.h - 2 * m, { fill: "none", stroke: color, "stroke-width": 1.5, opacity: op }));
  for (const [x, y] of [
    [m, m],
    [d.w - m, m],
    [m, d.h - m],
    [d.w - m, d.h - m],
  ] as const)
    d.add(path(`M${x} ${y - 9}L${x + 9} ${y}L${x} ${y + 9}L${x - 9} ${y}Z`, { fill: color, opacity: Math.min(1, op * 1.5) }));
}

type PosterFn = (d: Doc) => void;

const POSTERS: Record<string, PosterFn> = {
  "concert-spartacus": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.6)], [0.45, C.wine], [0.8, mix(C.wine, C.gold, 0.7)], [1, C.lgold]]);
    d.add(glow(d, 1060, 560, 520, C.lgold, 0.6), circle(1060, 560, 190, { fill: mix(C.lgold, C.paper, 0.3), opacity: 0.92 }));
    d.add(rings(1060, 560, 220, 34, 8, C.lgold, 0.35, 2));
    d.add(staff(-20, 1620, 190, 16, (x) => Math.sin(x / 260) * 30, { stroke: C.lgold, "stroke-width": 1.4, opacity: 0.3 }));
    d.add(arcade(-40, 900, 1680, 230, 9, mix(C.night, C.deep, 0.3)));
    d.add(batonArc(1500, 1200, 1250, -168, -92, 44, { fill: d.lin([[0, C.lgold, 0.1], [0.6, C.lgold], [1, C.paper]], 0, 0, 1, 0) }));
    d.add(line(280, 820, 1530, -60, { stroke: C.paper, "stroke-width": 5, opacity: 0.85, "stroke-linecap": "round" }), ellipse(300, 806, 34, 14, { fill: C.gold, transform: "rotate(-35 300 806)" }), line(250, 790, 330, 850, { stroke: C.gold, "stroke-width": 12, "stroke-linecap": "round" }));
  },
  "concert-quartet": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.2)], [1, mix(C.night, C.deep, 0.6)]]);
    d.add(staff(-20, 1620, 420, 22, (x) => Math.sin(x / 300) * 40, { stroke: C.gold, "stroke-width": 2, opacity: 0.35 }));
    const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.4), light: C.lgold };
    const list: [number, number, number, "violin" | "cello"][] = [
      [420, 470, 0.62, "violin"],
      [690, 460, 0.66, "violin"],
      [960, 450, 0.72, "violin"],
      [1230, 420, 0.8, "cello"],
    ];
    for (const [x, y, s] of list) d.add(rings(x, y + 80 * s, 140 * s, 40 * s, 4, C.lgold, 0.3, 2));
    for (const [x, y, s, k] of list) d.add(glow(d, x, y + 100, 240, C.lgold, 0.18), g(stringInstrument(d, amber, { kind: k }), { transform: tf(x, y, 0, s) }));
  },
  "concert-recital": (d) => {
    fill(d, [[0, C.paper], [1, mix(C.paper, C.lgold, 0.45)]]);
    d.add(path("M900 -40L1180 -40L1480 900L560 900Z", { fill: d.lin([[0, C.wine, 0.35], [1, C.wine, 0.05]]) }));
    d.add(ellipse(1010, 780, 420, 50, { fill: C.wine, opacity: 0.2 }));
    d.add(staff(80, 1560, 180, 18, (x) => Math.sin(x / 220) * 50 + (x - 800) * 0.08, { stroke: C.wine, "stroke-width": 2.2, opacity: 0.55 }));
    const notes: [number, NoteKind][] = [
      [220, "q"],
      [340, "e"],
      [460, "h"],
      [600, "q"],
      [1380, "e"],
      [1480, "q"],
    ];
    for (const [x, k] of notes) d.add(note(x, 214 + Math.sin(x / 220) * 50 + (x - 800) * 0.08 + ((x * 7) % 5) * 8, 16, k, C.wine, 0.85));
    d.add(g(grandPianoSide(d, { body: C.ink, shine: C.lgold }), { transform: tf(690, 780, 0, 0.62) }));
  },
  "concert-rachmaninoff": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.3)], [1, C.night]]);
    d.add(rings(800, 1000, 200, 60, 12, C.gold, 0.35, 2));
    d.add(arcKeyboard(800, 1000, 420, 560, -172, -8, 36));
    d.add(arcKeyboard(800, 1000, 420, 560, -172, -8, 36).replace(/fill="#faf7f2"/g, 'fill="none"'));
    for (const [x, y, s] of [
      [520, 180, 0.95],
      [800, 130, 1.25],
      [1080, 180, 0.95],
    ] as const)
      d.add(glow(d, x, y + 120 * s, 200 * s, C.lgold, 0.35), bell(d, x, y, s));
    d.add(line(0, 55, PW, 55, { stroke: C.gold, "stroke-width": 4, opacity: 0.7 }));
  },
  "concert-beethoven": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.2)], [0.5, C.night], [0.5, mix(C.lgold, C.paper, 0.4)], [1, C.lgold]], 0, 0, 1, 0);
    d.add(path("M800 0L800 900L0 900L0 0Z", { fill: d.rad([[0, C.deep, 0.7], [1, C.night, 0]], 0.4, 0.4, 0.7) }));
    for (const [cx, cy, rr, a0, a1] of [
      [200, 900, 600, -80, -10],
      [100, 700, 500, -70, 0],
      [300, 1000, 800, -75, -30],
    ] as const)
      d.add(batonArc(cx, cy, rr, a0, a1, 14, { fill: C.lgold, opacity: 0.7 }));
    d.add(path("M800 640C980 560 1120 600 1260 650S1520 600 1620 560V920H800Z", { fill: mix(C.gold, C.lgold, 0.45) }));
    d.add(path("M800 740C960 690 1100 720 1240 760S1500 700 1620 690V920H800Z", { fill: C.gold }));
    d.add(path("M800 830C1000 800 1200 840 1360 860S1560 830 1620 820V920H800Z", { fill: mix(C.gold, C.wine, 0.35) }));
    for (const x of [1380, 1460]) d.add(circle(x, 600, 34, { fill: mix(C.gold, C.night, 0.3) }), rect(x - 4, 620, 8, 40, { fill: mix(C.gold, C.night, 0.4) }));
    for (const [x, y] of [
      [1200, 300],
      [1290, 260],
      [1360, 320],
    ] as const)
      d.add(path(`M${x - 26} ${y}Q${x - 13} ${y - 16} ${x} ${y}Q${x + 13} ${y - 16} ${x + 26} ${y}`, { fill: "none", stroke: C.wine, "stroke-width": 5 }));
    d.add(beamed([520, 660, 800], [500, 500, 500], 44, C.paper, 0.95));
    d.add(note(1000, 560, 44, "h", C.ink, 0.95));
    d.add(path("M950 330A52 52 0 0 1 1054 330", { fill: "none", stroke: C.ink, "stroke-width": 8 }), circle(1002, 322, 8, { fill: C.ink }));
  },
  "concert-jazz": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.35)], [1, mix(C.night, C.deep, 0.4)]]);
    for (let k = 0; k < 5; k++) d.add(path(`M-50 ${300 + k * 90}C400 ${160 + k * 90} 900 ${480 + k * 60} 1650 ${240 + k * 110}`, { fill: "none", stroke: C.wine, "stroke-width": 60, opacity: 0.18, filter: d.blur(12) }));
    d.add(circle(1100, 420, 330, { fill: d.rad([[0, C.lgold, 0.35], [1, C.lgold, 0]]) }));
    d.add(g(keyboard(0, 0, 1700, 180, 24, { white: C.paper, black: C.ink }), { transform: "matrix(1 -0.28 0 1 -60 760)" }));
    d.add(g(stringInstrument(d, { body: C.gold, dark: mix(C.gold, C.night, 0.5), light: C.lgold }, { kind: "bass" }), { transform: tf(1140, 420, 14, 0.72) }));
    d.add(g(duduk(d), { transform: tf(180, 300, -12, 0.48) }));
    for (let i = 0; i < 4; i++) d.add(note(300 + i * 120, 520 - i * 40, 20, i % 2 ? "e" : "q", C.lgold, 0.6));
  },
  "concert-peter-wolf": (d) => {
    fill(d, [[0, C.paper], [1, mix(C.paper, C.lgold, 0.5)]]);
    const r = d.r;
    for (let i = 0; i < 60; i++) d.add(circle(r.range(40, 1560), r.range(40, 860), r.range(4, 12), { fill: r.pick([C.gold, C.wine, C.lgold]), opacity: 0.55 }));
    d.add(rect(-10, 700, 1620, 210, { fill: mix(C.lgold, C.gold, 0.4) }));
    for (let i = 0; i < 9; i++) d.add(triTree(90 + i * 180 + (i % 2) * 40, 740 + (i % 3) * 20, 260 + (i % 3) * 80, i % 2 ? mix(C.gold, C.night, 0.25) : mix(C.wine, C.night, 0.2)));
    d.add(wolf(1220, 470, 1.35, mix(C.ink, C.deep, 0.2), C.lgold));
    d.add(bird(420, 240, 1.2, C.wine, C.gold));
    d.add(duck(720, 620, 0.9, C.gold));
    d.add(path("M300 420c60-60 140-60 200 0", { fill: "none", stroke: C.wine, "stroke-width": 6, "stroke-dasharray": "2 14", "stroke-linecap": "round" }));
    d.add(circle(880, 210, 50, { fill: "none", stroke: C.gold, "stroke-width": 14 }), circle(880, 210, 24, { fill: "none", stroke: C.gold, "stroke-width": 8 }), path("M920 180L1010 120L1030 160Z", { fill: C.gold }));
  },
  "concert-romance": (d) => {
    fill(d, [[0, mix(C.deep, C.night, 0.4)], [1, C.night]], 0, 0, 1, 1);
    d.add(rings(420, 560, 160, 70, 12, C.lgold, 0.35, 2));
    for (let k = 0; k < 6; k++) d.add(path(`M${620 + k * 110} ${330 - k * 30}Q${700 + k * 130} 560 ${620 + k * 110} ${790 + k * 30}`, { fill: "none", stroke: C.lgold, "stroke-width": 4, opacity: 0.55 - k * 0.07 }));
    const leafC = mix(C.gold, C.night, 0.45);
    d.add(leaf(300, 660, 120, 200, leafC), leaf(520, 700, 110, -20, leafC), leaf(380, 760, 100, 110, leafC));
    d.add(rose(d, 330, 560, 110, C.wine, 0), rose(d, 520, 610, 80, mix(C.wine, C.lgold, 0.1), 30), rose(d, 400, 420, 70, C.deep, 50));
    d.add(g(duduk(d), { transform: tf(1080, 300, 28, 0.52) }));
    for (let i = 0; i < 14; i++) d.add(sparkle(900 + ((i * 173) % 600), 120 + ((i * 97) % 660), 6 + (i % 4) * 3, { fill: C.lgold, opacity: 0.7 }));
  },
  "concert-festival": (d) => {
    fill(d, [[0, C.wine], [1, C.deep]]);
    const band = (y: number): string => {
      let s = rect(0, y, PW, 44, { fill: C.night, opacity: 0.35 });
      for (let x = 0; x < PW; x += 44) s += path(`M${x + 22} ${y + 4}L${x + 40} ${y + 22}L${x + 22} ${y + 40}L${x + 4} ${y + 22}Z`, { fill: "none", stroke: C.gold, "stroke-width": 3 }) + circle(x + 22, y + 22, 4, { fill: C.lgold });
      return s;
    };
    d.add(band(60), band(796));
    d.add(g(ararat(600, 796, 1100, 360, mix(C.deep, C.night, 0.35), C.lgold, 0.6)));
    d.add(glow(d, 520, 430, 360, C.lgold, 0.35), rosette(520, 430, 200, { fill: C.lgold, opacity: 0.95 }));
    d.add(rings(520, 430, 230, 26, 5, C.lgold, 0.45, 2));
    d.add(pomegranate(d, 1180, 420, 110, true), pomegranate(d, 1340, 520, 80));
    d.add(g(duduk(d), { transform: tf(860, 700, -6, 0.62) }));
  },
  "concert-new-year": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, mix(C.night, C.deep, 0.5)]]);
    for (let i = 0; i < 40; i++) d.add(circle(r.range(0, PW), r.range(0, PH), r.range(14, 60), { fill: r.pick([C.lgold, C.gold, C.wine]), opacity: r.range(0.1, 0.3), filter: d.blur(5) }));
    d.add(chandelier(d, 800, 380, 2.1, { chain: 220 }));
    for (const [cx, cy, rr, a0, a1] of [
      [800, 1200, 1000, -150, -100],
      [800, 1200, 1000, -80, -30],
    ] as const)
      d.add(batonArc(cx, cy, rr, a0, a1, 16, { fill: C.lgold, opacity: 0.55 }));
    for (let i = 0; i < 70; i++) d.add(sparkle(r.range(40, 1560), r.range(40, 860), r.range(4, 18), { fill: r.chance(0.5) ? C.paper : C.lgold, opacity: r.range(0.4, 1) }));
    d.add(g(flute(d, 0.75), { transform: tf(300, 560, -14, 0.9) }), g(flute(d, 0.75), { transform: tf(1300, 560, 14, 0.9) }));
  },
  "concert-quintet": (d) => {
    fill(d, [[0, mix(C.lgold, C.paper, 0.3)], [1, C.gold]], 0, 0, 1, 1);
    for (let i = 0; i < 5; i++) d.add(circle(380 + i * 210, 450, 190, { fill: "none", stroke: C.wine, "stroke-width": 3, opacity: 0.45 }));
    const sil: InstrumentColours = { body: mix(C.wine, C.night, 0.2), dark: C.night, light: C.wine };
    for (const [x, s, k] of [
      [420, 0.5, "violin"],
      [620, 0.52, "violin"],
      [1000, 0.56, "violin"],
      [1220, 0.68, "cello"],
    ] as const)
      d.add(g(stringInstrument(d, sil, { kind: k, silhouette: true }), { transform: tf(x, 450, 0, s), opacity: 0.85 }));
    d.add(g(clarinet(d, { body: C.ink, keys: C.paper }), { transform: tf(260, 160, 27, 1.25) }));
  },
  "concert-dvorak": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, "#000000", 0.3)], [0.62, mix(C.night, C.deep, 0.6)], [0.62, C.night], [1, mix(C.night, "#000000", 0.3)]]);
    for (let i = 0; i < 140; i++) d.add(circle(r.range(0, PW), r.range(0, 520), r.range(0.8, 2.4), { fill: C.paper, opacity: r.range(0.3, 0.9) }));
    d.add(glow(d, 300, 170, 140, C.lgold, 0.5), crescent(d, 300, 170, 56, C.lgold));
    for (let k = 0; k < 4; k++) d.add(staff(-20, 1620, 600 + k * 70, 9, (x) => Math.sin(x / (120 + k * 30) + k) * 10, { stroke: C.lgold, "stroke-width": 1.6, opacity: 0.5 - k * 0.08 }));
    d.add(path("M560 556L760 556L740 578L580 578Z", { fill: C.night }), rect(620, 520, 80, 36, { fill: C.night }), rect(650, 490, 16, 30, { fill: C.night }));
    d.add(glow(d, 1160, 460, 360, C.lgold, 0.25));
    d.add(g(stringInstrument(d, { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold }, { kind: "cello" }), { transform: tf(1160, 420, 12, 0.74) }));
  },
  "concert-requiem": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.45)], [1, C.night]]);
    d.add(beam(d, 800, -80, 800, 700, 120, 700, 0.2, C.lgold, 16));
    d.add(organ(d, 800, 560, 900, 500, { lit: 0.75 }));
    d.add(rect(0, 600, PW, 300, { fill: d.lin([[0, C.night, 0.6], [1, C.night]]) }));
    const list: [number, number, number][] = [];
    for (let i = 0; i < 15; i++) list.push([140 + i * 95, 860 - (i % 3) * 24, 80 + ((i * 53) % 120)]);
    for (const [x, y, h] of list) d.add(candle(d, x, y, 26, h, (x % 7) / 7));
  },
  "concert-season-finale": (d) => {
    const r = d.r;
    fill(d, [[0, C.night], [1, C.night]]);
    d.add(rect(0, 0, PW, PH, { fill: d.rad([[0, C.lgold, 0.9], [0.35, C.gold, 0.4], [1, C.night, 0]], 0.5, 0.55, 0.45) }));
    d.add(curtain(d, -40, 60, 760, 880, { side: "left", folds: 7, color: C.wine, gather: 0.25 }));
    d.add(curtain(d, 880, 60, 760, 880, { side: "right", folds: 7, color: C.wine, gather: 0.25 }));
    d.add(valance(d, -40, 20, 1680, 130, 8, C.deep));
    for (let i = 0; i < 90; i++) {
      const x = r.range(60, 1540);
      const y = r.range(140, 860);
      d.add(rect(x, y, r.range(6, 14), r.range(10, 22), { fill: r.pick([C.lgold, C.gold, C.paper]), opacity: r.range(0.5, 0.95), transform: `rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})` }));
    }
  },
  "concert-spring-gala": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.paper, C.lgold, 0.25)], [1, mix(C.lgold, C.gold, 0.35)]], 0, 0, 1, 1);
    d.add(rings(1250, 700, 100, 50, 9, C.wine, 0.25, 2));
    d.add(staff(-20, 1620, 560, 18, (x) => Math.sin(x / 240) * 60, { stroke: C.wine, "stroke-width": 2.2, opacity: 0.6 }));
    for (let i = 0; i < 8; i++) {
      const x = 180 + i * 170;
      d.add(note(x, 596 + Math.sin(x / 240) * 60 - (i % 3) * 18, 16, i % 3 ? "q" : "e", C.wine, 0.85));
    }
    d.add(blossomBranch(d, [[-20, 120], [300, 170], [620, 110], [900, 180], [1180, 90], [1500, 160], [1640, 120]], r, 28));
    d.add(blossomBranch(d, [[1640, 780], [1420, 820], [1240, 760]], r, 24));
    d.add(g(stringInstrument(d, { body: C.wine, dark: C.deep, light: C.wine }, { silhouette: true }), { transform: tf(250, 640, -28, 0.48), opacity: 0.9 }));
  },
  "concert-open-air": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, C.deep, 0.3)], [0.5, C.wine], [0.7, mix(C.wine, C.gold, 0.6)], [0.8, C.lgold]]);
    for (let i = 0; i < 80; i++) d.add(circle(r.range(0, PW), r.range(0, 320), r.range(0.8, 2), { fill: C.paper, opacity: r.range(0.3, 0.9) }));
    d.add(ararat(-100, 720, 1800, 520, mix(C.deep, C.night, 0.35), C.lgold, 0.7));
    d.add(rect(0, 700, PW, 200, { fill: mix(C.night, "#000000", 0.2) }));
    for (const [dx, a] of [
      [-260, -12],
      [0, 0],
      [260, 12],
    ] as const)
      d.add(beam(d, 800 + dx, 640, 800 + dx * 3.2, -40, 30, 200, 0.25, C.lgold, 10), line(0, 0, 0, 0, { opacity: a }));
    for (let k = 5; k >= 0; k--) d.add(path(`M${560 - k * 40} 720A${240 + k * 40} ${220 + k * 36} 0 0 1 ${1040 + k * 40} 720`, { fill: k === 0 ? d.rad([[0, C.lgold], [1, C.gold]], 0.5, 1, 0.9) : "none", stroke: C.lgold, "stroke-width": 6, opacity: k === 0 ? 0.95 : 0.7 - k * 0.1 }));
    for (let i = 0; i < 70; i++) {
      const x = r.range(0, PW);
      d.add(headFromBehind(x, r.range(790, 860), r.range(12, 20), mix(C.night, "#000000", 0.3), C.lgold, 0.35));
    }
  },
};

/* ------------------------------------------------------------------------------------------ */
/* Performer emblems, 600 x 600, composed for a round crop                                     */
/* ------------------------------------------------------------------------------------------ */

const PERFORMERS: Record<string, PosterFn> = {
  "performer-orchestra": (d) => {
    fill(d, [[0, C.wine], [1, C.night]]);
    d.add(circle(300, 300, 300, { fill: d.rad([[0, C.wine], [1, C.night]], 0.5, 0.7, 0.7) }));
    d.add(rings(300, 430, 60, 40, 7, C.lgold, 0.25, 1.5));
    const tones = [C.lgold, C.lgold, C.gold, C.gold, C.paper];
    for (let k = 4; k >= 0; k--) {
      const R = 95 + k * 42;
      const count = 7 + k * 3;
      for (let i = 0; i < count; i++) {
        const a = Math.PI + (i + 0.5) * (Math.PI / count);
        const x = 300 + Math.cos(a) * R;
        const y = 430 + Math.sin(a) * R * 0.95;
        d.add(circle(x, y, 10 - k * 0.6, { fill: tones[k] ?? C.gold }), line(x, y, x + Math.cos(a) * -12, y + Math.sin(a) * -12, { stroke: C.paper, "stroke-width": 2, opacity: 0.6 }));
      }
    }
    d.add(circle(300, 430, 22, { fill: C.deep, stroke: C.lgold, "stroke-width": 4 }));
    d.add(batonArc(300, 430, 70, -150, -40, 10, { fill: C.paper, opacity: 0.85 }));
  },
  "performer-quartet": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.5)], [1, C.night]]);
    d.add(glow(d, 300, 330, 280, C.lgold, 0.35), rings(300, 560, 120, 45, 8, C.gold, 0.35, 2));
    const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
    for (const [a, s, k] of [
      [-40, 0.36, "violin"],
      [-14, 0.38, "violin"],
      [14, 0.4, "violin"],
      [40, 0.44, "cello"],
    ] as const)
      d.add(g(stringInstrument(d, amber, { kind: k }), { transform: `translate(300 540) rotate(${a}) scale(${s}) translate(0 -500)` }));
  },
  "performer-piano": (d) => {
    fill(d, [[0, C.wine], [1, C.deep]], 0, 0, 1, 1);
    d.add(rings(300, 300, 120, 34, 6, C.lgold, 0.4, 2));
    d.add(g(grandPianoTop(d, { body: C.ink, plate: C.gold }), { transform: `translate(300 300) rotate(-32) scale(0.42) translate(-300 -500)` }));
  },
  "performer-trio": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
    const pos: Pt[] = [
      [220, 250],
      [380, 250],
      [300, 385],
    ];
    for (const [x, y] of pos) d.add(circle(x, y, 130, { fill: C.lgold, opacity: 0.07, stroke: C.lgold, "stroke-width": 3 }));
    const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
    d.add(g(stringInstrument(d, amber), { transform: tf(200, 250, -20, 0.2) }), g(stringInstrument(d, amber, { kind: "cello" }), { transform: tf(400, 250, 18, 0.22) }));
    d.add(g(keyboard(0, 0, 240, 60, 12), { transform: tf(180, 380, 0, 1) }));
  },
  "performer-jazz": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, C.night]]);
    d.add(path("M220 -20L380 -20L520 620L80 620Z", { fill: d.lin([[0, C.lgold, 0.3], [1, C.lgold, 0.04]]) }));
    d.add(g(keyboard(0, 0, 700, 90, 14), { transform: "matrix(1 -0.25 0 1 -40 520)" }));
    d.add(g(stringInstrument(d, { body: C.gold, dark: mix(C.gold, C.night, 0.5), light: C.lgold }, { kind: "bass" }), { transform: tf(310, 290, 16, 0.42) }));
    for (let i = 0; i < 3; i++) d.add(note(130 + i * 50, 200 - i * 34, 12, i % 2 ? "e" : "q", C.lgold, 0.7));
  },
  "performer-voice": (d) => {
    fill(d, [[0, C.deep], [1, C.night]]);
    for (let k = 0; k < 6; k++) {
      const rr = 140 + k * 34;
      d.add(path(`M${n(300 - rr * 0.64)} ${n(240 - rr * 0.77)}A${rr} ${rr} 0 0 0 ${n(300 - rr * 0.64)} ${n(240 + rr * 0.77)}`, { fill: "none", stroke: C.lgold, "stroke-width": 4, opacity: 0.7 - k * 0.1 }));
      d.add(path(`M${n(300 + rr * 0.64)} ${n(240 - rr * 0.77)}A${rr} ${rr} 0 0 1 ${n(300 + rr * 0.64)} ${n(240 + rr * 0.77)}`, { fill: "none", stroke: C.lgold, "stroke-width": 4, opacity: 0.7 - k * 0.1 }));
    }
    d.add(glow(d, 300, 240, 180, C.lgold, 0.35), microphone(d, 300, 230, 0.72));
  },
  "performer-duduk": (d) => {
    fill(d, [[0, mix(C.lgold, C.paper, 0.2)], [1, C.gold]], 0, 0, 1, 1);
    d.add(rings(300, 300, 70, 36, 8, C.wine, 0.35, 2));
    d.add(blossomBranch(d, [[40, 140], [170, 110], [300, 150]], makeRng("duduk-branch"), 18));
    d.add(g(duduk(d, { wood: mix(T.wood, C.wine, 0.2) }), { transform: tf(120, 420, -32, 0.4) }));
  },
  "performer-narrator": (d) => {
    fill(d, [[0, C.paper], [1, mix(C.paper, C.lgold, 0.55)]]);
    d.add(rings(300, 330, 80, 40, 7, C.gold, 0.35, 2));
    d.add(openBook(d, 300, 330, 0.72));
    d.add(bird(400, 180, 0.45, C.wine, C.gold), note(210, 220, 16, "e", C.wine, 0.85), note(270, 170, 14, "q", C.gold, 0.9), note(330, 250, 12, "q", C.wine, 0.7));
  },
  "performer-choir": (d) => {
    fill(d, [[0, C.wine], [1, C.night]]);
    d.add(glow(d, 300, 220, 260, C.lgold, 0.35));
    for (let row = 0; row < 3; row++) {
      const y = 300 + row * 80;
      const count = 5 + row;
      const w = 70 - row * 2;
      for (let i = 0; i < count; i++) {
        const x = 300 + (i - (count - 1) / 2) * (w + 6);
        const c = row === 0 ? C.lgold : row === 1 ? C.gold : mix(C.gold, C.wine, 0.35);
        d.add(path(`M${n(x - w / 2)} ${n(y + 90)}V${n(y + 30)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w / 2)} ${n(y + 30)}V${n(y + 90)}Z`, { fill: c }), circle(x, y - 12, w * 0.26, { fill: c }));
      }
    }
    for (let i = 0; i < 4; i++) d.add(note(190 + i * 75, 150 - (i % 2) * 30, 13, i % 2 ? "q" : "e", C.paper, 0.85));
  },
};

function performerRing(d: Doc): void {
  d.add(circle(300, 300, 286, { fill: "none", stroke: C.lgold, "stroke-width": 3, opacity: 0.55 }));
}

/* ------------------------------------------------------------------------------------------ */
/* Banners, 1080 x 1920                                                                         */
/* ------------------------------------------------------------------------------------------ */

const BANNERS: Record<string, PosterFn> = {
  "banner-season": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.4)], [0.5, C.wine], [1, C.deep]]);
    d.add(staff(-20, 1100, 260, 20, (x) => x * 0.35, { stroke: C.lgold, "stroke-width": 2, opacity: 0.3 }));
    d.add(glow(d, 540, 820, 600, C.lgold, 0.45), circle(540, 820, 300, { fill: d.rad([[0, mix(C.lgold, C.paper, 0.4)], [1, C.gold]], 0.45, 0.4, 0.65) }));
    d.add(rings(540, 820, 330, 46, 9, C.lgold, 0.45, 2.5));
    d.add(batonArc(1200, 1500, 1100, -175, -110, 40, { fill: C.lgold, opacity: 0.75 }));
    d.add(chandelier(d, 540, 300, 1.1, { chain: 300 }));
    const shaft = d.lin([[0, mix(C.gold, C.night, 0.4)], [0.4, C.lgold], [1, mix(C.gold, C.night, 0.5)]], 0, 0, 1, 0);
    d.add(rect(60, 1180, 960, 60, { fill: C.lgold }), poly([[40, 1180], [540, 1080], [1040, 1180]], { fill: C.gold }));
    for (let i = 0; i < 7; i++) d.add(column(110 + i * 130, 1240, 80, 480, { shaft, cap: C.lgold, flute: C.night, fluteOp: 0.2 }));
    for (let k = 0; k < 4; k++) d.add(rect(40 - k * 20, 1720 + k * 30, 1000 + k * 40, 30, { fill: k % 2 ? C.gold : C.lgold }));
    d.add(rect(0, 1840, 1080, 80, { fill: C.night }));
  },
  "banner-gift-card": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, "#000000", 0.2)], [1, mix(C.night, C.deep, 0.6)]]);
    for (let i = 0; i < 36; i++) d.add(circle(r.range(0, 1080), r.range(0, 1920), r.range(20, 80), { fill: r.pick([C.lgold, C.gold, C.wine]), opacity: r.range(0.1, 0.3), filter: d.blur(8) }));
    d.add(glow(d, 540, 960, 700, C.lgold, 0.35));
    const card = g(
      rect(-380, -240, 760, 480, { rx: 28, fill: d.lin([[0, C.wine], [1, C.deep]], 0, 0, 1, 1) }) +
        rect(-350, -210, 700, 420, { rx: 16, fill: "none", stroke: C.lgold, "stroke-width": 3 }) +
        rings(180, 60, 40, 26, 8, C.lgold, 0.35, 1.5) +
        porticoEmblem(d, -210, -60, 180) +
        rect(-40, -240, 80, 480, { fill: C.gold }) +
        rect(-380, -20, 760, 60, { fill: C.gold, opacity: 0.95 }),
      { transform: tf(540, 1000, -10) },
    );
    d.add(card);
    d.add(g(ellipse(-90, 0, 110, 55, { fill: C.lgold, transform: "rotate(-20)" }) + ellipse(90, 0, 110, 55, { fill: C.lgold, transform: "rotate(20)" }) + path("M-20 20L-120 200L-70 190L-40 240L0 40Z", { fill: C.gold }) + path("M20 20L120 200L70 190L40 240L0 40Z", { fill: C.gold }) + circle(0, 0, 38, { fill: C.gold }), { transform: tf(545, 995, -10) }));
    for (let i = 0; i < 40; i++) d.add(sparkle(r.range(60, 1020), r.range(200, 1720), r.range(6, 20), { fill: C.lgold, opacity: r.range(0.5, 1) }));
  },
  "banner-tour": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
    const vx = 540;
    const vy = 960;
    for (let k = 10; k >= 0; k--) {
      const s = Math.pow(0.78, k);
      const w = 1000 * s;
      const h = 1500 * s;
      const x = vx - w / 2;
      const y = vy + 700 * s - h;
      d.add(path(archD(x, y, w, h), { fill: k % 2 ? mix(C.deep, C.night, 0.3) : mix(C.wine, C.night, 0.25), stroke: C.gold, "stroke-width": Math.max(1.5, 10 * s), opacity: 1 }));
      d.add(path(archD(x + w * 0.06, y + w * 0.06, w * 0.88, h - w * 0.06), { fill: "none", stroke: C.lgold, "stroke-width": Math.max(1, 3 * s), opacity: 0.5 }));
    }
    const dw = 1000 * Math.pow(0.78, 11);
    d.add(glow(d, vx, vy + 700 * Math.pow(0.78, 11) - dw, 260, C.lgold, 0.8), path(archD(vx - dw / 2, vy + 700 * Math.pow(0.78, 11) - 1500 * Math.pow(0.78, 11), dw, 1500 * Math.pow(0.78, 11)), { fill: C.paper }));
    for (let k = 0; k < 14; k++) {
      const y0 = vy + 700 * Math.pow(0.78, k);
      const y1 = vy + 700 * Math.pow(0.78, k + 1);
      const w0 = 1000 * Math.pow(0.78, k);
      const w1 = 1000 * Math.pow(0.78, k + 1);
      d.add(poly([[vx - w0 / 2, y0], [vx + w0 / 2, y0], [vx + w1 / 2, y1], [vx - w1 / 2, y1]], { fill: k % 2 ? mix(C.gold, C.wine, 0.4) : mix(C.wine, C.night, 0.2) }));
    }
    d.add(poly([[vx - 160, 1660], [vx + 160, 1660], [vx + 10, vy + 30], [vx - 10, vy + 30]], { fill: C.wine, opacity: 0.9 }));
    d.add(rect(0, 1660, 1080, 260, { fill: d.lin([[0, mix(C.gold, C.wine, 0.5)], [1, C.night]]) }));
    for (let k = 0; k < 5; k++) d.add(rect(0, 1660 + k * 52, 1080, 6, { fill: C.lgold, opacity: 0.5 - k * 0.08 }));
    d.add(chandelier(d, 540, 380, 1, { chain: 400 }));
    const fx = 460;
    const fy = 1380;
    d.add(path(`M${fx - 22} ${fy}L${fx - 26} ${fy - 150}Q${fx} ${fy - 176} ${fx + 26} ${fy - 150}L${fx + 22} ${fy}Z`, { fill: C.night }), circle(fx, fy - 190, 20, { fill: C.night }));
  },
};

/* ------------------------------------------------------------------------------------------ */
/* Gift cards, 1200 x 750: numerals drawn as shapes, so no font is needed                      */
/* ------------------------------------------------------------------------------------------ */

/** Didone-style digits 0, 1, 5 in a 100 x 160 box (baseline at 160). */
const DIGITS: Record<string, { w: number; d: string }> = {
  "0": { w: 104, d: "M4 80A46 80 0 1 0 96 80A46 80 0 1 0 4 80ZM26 80A24 72 0 1 1 74 80A24 72 0 1 1 26 80Z" },
  "1": { w: 84, d: "M40 0L62 0L62 151L80 151L80 160L22 160L22 151L40 151L40 22L16 36L12 29Z" },
  "5": {
    w: 104,
    d: (() => {
      const cx = 50;
      const cy = 106;
      const P = (rx: number, ry: number, a: number): string => `${n(cx + rx * Math.cos((a * Math.PI) / 180))} ${n(cy + ry * Math.sin((a * Math.PI) / 180))}`;
      return `M24 0L86 0L86 -4L94 -4L94 14L86 14L86 11L33 11L33 70L20 80L20 0ZM${P(46, 54, 235)}A46 54 0 1 1 ${P(46, 54, 145)}L${P(24, 45, 145)}A24 45 0 1 0 ${P(24, 45, 235)}Z`;
    })(),
  },
  " ": { w: 46, d: "" },
};

function numerals(text: string, x: number, baseline: number, height: number, a: Attrs, align: "left" | "right" = "left"): string {
  const s = height / 160;
  const width = [...text].reduce((sum, ch) => sum + (DIGITS[ch]?.w ?? 0), 0) * s;
  let cx = align === "right" ? x - width : x;
  let out = "";
  for (const ch of text) {
    const dg = DIGITS[ch];
    if (!dg) continue;
    if (dg.d) out += path(dg.d, { transform: `translate(${n(cx)} ${n(baseline - height)}) scale(${s.toFixed(4)})`, "fill-rule": ch === "0" ? "evenodd" : "nonzero" });
    if (ch === "5") out += circle(cx + 21 * s, baseline - height + 136 * s, 11 * s, {});
    cx += dg.w * s;
  }
  return g(out, a);
}

type CardStyle = { bg: Stop[]; line: string; lineOp: number; num: [string, string]; border: string; emblem: [string, string] };

const CARD_STYLES: Record<string, CardStyle> = {
  "15000": { bg: [[0, C.paper], [1, mix(C.paper, C.lgold, 0.5)]], line: C.wine, lineOp: 0.1, num: [C.wine, C.deep], border: C.gold, emblem: [C.gold, mix(C.gold, C.lgold, 0.5)] },
  "50000": { bg: [[0, C.wine], [1, C.deep]], line: C.lgold, lineOp: 0.12, num: [C.paper, C.lgold], border: C.lgold, emblem: [C.gold, C.lgold] },
  "100000": { bg: [[0, mix(C.night, C.deep, 0.25)], [1, mix(C.night, "#000000", 0.3)]], line: C.gold, lineOp: 0.16, num: [mix(C.lgold, C.paper, 0.4), C.gold], border: C.gold, emblem: [C.gold, C.lgold] },
};

function giftCardImage(d: Doc, amount: string): void {
  const st = CARD_STYLES[amount] ?? (CARD_STYLES["50000"] as CardStyle);
  const W = d.w;
  const H = d.h;
  fill(d, st.bg, 0, 0, 1, 1);
  for (let k = 0; k < 36; k++) d.add(ellipse(W * 0.72, H * 0.5, 420, 150, { fill: "none", stroke: st.line, "stroke-width": 1.2, opacity: st.lineOp * 2, transform: `rotate(${k * 5} ${n(W * 0.72)} ${n(H * 0.5)})` }));
  d.add(rings(W * 0.72, H * 0.5, 40, 18, 8, st.line, st.lineOp * 3, 1.2, false));
  d.add(rect(40, 40, W - 80, H - 80, { fill: "none", stroke: st.border, "stroke-width": 3, rx: 18 }));
  d.add(rect(54, 54, W - 108, H - 108, { fill: "none", stroke: st.border, "stroke-width": 1.2, rx: 12, opacity: 0.7 }));
  for (const [x, y] of [
    [54, 54],
    [W - 54, 54],
    [54, H - 54],
    [W - 54, H - 54],
  ] as const)
    d.add(rosette(x, y, 16, { fill: st.border }, 8));
  d.add(glow(d, 230, 250, 170, st.emblem[1], 0.25), porticoEmblem(d, 230, 250, 190, 6, st.emblem[0], st.emblem[1]));
  d.add(line(110, 400, 350, 400, { stroke: st.border, "stroke-width": 2, opacity: 0.7 }));
  const grad = d.lin([[0, st.num[0]], [1, st.num[1]]], 0, 0, 0, 1);
  d.add(numerals(amount.length > 5 ? "100 000" : amount === "15000" ? "15 000" : "50 000", W - 110, H - 120, 190, { fill: grad }, "right"));
  d.add(numerals(amount.length > 5 ? "100 000" : amount === "15000" ? "15 000" : "50 000", W - 110 + 5, H - 120 + 5, 190, { fill: C.night, opacity: 0.12 }, "right"));
}

/** A music stand close up with an open score and its little lamp. */
function scoreStand(d: Doc): void {
  fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
  d.add(glow(d, 960, 420, 800, C.lgold, 0.25));
  d.add(rect(900, 720, 24, 420, { fill: C.ink }), path("M700 1100L912 900L1124 1100", { fill: "none", stroke: C.ink, "stroke-width": 18 }));
  d.add(g(rect(-620, -40, 1240, 620, { fill: C.ink, rx: 10 }) + rect(-640, 560, 1280, 40, { fill: mix(C.ink, C.gold, 0.2), rx: 8 }), { transform: "translate(912 200) skewX(-4)" }));
  d.add(scorePage(d, 320, 170, 580, 700, -2, "stand-left", mix(C.paper, C.lgold, 0.25)), scorePage(d, 920, 165, 580, 700, 2, "stand-right", mix(C.paper, C.lgold, 0.15)));
  d.add(line(912, 170, 912, 110, { stroke: C.gold, "stroke-width": 8 }), path("M780 120L1044 120L1004 70L820 70Z", { fill: C.gold }), glowEllipse(d, 912, 300, 600, 220, C.lgold, 0.35));
  d.add(line(1200, 880, 1520, 560, { stroke: C.paper, "stroke-width": 8, "stroke-linecap": "round" }), ellipse(1200, 880, 22, 16, { fill: T.wood, transform: "rotate(-45 1200 880)" }));
  vignette(d, 0.6);
}

/** A reception table: glasses on a cloth, strings of lights behind. */
function receptionTable(d: Doc): void {
  const r = d.r;
  fill(d, [[0, mix(T.darkWood, C.night, 0.4)], [1, C.night]]);
  for (let k = 0; k < 4; k++) {
    for (let i = 0; i <= 30; i++) {
      const x = -40 + i * 68;
      const y = 120 + k * 120 + Math.sin((i / 30) * Math.PI) * 90;
      d.add(glow(d, x, y, 30 + k * 4, C.lgold, 0.55), circle(x, y, 4 + k, { fill: C.paper }));
    }
  }
  for (let i = 0; i < 30; i++) d.add(circle(r.range(0, DW), r.range(0, 650), r.range(20, 70), { fill: C.lgold, opacity: r.range(0.06, 0.18), filter: d.blur(8) }));
  d.add(rect(0, 700, DW, 380, { fill: d.lin([[0, C.paper], [1, mix(C.paper, C.gold, 0.45)]]) }), rect(0, 690, DW, 20, { fill: mix(C.paper, C.lgold, 0.3) }));
  for (let x = 60; x < DW; x += 120) d.add(path(`M${x} 710Q${x + 30} 900 ${x + 10} 1090`, { fill: "none", stroke: C.gold, "stroke-width": 3, opacity: 0.25 }));
  const list: [number, number, number][] = [];
  for (let row = 0; row < 3; row++) for (let i = 0; i < 7; i++) list.push([260 + i * 220 + (row % 2) * 110, 560 + row * 60, 0.9 + row * 0.15]);
  for (const [x, y, s] of list) d.add(g(flute(d, 0.55 + ((x * 13) % 30) / 100), { transform: tf(x, y - 280 * s + 150, 0, s) }));
  vignette(d, 0.5);
}

/** A poster for a slug without its own design: rings, a staff and an instrument chosen by the slug. */
function genericPoster(d: Doc, slug: string): void {
  const r = makeRng(slug);
  const bg = r.pick<Stop[]>([
    [[0, C.wine], [1, C.night]],
    [[0, mix(C.night, C.deep, 0.5)], [1, C.night]],
    [[0, mix(C.lgold, C.paper, 0.3)], [1, C.gold]],
  ]);
  fill(d, bg, 0, 0, 1, 1);
  const light = bg[0]?.[1] === mix(C.lgold, C.paper, 0.3);
  const ink = light ? C.wine : C.lgold;
  d.add(rings(d.w * 0.62, d.h * 0.5, 80, 50, 10, ink, 0.35, 2));
  d.add(staff(-20, d.w + 20, d.h * 0.3, 18, (x) => Math.sin(x / 240 + r.next()) * 50, { stroke: ink, "stroke-width": 2, opacity: 0.45 }));
  const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
  const pick = r.int(0, 2);
  if (pick === 0) d.add(g(stringInstrument(d, amber), { transform: tf(d.w * 0.62, d.h * 0.5, 20, d.h / 1300) }));
  else if (pick === 1) d.add(g(clarinet(d), { transform: tf(d.w * 0.3, d.h * 0.25, 25, d.w / 1700) }));
  else d.add(g(grandPianoSide(d), { transform: tf(d.w * 0.35, d.h * 0.8, 0, d.w / 2400) }));
}

/* ------------------------------------------------------------------------------------------ */
/* Galleries                                                                                    */
/* ------------------------------------------------------------------------------------------ */

type GalleryShot = {
  name: string;
  wide: boolean;
  look?: Look;
  draw: (d: Doc) => void;
  /** Focus x, focus y (fractions of the design space) and zoom for the crop. */
  focus?: [number, number, number];
};

const shot = (name: string, wide: boolean, draw: (d: Doc) => void, o: { look?: Look; focus?: [number, number, number] } = {}): GalleryShot => ({ name, wide, draw, ...o });

const GALLERY_SHOTS: GalleryShot[] = [
  // Home: façade, foyer, main hall, stage, orchestra, audience, organ, details.
  shot("home-01", true, (d) => facade(d, { time: "dusk", crowd: 0.35 })),
  shot("home-02", false, (d) => foyer(d, { time: "evening", people: 0.5 })),
  shot("home-03", true, (d) => hallView(d, { stage: "orchestra", audience: 0.8, beams: 2 })),
  shot("home-04", false, (d) => hallView(d, { stage: "orchestra", audience: 0.6, beams: 2 }), { focus: [0.5, 0.56, 1.9] }),
  shot("home-05", false, (d) => hallView(d, { stage: "empty", beams: 3 }), { focus: [0.5, 0.32, 2.2] }),
  shot("home-06", true, (d) => seatsFromStage(d, { audience: 0.85 })),
  shot("home-07", false, (d) => ceilingScene(d)),
  shot("home-08", true, (d) => hallFromAbove(d, { stage: "orchestra", audience: 0.6 })),
  shot("home-09", false, (d) => facade(d, { time: "dusk" }), { focus: [0.5, 0.36, 2.6] }),
  shot("home-10", false, (d) => stillLife(d, { inst: "violin" })),
  shot("home-11", false, (d) => facade(d, { time: "night", crowd: 0.2 }), { focus: [0.5, 0.55, 1.35] }),
  shot("home-12", true, (d) => hallView(d, { stage: "piano", audience: 0.6, beams: 2 })),
  shot("home-13", false, (d) => seatsFromStage(d, { audience: 0.5, stand: false }), { focus: [0.5, 0.2, 1.8] }),
  shot("home-14", false, (d) => stillLife(d, { inst: "baton" })),
  // The building over the decades, in archive tones; the last one in colour.
  shot("hall-history-01", true, (d) => facade(d, { time: "day", scaffold: true, ararat: true }), { look: "sepia" }),
  shot("hall-history-02", false, (d) => facade(d, { time: "day", crowd: 0.9 }), { look: "sepia", focus: [0.5, 0.62, 1.2] }),
  shot("hall-history-03", false, (d) => hallFromAbove(d, { stage: "empty" }), { look: "sepia" }),
  shot("hall-history-04", false, (d) => hallView(d, { stage: "empty", beams: 1, curtains: false }), { look: "duotone", focus: [0.5, 0.34, 2] }),
  shot("hall-history-05", true, (d) => seatsFromStage(d, { audience: 0 })),
  shot("hall-history-06", false, (d) => facade(d, { time: "winter", crowd: 0.15 }), { look: "sepia" }),
  shot("hall-history-07", false, (d) => ceilingScene(d, { lit: 0.8 }), { look: "duotone" }),
  shot("hall-history-08", false, (d) => hallView(d, { stage: "orchestra", audience: 0.7, beams: 2 }), { look: "sepia", focus: [0.5, 0.5, 1.5] }),
  shot("hall-history-09", true, (d) => facade(d, { time: "night", crowd: 0.3 }), { look: "duotone" }),
  shot("hall-history-10", false, (d) => foyer(d, { time: "day", people: 0.4 }), { look: "sepia" }),
  shot("hall-history-11", true, (d) => facade(d, { time: "dusk", crowd: 0.6 }), { focus: [0.5, 0.6, 1.15] }),
  // The orchestra through the years.
  shot("orchestra-history-01", true, (d) => hallView(d, { stage: "orchestra", audience: 0.7, beams: 1 }), { look: "sepia" }),
  shot("orchestra-history-02", false, (d) => scoreStand(d), { look: "duotone" }),
  shot("orchestra-history-03", false, (d) => sectionScene(d, "violins"), { look: "sepia" }),
  shot("orchestra-history-04", false, (d) => sectionScene(d, "winds")),
  shot("orchestra-history-05", false, (d) => sectionScene(d, "timpani"), { look: "sepia" }),
  shot("orchestra-history-06", true, (d) => hallView(d, { stage: "orchestra", audience: 0.95, young: true, beams: 2 }), { look: "duotone" }),
  shot("orchestra-history-07", false, (d) => sectionScene(d, "cellos"), { look: "sepia" }),
  shot("orchestra-history-08", true, (d) => hallFromAbove(d, { stage: "orchestra", warm: 0.8 }), { look: "duotone" }),
  shot("orchestra-history-09", false, (d) => stillLife(d, { inst: "duduk" })),
  shot("orchestra-history-10", false, (d) => hallView(d, { stage: "orchestra", audience: 0.9, beams: 3 }), { focus: [0.5, 0.55, 1.7] }),
  // A guided tour.
  shot("tour-01", true, (d) => foyer(d, { time: "day" })),
  shot("tour-02", false, (d) => staircase(d, { time: "evening" })),
  shot("tour-03", false, (d) => corridor(d)),
  shot("tour-04", false, (d) => backstage(d)),
  shot("tour-05", true, (d) => hallFromAbove(d, { stage: "empty", warm: 0.8 })),
  shot("tour-06", false, (d) => dressingRoom(d)),
  shot("tour-07", false, (d) => hallView(d, { stage: "stands", beams: 2, warmth: 0.75 }), { focus: [0.58, 0.5, 1.5] }),
  shot("tour-08", false, (d) => facade(d, { time: "day" }), { focus: [0.5, 0.62, 2] }),
  shot("tour-09", true, (d) => seatsFromStage(d, { audience: 0 })),
  // VIP balcony.
  shot("vip-balcony-01", true, (d) => hallFromAbove(d, { stage: "piano", box: true })),
  shot("vip-balcony-02", false, (d) => boxInterior(d, { table: false })),
  shot("vip-balcony-03", false, (d) => champagneClose(d)),
  shot("vip-balcony-04", false, (d) => velvetClose(d)),
  shot("vip-balcony-05", true, (d) => boxesFromHall(d, { audience: 0.6 })),
  shot("vip-balcony-06", false, (d) => boxInterior(d, { view: false, table: true })),
  shot("vip-balcony-07", false, (d) => hallFromAbove(d, { stage: "orchestra", box: true, audience: 0.7 })),
  shot("vip-balcony-08", false, (d) => boxDoor(d)),
  shot("vip-balcony-09", true, (d) => boxInterior(d, { view: true, glasses: true })),
  // Harmony chamber hall.
  shot("harmony-01", true, (d) => chamberHall(d, { setup: "concert" })),
  shot("harmony-02", false, (d) => pianoClose(d)),
  shot("harmony-03", false, (d) => pendants(d)),
  shot("harmony-04", true, (d) => chamberHall(d, { setup: "reception", people: 0.6 })),
  shot("harmony-05", false, (d) => chamberHall(d, { setup: "concert" }), { focus: [0.5, 0.75, 1.8] }),
  shot("harmony-06", false, (d) => chamberHall(d, { setup: "quartet" }), { focus: [0.55, 0.45, 1.5] }),
  shot("harmony-07", false, (d) => receptionTable(d)),
  shot("harmony-08", true, (d) => chamberHall(d, { setup: "concert", people: 0.9 })),
  shot("harmony-09", false, (d) => keysClose(d)),
  shot("harmony-10", false, (d) => chamberHall(d, { setup: "candles", people: 0.6 })),
  shot("harmony-11", false, (d) => doubleDoors(d)),
  shot("harmony-12", true, (d) => chamberHall(d, { setup: "reception", people: 0 })),
];

/* ------------------------------------------------------------------------------------------ */
/* Hero poster and loop                                                                         */
/* ------------------------------------------------------------------------------------------ */

const HERO_FRAMES = 192;

const HERO_FPS = 24;

function heroScene(t: number): (d: Doc) => void {
  return (d) => {
    hallView(d, { sx: 1200, calmLeft: true, stage: "stands", zoom: 0.05, t, beams: 3 });
    grain(d, 0.8, { op: 0.08 });
  };
}

async function runFfmpeg(args: string[], frames: Buffer[]): Promise<void> {
  const proc = spawn("ffmpeg", args, { stdio: ["pipe", "ignore", "pipe"] });
  let err = "";
  proc.stderr.on("data", (c: Buffer) => {
    err = (err + c.toString()).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err}`))));
  });
  for (const f of frames) {
    if (!proc.stdin.write(f)) await new Promise<void>((resolve) => proc.stdin.once("drain", () => resolve()));
  }
  proc.stdin.end();
  await done;
}

/** Encodes the frames, raising the quality factor until the file is under the limit. */
async function encodeLoop(rel: string, frames: Buffer[], w: number, h: number, codecArgs: (q: number) => string[], qs: number[], limit: number): Promise<void> {
  const abs = nodePath.join(OUT, rel);
  await mkdir(nodePath.dirname(abs), { recursive: true });
  for (const q of qs) {
    await runFfmpeg(["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${w}x${h}`, "-r", String(HERO_FPS), "-i", "-", "-an", "-map_metadata", "-1", ...codecArgs(q), abs], frames);
    const size = (await stat(abs)).size;
    if (size <= limit || q === qs[qs.length - 1]) {
      written.push({ file: nodePath.relative(ROOT, abs), bytes: size });
      if (size > limit) console.warn(`warning: ${rel} is ${size} bytes, above ${limit}`);
      return;
    }
  }
}

async function heroVideo(): Promise<void> {
  const w = 1280;
  const h = 720;
  const frames: Buffer[] = [];
  for (let i = 0; i < HERO_FRAMES; i++) frames.push((await renderDesign("hero", w, h, heroScene(i / HERO_FRAMES))).data);
  const limit = 1_450_000;
  await encodeLoop(
    "hero/hall.webm",
    frames,
    w,
    h,
    (q) => ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", String(q), "-deadline", "good", "-cpu-used", "2", "-row-mt", "1", "-g", String(HERO_FRAMES), "-f", "webm"],
    [30, 34, 38, 42],
    limit,
  );
  await encodeLoop(
    "hero/hall.mp4",
    frames,
    w,
    h,
    (q) => ["-c:v", "libx264", "-preset", "slow", "-crf", String(q), "-pix_fmt", "yuv420p", "-profile:v", "high", "-g", String(HERO_FRAMES), "-movflags", "+faststart", "-f", "mp4"],
    [21, 24, 27, 30],
    limit,
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Main                                                                                         */
/* ------------------------------------------------------------------------------------------ */

type Job = { name: string; run: () => Promise<void> };

function jobs(): Job[] {
  const list: Job[] = [];
  const slugs = DEMO_IMAGE_SLUGS;
  const concerts = [...new Set([...slugs.filter((s) => s.startsWith("concert-")), "concert-season-finale", "concert-spring-gala", "concert-open-air"])];
  for (const slug of concerts) {
    list.push({
      name: `demo/${slug}`,
      run: async () => {
        const draw = POSTERS[slug] ?? ((d: Doc) => genericPoster(d, slug));
        await saveWebp(`demo/${slug}.webp`, await renderNative(slug, PW, PH, (d) => (draw(d), grain(d, 0.8), posterFrame(d))));
      },
    });
  }
  for (const slug of slugs.filter((s) => s.startsWith("performer-"))) {
    list.push({
      name: `demo/${slug}`,
      run: async () => {
        const draw = PERFORMERS[slug] ?? ((d: Doc) => genericPoster(d, slug));
        await saveWebp(`demo/${slug}.webp`, await renderNative(slug, 600, 600, (d) => (draw(d), grain(d, 0.8), performerRing(d))));
      },
    });
  }
  for (const [slug, draw] of Object.entries(BANNERS)) {
    list.push({ name: `demo/${slug}`, run: async () => saveWebp(`demo/${slug}.webp`, await renderNative(slug, 1080, 1920, (d) => (draw(d), grain(d, 0.8), posterFrame(d)))) });
  }
  for (const s of GALLERY_SHOTS) {
    list.push({
      name: `gallery/${s.name}`,
      run: async () => {
        const [w, h] = s.wide ? [1600, 900] : [1200, 900];
        const view = s.focus ? designView(w, h, s.focus[0], s.focus[1], s.focus[2]) : undefined;
        const raw = await renderDesign(s.name, w, h, (d) => (s.draw(d), grain(d, 1)), view);
        await saveWebp(`gallery/${s.name}.webp`, await finish(raw, s.look ?? "colour", s.name));
      },
    });
  }
  for (const amount of ["15000", "50000", "100000"]) {
    list.push({ name: `gift-cards/card-${amount}`, run: async () => saveWebp(`gift-cards/card-${amount}.webp`, await renderNative(`card-${amount}`, 1200, 750, (d) => (giftCardImage(d, amount), grain(d, 0.6)))) });
  }
  list.push({ name: "hero/hall-poster", run: async () => saveWebp("hero/hall-poster.webp", await renderDesign("hero", 1920, 1080, heroScene(0)), [960]) });
  list.push({ name: "hero/hall-video", run: heroVideo });
  list.push({
    name: "og-default",
    run: async () => {
      const raw = await renderDesign("og", 1200, 630, (d) => (facade(d, { time: "dusk", crowd: 0.25 }), grain(d, 0.8)), designView(1200, 630, 0.5, 0.52));
      await writeTracked(nodePath.join(OUT, "og-default.jpg"), await rawImage(raw).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
    },
  });
  return list;
}

async function pool(items: Job[], size: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const job = items[next++] as Job;
      await job.run();
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = nodePath.join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(p) : (await stat(p)).size;
  }
  return total;
}

async function main(): Promise<void> {
  const only = process.argv[2] ?? "";
  const started = Date.now();
  const list = jobs().filter((j) => !only || j.name.includes(only));
  const video = list.filter((j) => j.name === "hero/hall-video");
  await pool(
    list.filter((j) => j.name !== "hero/hall-video"),
    2,
  );
  for (const j of video) await j.run();
  const byFolder = new Map<string, { files: number; bytes: number }>();
  for (const w of written) {
    const folder = nodePath.dirname(w.file);
    const e = byFolder.get(folder) ?? { files: 0, bytes: 0 };
    e.files++;
    e.bytes += w.bytes;
    byFolder.set(folder, e);
  }
  const kb = (b: number): string => `${(b / 1024).toFixed(0)} KB`;
  console.log("Written:");
  for (const [folder, e] of [...byFolder.entries()].sort()) console.log(`  ${folder.padEnd(28)} ${String(e.files).padStart(4)} files  ${kb(e.bytes).padStart(9)}`);
  for (const w of written.filter((x) => /\.(webm|mp4|jpg)$/.test(x.file))) console.log(`  ${w.file.padEnd(40)} ${kb(w.bytes)}`);
  const total = written.reduce((s, w) => s + w.bytes, 0);
  console.log(`Total written: ${written.length} files, ${total} bytes (${(total / 1048576).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const held = await folderBytes(OUT);
  console.log(`public/media now holds ${held} bytes (${(held / 1048576).toFixed(2)} MB)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
