/** Small objects: a champagne flute, a candle and an open book. */
import type { Doc } from "../doc";
import { C, mix } from "../palette";
import { circle, ellipse, g, line, n, path, rect } from "../svg";
import { glow } from "./effects";

/** A candle with flame; base centre (x, y). */
export function candle(d: Doc, x: number, y: number, w: number, h: number, flicker = 0): string {
  const wax = d.lin([[0, mix(C.paper, C.gold, 0.35)], [0.45, C.paper], [1, mix(C.paper, C.gold, 0.5)]], 0, 0, 1, 0);
  let s = glow(d, x, y - h - w * 0.9, w * 4.5, C.lgold, 0.35);
  s += rect(x - w / 2, y - h, w, h, { fill: wax });
  s += path(`M${n(x - w / 2)} ${n(y - h)}q${n(w * 0.1)} ${n(w * 0.5)} ${n(w * 0.2)} ${n(w * 0.15)}q${n(w * 0.1)} ${n(w * 0.6)} ${n(w * 0.22)} 0`, { fill: C.paper, opacity: 0.8 });
  s += line(x, y - h, x, y - h - w * 0.22, { stroke: C.ink, "stroke-width": Math.max(1, w * 0.06) });
  const fx = x + flicker * w * 0.08;
  s += path(`M${n(x - w * 0.22)} ${n(y - h - w * 0.35)}Q${n(x - w * 0.25)} ${n(y - h - w * 0.9)} ${n(fx)} ${n(y - h - w * 1.45)}Q${n(x + w * 0.25)} ${n(y - h - w * 0.9)} ${n(x + w * 0.22)} ${n(y - h - w * 0.35)}Q${n(x)} ${n(y - h - w * 0.05)} ${n(x - w * 0.22)} ${n(y - h - w * 0.35)}Z`, {
    fill: d.lin([[0, C.paper], [0.5, C.lgold], [1, C.gold]], 0, 1, 0, 0),
  });
  return s;
}

/** A champagne flute, rim centre at (0, 0), about 300 units tall. */
export function flute(d: Doc, fillLevel = 0.7): string {
  const bowl = "M-30 0C-30 90 -22 150 0 168C22 150 30 90 30 0Z";
  let s = path(bowl, { fill: C.paper, opacity: 0.08 });
  const top = 160 * (1 - fillLevel);
  const liquid = d.lin([[0, C.lgold, 0.85], [1, C.gold, 0.95]], 0, 0, 0, 1);
  const clip = d.clip(path(bowl));
  s += g(rect(-40, top, 80, 200, { fill: liquid }), { "clip-path": clip });
  for (let i = 0; i < 6; i++) s += circle(-10 + ((i * 37) % 22), top + 20 + i * 20, 2.2, { fill: C.paper, opacity: 0.7 });
  s += path(bowl, { fill: "none", stroke: C.lgold, "stroke-width": 3, opacity: 0.75 });
  s += line(-18, 12, -16, 120, { stroke: C.paper, "stroke-width": 4, opacity: 0.45, "stroke-linecap": "round" });
  s += rect(-3, 166, 6, 110, { fill: C.lgold, opacity: 0.6 });
  s += ellipse(0, 278, 44, 9, { fill: C.lgold, opacity: 0.55 });
  return s;
}

/** Open book with pages of lines. */
export function openBook(d: Doc, x: number, y: number, s: number): string {
  const page = d.lin([[0, C.paper], [1, mix(C.paper, C.lgold, 0.45)]], 0, 0, 1, 0);
  const page2 = d.lin([[0, mix(C.paper, C.lgold, 0.45)], [1, C.paper]], 0, 0, 1, 0);
  let out = path(`M${n(x)} ${n(y + 30 * s)}Q${n(x - 150 * s)} ${n(y - 10 * s)} ${n(x - 300 * s)} ${n(y + 20 * s)}L${n(x - 300 * s)} ${n(y + 230 * s)}Q${n(x - 150 * s)} ${n(y + 200 * s)} ${n(x)} ${n(y + 240 * s)}Z`, { fill: page });
  out += path(`M${n(x)} ${n(y + 30 * s)}Q${n(x + 150 * s)} ${n(y - 10 * s)} ${n(x + 300 * s)} ${n(y + 20 * s)}L${n(x + 300 * s)} ${n(y + 230 * s)}Q${n(x + 150 * s)} ${n(y + 200 * s)} ${n(x)} ${n(y + 240 * s)}Z`, { fill: page2 });
  for (let k = 0; k < 7; k++) {
    const yy = y + 55 * s + k * 22 * s;
    out += path(`M${n(x - 270 * s)} ${n(yy)}Q${n(x - 150 * s)} ${n(yy - 22 * s)} ${n(x - 30 * s)} ${n(yy + 4 * s)}`, { fill: "none", stroke: C.ink, "stroke-width": 3 * s, opacity: 0.22 });
    out += path(`M${n(x + 30 * s)} ${n(yy + 4 * s)}Q${n(x + 150 * s)} ${n(yy - 22 * s)} ${n(x + 270 * s)} ${n(yy)}`, { fill: "none", stroke: C.ink, "stroke-width": 3 * s, opacity: 0.22 });
  }
  out += path(`M${n(x - 310 * s)} ${n(y + 235 * s)}Q${n(x - 150 * s)} ${n(y + 210 * s)} ${n(x)} ${n(y + 255 * s)}Q${n(x + 150 * s)} ${n(y + 210 * s)} ${n(x + 310 * s)} ${n(y + 235 * s)}`, { fill: "none", stroke: C.wine, "stroke-width": 12 * s });
  return out;
}
