/** The building's rooms: foyer, grand staircase, corridor, backstage and a dressing room. */
import { type Doc, DW } from "../doc";
import { column } from "../motifs/architecture";
import { beam, fill, glow, glowEllipse, vignette } from "../motifs/effects";
import { chandelier, curtain } from "../motifs/furnishings";
import { bow, stringInstrument } from "../motifs/instruments";
import { leaf, rose } from "../motifs/nature";
import { musicStand } from "../motifs/people";
import { C, mix, T } from "../palette";
import { archD, circle, ellipse, g, line, n, path, persp, pline, poly, type Pt, rect, tf } from "../svg";

/** The foyer: colonnade, chequered marble, chandeliers and tall windows. */
export function foyer(d: Doc, o: { time?: "day" | "evening"; people?: number } = {}): void {
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
export function staircase(d: Doc, o: { time?: "day" | "evening" } = {}): void {
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
export function corridor(d: Doc, o: { warm?: number } = {}): void {
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
export function backstage(d: Doc): void {
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
export function dressingRoom(d: Doc): void {
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
