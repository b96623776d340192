/** Close-ups of music making: still lifes of scores and instruments, sections of the orchestra. */
import { DH, type Doc, DW } from "../doc";
import { batonArc, beam, fill, glow, glowEllipse, rings, vignette } from "../motifs/effects";
import { curtain, organ } from "../motifs/furnishings";
import { bow, clarinet, duduk, type InstrumentColours, mallet, stringInstrument, timpani } from "../motifs/instruments";
import { pomegranate } from "../motifs/nature";
import { scorePage } from "../motifs/notation";
import { musicStand, seatedFigure } from "../motifs/people";
import { C, mix, T } from "../palette";
import { ellipse, g, line, n, path, rect, tf } from "../svg";

/** A still life on a dark table: scores, an instrument, the baton. */
export function stillLife(d: Doc, o: { inst?: "violin" | "clarinet" | "duduk" | "baton"; warm?: number } = {}): void {
  fill(d, [[0, mix(C.night, C.deep, 0.3)], [1, C.night]]);
  d.add(rect(0, 0, DW, DH, { fill: d.lin([[0, T.darkWood], [0.5, mix(T.darkWood, C.night, 0.5)], [1, T.darkWood]], 0, 0, 1, 1), opacity: 0.8 }));
  for (let k = 0; k < 30; k++) d.add(path(`M-50 ${n(40 + k * 38)}Q960 ${n(20 + k * 38 + (k % 3) * 14)} 1970 ${n(60 + k * 38)}`, { fill: "none", stroke: C.night, "stroke-width": 3, opacity: 0.2 }));
  d.add(glow(d, 900, 520, 900, C.lgold, 0.25 * (o.warm ?? 1)));
  d.add(scorePage(d, 520, 170, 620, 820, -8, "page-a", mix(C.paper, C.lgold, 0.2)));
  d.add(scorePage(d, 980, 140, 620, 820, 6, "page-b"));
  const inst = o.inst ?? "violin";
  if (inst === "violin") {
    d.add(g(stringInstrument(d, { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold }), { transform: tf(1050, 560, 35, 0.82) }));
    d.add(g(bow(mix(C.wine, C.night, 0.3)), { transform: tf(420, 900, -28, 1.05) }));
  } else if (inst === "clarinet") {
    d.add(g(clarinet(d), { transform: tf(420, 300, 28, 1.15) }));
    d.add(g(clarinet(d), { transform: tf(600, 820, -12, 1.0) }));
  } else if (inst === "duduk") {
    d.add(g(duduk(d), { transform: tf(560, 360, 20, 0.95) }));
    d.add(g(duduk(d, { wood: mix(T.wood, C.wine, 0.3) }), { transform: tf(520, 760, 5, 0.8) }));
    d.add(pomegranate(d, 1560, 840, 110, true), pomegranate(d, 1700, 700, 90));
  } else {
    d.add(batonArc(1000, 1000, 700, -170, -95, 34, { fill: C.lgold, opacity: 0.55 }), batonArc(1000, 1000, 600, -165, -110, 18, { fill: C.gold, opacity: 0.45 }));
    d.add(line(470, 1000, 1300, 300, { stroke: C.night, "stroke-width": 14, "stroke-linecap": "round", opacity: 0.45, transform: "translate(10 14)" }));
    d.add(line(470, 1000, 1300, 300, { stroke: C.paper, "stroke-width": 10, "stroke-linecap": "round" }), line(470, 1000, 1300, 300, { stroke: C.ink, "stroke-width": 2, opacity: 0.5, transform: "translate(2 3)" }));
    d.add(path("M430 1036L470 1000L520 960L540 978L500 1020L458 1060Z", { fill: T.wood }), ellipse(470, 1010, 30, 22, { fill: mix(T.wood, C.lgold, 0.3), transform: "rotate(-40 470 1010)" }));
  }
  vignette(d, 0.65);
}

