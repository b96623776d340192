/**
 * One SVG document being drawn (body, gradients, filters, clips, its seeded stream) and the
 * 1920 x 1080 design space that scenes are drawn in (cropped by the view box for other sizes).
 */
import type { Rng } from "./rng";
import { n } from "./svg";

/** Draws into a document. */
export type Draw = (d: Doc) => void;

export type Stop = readonly [number, string, number?];

/** One SVG document: a body, its definitions (gradients, filters, clips) and a seeded stream. */
export class Doc {
  private defs: string[] = [];
  private seq = 0;
  private filters = new Map<string, string>();
  readonly body: string[] = [];
  /** The part of the design space that will be shown; scenes use it to frame edges. */
  view: [number, number, number, number];
  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rng,
  ) {
    this.view = [0, 0, w, h];
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  id(prefix: string): string {
    return `${prefix}${(this.seq++).toString(36)}`;
  }

  private stops(s: readonly Stop[]): string {
    return s.map(([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined || op === 1 ? "" : ` stop-opacity="${n(op)}"`}/>`).join("");
  }

  /** Linear gradient; coordinates are fractions of the shape's box unless user is set. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, o: { user?: boolean; spread?: "repeat" | "reflect" } = {}): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${o.user ? ' gradientUnits="userSpaceOnUse"' : ""}${o.spread ? ` spreadMethod="${o.spread}"` : ""}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient; centre and radius are fractions of the shape's box unless user is set. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, o: { fx?: number; fy?: number; user?: boolean; transform?: string } = {}): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${o.fx !== undefined ? ` fx="${n(o.fx)}"` : ""}${o.fy !== undefined ? ` fy="${n(o.fy)}"` : ""}${o.user ? ' gradientUnits="userSpaceOnUse"' : ""}${o.transform ? ` gradientTransform="${o.transform}"` : ""}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter, shared per strength. */
  blur(sd: number, pad = 0.6): string {
    const key = `${sd}/${pad}`;
    const known = this.filters.get(key);
    if (known) return known;
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="${n(-pad)}" y="${n(-pad)}" width="${n(1 + 2 * pad)}" height="${n(1 + 2 * pad)}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.filters.set(key, url);
    return url;
  }

  /** White shows, black hides. */
  mask(content: string): string {
    const id = this.id("m");
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="-10000" y="-10000" width="20000" height="20000">${content}</mask>`);
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  svg(outW: number, outH: number, view: [number, number, number, number] = [0, 0, this.w, this.h]): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="${view.map(n).join(" ")}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

export const DW = 1920;

export const DH = 1080;
