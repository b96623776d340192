/**
 * Generates every illustration the site ships under public/media: concert posters, performer
 * emblems, banners, gallery pictures, gift cards, the hero poster and loop, and the link preview.
 *
 * There are no photographs of the hall in this repository, so all pictures are drawn here in code
 * as SVG (the hall's palette, architectural and musical motifs), rendered with sharp and written
 * as WebP with -w480 / -w960 variants. Randomness is seeded per file name, so every run writes
 * the same pictures. No picture carries text; only the gift cards show numerals.
 *
 * Modules import one way: this entry -> pictures/ (one kind of picture each, with the jobs that
 * write it; the gallery pictures are those of the app's manifest, app/features/media-library/demo-items.ts) ->
 * scenes/ (views of the building in the 1920 x 1080 design space) -> motifs/ (instruments,
 * architecture, people, ...) -> doc.ts, svg.ts, palette.ts, rng.ts. Pictures render with raster.ts,
 * apply looks.ts and write through output.ts.
 *
 * Run: npm run media   (the hero loop needs ffmpeg with libvpx-vp9 and libx264 on PATH)
 */
import nodePath from "node:path";
import { folderBytes, type Job, OUT, written } from "./output";
import { bannerJobs } from "./pictures/banners";
import { galleryJobs } from "./pictures/galleries";
import { HERO_VIDEO, heroJobs } from "./pictures/hero";
import { linkPreviewJob } from "./pictures/link-preview";
import { performerJobs } from "./pictures/performers";
import { posterJobs } from "./pictures/posters";

function jobs(): Job[] {
  return [...posterJobs(), ...performerJobs(), ...bannerJobs(), ...galleryJobs(), ...heroJobs(), linkPreviewJob()];
}

async function pool(items: Job[], size: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const job = items[next++] as Job;
      await job.run();
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

async function main(): Promise<void> {
  const only = process.argv[2] ?? "";
  const started = Date.now();
  const list = jobs().filter((j) => !only || j.name.includes(only));
  const video = list.filter((j) => j.name === HERO_VIDEO);
  await pool(
    list.filter((j) => j.name !== HERO_VIDEO),
    2,
  );
  for (const j of video) await j.run();
  const byFolder = new Map<string, { files: number; bytes: number }>();
  for (const w of written) {
    const folder = nodePath.dirname(w.file);
    const e = byFolder.get(folder) ?? { files: 0, bytes: 0 };
    e.files++;
    e.bytes += w.bytes;
    byFolder.set(folder, e);
  }
  const kb = (b: number): string => `${(b / 1024).toFixed(0)} KB`;
  console.log("Written:");
  for (const [folder, e] of [...byFolder.entries()].sort()) console.log(`  ${folder.padEnd(28)} ${String(e.files).padStart(4)} files  ${kb(e.bytes).padStart(9)}`);
  for (const w of written.filter((x) => /\.(webm|mp4|jpg)$/.test(x.file))) console.log(`  ${w.file.padEnd(40)} ${kb(w.bytes)}`);
  const total = written.reduce((s, w) => s + w.bytes, 0);
  console.log(`Total written: ${written.length} files, ${total} bytes (${(total / 1048576).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const held = await folderBytes(OUT);
  console.log(`public/media now holds ${held} bytes (${(held / 1048576).toFixed(2)} MB)`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
