/** The building's forms: classical columns, the portico emblem, arcades and the eternity rosette. */
import type { Doc } from "../doc";
import { C } from "../palette";
import { type Attrs, circle, g, line, n, path, poly, rect } from "../svg";

type ColumnStyle = { shaft: string; cap: string; flute?: string; fluteOp?: number };

/** A stylised 1950s classical column: abacus, echinus, fluted shaft, torus and plinth. */
export function column(x: number, top: number, w: number, h: number, o: ColumnStyle): string {
  const capH = w * 0.34;
  const baseH = w * 0.28;
  const shaftTop = top + capH;
  const shaftBot = top + h - baseH;
  let s = rect(x + w * 0.08, shaftTop, w * 0.84, shaftBot - shaftTop, { fill: o.shaft });
  if (o.flute) {
    for (let k = 1; k < 6; k++) {
      const fx = x + w * 0.08 + (w * 0.84 * k) / 6;
      s += line(fx, shaftTop + capH * 0.3, fx, shaftBot - baseH * 0.2, { stroke: o.flute, "stroke-width": Math.max(0.6, w * 0.018), opacity: o.fluteOp ?? 0.25 });
    }
  }
  s += rect(x - w * 0.1, top, w * 1.2, capH * 0.36, { fill: o.cap });
  s += poly(
    [
      [x - w * 0.02, top + capH * 0.36],
      [x + w * 1.02, top + capH * 0.36],
      [x + w * 0.92, top + capH],
      [x + w * 0.08, top + capH],
    ],
    { fill: o.cap, opacity: 0.85 },
  );
  s += rect(x + w * 0.02, shaftBot, w * 0.96, baseH * 0.42, { fill: o.cap, opacity: 0.85 });
  s += rect(x - w * 0.08, shaftBot + baseH * 0.42, w * 1.16, baseH * 0.58, { fill: o.cap });
  return s;
}

/** The hall's emblem: a portico of gold columns under a pediment. */
export function porticoEmblem(d: Doc, cx: number, cy: number, w: number, cols = 6, color: string = C.gold, light: string = C.lgold): string {
  const h = w * 0.78;
  const top = cy - h / 2;
  const fillGrad = d.lin([[0, light], [1, color]], 0, 0, 0, 1);
  const shaft = d.lin([[0, color], [0.4, light], [1, color]], 0, 0, 1, 0);
  let s = poly(
    [
      [cx - w / 2 - w * 0.04, top + h * 0.22],
      [cx, top],
      [cx + w / 2 + w * 0.04, top + h * 0.22],
    ],
    { fill: fillGrad },
  );
  s += rect(cx - w / 2 - w * 0.04, top + h * 0.245, w * 1.08, h * 0.06, { fill: fillGrad });
  const colTop = top + h * 0.33;
  const colH = h * 0.55;
  const cw = (w / cols) * 0.56;
  for (let i = 0; i < cols; i++) {
    const x = cx - w / 2 + (w / cols) * (i + 0.5) - cw / 2;
    s += column(x, colTop, cw, colH, { shaft, cap: light });
  }
  s += rect(cx - w / 2 - w * 0.06, colTop + colH + h * 0.015, w * 1.12, h * 0.05, { fill: fillGrad });
  s += rect(cx - w / 2 - w * 0.1, colTop + colH + h * 0.075, w * 1.2, h * 0.045, { fill: fillGrad });
  return s;
}

/** An eight-armed eternity rosette (a traditional Armenian ornament). */
export function rosette(cx: number, cy: number, r: number, a: Attrs, arms = 8): string {
  let s = "";
  for (let k = 0; k < arms; k++) {
    s += path(`M0 0C${n(r * 0.15)} ${n(-r * 0.55)} ${n(r * 0.75)} ${n(-r * 0.78)} ${n(r)} ${n(-r * 0.28)}C${n(r * 0.62)} ${n(-r * 0.48)} ${n(r * 0.28)} ${n(-r * 0.32)} 0 0Z`, { transform: `rotate(${n((360 / arms) * k)})` });
  }
  return g(s + circle(0, 0, r * 0.12, {}), { ...a, transform: `translate(${n(cx)} ${n(cy)})` });
}

/** A row of Roman arches (aqueduct-like), two tiers. */
export function arcade(x0: number, baseY: number, w: number, h: number, count: number, fillC: string): string {
  const bw = w / count;
  let dd = `M${n(x0)} ${n(baseY)}V${n(baseY - h)}H${n(x0 + w)}V${n(baseY)}`;
  for (let i = count - 1; i >= 0; i--) {
    const ax = x0 + i * bw;
    dd += `H${n(ax + bw * 0.84)}V${n(baseY - h * 0.42)}A${n(bw * 0.34)} ${n(bw * 0.34)} 0 0 0 ${n(ax + bw * 0.16)} ${n(baseY - h * 0.42)}V${n(baseY)}`;
  }
  dd += "Z";
  let s = path(dd, { fill: fillC });
  const top = baseY - h;
  const th = h * 0.45;
  let d2 = `M${n(x0)} ${n(top)}V${n(top - th)}H${n(x0 + w)}V${n(top)}`;
  const c2 = count * 2;
  const sw = w / c2;
  for (let i = c2 - 1; i >= 0; i--) {
    const ax = x0 + i * sw;
    d2 += `H${n(ax + sw * 0.82)}V${n(top - th * 0.35)}A${n(sw * 0.32)} ${n(sw * 0.32)} 0 0 0 ${n(ax + sw * 0.18)} ${n(top - th * 0.35)}V${n(top)}`;
  }
  d2 += "Z";
  s += path(d2, { fill: fillC });
  return s;
}
