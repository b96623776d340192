/** The hall's furnishings: the organ, velvet curtains and valances, chandeliers and armchairs. */
import type { Doc } from "../doc";
import { C, mix, T } from "../palette";
import { archD, circle, ellipse, g, line, n, path, poly, type Pt, rect } from "../svg";
import { glow, glowEllipse } from "./effects";

/** An organ: casing and five towers of pipes, lit from below. */
export function organ(d: Doc, cx: number, baseY: number, W: number, H: number, o: { lit?: number; casing?: string } = {}): string {
  const lit = o.lit ?? 1;
  const pipe = d.lin(
    [
      [0, mix(C.gold, C.night, 0.6)],
      [0.25, mix(C.gold, C.lgold, 0.6)],
      [0.4, mix(C.lgold, C.paper, 0.55 * lit)],
      [0.62, C.gold],
      [1, mix(C.gold, C.night, 0.7)],
    ],
    0,
    0,
    1,
    0,
  );
  const casing = o.casing ?? mix(T.darkWood, C.gold, 0.08);
  const groups = [
    { f: 0.12, n: 5, h: 0.56, shape: "v" },
    { f: 0.14, n: 5, h: 0.8, shape: "^" },
    { f: 0.11, n: 5, h: 0.62, shape: "v" },
    { f: 0.26, n: 9, h: 1, shape: "^" },
    { f: 0.11, n: 5, h: 0.62, shape: "v" },
    { f: 0.14, n: 5, h: 0.8, shape: "^" },
    { f: 0.12, n: 5, h: 0.56, shape: "v" },
  ];
  const foot = H * 0.1;
  let back = "";
  let pipes = "";
  let x = cx - W / 2;
  for (const grp of groups) {
    const gw = W * grp.f;
    const top = baseY - H * grp.h - H * 0.06;
    back += rect(x - 3, top, gw + 6, baseY - top, { fill: casing });
    back += rect(x - 6, top - H * 0.025, gw + 12, H * 0.025, { fill: C.gold, opacity: 0.55 * lit + 0.15 });
    if (grp.shape === "^") back += path(archD(x + gw * 0.15, top - gw * 0.36, gw * 0.7, gw * 0.36), { fill: casing, stroke: C.gold, "stroke-width": 2, "stroke-opacity": 0.4 });
    const pw = (gw / grp.n) * 0.78;
    const mid = (grp.n - 1) / 2;
    for (let i = 0; i < grp.n; i++) {
      const u = mid === 0 ? 0 : Math.abs(i - mid) / mid;
      const k = grp.shape === "^" ? 1 - 0.28 * u : 0.76 + 0.24 * u;
      const bodyH = (H * grp.h - foot) * k;
      const px = x + (gw / grp.n) * (i + 0.5) - pw / 2;
      const bodyBot = baseY - foot;
      pipes += poly(
        [
          [px, bodyBot],
          [px + pw, bodyBot],
          [px + pw * 0.62, baseY],
          [px + pw * 0.38, baseY],
        ],
        { fill: pipe },
      );
      pipes += rect(px, bodyBot - bodyH, pw, bodyH, { fill: pipe });
      pipes += ellipse(px + pw / 2, bodyBot - bodyH, pw / 2, pw * 0.12, { fill: C.lgold, opacity: 0.5 * lit });
      const my = bodyBot - pw * 0.25;
      pipes += path(`M${n(px + pw * 0.22)} ${n(my)}L${n(px + pw * 0.78)} ${n(my)}L${n(px + pw * 0.7)} ${n(my - pw * 0.55)}Q${n(px + pw / 2)} ${n(my - pw * 0.85)} ${n(px + pw * 0.3)} ${n(my - pw * 0.55)}Z`, {
        fill: C.night,
        opacity: 0.75,
      });
    }
    x += gw;
  }
  let s = back + pipes;
  s += rect(cx - W / 2 - W * 0.03, baseY, W * 1.06, H * 0.16, { fill: casing });
  s += rect(cx - W / 2 - W * 0.04, baseY, W * 1.08, H * 0.018, { fill: C.gold, opacity: 0.6 });
  s += rect(cx - W / 2 - W * 0.03, baseY + H * 0.12, W * 1.06, H * 0.01, { fill: C.gold, opacity: 0.35 });
  s += glowEllipse(d, cx, baseY - H * 0.35, W * 0.55, H * 0.55, C.lgold, 0.22 * lit);
  return s;
}

