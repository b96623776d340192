/** The main hall seen from the stalls towards the lit stage and the organ (also the hero loop). */
import { DH, type Doc, DW } from "../doc";
import { beam, glow, glowEllipse, vignette } from "../motifs/effects";
import { curtain, organ, valance } from "../motifs/furnishings";
import { timpani } from "../motifs/instruments";
import { grandPianoSide } from "../motifs/keyboards";
import { conductor, headFromBehind, type Inst, musicStand, player } from "../motifs/people";
import { C, mix, T } from "../palette";
import { makeRng } from "../rng";
import { circle, g, line, n, path, poly, type Pt, rect, TAU, tf } from "../svg";

type HallOpts = {
  /** Centre of the stage, x in design units. */
  sx?: number;
  /** Loop phase 0..1 for the video; 0 is the poster. */
  t?: number;
  stage?: "empty" | "orchestra" | "stands" | "piano" | "choir";
  /** Share of seats with listeners, 0..1. */
  audience?: number;
  calmLeft?: boolean;
  curtains?: boolean;
  beams?: number;
  warmth?: number;
  zoom?: number;
  dust?: number;
  /** Smaller heads in the stalls: a concert for children. */
  young?: boolean;
};

/** The main hall seen from the stalls towards the lit stage and the organ. */
export function hallView(d: Doc, o: HallOpts = {}): void {
  const W = DW;
  const H = DH;
  const sx = o.sx ?? 960;
  const t = o.t ?? 0;
  const warm = o.warmth ?? 1;
  const sway = 7 * Math.sin(TAU * t);
  const zoom = 1 + (o.zoom ?? 0) * ((1 - Math.cos(TAU * t)) / 2);
  const r = makeRng(`hall-${sx}-${o.stage ?? "e"}-${o.audience ?? 0}`);
  const horizon = 560;
  const OW = 440;
  const top = 150;
  const stageBack = 585;
  const stageFront = 680;
  const apron = 716;
  const s: string[] = [];
  const add = (...p: string[]): void => {
    s.push(...p);
  };

  add(rect(-60, -60, W + 120, H + 120, { fill: C.night }));
  // Back wall and organ.
  add(rect(sx - OW, top, OW * 2, stageBack - top + 10, { fill: d.lin([[0, mix(C.night, C.deep, 0.35)], [1, mix(C.deep, C.wine, 0.4)]]) }));
  add(glowEllipse(d, sx, stageBack - 80, OW * 1.05, 320, C.lgold, 0.26 * warm));
  add(organ(d, sx, 505, 610, 330, { lit: warm }));
  // Ceiling with acoustic reflectors.
  add(poly([[-60, -60], [W + 60, -60], [sx + OW + 40, top - 20], [sx - OW - 40, top - 20]], { fill: d.lin([[0, mix(C.night, "#000000", 0.3)], [1, mix(C.night, C.deep, 0.5)]]) }));
  const ends = (u: number): [Pt, Pt] => [
    [-60 + (sx - OW - 40 + 60) * u, -90 + (top - 20 + 90) * u],
    [W + 60 + (sx + OW + 40 - W - 60) * u, -90 + (top - 20 + 90) * u],
  ];
  const panel = d.lin([[0, mix(C.night, "#000000", 0.2)], [0.7, mix(C.night, C.deep, 0.45)], [1, mix(C.deep, C.gold, 0.35)]]);
  for (const u of [0.06, 0.3, 0.5, 0.66, 0.79, 0.9]) {
    const [L, R] = ends(u);
    const sag = 60 * (1 - u) + 8;
    const th = 44 * (1 - u) + 8;
    const mx = (L[0] + R[0]) / 2;
    add(path(`M${n(L[0])} ${n(L[1])}Q${n(mx)} ${n(L[1] + sag * 2)} ${n(R[0])} ${n(R[1])}L${n(R[0])} ${n(R[1] + th)}Q${n(mx)} ${n(L[1] + sag * 2 + th)} ${n(L[0])} ${n(L[1] + th)}Z`, { fill: panel, opacity: 0.9 }));
    for (let k = 1; k < 8; k++) {
      const q = k / 8;
      const x = L[0] + (R[0] - L[0]) * q;
      const y = L[1] + (R[1] - L[1]) * q + 2 * sag * 2 * q * (1 - q) + th * 0.5;
      add(circle(x, y, 1.5 + 1.5 * (1 - u), { fill: C.lgold, opacity: 0.45 }));
    }
  }
  // Side walls with three tiers of balconies.
  const xeL = sx - OW - 40;
  const xeR = sx + OW + 40;
  const wallL = d.lin([[0, mix(C.night, "#000000", 0.35)], [1, mix(C.night, C.deep, 0.35)]], 0, 0, 1, 0);
  const wallR = d.lin([[0, mix(C.night, C.deep, 0.35)], [1, mix(C.night, "#000000", 0.35)]], 0, 0, 1, 0);
  add(poly([[-60, -90], [xeL, top - 20], [xeL, apron + 20], [-60, H + 200]], { fill: wallL }));
  add(poly([[W + 60, -90], [xeR, top - 20], [xeR, apron + 20], [W + 60, H + 200]], { fill: wallR }));
  const tiers = [470, 380, 290];
  for (const side of [-1, 1] as const) {
    const xe = side < 0 ? xeL : xeR;
    const xFar = side < 0 ? -60 : W + 60;
    const dim = side < 0 && o.calmLeft ? 0.35 : 1;
    const yAt = (y0: number, x: number): number => horizon + (y0 - horizon) * ((sx - x) / (sx - xe));
    for (const y0 of tiers) {
      const th = 16;
      const f = (x: number): number => (sx - x) / (sx - xe);
      const p1: Pt = [xe, y0];
      const p2: Pt = [xFar, yAt(y0, xFar)];
      const p3: Pt = [xFar, yAt(y0, xFar) + th * f(xFar)];
      const p4: Pt = [xe, y0 + th];
      // seats and listeners behind the parapet
      if ((o.audience ?? 0) > 0 && dim === 1) {
        for (let fz = 1.08; fz < f(xFar); fz *= 1.09) {
          const x = sx - (sx - xe) * fz;
          if (r.next() > (o.audience ?? 0)) continue;
          const y = horizon + (y0 - horizon) * fz;
          add(headFromBehind(x, y - 9 * fz, 5.5 * fz, mix(C.night, "#000000", 0.2), C.lgold, 0.25));
        }
      }
      add(poly([p1, p2, [p2[0], p2[1] - 30 * f(xFar)], [xe, y0 - 30]], { fill: C.night, opacity: 0.35 }));
      add(poly([p1, p2, p3, p4], { fill: d.lin([[0, mix(C.wine, C.night, 0.3)], [1, mix(C.deep, C.night, 0.5)]], 0, 0, 0, 1), opacity: 0.35 + 0.65 * dim }));
      add(line(p1[0], p1[1], p2[0], p2[1], { stroke: C.gold, "stroke-width": 3, opacity: 0.7 * dim }));
      add(line(p4[0], p4[1], p3[0], p3[1], { stroke: C.gold, "stroke-width": 1.5, opacity: 0.35 * dim }));
      add(poly([p4, p3, [p3[0], p3[1] + 22 * f(xFar)], [xe, y0 + th + 22]], { fill: C.night, opacity: 0.5 }));
      for (let fz = 1.25; fz < f(xFar); fz *= 1.32) {
        const x = sx - (sx - xe) * fz;
        const y = horizon + (y0 + th + 8 - horizon) * fz;
        add(glow(d, x, y, 16 * fz, C.lgold, 0.5 * dim * warm), circle(x, y, 2 * fz, { fill: C.paper, opacity: 0.8 * dim }));
      }
    }
  }
  // Proscenium frame, curtains and valance.
  const frame = d.lin([[0, mix(C.deep, C.night, 0.5)], [1, mix(C.deep, C.night, 0.2)]], 0, 0, 1, 0);
  add(rect(xeL, top - 60, 40, apron - top + 80, { fill: frame }), rect(xeR - 40, top - 60, 40, apron - top + 80, { fill: frame }));
  add(rect(xeL, top - 60, xeR - xeL, 50, { fill: mix(C.deep, C.night, 0.4) }));
  add(line(xeL + 40, top - 10, xeL + 40, apron, { stroke: C.gold, "stroke-width": 3, opacity: 0.6 }), line(xeR - 40, top - 10, xeR - 40, apron, { stroke: C.gold, "stroke-width": 3, opacity: 0.6 }));
  add(line(xeL, top - 12, xeR, top - 12, { stroke: C.gold, "stroke-width": 3, opacity: 0.6 }));
  // Stage floor and apron.
  add(poly([[sx - OW + 10, stageBack], [sx + OW - 10, stageBack], [sx + OW + 10, stageFront], [sx - OW - 10, stageFront]], { fill: d.lin([[0, mix(T.wood, C.lgold, 0.3 * warm)], [1, mix(T.wood, C.night, 0.25)]]) }));
  for (let k = -9; k <= 9; k++) add(line(sx + k * 46, stageBack, sx + k * 52, stageFront, { stroke: C.night, "stroke-width": 1.2, opacity: 0.25 }));
  add(glowEllipse(d, sx, 640, 380, 70, C.lgold, 0.4 * warm));
  add(rect(sx - OW - 10, stageFront, 2 * OW + 20, apron - stageFront, { fill: d.lin([[0, mix(T.darkWood, C.gold, 0.2)], [1, T.darkWood]]) }));
  add(rect(sx - OW - 10, stageFront, 2 * OW + 20, 4, { fill: C.lgold, opacity: 0.75 }));

  // On stage.
  const stage = o.stage ?? "empty";
  const body = mix(C.ink, "#000000", 0.25);
  if (stage === "orchestra" || stage === "stands" || stage === "choir") {
    if (stage === "choir") {
      for (let row = 0; row < 3; row++) {
        const y = stageBack - 6 - row * 16;
        add(rect(sx - 320 + row * 20, y, 640 - row * 40, 16, { fill: T.darkWood, opacity: 0.9 }));
        for (let x = sx - 300 + row * 20; x < sx + 300 - row * 20; x += 22) add(headFromBehind(x + (row % 2) * 11, y - 12, 6, body), circle(x + (row % 2) * 11, y - 10, 4, { fill: C.paper, opacity: 0.2 }));
      }
    }
    const rows = 5;
    for (let row = rows - 1; row >= 0; row--) {
      const sc = 0.5 - row * 0.045;
      const y0 = stageFront - 12 - row * 19;
      const hw = 150 + row * 68;
      const count = 7 + row * 3;
      for (let i = 0; i < count; i++) {
        const u = (i + 0.5) / count;
        const x = sx - hw + u * hw * 2;
        if (row === 0 && Math.abs(x - sx) < 50) continue;
        const y = y0 + Math.pow(Math.abs(x - sx) / hw, 2) * 16 - 16;
        const inst: Inst = row <= 1 ? (x > sx + hw * 0.35 ? "cello" : "violin") : row === 2 ? "wind" : row === 3 ? (x > sx + hw * 0.6 ? "bass" : "wind") : "brass";
        if (stage === "stands") {
          add(path(`M${n(x - 9 * sc)} ${n(y - 42 * sc)}h${n(18 * sc)}v${n(42 * sc)}`, { fill: "none", stroke: C.ink, "stroke-width": 3 * sc }));
          add(musicStand(x + 14 * sc, y, sc * 0.62, false));
        } else add(player(x, y, sc, inst, body, C.gold));
      }
    }
    if (stage === "orchestra") {
      add(g(timpani(d), { transform: tf(sx + 300, stageBack - 28, 0, 0.055) }), g(timpani(d), { transform: tf(sx + 340, stageBack - 20, 0, 0.05) }));
      add(conductor(d, sx, stageFront + 2, 0.42, body, TAU * t));
    }
  } else if (stage === "piano") {
    add(g(grandPianoSide(d), { transform: tf(sx - 150, stageFront - 18, 0, 0.3) }));
    add(glowEllipse(d, sx, stageFront - 60, 240, 140, C.lgold, 0.25 * warm));
  }
  // Curtains and valance.
  if (o.curtains !== false) {
    add(curtain(d, xeL + 40, top - 10, 150, stageFront - top + 12, { side: "left", folds: 6, color: C.wine, sway, gather: 0.55 }));
    add(curtain(d, xeR - 190, top - 10, 150, stageFront - top + 12, { side: "right", folds: 6, color: C.wine, sway: -sway * 0.8, gather: 0.55 }));
    add(valance(d, xeL + 40, top - 12, xeR - xeL - 80, 70, 7, C.wine));
  }
  // Light beams and dust.
  const beams = o.beams ?? 3;
  const beamDefs: [number, number, number, number, number, number][] = [
    [sx - 330, -40, sx - 110, 650, 0.0, 0.2],
    [sx + 250, -40, sx + 70, 655, 0.33, 0.18],
    [sx + 720, 40, sx + 180, 630, 0.66, 0.15],
    [sx - 700, 40, sx - 200, 630, 0.5, 0.12],
  ];
  const specks: string[] = [];
  beamDefs.slice(0, beams).forEach(([ox, oy, tx0, ty0, ph, op], bi) => {
    const a = 0.045 * Math.sin(TAU * (t + ph));
    const dx = tx0 - ox;
    const dy = ty0 - oy;
    const tx = ox + dx * Math.cos(a) - dy * Math.sin(a);
    const ty = oy + dx * Math.sin(a) + dy * Math.cos(a);
    add(beam(d, ox, oy, tx, ty, 40, 320, op * 1.7 * warm, C.lgold, 10));
    const br = makeRng(`speck-${bi}-${sx}`);
    const count = Math.round(26 * (o.dust ?? 1));
    for (let i = 0; i < count; i++) {
      const v = 0.38 + 0.6 * br.next();
      const lat = (br.next() - 0.5) * (34 + 266 * v) * 0.8;
      const bx = ox + (tx - ox) * v - ((ty - oy) / Math.hypot(tx - ox, ty - oy)) * lat;
      const by = oy + (ty - oy) * v + ((tx - ox) / Math.hypot(tx - ox, ty - oy)) * lat;
      const p1 = br.next();
      const p2 = br.next();
      const x = bx + 14 * Math.sin(TAU * (t + p1));
      const y = by - 22 * Math.sin(TAU * (t + p2)) + 6 * Math.cos(TAU * 2 * (t + p1));
      const alpha = 0.15 + 0.4 * (0.5 + 0.5 * Math.sin(TAU * (2 * t + p2)));
      specks.push(circle(x, y, 1.2 + br.next() * 1.6, { opacity: alpha }));
    }
  });
  add(g(specks.join(""), { fill: C.paper }));

  // Stalls: rows of seats seen from behind, nearest at the bottom.
  const K = 7;
  for (let k = 0; k < K; k++) {
    const q = Math.pow((k + 0.6) / K, 1.35);
    const y = apron + 22 + 360 * q;
    const sw = 24 + 70 * q;
    const bend = 14 + 50 * q;
    const rowFill = o.calmLeft ? mix(C.night, "#000000", 0.15 + 0.2 * q) : mix(mix(C.night, C.deep, 0.35), "#000000", 0.1 + 0.25 * q);
    const p: Pt[] = [];
    for (let x = -60; x <= W + 60; x += 40) {
      const u = (x - sx) / (W * 0.75);
      p.push([x, y + sw * 0.45 - bend * u * u]);
    }
    const count = Math.ceil((W + 240) / sw);
    const first = sx - Math.ceil((sx + 120) / sw) * sw;
    for (let i = 0; i < count + 2; i++) {
      const x = first + i * sw;
      const cell = Math.round((x - sx) / sw);
      if (Math.abs(cell) === 6 || Math.abs(cell) === 7) continue;
      const u = (x - sx) / (W * 0.75);
      const yy = y - bend * u * u;
      if ((o.audience ?? 0) > 0 && r.next() < (o.audience ?? 0)) add(headFromBehind(x + r.range(-2, 2), yy - sw * (o.young ? 0.02 : 0.18), sw * (o.young ? r.range(0.15, 0.19) : 0.25), mix(C.night, "#000000", 0.3), C.lgold, 0.3 * (1 - Math.abs(u) * 0.6)));
      add(rect(x - sw * 0.43, yy, sw * 0.86, sw * 0.8, { rx: sw * 0.16, fill: rowFill }));
      add(path(`M${n(x - sw * 0.32)} ${n(yy + sw * 0.03)}Q${n(x)} ${n(yy - sw * 0.03)} ${n(x + sw * 0.32)} ${n(yy + sw * 0.03)}`, { fill: "none", stroke: C.lgold, "stroke-width": 1 + sw * 0.03, opacity: (0.28 - 0.18 * Math.min(1, Math.abs(u))) * warm * (o.calmLeft ? 1 : 1.6) }));
    }
    add(poly([...p, [W + 60, H + 80], [-60, H + 80]], { fill: rowFill }));
  }

  if (!o.calmLeft) add(glowEllipse(d, sx, apron + 40, 900, 260, C.lgold, 0.16 * warm));
  const z = zoom === 1 ? "" : `translate(${n(sx)} ${n(560)}) scale(${zoom.toFixed(5)}) translate(${n(-sx)} ${n(-560)})`;
  d.add(g(s.join(""), z ? { transform: z } : undefined));
  if (o.calmLeft) d.add(rect(-10, -10, 900, H + 20, { fill: d.lin([[0, C.night, 0.82], [0.55, C.night, 0.55], [1, C.night, 0]], 0, 0, 1, 0) }));
  vignette(d, 0.55, 0.55, 0.5);
}
