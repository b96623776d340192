/**
 * Plants, fruit, animals and landscape: roses, pomegranates, blossom, Ararat, the moon, and the
 * bird, wolf and duck of Peter and the Wolf.
 */
import type { Doc } from "../doc";
import { C, mix } from "../palette";
import type { Rng } from "../rng";
import { circle, ellipse, g, line, n, path, poly, type Pt, rect, smoothPath, TAU, tf } from "../svg";

/** A rose head with leaves. */
export function rose(d: Doc, cx: number, cy: number, r: number, color: string = C.wine, rot = 0): string {
  const petal = d.rad([[0, mix(color, C.lgold, 0.25)], [0.7, color], [1, mix(color, C.night, 0.5)]], 0.5, 0.3, 0.7);
  let s = "";
  for (let k = 0; k < 5; k++) {
    const a = rot + k * 72;
    const px = cx + Math.cos((a * Math.PI) / 180) * r * 0.42;
    const py = cy + Math.sin((a * Math.PI) / 180) * r * 0.42;
    s += ellipse(px, py, r * 0.58, r * 0.44, { fill: petal, transform: `rotate(${n(a + 90)} ${n(px)} ${n(py)})` });
  }
  s += circle(cx, cy, r * 0.55, { fill: mix(color, C.night, 0.25) });
  for (let k = 0; k < 4; k++) {
    const a = rot + 20 + k * 90;
    const rr = r * (0.46 - k * 0.08);
    s += path(
      `M${n(cx + Math.cos((a * Math.PI) / 180) * rr)} ${n(cy + Math.sin((a * Math.PI) / 180) * rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + Math.cos(((a + 200) * Math.PI) / 180) * rr)} ${n(cy + Math.sin(((a + 200) * Math.PI) / 180) * rr)}`,
      { fill: "none", stroke: mix(color, C.lgold, 0.35), "stroke-width": r * 0.06, opacity: 0.9 },
    );
  }
  s += circle(cx, cy, r * 0.12, { fill: mix(color, C.night, 0.5) });
  return s;
}

export function leaf(cx: number, cy: number, len: number, angle: number, color: string): string {
  return g(path(`M0 0Q${n(len * 0.5)} ${n(-len * 0.32)} ${n(len)} 0Q${n(len * 0.5)} ${n(len * 0.32)} 0 0Z`, { fill: color }) + line(0, 0, len * 0.9, 0, { stroke: C.night, "stroke-width": len * 0.02, opacity: 0.4 }), {
    transform: tf(cx, cy, angle),
  });
}

/** Ararat's two peaks on the horizon. */
export function ararat(x0: number, baseY: number, w: number, h: number, fillC: string, snow: string, snowOp = 0.8): string {
  const big = x0 + w * 0.36;
  const small = x0 + w * 0.78;
  let s = path(
    `M${n(x0)} ${n(baseY)}C${n(x0 + w * 0.18)} ${n(baseY - h * 0.25)} ${n(big - w * 0.12)} ${n(baseY - h * 0.85)} ${n(big)} ${n(baseY - h)}C${n(big + w * 0.1)} ${n(baseY - h * 0.85)} ${n(big + w * 0.2)} ${n(baseY - h * 0.45)} ${n(x0 + w * 0.64)} ${n(baseY - h * 0.42)}C${n(small - w * 0.06)} ${n(baseY - h * 0.5)} ${n(small - w * 0.03)} ${n(baseY - h * 0.56)} ${n(small)} ${n(baseY - h * 0.57)}C${n(small + w * 0.06)} ${n(baseY - h * 0.45)} ${n(x0 + w * 0.92)} ${n(baseY - h * 0.15)} ${n(x0 + w)} ${n(baseY)}Z`,
    { fill: fillC },
  );
  s += path(
    `M${n(big - w * 0.075)} ${n(baseY - h * 0.8)}C${n(big - w * 0.04)} ${n(baseY - h * 0.95)} ${n(big + w * 0.03)} ${n(baseY - h * 0.96)} ${n(big + w * 0.065)} ${n(baseY - h * 0.8)}L${n(big + w * 0.035)} ${n(baseY - h * 0.84)}L${n(big + w * 0.01)} ${n(baseY - h * 0.78)}L${n(big - w * 0.02)} ${n(baseY - h * 0.85)}L${n(big - w * 0.045)} ${n(baseY - h * 0.77)}Z`,
    { fill: snow, opacity: snowOp },
  );
  s += path(`M${n(small - w * 0.025)} ${n(baseY - h * 0.52)}Q${n(small)} ${n(baseY - h * 0.6)} ${n(small + w * 0.03)} ${n(baseY - h * 0.51)}L${n(small)} ${n(baseY - h * 0.53)}Z`, { fill: snow, opacity: snowOp * 0.8 });
  return s;
}

