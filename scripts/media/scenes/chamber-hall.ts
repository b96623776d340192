/** The Harmony chamber hall and its details. */
import { DH, type Doc, DW } from "../doc";
import { beam, fill, glow, glowEllipse, rings, vignette } from "../motifs/effects";
import { stringInstrument } from "../motifs/instruments";
import { grandPianoSide, keyboard } from "../motifs/keyboards";
import { note } from "../motifs/notation";
import { candle, flute } from "../motifs/objects";
import { headFromBehind, musicStand } from "../motifs/people";
import { C, mix, T } from "../palette";
import { circle, ellipse, g, line, n, path, persp, pline, poly, type Pt, rect, tf } from "../svg";

type ChamberSetup = "concert" | "reception" | "quartet" | "candles";

/** The Harmony chamber hall: wood panels, pendant globes, about a hundred chairs and a grand piano. */
export function chamberHall(d: Doc, o: { setup?: ChamberSetup; people?: number; fromStage?: boolean } = {}): void {
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
export function pianoClose(d: Doc, o: { candles?: boolean } = {}): void {
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
export function keysClose(d: Doc): void {
  fill(d, [[0, C.night], [1, mix(C.night, C.deep, 0.5)]]);
  d.add(glowEllipse(d, 1100, 560, 900, 400, C.lgold, 0.3));
  const kb = keyboard(0, 0, 2600, 560, 22, { white: mix(C.paper, C.lgold, 0.15), black: C.ink, start: 0 });
  d.add(g(rect(-40, -180, 2680, 200, { fill: C.ink }) + rect(-40, -30, 2680, 30, { fill: mix(C.wine, C.night, 0.4) }) + kb + rect(0, 0, 2600, 560, { fill: d.lin([[0, C.lgold, 0.25], [0.5, C.lgold, 0], [1, C.night, 0.5]], 0, 0, 1, 0) }), { transform: "matrix(0.72 -0.2 0.55 0.5 -300 640)" }));
  d.add(beam(d, 1700, -100, 1100, 700, 60, 600, 0.22, C.lgold, 16));
  for (let i = 0; i < 5; i++) d.add(note(1300 + i * 110, 220 - ((i * 37) % 90), 22, i % 2 ? "e" : "q", C.lgold, 0.5));
  vignette(d, 0.5);
}

/** Pendant glass globes glowing in the chamber hall. */
export function pendants(d: Doc): void {
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
export function doubleDoors(d: Doc): void {
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

/** A reception table: glasses on a cloth, strings of lights behind. */
export function receptionTable(d: Doc): void {
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
