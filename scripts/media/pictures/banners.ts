/** Banners, 1080 x 1920. */
import type { Draw } from "../doc";
import { column, porticoEmblem } from "../motifs/architecture";
import { batonArc, fill, glow, grain, rings, sparkle } from "../motifs/effects";
import { chandelier } from "../motifs/furnishings";
import { staff } from "../motifs/notation";
import { type Job, saveWebp } from "../output";
import { C, mix } from "../palette";
import { renderNative } from "../raster";
import { archD, circle, ellipse, g, path, poly, rect, tf } from "../svg";
import { posterFrame } from "./posters";

const BANNERS: Record<string, Draw> = {
  "banner-season": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.4)], [0.5, C.wine], [1, C.deep]]);
    d.add(staff(-20, 1100, 260, 20, (x) => x * 0.35, { stroke: C.lgold, "stroke-width": 2, opacity: 0.3 }));
    d.add(glow(d, 540, 820, 600, C.lgold, 0.45), circle(540, 820, 300, { fill: d.rad([[0, mix(C.lgold, C.paper, 0.4)], [1, C.gold]], 0.45, 0.4, 0.65) }));
    d.add(rings(540, 820, 330, 46, 9, C.lgold, 0.45, 2.5));
    d.add(batonArc(1200, 1500, 1100, -175, -110, 40, { fill: C.lgold, opacity: 0.75 }));
    d.add(chandelier(d, 540, 300, 1.1, { chain: 300 }));
    const shaft = d.lin([[0, mix(C.gold, C.night, 0.4)], [0.4, C.lgold], [1, mix(C.gold, C.night, 0.5)]], 0, 0, 1, 0);
    d.add(rect(60, 1180, 960, 60, { fill: C.lgold }), poly([[40, 1180], [540, 1080], [1040, 1180]], { fill: C.gold }));
    for (let i = 0; i < 7; i++) d.add(column(110 + i * 130, 1240, 80, 480, { shaft, cap: C.lgold, flute: C.night, fluteOp: 0.2 }));
    for (let k = 0; k < 4; k++) d.add(rect(40 - k * 20, 1720 + k * 30, 1000 + k * 40, 30, { fill: k % 2 ? C.gold : C.lgold }));
    d.add(rect(0, 1840, 1080, 80, { fill: C.night }));
  },
  "banner-gift-card": (d) => {
    const r = d.r;
    fill(d, [[0, mix(C.night, "#000000", 0.2)], [1, mix(C.night, C.deep, 0.6)]]);
    for (let i = 0; i < 36; i++) d.add(circle(r.range(0, 1080), r.range(0, 1920), r.range(20, 80), { fill: r.pick([C.lgold, C.gold, C.wine]), opacity: r.range(0.1, 0.3), filter: d.blur(8) }));
    d.add(glow(d, 540, 960, 700, C.lgold, 0.35));
    const card = g(
      rect(-380, -240, 760, 480, { rx: 28, fill: d.lin([[0, C.wine], [1, C.deep]], 0, 0, 1, 1) }) +
        rect(-350, -210, 700, 420, { rx: 16, fill: "none", stroke: C.lgold, "stroke-width": 3 }) +
        rings(180, 60, 40, 26, 8, C.lgold, 0.35, 1.5) +
        porticoEmblem(d, -210, -60, 180) +
        rect(-40, -240, 80, 480, { fill: C.gold }) +
        rect(-380, -20, 760, 60, { fill: C.gold, opacity: 0.95 }),
      { transform: tf(540, 1000, -10) },
    );
    d.add(card);
    d.add(g(ellipse(-90, 0, 110, 55, { fill: C.lgold, transform: "rotate(-20)" }) + ellipse(90, 0, 110, 55, { fill: C.lgold, transform: "rotate(20)" }) + path("M-20 20L-120 200L-70 190L-40 240L0 40Z", { fill: C.gold }) + path("M20 20L120 200L70 190L40 240L0 40Z", { fill: C.gold }) + circle(0, 0, 38, { fill: C.gold }), { transform: tf(545, 995, -10) }));
    for (let i = 0; i < 40; i++) d.add(sparkle(r.range(60, 1020), r.range(200, 1720), r.range(6, 20), { fill: C.lgold, opacity: r.range(0.5, 1) }));
  },
  "banner-tour": (d) => {
    fill(d, [[0, mix(C.night, C.deep, 0.4)], [1, C.night]]);
    const vx = 540;
    const vy = 960;
    for (let k = 10; k >= 0; k--) {
      const s = Math.pow(0.78, k);
      const w = 1000 * s;
      const h = 1500 * s;
      const x = vx - w / 2;
      const y = vy + 700 * s - h;
      d.add(path(archD(x, y, w, h), { fill: k % 2 ? mix(C.deep, C.night, 0.3) : mix(C.wine, C.night, 0.25), stroke: C.gold, "stroke-width": Math.max(1.5, 10 * s), opacity: 1 }));
      d.add(path(archD(x + w * 0.06, y + w * 0.06, w * 0.88, h - w * 0.06), { fill: "none", stroke: C.lgold, "stroke-width": Math.max(1, 3 * s), opacity: 0.5 }));
    }
    const dw = 1000 * Math.pow(0.78, 11);
    d.add(glow(d, vx, vy + 700 * Math.pow(0.78, 11) - dw, 260, C.lgold, 0.8), path(archD(vx - dw / 2, vy + 700 * Math.pow(0.78, 11) - 1500 * Math.pow(0.78, 11), dw, 1500 * Math.pow(0.78, 11)), { fill: C.paper }));
    for (let k = 0; k < 14; k++) {
      const y0 = vy + 700 * Math.pow(0.78, k);
      const y1 = vy + 700 * Math.pow(0.78, k + 1);
      const w0 = 1000 * Math.pow(0.78, k);
      const w1 = 1000 * Math.pow(0.78, k + 1);
      d.add(poly([[vx - w0 / 2, y0], [vx + w0 / 2, y0], [vx + w1 / 2, y1], [vx - w1 / 2, y1]], { fill: k % 2 ? mix(C.gold, C.wine, 0.4) : mix(C.wine, C.night, 0.2) }));
    }
    d.add(poly([[vx - 160, 1660], [vx + 160, 1660], [vx + 10, vy + 30], [vx - 10, vy + 30]], { fill: C.wine, opacity: 0.9 }));
    d.add(rect(0, 1660, 1080, 260, { fill: d.lin([[0, mix(C.gold, C.wine, 0.5)], [1, C.night]]) }));
    for (let k = 0; k < 5; k++) d.add(rect(0, 1660 + k * 52, 1080, 6, { fill: C.lgold, opacity: 0.5 - k * 0.08 }));
    d.add(chandelier(d, 540, 380, 1, { chain: 400 }));
    const fx = 460;
    const fy = 1380;
    d.add(path(`M${fx - 22} ${fy}L${fx - 26} ${fy - 150}Q${fx} ${fy - 176} ${fx + 26} ${fy - 150}L${fx + 22} ${fy}Z`, { fill: C.night }), circle(fx, fy - 190, 20, { fill: C.night }));
  },
};

export function bannerJobs(): Job[] {
  return Object.entries(BANNERS).map(([slug, draw]) => ({
    name: `demo/${slug}`,
    run: async () => saveWebp(`demo/${slug}.webp`, await renderNative(slug, 1080, 1920, (d) => (draw(d), grain(d, 0.8), posterFrame(d)))),
  }));
}
