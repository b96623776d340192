/** Music notation without letters: staves, notes, beamed groups and whole score pages. */
import type { Doc } from "../doc";
import { C, mix } from "../palette";
import { makeRng } from "../rng";
import { type Attrs, ellipse, g, line, n, path, pline, type Pt, rect, tf } from "../svg";

/** Five staff lines following a gentle wave. */
export function staff(x0: number, x1: number, y: number, gap: number, wave: (x: number) => number, a: Attrs): string {
  let s = "";
  for (let k = 0; k < 5; k++) {
    const p: Pt[] = [];
    for (let x = x0; x <= x1 + 0.1; x += (x1 - x0) / 40) p.push([x, y + k * gap + wave(x)]);
    s += pline(p, a);
  }
  return s;
}

export type NoteKind = "w" | "h" | "q" | "e" | "s";

/** A note: head (rotated oval), stem and flags; s is the head size. */
export function note(x: number, y: number, s: number, kind: NoteKind, color: string, op = 1, up = true): string {
  const hollow = kind === "w" || kind === "h";
  let out = ellipse(x, y, s * 0.64, s * 0.44, {
    transform: `rotate(-22 ${n(x)} ${n(y)})`,
    fill: hollow ? "none" : color,
    stroke: hollow ? color : undefined,
    "stroke-width": hollow ? s * 0.2 : undefined,
  });
  if (kind !== "w") {
    const sx = up ? x + s * 0.56 : x - s * 0.56;
    const ty = up ? y - s * 3.4 : y + s * 3.4;
    out += line(sx, y - (up ? s * 0.1 : -s * 0.1), sx, ty, { stroke: color, "stroke-width": s * 0.13, "stroke-linecap": "round" });
    const flags = kind === "e" ? 1 : kind === "s" ? 2 : 0;
    for (let f = 0; f < flags; f++) {
      const fy = ty + (up ? 1 : -1) * f * s * 0.8;
      const dir = up ? 1 : -1;
      out += path(`M${n(sx)} ${n(fy)}c${n(s * 0.15)} ${n(dir * s * 0.9)} ${n(s * 1.15)} ${n(dir * s * 1.1)} ${n(s * 0.75)} ${n(dir * s * 2.5)}`, {
        fill: "none",
        stroke: color,
        "stroke-width": s * 0.22,
        "stroke-linecap": "round",
      });
    }
  }
  return g(out, { opacity: op });
}

/** Two or more notes joined by a beam. */
export function beamed(xs: number[], ys: number[], s: number, color: string, op = 1, double = false): string {
  let out = "";
  const stemTop = Math.min(...ys) - s * 3.4;
  const first = xs[0] ?? 0;
  const last = xs[xs.length - 1] ?? 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? 0;
    out += ellipse(x, y, s * 0.64, s * 0.44, { transform: `rotate(-22 ${n(x)} ${n(y)})`, fill: color });
    out += line(x + s * 0.56, y - s * 0.1, x + s * 0.56, stemTop, { stroke: color, "stroke-width": s * 0.13 });
  });
  out += rect(first + s * 0.5, stemTop - s * 0.1, last - first + s * 0.12, s * 0.42, { fill: color });
  if (double) out += rect(first + s * 0.5, stemTop + s * 0.55, last - first + s * 0.12, s * 0.38, { fill: color });
  return g(out, { opacity: op });
}

/** A score page with staves and notes (no titles, no letters). */
export function scorePage(d: Doc, x: number, y: number, w: number, h: number, rot: number, seed: string, paper: string = C.paper): string {
  const r = makeRng(seed);
  let s = rect(8, 12, w, h, { fill: C.night, opacity: 0.35 });
  s += rect(0, 0, w, h, { fill: d.lin([[0, paper], [1, mix(paper, C.lgold, 0.35)]], 0, 0, 1, 1) });
  const staves = 8;
  const gap = (h * 0.82) / staves;
  const lg = gap * 0.09;
  for (let k = 0; k < staves; k++) {
    const sy = h * 0.1 + k * gap;
    s += staff(w * 0.08, w * 0.92, sy, lg, () => 0, { stroke: C.ink, "stroke-width": Math.max(0.8, lg * 0.12), opacity: 0.65 });
    for (const bx of [0.08, 0.32, 0.56, 0.8, 0.92]) s += line(w * bx, sy, w * bx, sy + lg * 4, { stroke: C.ink, "stroke-width": Math.max(0.8, lg * 0.14), opacity: 0.65 });
    let nx = w * 0.12;
    while (nx < w * 0.89) {
      const pos = r.int(-2, 10);
      const ny = sy + (pos * lg) / 2;
      const kind = r.pick<NoteKind>(["q", "q", "e", "h", "e"]);
      if (r.chance(0.3) && nx < w * 0.84) {
        const p2 = r.int(-1, 9);
        s += beamed([nx, nx + lg * 2.2], [ny, sy + (p2 * lg) / 2], lg * 0.9, C.ink, 0.8);
        nx += lg * 4.4;
      } else {
        s += note(nx, ny, lg * 0.9, kind, C.ink, 0.8, pos > 4);
        nx += lg * r.range(2.2, 3.4);
      }
    }
  }
  return g(s, { transform: tf(x, y, rot) });
}