/** A pomegranate; cut = show the seeds. */
export function pomegranate(d: Doc, cx: number, cy: number, r: number, cut = false): string {
  const skin = d.rad([[0, mix(C.wine, C.lgold, 0.35)], [0.6, C.wine], [1, C.deep]], 0.38, 0.35, 0.7);
  let s = path(`M${n(cx - r * 0.22)} ${n(cy - r * 0.92)}L${n(cx - r * 0.3)} ${n(cy - r * 1.22)}L${n(cx - r * 0.1)} ${n(cy - r * 1.08)}L${n(cx)} ${n(cy - r * 1.3)}L${n(cx + r * 0.1)} ${n(cy - r * 1.08)}L${n(cx + r * 0.3)} ${n(cy - r * 1.22)}L${n(cx + r * 0.22)} ${n(cy - r * 0.92)}Z`, { fill: C.deep });
  s += circle(cx, cy, r, { fill: skin });
  if (cut) {
    s += ellipse(cx, cy + r * 0.05, r * 0.82, r * 0.78, { fill: mix(C.paper, C.lgold, 0.4) });
    for (let i = 0; i < 70; i++) {
      const a = i * 2.39996;
      const rr = Math.sqrt(i / 70) * r * 0.72;
      s += ellipse(cx + Math.cos(a) * rr, cy + r * 0.05 + Math.sin(a) * rr * 0.95, r * 0.07, r * 0.09, { fill: i % 3 ? C.wine : mix(C.wine, C.lgold, 0.35), transform: `rotate(${n((a * 180) / Math.PI)} ${n(cx + Math.cos(a) * rr)} ${n(cy + r * 0.05 + Math.sin(a) * rr * 0.95)})` });
    }
  } else {
    s += ellipse(cx - r * 0.35, cy - r * 0.35, r * 0.22, r * 0.14, { fill: C.paper, opacity: 0.25, transform: `rotate(-40 ${n(cx - r * 0.35)} ${n(cy - r * 0.35)})` });
  }
  return s;
}

/** A crescent moon. */
export function crescent(d: Doc, cx: number, cy: number, r: number, color: string): string {
  const m = d.mask(rect(-10000, -10000, 20000, 20000, { fill: "#fff" }) + circle(cx + r * 0.42, cy - r * 0.25, r * 0.9, { fill: "#000" }));
  return circle(cx, cy, r, { fill: color, mask: m });
}

export function bird(x: number, y: number, s: number, body: string, wing: string, flip = false): string {
  const out =
    ellipse(0, 0, 60, 38, { fill: body }) +
    circle(48, -30, 24, { fill: body }) +
    poly(
      [
        [68, -34],
        [98, -26],
        [68, -20],
      ],
      { fill: C.gold },
    ) +
    poly(
      [
        [-10, -10],
        [40, -6],
        [-30, -70],
      ],
      { fill: wing },
    ) +
    poly(
      [
        [-55, -5],
        [-110, -35],
        [-100, 10],
      ],
      { fill: body },
    ) +
    circle(54, -36, 5, { fill: C.paper });
  return g(out, { transform: `${tf(x, y, 0, s)}${flip ? " scale(-1 1)" : ""}` });
}

export function wolf(x: number, y: number, s: number, fillC: string, eye: string): string {
  return g(
    poly(
      [
        [-70, -120],
        [-40, -50],
        [40, -50],
        [70, -120],
        [92, -30],
        [70, 20],
        [20, 110],
        [-20, 110],
        [-70, 20],
        [-92, -30],
      ],
      { fill: fillC },
    ) +
      poly(
        [
          [-20, 110],
          [20, 110],
          [0, 140],
        ],
        { fill: C.ink },
      ) +
      poly(
        [
          [-50, -10],
          [-18, 0],
          [-44, 10],
        ],
        { fill: eye },
      ) +
      poly(
        [
          [50, -10],
          [18, 0],
          [44, 10],
        ],
        { fill: eye },
      ),
    { transform: tf(x, y, 0, s) },
  );
}

export function duck(x: number, y: number, s: number, body: string): string {
  return g(ellipse(0, 0, 90, 50, { fill: body }) + circle(70, -60, 36, { fill: body }) + path("M100 -62L150 -52L100 -44Z", { fill: C.wine }) + circle(78, -70, 6, { fill: C.ink }) + path("M-40 -10Q0 -40 40 -5", { fill: "none", stroke: C.paper, "stroke-width": 6, opacity: 0.6 }), {
    transform: tf(x, y, 0, s),
  });
}

export function triTree(x: number, baseY: number, h: number, fillC: string): string {
  let s = rect(x - h * 0.03, baseY - h * 0.15, h * 0.06, h * 0.15, { fill: C.ink, opacity: 0.6 });
  for (let k = 0; k < 3; k++) {
    const ty = baseY - h * 0.15 - k * h * 0.25;
    const w = h * (0.42 - k * 0.1);
    s += poly(
      [
        [x - w / 2, ty],
        [x + w / 2, ty],
        [x, ty - h * 0.45],
      ],
      { fill: fillC },
    );
  }
  return s;
}

/** Apricot blossom branch. */
export function blossomBranch(d: Doc, pts: Pt[], r: Rng, size: number): string {
  let s = path(smoothPath(pts, false), { fill: "none", stroke: mix(C.ink, C.wine, 0.3), "stroke-width": size * 0.22, "stroke-linecap": "round" });
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i] as Pt;
    const [x1, y1] = pts[i + 1] as Pt;
    for (let k = 0; k < 3; k++) {
      const u = r.next();
      const bx = x0 + (x1 - x0) * u + r.range(-size, size);
      const by = y0 + (y1 - y0) * u + r.range(-size, size);
      const rr = size * r.range(0.55, 0.9);
      for (let p = 0; p < 5; p++) {
        const a = (p / 5) * TAU + u;
        s += ellipse(bx + Math.cos(a) * rr * 0.55, by + Math.sin(a) * rr * 0.55, rr * 0.55, rr * 0.42, { fill: mix(C.paper, C.wine, 0.12), transform: `rotate(${n((a * 180) / Math.PI)} ${n(bx + Math.cos(a) * rr * 0.55)} ${n(by + Math.sin(a) * rr * 0.55)})` });
      }
      s += circle(bx, by, rr * 0.22, { fill: C.wine });
      for (let p = 0; p < 5; p++) s += circle(bx + Math.cos(p * 1.3) * rr * 0.3, by + Math.sin(p * 1.3) * rr * 0.3, rr * 0.05, { fill: C.gold });
    }
  }
  return s;
}
