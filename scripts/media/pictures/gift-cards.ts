/**
 * Gift cards, 1200 x 750: numerals drawn as shapes, so no font is needed. Which cards exist comes
 * from the app's gallery manifest (app/features/media-library/demo-items.ts); see galleries.ts.
 */
import type { Doc, Stop } from "../doc";
import { porticoEmblem, rosette } from "../motifs/architecture";
import { fill, glow, grain, rings } from "../motifs/effects";
import { C, mix } from "../palette";
import { type Raw, renderNative } from "../raster";
import { type Attrs, circle, ellipse, g, line, n, path, rect } from "../svg";

/** Didone-style digits 0, 1, 5 in a 100 x 160 box (baseline at 160). */
const DIGITS: Record<string, { w: number; d: string }> = {
  "0": { w: 104, d: "M4 80A46 80 0 1 0 96 80A46 80 0 1 0 4 80ZM26 80A24 72 0 1 1 74 80A24 72 0 1 1 26 80Z" },
  "1": { w: 84, d: "M40 0L62 0L62 151L80 151L80 160L22 160L22 151L40 151L40 22L16 36L12 29Z" },
  "5": {
    w: 104,
    d: (() => {
      const cx = 50;
      const cy = 106;
      const P = (rx: number, ry: number, a: number): string => `${n(cx + rx * Math.cos((a * Math.PI) / 180))} ${n(cy + ry * Math.sin((a * Math.PI) / 180))}`;
      return `M24 0L86 0L86 -4L94 -4L94 14L86 14L86 11L33 11L33 70L20 80L20 0ZM${P(46, 54, 235)}A46 54 0 1 1 ${P(46, 54, 145)}L${P(24, 45, 145)}A24 45 0 1 0 ${P(24, 45, 235)}Z`;
    })(),
  },
  " ": { w: 46, d: "" },
};

function numerals(text: string, x: number, baseline: number, height: number, a: Attrs, align: "left" | "right" = "left"): string {
  const s = height / 160;
  const width = [...text].reduce((sum, ch) => sum + (DIGITS[ch]?.w ?? 0), 0) * s;
  let cx = align === "right" ? x - width : x;
  let out = "";
  for (const ch of text) {
    const dg = DIGITS[ch];
    if (!dg) continue;
    if (dg.d) out += path(dg.d, { transform: `translate(${n(cx)} ${n(baseline - height)}) scale(${s.toFixed(4)})`, "fill-rule": ch === "0" ? "evenodd" : "nonzero" });
    if (ch === "5") out += circle(cx + 21 * s, baseline - height + 136 * s, 11 * s, {});
    cx += dg.w * s;
  }
  return g(out, a);
}

/** A card's colours and the amount its numerals show. */
export type GiftCard = { amount: string; bg: Stop[]; line: string; lineOp: number; num: [string, string]; border: string; emblem: [string, string] };

/** The card's layout is set in pixels of this canvas. */
export const GIFT_CARD_CANVAS = { width: 1200, height: 750 } as const;

/** How each picture in public/media/gift-cards/ is drawn, by its file name in the app's gallery manifest. */
export const GIFT_CARDS: Record<string, GiftCard> = {
  "card-15000": { amount: "15 000", bg: [[0, C.paper], [1, mix(C.paper, C.lgold, 0.5)]], line: C.wine, lineOp: 0.1, num: [C.wine, C.deep], border: C.gold, emblem: [C.gold, mix(C.gold, C.lgold, 0.5)] },
  "card-50000": { amount: "50 000", bg: [[0, C.wine], [1, C.deep]], line: C.lgold, lineOp: 0.12, num: [C.paper, C.lgold], border: C.lgold, emblem: [C.gold, C.lgold] },
  "card-100000": { amount: "100 000", bg: [[0, mix(C.night, C.deep, 0.25)], [1, mix(C.night, "#000000", 0.3)]], line: C.gold, lineOp: 0.16, num: [mix(C.lgold, C.paper, 0.4), C.gold], border: C.gold, emblem: [C.gold, C.lgold] },
};

function giftCardImage(d: Doc, st: GiftCard): void {
  const W = d.w;
  const H = d.h;
  fill(d, st.bg, 0, 0, 1, 1);
  for (let k = 0; k < 36; k++) d.add(ellipse(W * 0.72, H * 0.5, 420, 150, { fill: "none", stroke: st.line, "stroke-width": 1.2, opacity: st.lineOp * 2, transform: `rotate(${k * 5} ${n(W * 0.72)} ${n(H * 0.5)})` }));
  d.add(rings(W * 0.72, H * 0.5, 40, 18, 8, st.line, st.lineOp * 3, 1.2, false));
  d.add(rect(40, 40, W - 80, H - 80, { fill: "none", stroke: st.border, "stroke-width": 3, rx: 18 }));
  d.add(rect(54, 54, W - 108, H - 108, { fill: "none", stroke: st.border, "stroke-width": 1.2, rx: 12, opacity: 0.7 }));
  for (const [x, y] of [
    [54, 54],
    [W - 54, 54],
    [54, H - 54],
    [W - 54, H - 54],
  ] as const)
    d.add(rosette(x, y, 16, { fill: st.border }, 8));
  d.add(glow(d, 230, 250, 170, st.emblem[1], 0.25), porticoEmblem(d, 230, 250, 190, 6, st.emblem[0], st.emblem[1]));
  d.add(line(110, 400, 350, 400, { stroke: st.border, "stroke-width": 2, opacity: 0.7 }));
  const grad = d.lin([[0, st.num[0]], [1, st.num[1]]], 0, 0, 0, 1);
  d.add(numerals(st.amount, W - 110, H - 120, 190, { fill: grad }, "right"));
  d.add(numerals(st.amount, W - 110 + 5, H - 120 + 5, 190, { fill: C.night, opacity: 0.12 }, "right"));
}

/** Renders a card at the manifest's size (checked to be the canvas); the file name seeds its grain. */
export async function renderGiftCard(name: string, card: GiftCard, width: number, height: number): Promise<Raw> {
  return renderNative(name, width, height, (d) => (giftCardImage(d, card), grain(d, 0.6)));
}
