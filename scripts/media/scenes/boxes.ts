/** The VIP balcony's private boxes, inside and out. */
import { type Doc, DW } from "../doc";
import { rosette } from "../motifs/architecture";
import { beam, fill, glow, glowEllipse, sparkle, vignette } from "../motifs/effects";
import { armchair, curtain } from "../motifs/furnishings";
import { flute } from "../motifs/objects";
import { headFromBehind } from "../motifs/people";
import { C, mix, T } from "../palette";
import { archD, circle, ellipse, g, line, n, path, rect, tf } from "../svg";

/** Inside a private box: velvet armchairs, a small table with glasses, sconces. */
export function boxInterior(d: Doc, o: { table?: boolean; view?: boolean; glasses?: boolean } = {}): void {
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
export function champagneClose(d: Doc): void {
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
export function velvetClose(d: Doc): void {
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
export function boxesFromHall(d: Doc, o: { audience?: number } = {}): void {
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
export function boxDoor(d: Doc): void {
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