/** A section of the orchestra close up: cellos, violins, winds or timpani. */
export function sectionScene(d: Doc, kind: "cellos" | "violins" | "winds" | "timpani", o: { warm?: number } = {}): void {
  const warm = o.warm ?? 1;
  fill(d, [[0, mix(C.night, C.deep, 0.45)], [0.7, C.night], [1, mix(C.night, "#000000", 0.3)]]);
  d.add(glowEllipse(d, 1100, 380, 1000, 420, C.lgold, 0.22 * warm));
  if (kind === "cellos") d.add(organ(d, 1160, 400, 900, 420, { lit: 0.45 * warm }));
  else if (kind === "violins") d.add(rings(1200, 300, 80, 60, 10, C.lgold, 0.4, 3));
  else if (kind === "winds") d.add(curtain(d, -40, -20, 2000, 820, { side: "full", folds: 12, color: mix(C.wine, C.night, 0.35) }));
  else d.add(batonArc(960, 900, 820, -170, -10, 50, { fill: C.gold, opacity: 0.35 }), batonArc(960, 900, 700, -160, -20, 24, { fill: C.lgold, opacity: 0.25 }));
  d.add(rect(0, 400, DW, 680, { fill: C.night, opacity: 0.55 }));
  d.add(rect(0, 780, DW, 300, { fill: d.lin([[0, mix(T.wood, C.lgold, 0.2)], [1, mix(T.darkWood, C.night, 0.4)]]) }));
  d.add(beam(d, 700, -100, 900, 900, 80, 700, 0.22 * warm, C.lgold, 14), beam(d, 1500, -100, 1300, 900, 60, 600, 0.16 * warm, C.lgold, 14));
  const silh = mix(C.night, "#000000", 0.45);
  const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
  for (let i = 0; i < 5; i++) d.add(musicStand(260 + i * 360, 820 - i * 6, 1.9, true));
  if (kind === "cellos") {
    for (let i = 3; i >= 0; i--) {
      const x = 420 + i * 390;
      const y = 960 - i * 40;
      const s = 1 - i * 0.12;
      d.add(g(seatedFigure(x + 20 * s, y - 140 * s, 1.45 * s, silh), { filter: d.blur(2) }));
      d.add(g(stringInstrument(d, amber, { kind: "cello" }), { transform: tf(x, y - 300 * s, -8, 0.62 * s) }));
      d.add(g(bow(mix(C.wine, C.night, 0.3)), { transform: tf(x - 250 * s, y - 210 * s, -4, 0.55 * s) }));
    }
  } else if (kind === "violins") {
    for (let i = 3; i >= 0; i--) {
      const x = 440 + i * 380;
      const y = 1000 - i * 40;
      const s = 1 - i * 0.12;
      d.add(g(seatedFigure(x, y, 1.45 * s, silh), { filter: d.blur(2) }));
      d.add(g(stringInstrument(d, amber), { transform: tf(x - 95 * s, y - 400 * s, -62, 0.34 * s) }));
      d.add(g(bow(mix(C.wine, C.night, 0.2)), { transform: tf(x - 320 * s, y - 260 * s, -28, 0.6 * s) }));
    }
  } else if (kind === "winds") {
    for (let i = 3; i >= 0; i--) {
      const x = 440 + i * 380;
      const y = 1000 - i * 40;
      const s = 1 - i * 0.12;
      d.add(g(seatedFigure(x, y, 1.45 * s, silh), { filter: d.blur(2) }));
      d.add(g(clarinet(d), { transform: tf(x - 6 * s, y - 470 * s, 74, 0.62 * s) }));
    }
  } else {
    for (const [x, y, s] of [
      [560, 740, 0.95],
      [1160, 720, 1.05],
      [1660, 780, 0.8],
    ] as const)
      d.add(g(timpani(d), { transform: tf(x, y, 0, s) }));
    d.add(mallet(860, 560, 1000, 700, 1.6), mallet(930, 540, 1040, 690, 1.6));
    d.add(glowEllipse(d, 1160, 720, 500, 140, C.lgold, 0.25 * warm));
  }
  vignette(d, 0.6);
}

/** A music stand close up with an open score and its little lamp. */
export function scoreStand(d: Doc): void {
  fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
  d.add(glow(d, 960, 420, 800, C.lgold, 0.25));
  d.add(rect(900, 720, 24, 420, { fill: C.ink }), path("M700 1100L912 900L1124 1100", { fill: "none", stroke: C.ink, "stroke-width": 18 }));
  d.add(g(rect(-620, -40, 1240, 620, { fill: C.ink, rx: 10 }) + rect(-640, 560, 1280, 40, { fill: mix(C.ink, C.gold, 0.2), rx: 8 }), { transform: "translate(912 200) skewX(-4)" }));
  d.add(scorePage(d, 320, 170, 580, 700, -2, "stand-left", mix(C.paper, C.lgold, 0.25)), scorePage(d, 920, 165, 580, 700, 2, "stand-right", mix(C.paper, C.lgold, 0.15)));
  d.add(line(912, 170, 912, 110, { stroke: C.gold, "stroke-width": 8 }), path("M780 120L1044 120L1004 70L820 70Z", { fill: C.gold }), glowEllipse(d, 912, 300, 600, 220, C.lgold, 0.35));
  d.add(line(1200, 880, 1520, 560, { stroke: C.paper, "stroke-width": 8, "stroke-linecap": "round" }), ellipse(1200, 880, 22, 16, { fill: T.wood, transform: "rotate(-45 1200 880)" }));
  vignette(d, 0.6);
}
