/**
 * Writes the site's web fonts (app/fonts) from the @fontsource-variable packages: every glyph each
 * file has, with the weight axis cut to the weights the screens use (400 to 700, docs/perf.md), which
 * makes each file about 40 % smaller. Run `npm run fonts` after upgrading those packages; the files
 * are committed, so a build does not depend on this step.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_WEIGHTS } from "../../app/fonts/weights";

const require = createRequire(import.meta.url);
const FONTS = [
  { from: "@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2", to: "noto-sans-latin.woff2" },
  { from: "@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2", to: "noto-sans-cyrillic.woff2" },
  { from: "@fontsource-variable/noto-sans-armenian/files/noto-sans-armenian-armenian-wght-normal.woff2", to: "noto-sans-armenian.woff2" },
];
// Every code point of the Basic Multilingual Plane: the subsetter keeps the glyphs the file has.
const EVERY_CHARACTER = String.fromCodePoint(...Array.from({ length: 0xd800 }, (_, code) => code), ...Array.from({ length: 0x10000 - 0xe000 }, (_, i) => 0xe000 + i));

for (const font of FONTS) {
  const source = await readFile(require.resolve(font.from));
  const subset = await subsetFont(source, EVERY_CHARACTER, { targetFormat: "woff2", variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } } });
  await writeFile(path.join(import.meta.dirname, "../../app/fonts", font.to), subset);
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
}
