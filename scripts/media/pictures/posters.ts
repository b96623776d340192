/** Concert posters, 1600 x 900: one designed series, and a generic poster for other slugs. */
import { DEMO_IMAGE_SLUGS } from "../../../app/eventhub/demo-concerts";
import type { Doc, Draw, Stop } from "../doc";
import { arcade, rosette } from "../motifs/architecture";
import { batonArc, beam, fill, glow, grain, rings, sparkle } from "../motifs/effects";
import { chandelier, curtain, organ, valance } from "../motifs/furnishings";
import { bell, clarinet, duduk, type InstrumentColours, stringInstrument } from "../motifs/instruments";
import { arcKeyboard, grandPianoSide, keyboard } from "../motifs/keyboards";
import { ararat, bird, blossomBranch, crescent, duck, leaf, pomegranate, rose, triTree, wolf } from "../motifs/nature";
import { beamed, note, type NoteKind, staff } from "../motifs/notation";
import { candle, flute } from "../motifs/objects";
import { headFromBehind } from "../motifs/people";
import { type Job, saveWebp } from "../output";
import { C, mix, T } from "../palette";
import { renderNative } from "../raster";
import { makeRng } from "../rng";
import { circle, ellipse, g, line, n, path, rect, tf } from "../svg";

const PW = 1600;

const PH = 900;

/** The series' common frame: a hairline border with small corner diamonds. */
export function posterFrame(d: Doc, color: string = C.lgold, op = 0.55): void {
  const m = 30;
  d.add(rect(m, m, d.w - 2 * m, d.h - 2 * m, { fill: "none", stroke: color, "stroke-width": 1.5, opacity: op }));
  for (const [x, y] of [
    [m, m],
    [d.w - m, m],
    [m, d.h - m],
    [d.w - m, d.h - m],
  ] as const)
    d.add(path(`M${x} ${y - 9}L${x + 9} ${y}L${x} ${y + 9}L${x - 9} ${y}Z`, { fill: color, opacity: Math.min(1, op * 1.5) }));
}