/** A velvet curtain panel with folds; "left"/"right" are tied back, "full" hangs straight. */
export function curtain(d: Doc, x: number, y: number, w: number, h: number, o: { side: "left" | "right" | "full"; folds?: number; color?: string; sway?: number; gather?: number; tie?: boolean }): string {
  const color = o.color ?? C.wine;
  const folds = o.folds ?? 7;
  const fw = w / folds;
  const sway = o.sway ?? 0;
  const foldFill = d.lin(
    [
      [0, mix(color, C.night, 0.7)],
      [0.3, color],
      [0.48, mix(color, C.lgold, 0.28)],
      [0.7, color],
      [1, mix(color, C.night, 0.7)],
    ],
    x + sway * 0.4,
    0,
    x + fw + sway * 0.4,
    0,
    { user: true, spread: "repeat" },
  );
  const shade = d.lin([[0, C.night, 0.65], [0.2, C.night, 0.1], [0.75, C.night, 0], [1, C.night, 0.45]], 0, 0, 0, 1);
  let shape: string;
  if (o.side === "full") {
    const p: Pt[] = [[x, y]];
    p.push([x + w, y]);
    for (let i = folds * 2; i >= 0; i--) p.push([x + (w * i) / (folds * 2), y + h - (i % 2 === 0 ? 0 : h * 0.012) + Math.sin(i + sway * 0.05) * 2]);
    shape = poly(p, {});
  } else {
    const gth = o.gather ?? 0.5;
    const tieY = y + h * 0.6;
    const ix = x + w * (1 - gth) + sway;
    shape = path(
      `M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}C${n(x + w - w * 0.1 + sway * 0.3)} ${n(y + h * 0.3)} ${n(ix + w * 0.08)} ${n(tieY - h * 0.15)} ${n(ix)} ${n(tieY)}C${n(ix + w * 0.05)} ${n(tieY + h * 0.1)} ${n(x + w * 0.75 + sway * 0.6)} ${n(y + h * 0.9)} ${n(x + w * 0.82 + sway * 0.5)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`,
      {},
    );
  }
  const clip = d.clip(shape);
  let s = g(rect(x - w, y, w * 3, h, { fill: foldFill }) + rect(x - w, y, w * 3, h, { fill: shade }), { "clip-path": clip });
  if (o.side !== "full" && o.tie !== false) {
    const gth = o.gather ?? 0.5;
    const tx = x + w * (1 - gth) + sway;
    const ty = y + h * 0.6;
    s += ellipse((x + tx) / 2 + w * 0.05, ty, (tx - x) / 2 + w * 0.08, h * 0.012, { fill: C.gold });
    s += circle(tx, ty + h * 0.012, w * 0.045, { fill: C.lgold });
    s += path(`M${n(tx)} ${n(ty + h * 0.02)}l${n(-w * 0.03)} ${n(h * 0.07)}l${n(w * 0.06)} 0Z`, { fill: C.gold });
  }
  const out = o.side === "right" ? g(s, { transform: `translate(${n(2 * x + w)} 0) scale(-1 1)` }) : s;
  return out;
}

/** A scalloped valance with gold fringe along the top of a stage opening. */
export function valance(d: Doc, x: number, y: number, w: number, h: number, swags: number, color: string = C.wine): string {
  const fillG = d.lin([[0, mix(color, C.night, 0.6)], [0.6, color], [1, mix(color, C.lgold, 0.2)]], 0, 0, 0, 1);
  const sw = w / swags;
  let dd = `M${n(x)} ${n(y)}L${n(x + w)} ${n(y)}L${n(x + w)} ${n(y + h * 0.55)}`;
  for (let i = swags - 1; i >= 0; i--) dd += `Q${n(x + sw * (i + 0.5))} ${n(y + h * 1.25)} ${n(x + sw * i)} ${n(y + h * 0.55)}`;
  dd += "Z";
  let s = path(dd, { fill: fillG });
  let fringe = `M${n(x + w)} ${n(y + h * 0.55)}`;
  for (let i = swags - 1; i >= 0; i--) fringe += `Q${n(x + sw * (i + 0.5))} ${n(y + h * 1.25)} ${n(x + sw * i)} ${n(y + h * 0.55)}`;
  s += path(fringe, { fill: "none", stroke: C.gold, "stroke-width": Math.max(2, h * 0.06), opacity: 0.9 });
  for (let i = 0; i < swags; i++) s += path(`M${n(x + sw * i + sw * 0.15)} ${n(y + h * 0.2)}Q${n(x + sw * (i + 0.5))} ${n(y + h * 0.85)} ${n(x + sw * (i + 1) - sw * 0.15)} ${n(y + h * 0.2)}`, { fill: "none", stroke: C.night, "stroke-width": 2, opacity: 0.35 });
  return s;
}

