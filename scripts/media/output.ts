/** Writing files under public/media and keeping count of what was written. */
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import nodePath from "node:path";
import { fileURLToPath } from "node:url";
import { type Raw, rawImage } from "./raster";

export const ROOT = nodePath.resolve(nodePath.dirname(fileURLToPath(import.meta.url)), "../..");

export const OUT = nodePath.join(ROOT, "public", "media");

export const written: { file: string; bytes: number }[] = [];

export async function writeTracked(abs: string, buf: Buffer): Promise<void> {
  await mkdir(nodePath.dirname(abs), { recursive: true });
  await writeFile(abs, buf);
  written.push({ file: nodePath.relative(ROOT, abs), bytes: buf.length });
}

export const WEBP = { quality: 72, effort: 6, smartSubsample: true } as const;
/** AVIF beside the WebP of gallery pictures (about 40 % fewer bytes for these drawings; docs/decisions/024-media-library.md). */
export const AVIF = { quality: 50, effort: 2 } as const;

/** Writes <rel> at full size plus -w480 / -w960 variants narrower than it. */
export async function saveWebp(rel: string, raw: Raw, widths: number[] = [480, 960], { avif = false } = {}): Promise<void> {
  const abs = nodePath.join(OUT, rel);
  await writeTracked(abs, await rawImage(raw).webp(WEBP).toBuffer());
  if (avif) await writeTracked(abs.replace(/\.webp$/, ".avif"), await rawImage(raw).avif(AVIF).toBuffer());
  for (const w of widths) {
    if (w >= raw.width) continue;
    await writeTracked(abs.replace(/\.webp$/, `-w${w}.webp`), await rawImage(raw).resize({ width: w, kernel: "lanczos3" }).webp(WEBP).toBuffer());
    if (avif) await writeTracked(abs.replace(/\.webp$/, `-w${w}.avif`), await rawImage(raw).resize({ width: w, kernel: "lanczos3" }).avif(AVIF).toBuffer());
  }
}

export type Job = { name: string; run: () => Promise<void> };

export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = nodePath.join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(p) : (await stat(p)).size;
  }
  return total;
}
