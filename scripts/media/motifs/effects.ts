/**
 * Light and texture over a picture: backgrounds, grain, vignette, glows, beams, sparkles,
 * acoustic rings and the trace of a conductor's baton.
 */
import type { Doc, Stop } from "../doc";
import { C } from "../palette";
import { type Attrs, circle, ellipse, g, n, path, poly, type Pt, rect } from "../svg";

export function fill(d: Doc, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): void {
  d.add(rect(-4, -4, d.w + 8, d.h + 8, { fill: d.lin(stops, x1, y1, x2, y2) }));
}

/** Subtle film grain: a sparse scatter of tiny light and dark dots. */
export function grain(d: Doc, amount = 1, o: { light?: string; dark?: string; op?: number; box?: [number, number, number, number] } = {}): void {
  const [x0, y0, bw, bh] = o.box ?? [0, 0, d.w, d.h];
  const count = Math.round(((bw * bh) / 2600) * amount);
  const op = o.op ?? 0.12;
  let light = "";
  let dark = "";
  for (let i = 0; i < count; i++) {
    const c = circle(x0 + d.r.next() * bw, y0 + d.r.next() * bh, 0.6 + d.r.next() * 1.1, { opacity: op * (0.3 + 0.7 * d.r.next()) });
    if (d.r.next() < 0.5) light += c;
    else dark += c;
  }
  d.add(g(light, { fill: o.light ?? C.lgold }), g(dark, { fill: o.dark ?? C.night }));
}

export function vignette(d: Doc, strength = 0.6, cx = 0.5, cy = 0.5, color: string = C.night): void {
  d.add(rect(-4, -4, d.w + 8, d.h + 8, { fill: d.rad([[0, color, 0], [0.5, color, 0], [1, color, strength]], cx, cy, 0.75) }));
}

export function glow(d: Doc, cx: number, cy: number, r: number, color: string = C.lgold, op = 0.6): string {
  return circle(cx, cy, r, { fill: d.rad([[0, color, op], [0.3, color, op * 0.45], [1, color, 0]]) });
}

export function glowEllipse(d: Doc, cx: number, cy: number, rx: number, ry: number, color: string = C.lgold, op = 0.6): string {
  return ellipse(cx, cy, rx, ry, { fill: d.rad([[0, color, op], [0.4, color, op * 0.5], [1, color, 0]]) });
}

/** A soft light beam from an origin towards a target, widening as it goes. */
export function beam(d: Doc, ox: number, oy: number, tx: number, ty: number, w0: number, w1: number, op = 0.25, color: string = C.lgold, blur = 14): string {
  const ang = Math.atan2(ty - oy, tx - ox);
  const px = -Math.sin(ang);
  const py = Math.cos(ang);
  const p: Pt[] = [
    [ox + (px * w0) / 2, oy + (py * w0) / 2],
    [tx + (px * w1) / 2, ty + (py * w1) / 2],
    [tx - (px * w1) / 2, ty - (py * w1) / 2],
    [ox - (px * w0) / 2, oy - (py * w0) / 2],
  ];
  const grad = d.lin([[0, color, op], [0.55, color, op * 0.55], [1, color, op * 0.05]], ox, oy, tx, ty, { user: true });
  return poly(p, { fill: grad, filter: blur ? d.blur(blur, 0.3) : undefined });
}

/** Four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, a?: Attrs): string {
  const k = r * 0.16;
  return path(
    `M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`,
    a,
  );
}

/** Acoustic concentric circles. */
export function rings(cx: number, cy: number, r0: number, step: number, count: number, color: string, op: number, sw = 1.5, fade = true): string {
  let s = "";
  for (let i = 0; i < count; i++) {
    s += circle(cx, cy, r0 + i * step, { fill: "none", stroke: color, "stroke-width": sw, opacity: fade ? op * (1 - i / (count + 1)) : op });
  }
  return s;
}

/** A tapered arc, like the trace of a conductor's baton; angles in degrees, 0 = right, clockwise. */
export function batonArc(cx: number, cy: number, r: number, a0: number, a1: number, width: number, a: Attrs): string {
  const N = 48;
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let i = 0; i <= N; i++) {
    const u = i / N;
    const ang = ((a0 + (a1 - a0) * u) * Math.PI) / 180;
    const th = width * Math.pow(Math.sin(Math.PI * Math.min(1, u * 1.15)), 0.7) * (1 - 0.35 * u);
    outer.push([cx + Math.cos(ang) * (r + th / 2), cy + Math.sin(ang) * (r + th / 2)]);
    inner.push([cx + Math.cos(ang) * (r - th / 2), cy + Math.sin(ang) * (r - th / 2)]);
  }
  return poly([...outer, ...inner.reverse()], a);
}
