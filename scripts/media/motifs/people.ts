/** People as silhouettes (no faces): musicians, the conductor, listeners, and music stands. */
import type { Doc } from "../doc";
import { C, T } from "../palette";
import { circle, ellipse, line, n, path, poly, rect } from "../svg";
import { batonArc } from "./effects";

export type Inst = "violin" | "cello" | "wind" | "brass" | "none" | "bass";

/** A seated musician seen from the hall; feet at (x, y), s = pixels per unit (about 100 units tall). */
export function player(x: number, y: number, s: number, inst: Inst, body: string, accent: string, stand = true): string {
  const P = (px: number, py: number): string => `${n(x + px * s)} ${n(y + py * s)}`;
  let out = "";
  out += path(`M${P(-17, -70)}Q${P(-19, -82)} ${P(-9, -83)}L${P(9, -83)}Q${P(19, -82)} ${P(17, -70)}L${P(15, -40)}L${P(17, 0)}L${P(5, 0)}L${P(2, -36)}L${P(-2, -36)}L${P(-5, 0)}L${P(-17, 0)}L${P(-15, -40)}Z`, { fill: body });
  out += circle(x, y - 93 * s, 8 * s, { fill: body });
  if (inst === "violin") {
    out += ellipse(x - 9 * s, y - 78 * s, 4 * s, 9 * s, { fill: accent, transform: `rotate(60 ${n(x - 9 * s)} ${n(y - 78 * s)})` });
    out += line(x - 26 * s, y - 60 * s, x + 12 * s, y - 92 * s, { stroke: accent, "stroke-width": 0.9 * s, opacity: 0.8 });
  } else if (inst === "cello" || inst === "bass") {
    const k = inst === "bass" ? 1.35 : 1;
    out += ellipse(x, y - 26 * s * k, 9 * s * k, 20 * s * k, { fill: accent });
    out += line(x, y - 46 * s * k, x + 3 * s, y - 88 * s * k, { stroke: accent, "stroke-width": 1.6 * s });
    out += line(x - 22 * s, y - 28 * s, x + 20 * s, y - 22 * s, { stroke: accent, "stroke-width": 0.9 * s, opacity: 0.8 });
  } else if (inst === "wind") {
    out += line(x, y - 88 * s, x + 2 * s, y - 50 * s, { stroke: C.ink, "stroke-width": 2.2 * s });
    out += circle(x + 2 * s, y - 49 * s, 2.4 * s, { fill: accent });
  } else if (inst === "brass") {
    out += line(x, y - 88 * s, x + 12 * s, y - 82 * s, { stroke: accent, "stroke-width": 2 * s });
    out += circle(x + 15 * s, y - 81 * s, 5 * s, { fill: accent });
  }
  if (stand) out += musicStand(x + 20 * s, y, s * 0.62, true);
  return out;
}

/** A music stand with its sheet; feet at (x, y). */
export function musicStand(x: number, y: number, s: number, lit = false): string {
  let out = line(x, y, x, y - 112 * s, { stroke: C.ink, "stroke-width": 2.2 * s });
  out += path(`M${n(x - 18 * s)} ${n(y)}L${n(x)} ${n(y - 14 * s)}L${n(x + 18 * s)} ${n(y)}`, { fill: "none", stroke: C.ink, "stroke-width": 2 * s });
  out += poly(
    [
      [x - 28 * s, y - 150 * s],
      [x + 28 * s, y - 150 * s],
      [x + 31 * s, y - 112 * s],
      [x - 31 * s, y - 112 * s],
    ],
    { fill: C.ink },
  );
  out += poly(
    [
      [x - 24 * s, y - 147 * s],
      [x + 24 * s, y - 147 * s],
      [x + 26 * s, y - 116 * s],
      [x - 26 * s, y - 116 * s],
    ],
    { fill: lit ? T.cream : T.stone, opacity: lit ? 0.85 : 0.45 },
  );
  return out;
}

/** A standing conductor seen from behind, baton raised. */
export function conductor(d: Doc, x: number, y: number, s: number, body: string, phase = 0): string {
  const P = (px: number, py: number): string => `${n(x + px * s)} ${n(y + py * s)}`;
  let out = rect(x - 30 * s, y - 6 * s, 60 * s, 8 * s, { fill: C.ink });
  out += path(`M${P(-16, -128)}Q${P(-20, -142)} ${P(-8, -144)}L${P(8, -144)}Q${P(20, -142)} ${P(16, -128)}L${P(18, -70)}L${P(22, -50)}L${P(8, -56)}L${P(7, -6)}L${P(1, -6)}L${P(0, -56)}L${P(-1, -6)}L${P(-7, -6)}L${P(-8, -56)}L${P(-22, -50)}L${P(-18, -70)}Z`, { fill: body });
  out += circle(x, y - 155 * s, 9 * s, { fill: body });
  const bx = x + 42 * s;
  const by = y - 175 * s + Math.sin(phase) * 6 * s;
  out += path(`M${P(14, -136)}Q${P(30, -150)} ${n(bx)} ${n(by)}`, { fill: "none", stroke: body, "stroke-width": 6 * s, "stroke-linecap": "round" });
  out += path(`M${P(-14, -136)}Q${P(-32, -145)} ${P(-40, -168)}`, { fill: "none", stroke: body, "stroke-width": 6 * s, "stroke-linecap": "round" });
  out += line(bx, by, bx + 26 * s, by - 22 * s, { stroke: C.paper, "stroke-width": 1.4 * s });
  out += batonArc(bx - 30 * s, by + 40 * s, 80 * s, -120, -20, 6 * s, { fill: d.lin([[0, C.lgold, 0], [1, C.lgold, 0.8]], 0, 0, 1, 0) });
  return out;
}

/** Head and shoulders from behind, for audiences. */
export function headFromBehind(x: number, y: number, r: number, fillC: string, rim?: string, rimOp = 0.35): string {
  let out = path(`M${n(x - r * 2.1)} ${n(y + r * 2.6)}Q${n(x - r * 2)} ${n(y + r * 0.9)} ${n(x)} ${n(y + r * 0.8)}Q${n(x + r * 2)} ${n(y + r * 0.9)} ${n(x + r * 2.1)} ${n(y + r * 2.6)}Z`, { fill: fillC });
  out += ellipse(x, y, r * 0.86, r, { fill: fillC });
  if (rim) out += path(`M${n(x - r * 0.7)} ${n(y - r * 0.55)}A${n(r * 0.86)} ${n(r)} 0 0 1 ${n(x + r * 0.7)} ${n(y - r * 0.55)}`, { fill: "none", stroke: rim, "stroke-width": r * 0.16, opacity: rimOp });
  return out;
}

/** A seated musician's silhouette, large; (x, y) is the seat, s scales (head radius about 34 s). */
export function seatedFigure(x: number, y: number, s: number, fillC: string): string {
  const P = (px: number, py: number): string => `${n(x + px * s)} ${n(y + py * s)}`;
  return (
    path(`M${P(-120, 0)}L${P(-112, -210)}Q${P(-108, -262)} ${P(-50, -272)}L${P(-22, -282)}L${P(22, -282)}L${P(50, -272)}Q${P(108, -262)} ${P(112, -210)}L${P(120, 0)}Z`, { fill: fillC }) +
    rect(x - 18 * s, y - 318 * s, 36 * s, 46 * s, { fill: fillC }) +
    ellipse(x, y - 345 * s, 32 * s, 40 * s, { fill: fillC })
  );
}
