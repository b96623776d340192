/**
 * The media library's figures (docs/perf.md): bytes of the gallery pictures a visitor's browser picks on the home
 * and tour pages at 390 and 1440 px, AVIF against the WebP of before; the time to make one photograph's files;
 * the admin grid at 10,000 items (first page, a search). Run: `npx tsx scripts/bench/media-library.ts`.
 * Picture bytes are computed the way the browser picks a candidate: each picture's `sizes` slot at the viewport
 * times the device pixel ratio, then the narrowest width at least that wide (all pictures of the gallery, as a
 * visitor who scrolls through it loads them).
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { Db } from "../../app/db/client.server";
import { mediaItems } from "../../app/db/schema/media-library";
import { makeCrops, makeSources } from "../../app/features/media-library/derivatives.server";
import { DEMO_GALLERIES } from "../../app/features/media-library/demo-items";
import { createMediaLibrary } from "../../app/features/media-library/library.server";
import { drawingDerivatives } from "../../app/features/media-library/seed.server";
import { LocalMediaStorage } from "../../app/features/media-uploads/storage.server";
import { createTestDatabase } from "../../tests/helpers/test-database";

const root = path.resolve(import.meta.dirname, "../..");

function slotWidth(size: "small" | "wide", viewport: number): number {
  if (viewport >= 1024) return size === "wide" ? viewport * 0.5 : viewport * 0.25;
  return size === "wide" ? viewport : viewport * 0.5;
}

async function pictureBytes(key: "home" | "tour", viewport: number, dpr: number) {
  const totals = { webp: 0, avif: 0 };
  for (const image of DEMO_GALLERIES[key]) {
    const files = drawingDerivatives(image);
    const needed = slotWidth(image.size, viewport) * dpr;
    for (const format of ["webp", "avif"] as const) {
      const candidates = files[format];
      const chosen = candidates.find((file) => file.width >= needed) ?? candidates.at(-1)!;
      totals[format] += (await stat(path.join(root, "public", chosen.url))).size;
    }
  }
  return totals;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed(run: () => Promise<unknown>, times = 5): Promise<number> {
  const spent: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    spent.push(performance.now() - start);
  }
  return median(spent);
}

/** Fills `db`'s library with 10,000 items in three languages. */
export async function fillLibrary(db: Db) {
  const words = ["скрипка", "ջութակ", "violin", "organ", "орган", "երգեհոն", "hall", "зал", "դահլիճ", "foyer"];
  for (let batch = 0; batch < 20; batch++) {
    await db.insert(mediaItems).values(
      Array.from({ length: 500 }, (_, i) => {
        const n = batch * 500 + i;
        const word = words[n % words.length]!;
        const alt = { am: n % 7 ? `${word} ${n}` : "", en: `${word} picture ${n}`, ru: `${word} изображение ${n}` };
        const caption = { am: `${word}`, en: `Caption ${n}`, ru: `Подпись ${n}` };
        return {
          kind: "image" as const,
          originalUrl: `/media/gallery/home-01.webp`,
          fileName: `photo-${n}.jpg`,
          width: 1600,
          height: 900,
          alt,
          caption,
          derivatives: drawingDerivatives({ src: "/media/gallery/home-01.webp", width: 1600, height: 900 }),
          searchText: [...Object.values(alt), ...Object.values(caption), `photo-${n}.jpg`].join("\n").toLocaleLowerCase(),
        };
      }),
    );
  }
  await db.execute("ANALYZE media_items");
}

/** The admin grid's first page, a search and a filter, in ms (median of 5). */
export async function libraryGrid(db: Db, storage: LocalMediaStorage) {
  const library = createMediaLibrary(db, storage);
  const first = await timed(() => library.list({}, "en"));
  const search = await timed(() => library.list({ q: "скрипка изображение 99" }, "en"));
  const missing = await timed(() => library.list({ missingAlt: "am" }, "en"));
  return { first, search, missing };
}

async function main() {
  console.log("Gallery picture bytes (KB), WebP before -> AVIF now:");
  for (const key of ["home", "tour"] as const) {
    for (const [viewport, dpr] of [[390, 1], [390, 3], [1440, 1], [1440, 2]] as const) {
      const { webp, avif } = await pictureBytes(key, viewport, dpr);
      console.log(`  ${key} ${viewport} px @${dpr}x: ${(webp / 1024).toFixed(0)} -> ${(avif / 1024).toFixed(0)} (${Math.round((1 - avif / webp) * 100)} % fewer)`);
    }
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "media-bench-"));
  try {
    const storage = new LocalMediaStorage(dir);
    // A photograph-like 4000 x 3000 JPEG (noise compresses like detail does).
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#806040", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const size = { width: 4000, height: 3000 };
    const start = performance.now();
    const sources = await makeSources(storage, photo, size);
    const sourcesMs = performance.now() - start;
    await makeCrops(storage, photo, size, { x: 0.3, y: 0.4 });
    const allMs = performance.now() - start;
    console.log(`Files of a 4000 x 3000 photograph: widths ${sources.avif.map((file) => file.width).join("/")} as AVIF + WebP ${(sourcesMs / 1000).toFixed(1)} s, with the four crops ${(allMs / 1000).toFixed(1)} s`);

    const database = await createTestDatabase();
    try {
      await fillLibrary(database.db);
      const grid = await libraryGrid(database.db, storage);
      console.log(`Library grid at 10,000 items: first page ${grid.first.toFixed(1)} ms, a search ${grid.search.toFixed(1)} ms, missing Armenian alt ${grid.missing.toFixed(1)} ms (median of 5)`);
    } finally {
      await database.dispose();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// Run on its own (`npx tsx scripts/bench/media-library.ts`); the bench imports the grid figures alone.
if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();
