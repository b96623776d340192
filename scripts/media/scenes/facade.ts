/** The hall's façade at different times of day and year. */
import { DH, type Doc, DW, type Stop } from "../doc";
import { column, rosette } from "../motifs/architecture";
import { beam, fill, glow, glowEllipse, vignette } from "../motifs/effects";
import { ararat, crescent } from "../motifs/nature";
import { C, mix, T } from "../palette";
import { archD, circle, g, line, n, path, rect } from "../svg";

type Sky = "dusk" | "night" | "day" | "winter";

/** The hall's façade: portico of columns, wings with tall windows, steps, lamps and trees. */
export function facade(d: Doc, o: { time?: Sky; crowd?: number; scaffold?: boolean; ararat?: boolean } = {}): void {
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
