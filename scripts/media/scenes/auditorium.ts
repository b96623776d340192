/** The auditorium: its seats from the stage, the hall from a balcony, the ceiling. */
import { DH, type Doc, DW } from "../doc";
import { rosette } from "../motifs/architecture";
import { fill, glow, glowEllipse, vignette } from "../motifs/effects";
import { chandelier, curtain, organ, valance } from "../motifs/furnishings";
import { grandPianoSide } from "../motifs/keyboards";
import { flute } from "../motifs/objects";
import { conductor, headFromBehind, musicStand, player } from "../motifs/people";
import { C, mix, T } from "../palette";
import { circle, ellipse, g, line, n, path, pline, poly, type Pt, rect, TAU, tf } from "../svg";

/** Seats of the auditorium seen from the stage: stalls and two balconies. */
export function seatsFromStage(d: Doc, o: { audience?: number; warm?: number; stand?: boolean } = {}): void {
  const r = d.r;
  const warm = o.warm ?? 1;
  const aud = o.audience ?? 0;
  fill(d, [[0, mix(C.night, "#000000", 0.35)], [0.45, mix(C.night, C.deep, 0.35)], [1, C.night]]);
  const seatFace = d.lin([[0, mix(C.wine, C.lgold, 0.22 * warm)], [0.55, C.wine], [1, mix(C.deep, C.night, 0.5)]]);
  const person = mix(C.night, C.deep, 0.3);
  const curve = (yEnd: number, yMid: number) => (x: number): number => {
    const u = (x - 960) / 1150;
    return yEnd + (yMid - yEnd) * (1 - u * u);
  };
  // Walls: pilasters and sconces.
  for (const x of [120, 1800]) d.add(rect(x - 30, 0, 60, DH, { fill: mix(C.night, C.deep, 0.3) }));
  for (const [x, y] of [
    [120, 300],
    [1800, 300],
    [120, 560],
    [1800, 560],
  ] as const)
    d.add(glow(d, x, y, 90, C.lgold, 0.55 * warm), ellipse(x, y, 10, 16, { fill: C.paper }));
  const tiers = [
    { yEnd: 110, yMid: 170, th: 32, rows: 3, size: 24 },
    { yEnd: 330, yMid: 410, th: 42, rows: 3, size: 30 },
  ];
  for (const tr of tiers) {
    const y = curve(tr.yEnd, tr.yMid);
    for (let j = tr.rows; j >= 1; j--) {
      for (let x = -40 + (j % 2) * tr.size * 0.5; x < DW + 40; x += tr.size) {
        const sy = y(x) - j * tr.size * 0.95;
        if (aud > 0 && r.next() < aud) d.add(circle(x, sy - tr.size * 0.2, tr.size * 0.26, { fill: person }), ellipse(x, sy + tr.size * 0.35, tr.size * 0.45, tr.size * 0.3, { fill: person }));
        d.add(rect(x - tr.size * 0.4, sy, tr.size * 0.8, tr.size * 0.8, { fill: seatFace, rx: tr.size * 0.14 }));
      }
    }
    const top: Pt[] = [];
    const bot: Pt[] = [];
    for (let x = -60; x <= DW + 60; x += 40) {
      top.push([x, y(x)]);
      bot.push([x, y(x) + tr.th]);
    }
    d.add(poly([...top, ...bot.reverse()], { fill: d.lin([[0, mix(C.wine, C.lgold, 0.15)], [1, C.deep]]) }));
    d.add(pline(top, { stroke: C.lgold, "stroke-width": 4, opacity: 0.85 }));
    d.add(pline(top.map(([x, yy]) => [x, yy + tr.th * 0.55]), { stroke: C.gold, "stroke-width": 2, opacity: 0.5, "stroke-dasharray": "2 22" }));
    d.add(poly([...bot.map(([x, yy]): Pt => [x, yy]), ...bot.map(([x, yy]): Pt => [x, yy + 30]).reverse()], { fill: C.night, opacity: 0.85 }));
    for (let x = 100; x < DW; x += 180) d.add(glow(d, x, y(x) + tr.th + 16, 26, C.lgold, 0.7 * warm), circle(x, y(x) + tr.th + 16, 3, { fill: C.paper }));
  }
  // Stalls.
  const K = 12;
  for (let k = 0; k < K; k++) {
    const q = Math.pow(k / (K - 1), 1.55);
    const y0 = 520 + 520 * q;
    const sw = 22 + 96 * q;
    const bend = 20 + 150 * q;
    const yAt = (x: number): number => y0 - bend * Math.pow((x - 960) / 1150, 2);
    const body: Pt[] = [];
    for (let x = -60; x <= DW + 60; x += 40) body.push([x, yAt(x) + sw * 0.95]);
    const count = Math.ceil((DW + 200) / sw) + 2;
    const first = 960 - Math.ceil((960 + 100) / sw) * sw;
    for (let i = 0; i < count; i++) {
      const x = first + i * sw;
      const cell = Math.round((x - 960) / sw);
      if (Math.abs(cell) === 6) continue;
      const y = yAt(x);
      d.add(rect(x - sw * 0.4, y - sw * 0.1, sw * 0.8, sw * 0.78, { fill: seatFace, rx: sw * 0.16 }), rect(x - sw * 0.36, y + sw * 0.62, sw * 0.72, sw * 0.2, { fill: mix(C.deep, C.night, 0.4), rx: sw * 0.06 }));
      if (aud > 0 && r.next() < aud) d.add(path(`M${n(x - sw * 0.34)} ${n(y + sw * 0.7)}Q${n(x - sw * 0.34)} ${n(y + sw * 0.02)} ${n(x)} ${n(y)}Q${n(x + sw * 0.34)} ${n(y + sw * 0.02)} ${n(x + sw * 0.34)} ${n(y + sw * 0.7)}Z`, { fill: person }), circle(x, y - sw * 0.16, sw * 0.19, { fill: person }), path(`M${n(x - sw * 0.14)} ${n(y - sw * 0.3)}A${n(sw * 0.19)} ${n(sw * 0.19)} 0 0 1 ${n(x + sw * 0.14)} ${n(y - sw * 0.3)}`, { fill: "none", stroke: C.lgold, "stroke-width": 1 + sw * 0.02, opacity: 0.4 }));
      d.add(rect(x + sw * 0.42, y + sw * 0.3, sw * 0.08, sw * 0.5, { fill: C.night }), circle(x + sw * 0.46, y + sw * 0.3, sw * 0.05, { fill: C.gold, opacity: 0.8 }));
    }
    d.add(poly([...body, [DW + 60, DH + 100], [-60, DH + 100]], { fill: mix(C.night, "#000000", 0.2 + 0.3 * (1 - q)) }));
  }
  d.add(glowEllipse(d, 960, 1080, 900, 260, C.lgold, 0.22 * warm));
  d.add(rect(-10, 1040, DW + 20, 60, { fill: d.lin([[0, mix(T.wood, C.lgold, 0.25)], [1, T.darkWood]]) }), rect(-10, 1040, DW + 20, 3, { fill: C.lgold, opacity: 0.8 }));
  if (o.stand !== false) d.add(musicStand(300, 1130, 2.4, false));
  vignette(d, 0.5);
}

