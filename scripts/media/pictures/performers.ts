/** Performer emblems, 600 x 600, composed for a round crop. */
import { DEMO_IMAGE_SLUGS } from "../../../app/eventhub/demo-concerts";
import type { Doc, Draw } from "../doc";
import { batonArc, fill, glow, grain, rings } from "../motifs/effects";
import { duduk, type InstrumentColours, microphone, stringInstrument } from "../motifs/instruments";
import { grandPianoTop, keyboard } from "../motifs/keyboards";
import { bird, blossomBranch } from "../motifs/nature";
import { note } from "../motifs/notation";
import { openBook } from "../motifs/objects";
import { C, mix, T } from "../palette";
import { type Job, saveWebp } from "../output";
import { renderNative } from "../raster";
import { makeRng } from "../rng";
import { circle, g, line, n, path, type Pt, tf } from "../svg";
import { genericPoster } from "./posters";

const PERFORMERS: Record<string, Draw> = {
  "performer-orchestra": (d) => {
    fill(d, [[0, C.wine], [1, C.night]]);
    d.add(circle(300, 300, 300, { fill: d.rad([[0, C.wine], [1, C.night]], 0.5, 0.7, 0.7) }));
    d.add(rings(300, 430, 60, 40, 7, C.lgold, 0.25, 1.5));
    const tones = [C.lgold, C.lgold, C.gold, C.gold, C.paper];
    for (let k = 4; k >= 0; k--) {
      const R = 95 + k * 42;
      const count = 7 + k * 3;
      for (let i = 0; i < count; i++) {
        const a = Math.PI + (i + 0.5) * (Math.PI / count);
        const x = 300 + Math.cos(a) * R;
        const y = 430 + Math.sin(a) * R * 0.95;
        d.add(circle(x, y, 10 - k * 0.6, { fill: tones[k] ?? C.gold }), line(x, y, x + Math.cos(a) * -12, y + Math.sin(a) * -12, { stroke: C.paper, "stroke-width": 2, opacity: 0.6 }));
      }
    }
    d.add(circle(300, 430, 22, { fill: C.deep, stroke: C.lgold, "stroke-width": 4 }));
    d.add(batonArc(300, 430, 70, -150, -40, 10, { fill: C.paper, opacity: 0.85 }));
  },
  "performer-quartet": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.5)], [1, C.night]]);
    d.add(glow(d, 300, 330, 280, C.lgold, 0.35), rings(300, 560, 120, 45, 8, C.gold, 0.35, 2));
    const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
    for (const [a, s, k] of [
      [-40, 0.36, "violin"],
      [-14, 0.38, "violin"],
      [14, 0.4, "violin"],
      [40, 0.44, "cello"],
    ] as const)
      d.add(g(stringInstrument(d, amber, { kind: k }), { transform: `translate(300 540) rotate(${a}) scale(${s}) translate(0 -500)` }));
  },
  "performer-piano": (d) => {
    fill(d, [[0, C.wine], [1, C.deep]], 0, 0, 1, 1);
    d.add(rings(300, 300, 120, 34, 6, C.lgold, 0.4, 2));
    d.add(g(grandPianoTop(d, { body: C.ink, plate: C.gold }), { transform: `translate(300 300) rotate(-32) scale(0.42) translate(-300 -500)` }));
  },
  "performer-trio": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
    const pos: Pt[] = [
      [220, 250],
      [380, 250],
      [300, 385],
    ];
    for (const [x, y] of pos) d.add(circle(x, y, 130, { fill: C.lgold, opacity: 0.07, stroke: C.lgold, "stroke-width": 3 }));
    const amber: InstrumentColours = { body: T.amber, dark: mix(C.wine, C.night, 0.45), light: C.lgold };
    d.add(g(stringInstrument(d, amber), { transform: tf(200, 250, -20, 0.2) }), g(stringInstrument(d, amber, { kind: "cello" }), { transform: tf(400, 250, 18, 0.22) }));
    d.add(g(keyboard(0, 0, 240, 60, 12), { transform: tf(180, 380, 0, 1) }));
  },
  "performer-jazz": (d) => {
    fill(d, [[0, mix(C.night, "#000000", 0.3)], [1, C.night]]);
    d.add(path("M220 -20L380 -20L520 620L80 620Z", { fill: d.lin([[0, C.lgold, 0.3], [1, C.lgold, 0.04]]) }));
    d.add(g(keyboard(0, 0, 700, 90, 14), { transform: "matrix(1 -0.25 0 1 -40 520)" }));
    d.add(g(stringInstrument(d, { body: C.gold, dark: mix(C.gold, C.night, 0.5), light: C.lgold }, { kind: "bass" }), { transform: tf(310, 290, 16, 0.42) }));
    for (let i = 0; i < 3; i++) d.add(note(130 + i * 50, 200 - i * 34, 12, i % 2 ? "e" : "q", C.lgold, 0.7));
  },
  "performer-voice": (d) => {
    fill(d, [[0, C.deep], [1, C.night]]);
    for (let k = 0; k < 6; k++) {
      const rr = 140 + k * 34;
      d.add(path(`M${n(300 - rr * 0.64)} ${n(240 - rr * 0.77)}A${rr} ${rr} 0 0 0 ${n(300 - rr * 0.64)} ${n(240 + rr * 0.77)}`, { fill: "none", stroke: C.lgold, "stroke-width": 4, opacity: 0.7 - k * 0.1 }));
      d.add(path(`M${n(300 + rr * 0.64)} ${n(240 - rr * 0.77)}A${rr} ${rr} 0 0 1 ${n(300 + rr * 0.64)} ${n(240 + rr * 0.77)}`, { fill: "none", stroke: C.lgold, "stroke-width": 4, opacity: 0.7 - k * 0.1 }));
    }
    d.add(glow(d, 300, 240, 180, C.lgold, 0.35), microphone(d, 300, 230, 0.72));
  },
  "performer-duduk": (d) => {
    fill(d, [[0, mix(C.lgold, C.paper, 0.2)], [1, C.gold]], 0, 0, 1, 1);
    d.add(rings(300, 300, 70, 36, 8, C.wine, 0.35, 2));
    d.add(blossomBranch(d, [[40, 140], [170, 110], [300, 150]], makeRng("duduk-branch"), 18));
    d.add(g(duduk(d, { wood: mix(T.wood, C.wine, 0.2) }), { transform: tf(120, 420, -32, 0.4) }));
  },
  "performer-narrator": (d) => {
    fill(d, [[0, C.paper], [1, mix(C.paper, C.lgold, 0.55)]]);
    d.add(rings(300, 330, 80, 40, 7, C.gold, 0.35, 2));
    d.add(openBook(d, 300, 330, 0.72));
    d.add(bird(400, 180, 0.45, C.wine, C.gold), note(210, 220, 16, "e", C.wine, 0.85), note(270, 170, 14, "q", C.gold, 0.9), note(330, 250, 12, "q", C.wine, 0.7));
  },
  "performer-choir": (d) => {
    fill(d, [[0, C.wine], [1, C.night]]);
    d.add(glow(d, 300, 220, 260, C.lgold, 0.35));
    for (let row = 0; row < 3; row++) {
      const y = 300 + row * 80;
      const count = 5 + row;
      const w = 70 - row * 2;
      for (let i = 0; i < count; i++) {
        const x = 300 + (i - (count - 1) / 2) * (w + 6);
        const c = row === 0 ? C.lgold : row === 1 ? C.gold : mix(C.gold, C.wine, 0.35);
        d.add(path(`M${n(x - w / 2)} ${n(y + 90)}V${n(y + 30)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w / 2)} ${n(y + 30)}V${n(y + 90)}Z`, { fill: c }), circle(x, y - 12, w * 0.26, { fill: c }));
      }
    }
    for (let i = 0; i < 4; i++) d.add(note(190 + i * 75, 150 - (i % 2) * 30, 13, i % 2 ? "q" : "e", C.paper, 0.85));
  },
};

function performerRing(d: Doc): void {
  d.add(circle(300, 300, 286, { fill: "none", stroke: C.lgold, "stroke-width": 3, opacity: 0.55 }));
}

/** The demo catalogue's performer emblems; a performer without a design gets a generic one. */
export function performerJobs(): Job[] {
  return DEMO_IMAGE_SLUGS.filter((s) => s.startsWith("performer-")).map((slug) => ({
    name: `demo/${slug}`,
    run: async () => {
      const draw = PERFORMERS[slug] ?? ((d: Doc) => genericPoster(d, slug));
      await saveWebp(`demo/${slug}.webp`, await renderNative(slug, 600, 600, (d) => (draw(d), grain(d, 0.8), performerRing(d))));
    },
  }));
}