/** A crystal chandelier; phase shimmers the drops in the video. */
export function chandelier(d: Doc, cx: number, cy: number, s: number, o: { lit?: number; arms?: number; chain?: number } = {}): string {
  const lit = o.lit ?? 1;
  const arms = o.arms ?? 8;
  const metal = d.lin([[0, C.lgold], [1, C.gold]], 0, 0, 1, 1);
  let out = glow(d, cx, cy, s * 260, C.lgold, 0.32 * lit);
  out += line(cx, cy - s * (o.chain ?? 260), cx, cy - s * 40, { stroke: C.gold, "stroke-width": s * 4 });
  out += ellipse(cx, cy - s * (o.chain ?? 260), s * 30, s * 10, { fill: C.gold });
  const tiers = [
    { y: -42, rx: 48, ry: 10 },
    { y: 0, rx: 108, ry: 24 },
    { y: 46, rx: 72, ry: 16 },
  ];
  const drops = (t: { y: number; rx: number; ry: number }, back: boolean): string => {
    let r = "";
    const count = Math.round(t.rx / 6);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const isBack = Math.sin(a) < 0;
      if (isBack !== back) continue;
      const px = cx + Math.cos(a) * t.rx * s;
      const py = cy + (t.y + Math.sin(a) * t.ry) * s;
      const len = (14 + (i % 3) * 8) * s;
      r += line(px, py, px, py + len, { stroke: C.lgold, "stroke-width": s * 1.2, opacity: 0.55 });
      r += ellipse(px, py + len + s * 4, s * 3.2, s * 5, { fill: i % 2 ? C.paper : C.lgold, opacity: back ? 0.5 : 0.9 });
    }
    return r;
  };
  for (const t of tiers) out += drops(t, true);
  for (const t of tiers) out += ellipse(cx, cy + t.y * s, t.rx * s, t.ry * s, { fill: "none", stroke: metal, "stroke-width": s * 4 });
  out += path(`M${n(cx - s * 18)} ${n(cy - s * 40)}Q${n(cx)} ${n(cy + s * 130)} ${n(cx + s * 18)} ${n(cy - s * 40)}Z`, { fill: metal });
  for (let i = 0; i < arms; i++) {
    const a = (i / arms) * Math.PI * 2 + 0.2;
    const px = cx + Math.cos(a) * 108 * s;
    const py = cy + Math.sin(a) * 24 * s;
    out += path(`M${n(cx)} ${n(cy + s * 10)}Q${n((cx + px) / 2)} ${n(cy + s * 40)} ${n(px)} ${n(py)}`, { fill: "none", stroke: C.gold, "stroke-width": s * 3 });
    out += rect(px - s * 4, py - s * 22, s * 8, s * 22, { fill: C.paper, opacity: 0.9 });
    out += glow(d, px, py - s * 28, s * 26, C.lgold, 0.9 * lit);
    out += ellipse(px, py - s * 28, s * 5, s * 8, { fill: C.paper });
  }
  for (const t of tiers) out += drops(t, false);
  out += circle(cx, cy + s * 128, s * 8, { fill: C.lgold });
  return out;
}

/** Velvet armchair seen from the front, local: floor at y = 0, about 200 wide. */
export function armchair(d: Doc, o: { velvet?: string; frame?: string; back?: boolean } = {}): string {
  const v = o.velvet ?? C.wine;
  const frame = o.frame ?? C.gold;
  const vel = d.lin([[0, mix(v, C.lgold, 0.22)], [0.5, v], [1, mix(v, C.night, 0.55)]], 0, 0, 0, 1);
  let s = "";
  if (o.back) {
    s += path("M-95 -60L-95 -260Q-95 -320 0 -325Q95 -320 95 -260L95 -60Z", { fill: vel, stroke: frame, "stroke-width": 7 });
    s += path("M-80 -75L-80 -255Q-80 -305 0 -308Q80 -305 80 -255L80 -75Z", { fill: "none", stroke: mix(v, C.night, 0.4), "stroke-width": 3 });
    s += rect(-85, -62, 10, 62, { fill: frame }) + rect(75, -62, 10, 62, { fill: frame });
    return s;
  }
  s += path("M-88 -110L-88 -265Q-88 -318 0 -322Q88 -318 88 -265L88 -110Z", { fill: vel, stroke: frame, "stroke-width": 6 });
  for (let r = 0; r < 3; r++) for (let c = -1; c <= 1; c++) s += circle(c * 40 + (r % 2) * 20 - (r % 2 ? 20 : 0), -270 + r * 50, 4, { fill: frame, opacity: 0.9 });
  s += rect(-100, -170, 34, 110, { fill: vel, rx: 16 }) + rect(66, -170, 34, 110, { fill: vel, rx: 16 });
  s += rect(-100, -174, 34, 10, { fill: frame, rx: 5 }) + rect(66, -174, 34, 10, { fill: frame, rx: 5 });
  s += rect(-80, -122, 160, 52, { fill: d.lin([[0, mix(v, C.lgold, 0.3)], [1, v]], 0, 0, 0, 1), rx: 12 });
  s += rect(-96, -70, 192, 10, { fill: frame });
  for (const lx of [-84, 84]) s += path(`M${lx - 7} -60L${lx + 7} -60L${lx + 3} 0L${lx - 3} 0Z`, { fill: frame });
  return s;
}