/** The main hall from a balcony or a box: stage far away, stalls below, the parapet in front. */
export function hallFromAbove(d: Doc, o: { stage?: "empty" | "orchestra" | "piano"; audience?: number; box?: boolean; sx?: number; warm?: number } = {}): void {
  const r = d.r;
  const sx = o.sx ?? 960;
  const warm = o.warm ?? 1;
  const aud = o.audience ?? 0;
  fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, C.night]]);
  // Stage end.
  d.add(rect(sx - 540, 20, 1080, 300, { fill: d.lin([[0, mix(C.night, C.deep, 0.3)], [1, mix(C.deep, C.wine, 0.4)]]) }));
  d.add(glowEllipse(d, sx, 260, 560, 240, C.lgold, 0.25 * warm));
  d.add(organ(d, sx, 240, 520, 210, { lit: warm }));
  d.add(poly([[sx - 470, 290], [sx + 470, 290], [sx + 560, 420], [sx - 560, 420]], { fill: d.lin([[0, mix(T.wood, C.lgold, 0.35 * warm)], [1, mix(T.wood, C.night, 0.2)]]) }));
  for (let k = -10; k <= 10; k++) d.add(line(sx + k * 47, 290, sx + k * 56, 420, { stroke: C.night, "stroke-width": 1.2, opacity: 0.22 }));
  d.add(glowEllipse(d, sx, 360, 420, 80, C.lgold, 0.45 * warm));
  d.add(rect(sx - 560, 420, 1120, 26, { fill: T.darkWood }), rect(sx - 560, 420, 1120, 3, { fill: C.lgold, opacity: 0.7 }));
  const body = mix(C.ink, "#000000", 0.3);
  if (o.stage === "orchestra") {
    for (let row = 4; row >= 0; row--) {
      const sc = 0.42 - row * 0.03;
      const y0 = 410 - row * 26;
      const hw = 170 + row * 70;
      const cnt = 7 + row * 3;
      for (let i = 0; i < cnt; i++) {
        const x = sx - hw + ((i + 0.5) / cnt) * hw * 2;
        if (row === 0 && Math.abs(x - sx) < 50) continue;
        const y = y0 + Math.pow(Math.abs(x - sx) / hw, 2) * 18 - 14;
        d.add(player(x, y, sc, row <= 1 ? (x > sx + hw * 0.35 ? "cello" : "violin") : row === 4 ? "brass" : "wind", body, C.gold));
      }
    }
    d.add(conductor(d, sx, 424, 0.36, body));
  } else if (o.stage === "piano") {
    d.add(g(grandPianoSide(d), { transform: tf(sx - 130, 395, 0, 0.26) }));
  }
  // Side walls with boxes.
  for (const side of [-1, 1] as const) {
    const xe = sx + side * 560;
    const xf = side < 0 ? -60 : DW + 60;
    d.add(poly([[xf, -60], [xe, 0], [xe, 446], [xf, 760]], { fill: d.lin(side < 0 ? [[0, mix(C.night, "#000000", 0.3)], [1, mix(C.night, C.deep, 0.4)]] : [[0, mix(C.night, C.deep, 0.4)], [1, mix(C.night, "#000000", 0.3)]], 0, 0, 1, 0) }));
    for (const [y0, y1] of [
      [150, 60],
      [300, 280],
    ] as const) {
      d.add(poly([[xe, y0], [xf, y1], [xf, y1 + 46], [xe, y0 + 22]], { fill: mix(C.wine, C.night, 0.35) }));
      d.add(line(xe, y0, xf, y1, { stroke: C.gold, "stroke-width": 3, opacity: 0.7 }));
      for (let k = 1; k < 6; k++) {
        const u = k / 6;
        d.add(glow(d, xe + (xf - xe) * u, y0 + (y1 - y0) * u + 30, 18 + 14 * u, C.lgold, 0.55 * warm));
      }
    }
  }
  // Stalls seen from above and behind.
  const seatTop = d.lin([[0, mix(C.wine, C.lgold, 0.3)], [0.4, C.wine], [1, mix(C.deep, C.night, 0.45)]]);
  const K = 14;
  for (let k = 0; k < K; k++) {
    const q = Math.pow(k / (K - 1), 1.25);
    const y0 = 470 + 470 * q;
    const sw = 28 + 44 * q;
    const bend = 40 + 80 * q;
    const yAt = (x: number): number => y0 - bend * Math.pow((x - sx) / 1100, 2);
    const first = sx - Math.ceil((sx + 100) / sw) * sw;
    const count = Math.ceil((DW + 200) / sw) + 2;
    for (let i = 0; i < count; i++) {
      const x = first + i * sw;
      const cell = Math.round((x - sx) / sw);
      if (Math.abs(cell) === 7) continue;
      const y = yAt(x);
      d.add(rect(x - sw * 0.42, y, sw * 0.84, sw * 0.55, { fill: seatTop, rx: sw * 0.14 }));
      if (aud > 0 && r.next() < aud) d.add(headFromBehind(x, y - sw * 0.05, sw * 0.24, mix(C.night, "#000000", 0.3), C.lgold, 0.3));
    }
    const band: Pt[] = [];
    for (let x = -60; x <= DW + 60; x += 40) band.push([x, yAt(x) + sw * 0.55]);
    d.add(poly([...band, ...band.map(([x, y]): Pt => [x, y + sw * 0.3]).reverse()], { fill: mix(C.night, "#000000", 0.3) }));
  }
  // Parapet in front.
  const rail: Pt[] = [];
  for (let x = -60; x <= DW + 60; x += 40) rail.push([x, 930 - 40 * Math.pow((x - 960) / 1000, 2)]);
  d.add(poly([...rail, [DW + 60, DH + 60], [-60, DH + 60]], { fill: d.lin([[0, C.deep], [1, mix(C.deep, C.night, 0.6)]]) }));
  d.add(poly([...rail, ...rail.map(([x, y]): Pt => [x, y + 44]).reverse()], { fill: d.lin([[0, mix(C.wine, C.lgold, 0.3)], [1, C.wine]]) }));
  d.add(pline(rail, { stroke: C.lgold, "stroke-width": 5 }), pline(rail.map(([x, y]): Pt => [x, y + 50]), { stroke: C.gold, "stroke-width": 3, opacity: 0.7 }));
  for (let x = 40; x < DW; x += 120) d.add(rosette(x, 1010 - 40 * Math.pow((x - 960) / 1000, 2), 16, { fill: C.gold, opacity: 0.5 }));
  if (o.box) {
    const [vx, , vw] = d.view;
    d.add(curtain(d, vx - 40, -20, 300, DH + 40, { side: "left", folds: 6, color: C.wine, gather: 0.45 }));
    d.add(curtain(d, vx + vw - 260, -20, 300, DH + 40, { side: "right", folds: 6, color: C.wine, gather: 0.45 }));
    d.add(valance(d, vx - 40, -20, vw + 80, 110, 7, C.deep));
    d.add(g(flute(d, 0.7), { transform: tf(vx + vw - 420, 700, 0, 0.9) }), g(flute(d, 0.5), { transform: tf(vx + vw - 350, 712, 6, 0.9) }));
  }
  vignette(d, 0.5);
}

