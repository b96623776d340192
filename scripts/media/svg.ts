/** SVG building blocks: number formatting, attributes, shapes, transforms and a few geometry helpers. */

/** Compact, locale-free number formatting for SVG attributes. */
export function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Attrs = Record<string, string | number | undefined | null | false>;

export type Pt = [number, number];

function at(a?: Attrs): string {
  if (!a) return "";
  let s = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return s;
}

export const rect = (x: number, y: number, w: number, h: number, a?: Attrs): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}"${at(a)}/>`;

export const circle = (cx: number, cy: number, r: number, a?: Attrs): string => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}"${at(a)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a?: Attrs): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}"${at(a)}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, a?: Attrs): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${at(a)}/>`;

export const path = (d: string, a?: Attrs): string => `<path d="${d}"${at(a)}/>`;

const ptsOf = (p: Pt[]): string => p.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const poly = (p: Pt[], a?: Attrs): string => `<polygon points="${ptsOf(p)}"${at(a)}/>`;

export const pline = (p: Pt[], a?: Attrs): string => `<polyline points="${ptsOf(p)}" fill="none"${at(a)}/>`;

export const g = (body: string, a?: Attrs): string => `<g${at(a)}>${body}</g>`;

/** translate, then rotate (degrees), then scale. */
export const tf = (x: number, y: number, rot = 0, s = 1, sy?: number): string =>
  `translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ""}${s !== 1 || (sy !== undefined && sy !== s) ? ` scale(${s.toFixed(4)} ${(sy ?? s).toFixed(4)})` : ""}`;

/** Smooth closed path through points (Catmull-Rom to cubic Bézier). */
export function smoothPath(p: Pt[], closed = true): string {
  if (p.length < 3) return `M${p.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
  const at2 = (i: number): Pt => (closed ? (p[(i + p.length) % p.length] as Pt) : (p[Math.max(0, Math.min(p.length - 1, i))] as Pt));
  const first = p[0] as Pt;
  let d = `M${n(first[0])} ${n(first[1])}`;
  const last = closed ? p.length : p.length - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at2(i - 1);
    const p1 = at2(i);
    const p2 = at2(i + 1);
    const p3 = at2(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Rectangle with a semicircular top (an arched window or door). */
export const archD = (x: number, y: number, w: number, h: number): string =>
  `M${n(x)} ${n(y + h)}V${n(y + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y + w / 2)}V${n(y + h)}Z`;

export const TAU = Math.PI * 2;

/** Perspective projection: world X right, Y down, Z forward; (vx, vy) is the vanishing point. */
export function persp(vx: number, vy: number, f: number): (X: number, Y: number, Z: number) => Pt {
  return (X, Y, Z) => [vx + (X * f) / Z, vy + (Y * f) / Z];
}