const POSTERS: Record<string, Draw> = {
  "concert-spartacus": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.6)], [0.45, C.wine], [0.8, mix(C.wine, C.gold, 0.7)], [1, C.lgold]]);
    d.add(glow(d, 1060, 560, 520, C.lgold, 0.6), circle(1060, 560, 190, { fill: mix(C.lgold, C.paper, 0.3), opacity: 0.92 }));
    d.add(rings(1060, 560, 220, 34, 8, C.lgold, 0.35, 2));
    d.add(staff(-20, 1620, 190, 16, (x) => Math.sin(x / 260) * 30, { stroke: C.lgold, "stroke-width": 1.4, opacity: 0.3 }));
    d.add(arcade(-40, 900, 1680, 230, 9, mix(C.night, C.deep, 0.3)));
    d.add(batonArc(1500, 1200, 1250, -168, -92, 44, { fill: d.lin([[0, C.lgold, 0.1], [0.6, C.lgold], [1, C.paper]], 0, 0, 1, 0) }));
    d.add(line(280, 820, 1530, -60, { stroke: C.paper, "stroke-width": 5, opacity: 0.85, "stroke-linecap": "round" }), ellipse(300, 806, 34, 14, { fill: C.gold, transform: "rotate(-35 300 806)" }), line(250, 790, 330, 850, { stroke: C.gold, "stroke-width": 12, "stroke-linecap": "round" }));
  },
  "concert-quartet": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.2)], [1, mix(C.night, C.deep, 0.6)]]);
    d.add(staff(-20, 1620, 420, 22, (x) => Math.sin(x / 300) * 40, { stroke: C.gold, "stroke-width": 2, opacity: 0.35 }));
    const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.4), light: C.lgold };
    const list: [number, number, number, "violin" | "cello"][] = [
      [420, 470, 0.62, "violin"],
      [690, 460, 0.66, "violin"],
      [960, 450, 0.72, "violin"],
      [1230, 420, 0.8, "cello"],
    ];
    for (const [x, y, s] of list) d.add(rings(x, y + 80 * s, 140 * s, 40 * s, 4, C.lgold, 0.3, 2));
    for (const [x, y, s, k] of list) d.add(glow(d, x, y + 100, 240, C.lgold, 0.18), g(stringInstrument(d, amber, { kind: k }), { transform: tf(x, y, 0, s) }));
  },
  "concert-recital": (d) => {
    fill(d, [[0, C.paper], [1, mix(C.paper, C.lgold, 0.45)]]);
    d.add(path("M900 -40L1180 -40L1480 900L560 900Z", { fill: d.lin([[0, C.wine, 0.35], [1, C.wine, 0.05]]) }));
    d.add(ellipse(1010, 780, 420, 50, { fill: C.wine, opacity: 0.2 }));
    d.add(staff(80, 1560, 180, 18, (x) => Math.sin(x / 220) * 50 + (x - 800) * 0.08, { stroke: C.wine, "stroke-width": 2.2, opacity: 0.55 }));
    const notes: [number, NoteKind][] = [
      [220, "q"],
      [340, "e"],
      [460, "h"],
      [600, "q"],
      [1380, "e"],
      [1480, "q"],
    ];
    for (const [x, k] of notes) d.add(note(x, 214 + Math.sin(x / 220) * 50 + (x - 800) * 0.08 + ((x * 7) % 5) * 8, 16, k, C.wine, 0.85));
    d.add(g(grandPianoSide(d, { body: C.ink, shine: C.lgold }), { transform: tf(690, 780, 0, 0.62) }));
  },
  "concert-rachmaninoff": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.3)], [1, C.night]]);
    d.add(rings(800, 1000, 200, 60, 12, C.gold, 0.35, 2));
    d.add(arcKeyboard(800, 1000, 420, 560, -172, -8, 36));
    d.add(arcKeyboard(800, 1000, 420, 560, -172, -8, 36).replace(/fill="#faf7f2"/g, 'fill="none"'));
    for (const [x, y, s] of [
      [520, 180, 0.95],
      [800, 130, 1.25],
      [1080, 180, 0.95],
    ] as const)
      d.add(glow(d, x, y + 120 * s, 200 * s, C.lgold, 0.35), bell(d, x, y, s));
    d.add(line(0, 55, PW, 55, { stroke: C.gold, "stroke-width": 4, opacity: 0.7 }));
  },
  "concert-beethoven": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.2)], [0.5, C.night], [0.5, mix(C.lgold, C.paper, 0.4)], [1, C.lgold]], 0, 0, 1, 0);
    d.add(path("M800 0L800 900L0 900L0 0Z", { fill: d.rad([[0, C.deep, 0.7], [1, C.night, 0]], 0.4, 0.4, 0.7) }));
    for (const [cx, cy, rr, a0, a1] of [
      [200, 900, 600, -80, -10],
      [100, 700, 500, -70, 0],
      [300, 1000, 800, -75, -30],
    ] as const)
      d.add(batonArc(cx, cy, rr, a0, a1, 14, { fill: C.lgold, opacity: 0.7 }));
    d.add(path("M800 640C980 560 1120 600 1260 650S1520 600 1620 560V920H800Z", { fill: mix(C.gold, C.lgold, 0.45) }));
    d.add(path("M800 740C960 690 1100 720 1240 760S1500 700 1620 690V920H800Z", { fill: C.gold }));
    d.add(path("M800 830C1000 800 1200 840 1360 860S1560 830 1620 820V920H800Z", { fill: mix(C.gold, C.wine, 0.35) }));
    for (const x of [1380, 1460]) d.add(circle(x, 600, 34, { fill: mix(C.gold, C.night, 0.3) }), rect(x - 4, 620, 8, 40, { fill: mix(C.gold, C.night, 0.4) }));
    for (const [x, y] of [
      [1200, 300],
      [1290, 260],
      [1360, 320],
    ] as const)
      d.add(path(`M${x - 26} ${y}Q${x - 13} ${y - 16} ${x} ${y}Q${x + 13} ${y - 16} ${x + 26} ${y}`, { fill: "none", stroke: C.wine, "stroke-width": 5 }));
    d.add(beamed([520, 660, 800], [500, 500, 500], 44, C.paper, 0.95));
    d.add(note(1000, 560, 44, "h", C.ink, 0.95));
    d.add(path("M950 330A52 52 0 0 1 1054 330", { fill: "none", stroke: C.ink, "stroke-width": 8 }), circle(1002, 322, 8, { fill: C.ink }));
  },
  "concert-jazz": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.35)], [1, mix(C.night, C.deep, 0.4)]]);
    for (let k = 0; k < 5; k++) d.add(path(`M-50 ${300 + k * 90}C400 ${160 + k * 90} 900 ${480 + k * 60} 1650 ${240 + k * 110}`, { fill: "none", stroke: C.wine, "stroke-width": 60, opacity: 0.18, filter: d.blur(12) }));
    d.add(circle(1100, 420, 330, { fill: d.rad([[0, C.lgold, 0.35], [1, C.lgold, 0]]) }));
    d.add(g(keyboard(0, 0, 1700, 180, 24, { white: C.paper, black: C.ink }), { transform: "matrix(1 -0.28 0 1 -60 760)" }));
    d.add(g(stringInstrument(d, { body: C.gold, dark: mix(C.gold, C.night, 0.5), light: C.lgold }, { kind: "bass" }), { transform: tf(1140, 420, 14, 0.72) }));
    d.add(g(duduk(d), { transform: tf(180, 300, -12, 0.48) }));
    for (let i = 0; i < 4; i++) d.add(note(300 + i * 120, 520 - i * 40, 20, i % 2 ? "e" : "q", C.lgold, 0.6));
  },
  "concert-peter-wolf": (d) => {
    fill(d, [[0, C.paper], [1, mix(C.paper, C.lgold, 0.5)]]);
    const r = d.r;
    for (let i = 0; i < 60; i++) d.add(circle(r.range(40, 1560), r.range(40, 860), r.range(4, 12), { fill: r.pick([C.gold, C.wine, C.lgold]), opacity: 0.55 }));
    d.add(rect(-10, 700, 1620, 210, { fill: mix(C.lgold, C.gold, 0.4) }));
    for (let i = 0; i < 9; i++) d.add(triTree(90 + i * 180 + (i % 2) * 40, 740 + (i % 3) * 20, 260 + (i % 3) * 80, i % 2 ? mix(C.gold, C.night, 0.25) : mix(C.wine, C.night, 0.2)));
    d.add(wolf(1220, 470, 1.35, mix(C.ink, C.deep, 0.2), C.lgold));
    d.add(bird(420, 240, 1.2, C.wine, C.gold));
    d.add(duck(720, 620, 0.9, C.gold));
    d.add(path("M300 420c60-60 140-60 200 0", { fill: "none", stroke: C.wine, "stroke-width": 6, "stroke-dasharray": "2 14", "stroke-linecap": "round" }));
    d.add(circle(880, 210, 50, { fill: "none", stroke: C.gold, "stroke-width": 14 }), circle(880, 210, 24, { fill: "none", stroke: C.gold, "stroke-width": 8 }), path("M920 180L1010 120L1030 160Z", { fill: C.gold }));
  },
  "concert-romance": (d) => {
    fill(d, [[0, mix(C.deep, C.night, 0.4)], [1, C.night]], 0, 0, 1, 1);
    d.add(rings(420, 560, 160, 70, 12, C.lgold, 0.35, 2));
    for (let k = 0; k < 6; k++) d.add(path(`M${620 + k * 110} ${330 - k * 30}Q${700 + k * 130} 560 ${620 + k * 110} ${790 + k * 30}`, { fill: "none", stroke: C.lgold, "stroke-width": 4, opacity: 0.55 - k * 0.07 }));
    const leafC = mix(C.gold, C.night, 0.45);
    d.add(leaf(300, 660, 120, 200, leafC), leaf(520, 700, 110, -20, leafC), leaf(380, 760, 100, 110, leafC));
    d.add(rose(d, 330, 560, 110, C.wine, 0), rose(d, 520, 610, 80, mix(C.wine, C.lgold, 0.1), 30), rose(d, 400, 420, 70, C.deep, 50));
    d.add(g(duduk(d), { transform: tf(1080, 300, 28, 0.52) }));
    for (let i = 0; i < 14; i++) d.add(sparkle(900 + ((i * 173) % 600), 120 + ((i * 97) % 660), 6 + (i % 4) * 3, { fill: C.lgold, opacity: 0.7 }));
  },
  "concert-festival": (d) => {
    fill(d, [[0, C.wine], [1, C.deep]]);
    const band = (y: number): string => {
      let s = rect(0, y, PW, 44, { fill: C.night, opacity: 0.35 });
      for (let x = 0; x < PW; x += 44) s += path(`M${x + 22} ${y + 4}L${x + 40} ${y + 22}L${x + 22} ${y + 40}L${x + 4} ${y + 22}Z`, { fill: "none", stroke: C.gold, "stroke-width": 3 }) + circle(x + 22, y + 22, 4, { fill: C.lgold });
      return s;
    };
    d.add(band(60), band(796));
    d.add(g(ararat(600, 796, 1100, 360, mix(C.deep, C.night, 0.35), C.lgold, 0.6)));
    d.add(glow(d, 520, 430, 360, C.lgold, 0.35), rosette(520, 430, 200, { fill: C.lgold, opacity: 0.95 }));
    d.add(rings(520, 430, 230, 26, 5, C.lgold, 0.45, 2));
    d.add(pomegranate(d, 1180, 420, 110, true), pomegranate(d, 1340, 520, 80));
    d.add(g(duduk(d), { transform: tf(860, 700, -6, 0.62) }));
  },
  "concert-new-year": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, mix(C.night, C.deep, 0.5)]]);
    for (let i = 0; i < 40; i++) d.add(circle(r.range(0, PW), r.range(0, PH), r.range(14, 60), { fill: r.pick([C.lgold, C.gold, C.wine]), opacity: r.range(0.1, 0.3), filter: d.blur(5) }));
    d.add(chandelier(d, 800, 380, 2.1, { chain: 220 }));
    for (const [cx, cy, rr, a0, a1] of [
      [800, 1200, 1000, -150, -100],
      [800, 1200, 1000, -80, -30],
    ] as const)
      d.add(batonArc(cx, cy, rr, a0, a1, 16, { fill: C.lgold, opacity: 0.55 }));
    for (let i = 0; i < 70; i++) d.add(sparkle(r.range(40, 1560), r.range(40, 860), r.range(4, 18), { fill: r.chance(0.5) ? C.paper : C.lgold, opacity: r.range(0.4, 1) }));
    d.add(g(flute(d, 0.75), { transform: tf(300, 560, -14, 0.9) }), g(flute(d, 0.75), { transform: tf(1300, 560, 14, 0.9) }));
  },
  "concert-quintet": (d) => {
    fill(d, [[0, mix(C.lgold, C.paper, 0.3)], [1, C.gold]], 0, 0, 1, 1);
    for (let i = 0; i < 5; i++) d.add(circle(380 + i * 210, 450, 190, { fill: "none", stroke: C.wine, "stroke-width": 3, opacity: 0.45 }));
    const sil: InstrumentColours = { body: mix(C.wine, C.night, 0.2), dark: C.night, light: C.wine };
    for (const [x, s, k] of [
      [420, 0.5, "violin"],
      [620, 0.52, "violin"],
      [1000, 0.56, "violin"],
      [1220, 0.68, "cello"],
    ] as const)
      d.add(g(stringInstrument(d, sil, { kind: k, silhouette: true }), { transform: tf(x, 450, 0, s), opacity: 0.85 }));
    d.add(g(clarinet(d, { body: C.ink, keys: C.paper }), { transform: tf(260, 160, 27, 1.25) }));
  },
  "concert-dvorak": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, "#000000", 0.3)], [0.62, mix(C.night, C.deep, 0.6)], [0.62, C.night], [1, mix(C.night, "#000000", 0.3)]]);
    for (let i = 0; i < 140; i++) d.add(circle(r.range(0, PW), r.range(0, 520), r.range(0.8, 2.4), { fill: C.paper, opacity: r.range(0.3, 0.9) }));
    d.add(glow(d, 300, 170, 140, C.lgold, 0.5), crescent(d, 300, 170, 56, C.lgold));
    for (let k = 0; k < 4; k++) d.add(staff(-20, 1620, 600 + k * 70, 9, (x) => Math.sin(x / (120 + k * 30) + k) * 10, { stroke: C.lgold, "stroke-width": 1.6, opacity: 0.5 - k * 0.08 }));
    d.add(path("M560 556L760 556L740 578L580 578Z", { fill: C.night }), rect(620, 520, 80, 36, { fill: C.night }), rect(650, 490, 16, 30, { fill: C.night }));
    d.add(glow(d, 1160, 460, 360, C.lgold, 0.25));
    d.add(g(stringInstrument(d, { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold }, { kind: "cello" }), { transform: tf(1160, 420, 12, 0.74) }));
  },
  "concert-requiem": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.45)], [1, C.night]]);
    d.add(beam(d, 800, -80, 800, 700, 120, 700, 0.2, C.lgold, 16));
    d.add(organ(d, 800, 560, 900, 500, { lit: 0.75 }));
    d.add(rect(0, 600, PW, 300, { fill: d.lin([[0, C.night, 0.6], [1, C.night]]) }));
    const list: [number, number, number][] = [];
    for (let i = 0; i < 15; i++) list.push([140 + i * 95, 860 - (i % 3) * 24, 80 + ((i * 53) % 120)]);
    for (const [x, y, h] of list) d.add(candle(d, x, y, 26, h, (x % 7) / 7));
  },
  "concert-season-finale": (d) => {
    const r = d.r;
    fill(d, [[0, C.night], [1, C.night]]);
    d.add(rect(0, 0, PW, PH, { fill: d.rad([[0, C.lgold, 0.9], [0.35, C.gold, 0.4], [1, C.night, 0]], 0.5, 0.55, 0.45) }));
    d.add(curtain(d, -40, 60, 760, 880, { side: "left", folds: 7, color: C.wine, gather: 0.25 }));
    d.add(curtain(d, 880, 60, 760, 880, { side: "right", folds: 7, color: C.wine, gather: 0.25 }));
    d.add(valance(d, -40, 20, 1680, 130, 8, C.deep));
    for (let i = 0; i < 90; i++) {
      const x = r.range(60, 1540);
      const y = r.range(140, 860);
      d.add(rect(x, y, r.range(6, 14), r.range(10, 22), { fill: r.pick([C.lgold, C.gold, C.paper]), opacity: r.range(0.5, 0.95), transform: `rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})` }));
    }
  },
  "concert-spring-gala": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.paper, C.lgold, 0.25)], [1, mix(C.lgold, C.gold, 0.35)]], 0, 0, 1, 1);
    d.add(rings(1250, 700, 100, 50, 9, C.wine, 0.25, 2));
    d.add(staff(-20, 1620, 560, 18, (x) => Math.sin(x / 240) * 60, { stroke: C.wine, "stroke-width": 2.2, opacity: 0.6 }));
    for (let i = 0; i < 8; i++) {
      const x = 180 + i * 170;
      d.add(note(x, 596 + Math.sin(x / 240) * 60 - (i % 3) * 18, 16, i % 3 ? "q" : "e", C.wine, 0.85));
    }
    d.add(blossomBranch(d, [[-20, 120], [300, 170], [620, 110], [900, 180], [1180, 90], [1500, 160], [1640, 120]], r, 28));
    d.add(blossomBranch(d, [[1640, 780], [1420, 820], [1240, 760]], r, 24));
    d.add(g(stringInstrument(d, { body: C.wine, dark: C.deep, light: C.wine }, { silhouette: true }), { transform: tf(250, 640, -28, 0.48), opacity: 0.9 }));
  },
  "concert-open-air": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, C.deep, 0.3)], [0.5, C.wine], [0.7, mix(C.wine, C.gold, 0.6)], [0.8, C.lgold]]);
    for (let i = 0; i < 80; i++) d.add(circle(r.range(0, PW), r.range(0, 320), r.range(0.8, 2), { fill: C.paper, opacity: r.range(0.3, 0.9) }));
    d.add(ararat(-100, 720, 1800, 520, mix(C.deep, C.night, 0.35), C.lgold, 0.7));
    d.add(rect(0, 700, PW, 200, { fill: mix(C.night, "#000000", 0.2) }));
    for (const [dx, a] of [
      [-260, -12],
      [0, 0],
      [260, 12],
    ] as const)
      d.add(beam(d, 800 + dx, 640, 800 + dx * 3.2, -40, 30, 200, 0.25, C.lgold, 10), line(0, 0, 0, 0, { opacity: a }));
    for (let k = 5; k >= 0; k--) d.add(path(`M${560 - k * 40} 720A${240 + k * 40} ${220 + k * 36} 0 0 1 ${1040 + k * 40} 720`, { fill: k === 0 ? d.rad([[0, C.lgold], [1, C.gold]], 0.5, 1, 0.9) : "none", stroke: C.lgold, "stroke-width": 6, opacity: k === 0 ? 0.95 : 0.7 - k * 0.1 }));
    for (let i = 0; i < 70; i++) {
      const x = r.range(0, PW);
      d.add(headFromBehind(x, r.range(790, 860), r.range(12, 20), mix(C.night, "#000000", 0.3), C.lgold, 0.35));
    }
  },
};