/** Looking up into the coffered ceiling with the great chandelier. */
export function ceilingScene(d: Doc, o: { lit?: number } = {}): void {
  const lit = o.lit ?? 1;
  const cx = 960;
  const cy = 330;
  fill(d, [[0, mix(C.night, C.deep, 0.5)], [1, C.night]]);
  for (let ring = 9; ring >= 1; ring--) {
    const rx = ring * 150;
    const ry = ring * 80;
    d.add(ellipse(cx, cy, rx, ry, { fill: ring % 2 ? mix(C.deep, C.night, 0.35 + ring * 0.04) : mix(C.night, C.deep, 0.25), stroke: C.gold, "stroke-width": 3, "stroke-opacity": 0.55 }));
  }
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * TAU;
    d.add(line(cx + Math.cos(a) * 150, cy + Math.sin(a) * 80, cx + Math.cos(a) * 1400, cy + Math.sin(a) * 750, { stroke: C.gold, "stroke-width": 3, opacity: 0.45 }));
    for (let ring = 2; ring < 9; ring++) {
      const aa = a + TAU / 48;
      const rx = (ring + 0.5) * 150;
      const ry = (ring + 0.5) * 80;
      d.add(circle(cx + Math.cos(aa) * rx, cy + Math.sin(aa) * ry, 4 + ring * 1.5, { fill: C.gold, opacity: 0.35 }));
    }
  }
  d.add(rosette(cx, cy, 90, { fill: C.gold, opacity: 0.9 }));
  d.add(glow(d, cx, 600, 700, C.lgold, 0.3 * lit));
  d.add(chandelier(d, cx, 640, 2.3, { lit, chain: 130 }));
  vignette(d, 0.55);
}
