/** Keyboards and grand pianos. */
import type { Doc } from "../doc";
import { C, mix } from "../palette";
import { circle, line, path, poly, type Pt, rect } from "../svg";

/** A keyboard with white and black keys; top-left at (x, y). */
export function keyboard(x: number, y: number, w: number, h: number, whites: number, o: { white?: string; black?: string; gap?: string; start?: number } = {}): string {
  const ww = w / whites;
  let s = rect(x, y, w, h, { fill: o.white ?? C.paper });
  for (let i = 1; i < whites; i++) s += line(x + i * ww, y, x + i * ww, y + h, { stroke: o.gap ?? C.ink, "stroke-width": Math.max(0.8, ww * 0.06), opacity: 0.6 });
  const start = o.start ?? 0;
  for (let i = 0; i < whites - 1; i++) {
    const k = (i + start) % 7;
    if (k === 2 || k === 6) continue;
    s += rect(x + (i + 1) * ww - ww * 0.3, y, ww * 0.6, h * 0.62, { fill: o.black ?? C.ink, rx: ww * 0.06 });
  }
  return s;
}

/** Grand piano seen from the side with the lid up; local: keyboard end x = 0, tail x = 1000, floor y = 0. */
export function grandPianoSide(d: Doc, o: { body?: string; shine?: string; lidOpen?: boolean } = {}): string {
  const body = o.body ?? C.ink;
  const shine = o.shine ?? C.lgold;
  const lac = d.lin([[0, mix(body, shine, 0.25)], [0.25, body], [0.7, body], [1, mix(body, shine, 0.12)]], 0, 0, 0, 1);
  let s = "";
  if (o.lidOpen !== false) {
    s += poly(
      [
        [70, -300],
        [330, -470],
        [800, -650],
        [930, -610],
        [1000, -330],
        [1000, -300],
      ],
      { fill: d.lin([[0, mix(body, shine, 0.18)], [1, body]], 0, 0, 1, 1) },
    );
    s += line(120, -320, 860, -610, { stroke: shine, "stroke-width": 4, opacity: 0.35 });
    s += line(620, -300, 650, -575, { stroke: shine, "stroke-width": 6, opacity: 0.8 });
  }
  s += path("M0 -300L940 -300Q1000 -300 1000 -250L1000 -195Q1000 -180 985 -180L0 -180Z", { fill: lac });
  s += rect(0, -292, 1000, 8, { fill: shine, opacity: 0.25 });
  s += rect(-55, -266, 70, 30, { fill: body });
  s += rect(-52, -266, 62, 10, { fill: C.paper, opacity: 0.9 });
  s += poly(
    [
      [70, -300],
      [230, -300],
      [215, -365],
      [85, -365],
    ],
    { fill: body, opacity: 0.92 },
  );
  for (const lx of [30, 520, 930]) s += path(`M${lx - 18} -180L${lx + 18} -180L${lx + 10} -12L${lx - 10} -12Z`, { fill: body }) + rect(lx - 12, -12, 24, 12, { fill: shine, opacity: 0.7 });
  s += path("M140 -180L190 -180L182 -40L148 -40Z", { fill: body }) + rect(136, -40, 58, 10, { fill: shine, opacity: 0.8 });
  return s;
}

/** Grand piano from above (lid removed); local: keyboard along the bottom, 600 wide, 1000 long. */
export function grandPianoTop(d: Doc, o: { body?: string; plate?: string } = {}): string {
  const outline = "M0 1000L0 60Q0 0 60 0L150 0C270 0 300 120 320 260C345 430 600 460 600 650L600 1000Z";
  let s = path(outline, { fill: o.body ?? C.ink });
  s += path("M30 930L30 80Q30 30 75 30L150 30C250 30 275 135 292 265C318 455 570 480 570 660L570 930Z", { fill: o.plate ?? C.gold, opacity: 0.9 });
  for (let i = 0; i < 26; i++) {
    const x = 50 + i * 20;
    const topY = x < 300 ? 60 + (x - 50) * 0.6 : 260 + (x - 300) * 1.2;
    s += line(x, 920, x - 10, Math.min(700, topY + 20), { stroke: C.paper, "stroke-width": 2, opacity: 0.55 });
  }
  for (const [hx, hy, hr] of [
    [150, 260, 40],
    [300, 560, 55],
    [460, 740, 38],
  ] as const) s += circle(hx, hy, hr, { fill: o.body ?? C.ink, opacity: 0.85 });
  s += rect(0, 930, 600, 70, { fill: o.body ?? C.ink });
  s += keyboard(20, 940, 560, 60, 26);
  return s;
}

/** A keyboard bent along an arc. */
export function arcKeyboard(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number, whites: number): string {
  let s = "";
  const da = (a1 - a0) / whites;
  const P = (rr: number, a: number): Pt => [cx + Math.cos((a * Math.PI) / 180) * rr, cy + Math.sin((a * Math.PI) / 180) * rr];
  for (let i = 0; i < whites; i++) {
    const a = a0 + i * da;
    s += poly([P(r0, a), P(r1, a), P(r1, a + da * 0.92), P(r0, a + da * 0.92)], { fill: C.paper });
  }
  for (let i = 0; i < whites - 1; i++) {
    const k = i % 7;
    if (k === 2 || k === 6) continue;
    const a = a0 + (i + 1) * da - da * 0.3;
    s += poly([P(r0, a), P(r0 + (r1 - r0) * 0.6, a), P(r0 + (r1 - r0) * 0.6, a + da * 0.6), P(r0, a + da * 0.6)], { fill: C.ink });
  }
  return s;
}
