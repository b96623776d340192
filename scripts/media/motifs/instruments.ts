/**
 * Instruments drawn in local units and placed with a transform: strings, duduk, clarinet,
 * timpani, bells and a microphone.
 */
import type { Doc } from "../doc";
import { C, mix, T } from "../palette";
import { circle, ellipse, line, n, path, poly, type Pt, rect } from "../svg";

/** Mirror-symmetric closed outline from the right half, given as cubic segments from a point on the axis to a point on the axis. */
function mirrored(start: Pt, segs: [Pt, Pt, Pt][]): string {
  let d = `M${n(start[0])} ${n(start[1])}`;
  const ends: Pt[] = [start];
  for (const [c1, c2, e] of segs) {
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(e[0])} ${n(e[1])}`;
    ends.push(e);
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const [c1, c2] = segs[i] as [Pt, Pt, Pt];
    const p0 = ends[i] as Pt;
    d += `C${n(-c2[0])} ${n(c2[1])} ${n(-c1[0])} ${n(c1[1])} ${n(-p0[0])} ${n(p0[1])}`;
  }
  return `${d}Z`;
}

export type InstrumentColours = { body: string; dark: string; light: string; edge?: string };

/** Violin family in local units: length 1000, scroll at y = -500, bottom at y = 500. */
export function stringInstrument(d: Doc, c: InstrumentColours, o: { kind?: "violin" | "cello" | "bass"; silhouette?: boolean } = {}): string {
  const kind = o.kind ?? "violin";
  const upper: [Pt, Pt, Pt][] =
    kind === "bass"
      ? [
          [[50, -100], [110, -60], [140, 20]],
          [[155, 60], [150, 100], [142, 120]],
        ]
      : [
          [[70, -100], [165, -80], [165, 20]],
          [[165, 80], [150, 105], [142, 120]],
        ];
  const body = mirrored([0, -100], [
    ...upper,
    [[112, 150], [105, 215], [152, 250]],
    [[200, 270], [210, 330], [205, 380]],
    [[200, 450], [120, 500], [0, 500]],
  ]);
  if (o.silhouette) {
    let s = path(body, { fill: c.body });
    s += rect(-22, -340, 44, 250, { fill: c.body });
    s += rect(-26, -455, 52, 130, { fill: c.body });
    s += circle(0, -470, 34, { fill: c.body });
    if (kind !== "violin") s += line(0, 490, 0, 640, { stroke: c.body, "stroke-width": 10 });
    return s;
  }
  const varnish = d.rad([[0, c.light], [0.45, c.body], [1, c.dark]], 0.4, 0.35, 0.75);
  let s = "";
  if (kind !== "violin") s += line(0, 490, 0, 650, { stroke: C.lgold, "stroke-width": 8, "stroke-linecap": "round" });
  s += path(body, { fill: varnish, stroke: c.edge ?? c.dark, "stroke-width": 7 });
  s += path(body, { fill: "none", stroke: c.light, "stroke-width": 2, opacity: 0.35, transform: "scale(0.95)" });
  s += path("M62 130C95 170 48 255 82 300", { fill: "none", stroke: C.ink, "stroke-width": 9, "stroke-linecap": "round" });
  s += path("M-62 130C-95 170 -48 255 -82 300", { fill: "none", stroke: C.ink, "stroke-width": 9, "stroke-linecap": "round" });
  s += circle(62, 128, 8, { fill: C.ink }) + circle(82, 302, 8, { fill: C.ink }) + circle(-62, 128, 8, { fill: C.ink }) + circle(-82, 302, 8, { fill: C.ink });
  s += rect(-20, -340, 40, 250, { fill: c.dark });
  s += poly(
    [
      [-22, -345],
      [22, -345],
      [34, 190],
      [-34, 190],
    ],
    { fill: C.ink },
  );
  s += path("M-30 300L30 300L16 455L-16 455Z", { fill: C.ink });
  s += rect(-48, 212, 96, 10, { fill: C.lgold, rx: 3 });
  for (let i = 0; i < 4; i++) s += line(-12 + i * 8, -430, -20 + i * 13.3, 305, { stroke: C.paper, "stroke-width": 2, opacity: 0.7 });
  s += rect(-24, -455, 48, 120, { fill: c.dark, rx: 8 });
  for (let i = 0; i < 4; i++) s += rect(i % 2 ? 18 : -48, -440 + i * 28, 30, 10, { fill: C.ink, rx: 4 });
  s += circle(0, -475, 32, { fill: c.body, stroke: c.dark, "stroke-width": 6 });
  s += path("M0 -475m-18 0a18 18 0 1 1 18 18a10 10 0 1 1 -8 -12", { fill: "none", stroke: c.dark, "stroke-width": 5 });
  return s;
}

/** A bow, local: from (0,0) to (1000,0). */
export function bow(c: string): string {
  return line(0, 0, 1000, 0, { stroke: c, "stroke-width": 7, "stroke-linecap": "round" }) + line(40, 16, 990, 8, { stroke: C.paper, "stroke-width": 3, opacity: 0.6 }) + rect(20, -6, 80, 26, { fill: C.ink, rx: 6 });
}

/** Duduk, local: reed at x < 0, body from 0 to 1000 along the x axis. */
export function duduk(d: Doc, o: { wood?: string; silhouette?: string } = {}): string {
  if (o.silhouette) {
    return path("M-200 -30L-40 -14L0 -40L1000 -40Q1030 -40 1030 0Q1030 40 1000 40L0 40L-40 14L-200 30Z", { fill: o.silhouette });
  }
  const wood = o.wood ?? T.wood;
  const grad = d.lin([[0, mix(wood, C.paper, 0.35)], [0.35, wood], [1, mix(wood, C.night, 0.6)]], 0, 0, 0, 1);
  let s = path("M-210 -30Q-220 0 -210 30L-30 13L-30 -13Z", { fill: mix(C.lgold, C.paper, 0.4) });
  s += line(-200, 0, -40, 0, { stroke: C.gold, "stroke-width": 3, opacity: 0.7 });
  s += rect(-110, -20, 26, 40, { fill: C.wine, rx: 5 });
  s += rect(-40, -24, 60, 48, { fill: C.gold, rx: 8 });
  s += rect(0, -40, 1020, 80, { fill: grad, rx: 40 });
  for (const x of [30, 980]) s += rect(x, -42, 26, 84, { fill: C.gold, rx: 6 });
  for (let i = 0; i < 8; i++) s += ellipse(330 + i * 72, -20, 12, 8, { fill: C.night });
  s += rect(60, -30, 900, 8, { fill: C.paper, opacity: 0.22, rx: 4 });
  return s;
}

/** Clarinet, local: mouthpiece at x = 0, bell at x = 1000. */
export function clarinet(d: Doc, o: { body?: string; keys?: string } = {}): string {
  const body = o.body ?? C.ink;
  const keys = o.keys ?? C.lgold;
  const grad = d.lin([[0, mix(body, C.paper, 0.35)], [0.35, body], [1, mix(body, "#000000", 0.4)]], 0, 0, 0, 1);
  let s = path("M0 -12L90 -20L90 20L0 12Z", { fill: grad });
  s += rect(60, -23, 24, 46, { fill: keys, opacity: 0.9 });
  s += rect(90, -26, 80, 52, { fill: grad, rx: 6 });
  s += rect(170, -22, 680, 44, { fill: grad });
  s += path("M850 -22Q930 -28 1000 -70L1000 70Q930 28 850 22Z", { fill: grad });
  for (const x of [170, 500, 850]) s += rect(x - 6, -27, 12, 54, { fill: keys });
  for (let i = 0; i < 7; i++) s += circle(230 + i * 85, -10, 9, { fill: "none", stroke: keys, "stroke-width": 4 });
  s += line(200, -18, 820, -18, { stroke: keys, "stroke-width": 3, opacity: 0.8 });
  return s;
}

/** Timpani kettle, local: head centred at (0, 0), radius 300. */
export function timpani(d: Doc, o: { copper?: string; head?: string } = {}): string {
  const copper = o.copper ?? mix(C.gold, C.wine, 0.3);
  const grad = d.lin([[0, mix(copper, C.night, 0.55)], [0.3, mix(copper, C.lgold, 0.5)], [0.55, copper], [1, mix(copper, C.night, 0.7)]], 0, 0, 1, 0);
  let s = "";
  for (const lx of [-200, 0, 200]) s += line(lx * 0.9, 150, lx * 1.2, 420, { stroke: C.ink, "stroke-width": 14 });
  s += ellipse(0, 420, 260, 30, { fill: "none", stroke: C.ink, "stroke-width": 10 });
  s += path("M-300 0C-300 260 300 260 300 0Z", { fill: grad });
  for (let i = 0; i < 7; i++) {
    const x = -270 + i * 90;
    s += line(x, 10, x * 0.92, 70, { stroke: C.lgold, "stroke-width": 6, opacity: 0.8 });
  }
  s += ellipse(0, 0, 312, 62, { fill: o.head ?? mix(C.paper, C.lgold, 0.35) });
  s += ellipse(0, 0, 312, 62, { fill: "none", stroke: C.gold, "stroke-width": 10 });
  s += ellipse(-60, -8, 140, 22, { fill: C.paper, opacity: 0.35 });
  return s;
}

export function mallet(x1: number, y1: number, x2: number, y2: number, s: number, head: string = T.cream): string {
  return line(x1, y1, x2, y2, { stroke: C.ink, "stroke-width": 5 * s, "stroke-linecap": "round" }) + circle(x2, y2, 14 * s, { fill: head });
}

/** A bell with its clapper; (x, y) is the crown. */
export function bell(d: Doc, x: number, y: number, s: number): string {
  const grad = d.lin([[0, mix(C.gold, C.night, 0.4)], [0.35, C.lgold], [0.6, C.gold], [1, mix(C.gold, C.night, 0.55)]], 0, 0, 1, 0);
  return (
    line(x, y - 200 * s, x, y, { stroke: C.gold, "stroke-width": 4 * s }) +
    path(`M${n(x - 30 * s)} ${n(y)}Q${n(x - 40 * s)} ${n(y + 90 * s)} ${n(x - 80 * s)} ${n(y + 150 * s)}L${n(x + 80 * s)} ${n(y + 150 * s)}Q${n(x + 40 * s)} ${n(y + 90 * s)} ${n(x + 30 * s)} ${n(y)}Q${n(x)} ${n(y - 20 * s)} ${n(x - 30 * s)} ${n(y)}Z`, { fill: grad }) +
    rect(x - 86 * s, y + 146 * s, 172 * s, 12 * s, { fill: C.lgold, rx: 6 * s }) +
    circle(x, y + 172 * s, 14 * s, { fill: C.gold })
  );
}

/** A vintage microphone. */
export function microphone(d: Doc, x: number, y: number, s: number): string {
  const grad = d.lin([[0, mix(C.gold, C.night, 0.4)], [0.35, C.lgold], [0.6, C.gold], [1, mix(C.gold, C.night, 0.6)]], 0, 0, 1, 0);
  let out = line(x, y + 120 * s, x, y + 420 * s, { stroke: C.gold, "stroke-width": 10 * s });
  out += path(`M${n(x - 80 * s)} ${n(y + 40 * s)}Q${n(x - 80 * s)} ${n(y + 140 * s)} ${n(x)} ${n(y + 140 * s)}Q${n(x + 80 * s)} ${n(y + 140 * s)} ${n(x + 80 * s)} ${n(y + 40 * s)}`, { fill: "none", stroke: C.gold, "stroke-width": 10 * s });
  out += rect(x - 60 * s, y - 110 * s, 120 * s, 200 * s, { rx: 60 * s, fill: grad });
  for (let k = 0; k < 9; k++) out += line(x - 50 * s, y - 80 * s + k * 18 * s, x + 50 * s, y - 80 * s + k * 18 * s, { stroke: C.night, "stroke-width": 3 * s, opacity: 0.45 });
  out += rect(x - 64 * s, y - 8 * s, 128 * s, 14 * s, { fill: C.lgold });
  out += ellipse(x, y + 430 * s, 90 * s, 16 * s, { fill: C.gold });
  return out;
}