/** A poster for a slug without its own design: rings, a staff and an instrument chosen by the slug. */
export function genericPoster(d: Doc, slug: string): void {
  const r = makeRng(slug);
  const bg = r.pick<Stop[]>([
    [[0, C.wine], [1, C.night]],
    [[0, mix(C.night, C.deep, 0.5)], [1, C.night]],
    [[0, mix(C.lgold, C.paper, 0.3)], [1, C.gold]],
  ]);
  fill(d, bg, 0, 0, 1, 1);
  const light = bg[0]?.[1] === mix(C.lgold, C.paper, 0.3);
  const ink = light ? C.wine : C.lgold;
  d.add(rings(d.w * 0.62, d.h * 0.5, 80, 50, 10, ink, 0.35, 2));
  d.add(staff(-20, d.w + 20, d.h * 0.3, 18, (x) => Math.sin(x / 240 + r.next()) * 50, { stroke: ink, "stroke-width": 2, opacity: 0.45 }));
  const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
  const pick = r.int(0, 2);
  if (pick === 0) d.add(g(stringInstrument(d, amber), { transform: tf(d.w * 0.62, d.h * 0.5, 20, d.h / 1300) }));
  else if (pick === 1) d.add(g(clarinet(d), { transform: tf(d.w * 0.3, d.h * 0.25, 25, d.w / 1700) }));
  else d.add(g(grandPianoSide(d), { transform: tf(d.w * 0.35, d.h * 0.8, 0, d.w / 2400) }));
}

/** The demo catalogue's concert posters, plus the designed ones it does not use (yet). */
export function posterJobs(): Job[] {
  const concerts = [...new Set([...DEMO_IMAGE_SLUGS.filter((s) => s.startsWith("concert-")), "concert-season-finale", "concert-spring-gala", "concert-open-air"])];
  return concerts.map((slug) => ({
    name: `demo/${slug}`,
    run: async () => {
      const draw = POSTERS[slug] ?? ((d: Doc) => genericPoster(d, slug));
      await saveWebp(`demo/${slug}.webp`, await renderNative(slug, PW, PH, (d) => (draw(d), grain(d, 0.8), posterFrame(d))));
    },
  }));
}
