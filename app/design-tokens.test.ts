import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FONT_WEIGHTS } from "./fonts/weights";

// The colour tokens live in theme.css; every text/background pair the screens use must meet WCAG AA.
const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");
const tokens = Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const token = (name: string): Rgb => {
  const value = tokens[name];
  if (!value) throw new Error(`no colour token ${name}`);
  return rgb(value);
};
const WHITE: Rgb = [255, 255, 255];
/** A colour drawn with opacity over a background, as Tailwind's `text-white/70` is. */
const over = (fg: Rgb, alpha: number, bg: Rgb): Rgb => fg.map((c, i) => c * alpha + bg[i]! * (1 - alpha)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("colour tokens", () => {
  const pairs: [string, Rgb, Rgb][] = [
    ["ink on paper", token("ink"), token("paper")],
    ["muted on paper", token("muted"), token("paper")],
    ["muted on surface", token("muted"), token("surface")],
    ["accent on paper", token("accent"), token("paper")],
    ["accent-strong on accent-soft", token("accent-strong"), token("accent-soft")],
    ["white on accent", WHITE, token("accent")],
    ["white on accent-strong", WHITE, token("accent-strong")],
    ["gold-light on night", token("gold-light"), token("night")],
    ["night on gold-light", token("night"), token("gold-light")],
    ["white/70 on night", over(WHITE, 0.7, token("night")), token("night")],
    ["accent/80 on paper", over(token("accent"), 0.8, token("paper")), token("paper")],
  ];
  it.each(pairs)("%s meets 4.5:1", (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("font weights", () => {
  const WEIGHTS: Record<string, number> = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes(".test.") ? [path.join(dir, entry.name)] : [],
    );

  it("every face declares the weight range its file carries", () => {
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
    expect(faces).toHaveLength(3);
    for (const face of faces) expect(face).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
  });

  it("every weight the screens ask for is in the fonts' files, so none is faked or clamped", () => {
    const appDir = fileURLToPath(new URL(".", import.meta.url));
    const used = new Set(sources(appDir).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)].map((match) => match[1]!)));
    expect(used.size).toBeGreaterThan(0);
    for (const weight of used) {
      expect(WEIGHTS[weight], weight).toBeGreaterThanOrEqual(FONT_WEIGHTS.min);
      expect(WEIGHTS[weight], weight).toBeLessThanOrEqual(FONT_WEIGHTS.max);
    }
  });
});
