import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Derivatives, DerivedFile } from "../../db/schema/media-library";
import { MEDIA_FORMATS, type LocalMediaStorage, type MediaStorage } from "../media-uploads/public.server";
import { CROP_NAMES, CROPS, focalCropBox, sourceWidths } from "./focal-crop";

/** Encoder settings: AVIF at effort 2 costs a fraction of effort 4's time for a few per cent more bytes (docs/perf.md). */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 75, effort: 4 } as const;
const MAX_INPUT_PIXELS = 60_000_000;

/** The name of a derived file: its content's hash, so a file is made once and cached forever. */
export const DERIVED_NAME = /^lib-[0-9a-f]{32}\.(avif|webp)$/;
const derivedName = (data: Buffer, extension: "avif" | "webp") => `lib-${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${extension}`;

type Sharp = typeof import("sharp");
// Loaded on first use, like the uploads' re-encoder: libvips costs memory most processes never need.
const loadSharp = async (): Promise<Sharp> => (await import("sharp")).default;

async function save(storage: MediaStorage, data: Buffer, extension: "avif" | "webp", width: number, height: number): Promise<DerivedFile> {
  const url = await storage.save(derivedName(data, extension), data, MEDIA_FORMATS[extension]);
  return { url, width, height };
}

/** The pixel size of a picture (after its EXIF orientation), or null when it cannot be decoded. */
export async function pictureSize(original: Buffer): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  const metadata = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) return null;
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
}

/** The picture in its widths, AVIF and WebP; what fails is named in `failed` and the rest is kept. */
export async function makeSources(storage: MediaStorage, original: Buffer, size: { width: number; height: number }): Promise<Pick<Derivatives, "avif" | "webp" | "failed">> {
  const sharp = await loadSharp();
  const result: Pick<Derivatives, "avif" | "webp" | "failed"> = { avif: [], webp: [], failed: [] };
  for (const width of sourceWidths(size.width)) {
    const height = Math.round((size.height * width) / size.width);
    for (const extension of ["avif", "webp"] as const) {
      try {
        const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().resize({ width });
        const data = await (extension === "avif" ? resized.avif(AVIF) : resized.webp(WEBP)).toBuffer();
        result[extension].push(await save(storage, data, extension, width, height));
      } catch {
        result.failed.push(`${extension} ${width}`);
      }
    }
  }
  return result;
}

/** The fixed-ratio crops around the focal point, AVIF and WebP: one width each, and the narrower ones a crop names. */
export async function makeCrops(
  storage: MediaStorage,
  original: Buffer,
  size: { width: number; height: number },
  focal: { x: number; y: number },
): Promise<Pick<Derivatives, "crops" | "failed">> {
  const sharp = await loadSharp();
  const result: Pick<Derivatives, "crops" | "failed"> = { crops: {}, failed: [] };
  for (const name of CROP_NAMES) {
    const crop = CROPS[name];
    const box = focalCropBox(size, crop.ratio, focal);
    const width = Math.min(crop.width, box.width);
    const cutAt = async (at: number, failure: string) => {
      const height = Math.max(1, Math.round(at / crop.ratio));
      const files: { avif?: DerivedFile; webp?: DerivedFile } = {};
      for (const extension of ["avif", "webp"] as const) {
        try {
          const cut = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().extract(box).resize({ width: at, height, fit: "fill" });
          const data = await (extension === "avif" ? cut.avif(AVIF) : cut.webp(WEBP)).toBuffer();
          files[extension] = await save(storage, data, extension, at, height);
        } catch {
          result.failed.push(`${failure} ${extension}`);
        }
      }
      return files.webp ? { ...(files.avif ? { avif: files.avif } : {}), webp: files.webp } : null;
    };
    const main = await cutAt(width, name);
    if (!main) continue;
    const narrower = [];
    for (const step of (crop.narrower ?? []).filter((step) => step < width)) {
      const files = await cutAt(step, `${name} ${step}`);
      if (files) narrower.push(files);
    }
    result.crops[name] = narrower.length ? { ...main, narrower } : main;
  }
  return result;
}

/**
 * The bytes of an item's original: a checked upload in storage, or one of the site's own drawings
 * (`/media/…`, shipped in public/ and in the build). Null when it cannot be read.
 */
export async function readOriginal(storage: MediaStorage, url: string): Promise<Buffer | null> {
  try {
    if (/^\/media\/[A-Za-z0-9/_-]+\.(webp|jpg|png)$/.test(url) && !url.includes("..")) {
      for (const root of ["build/client", "public"]) {
        const found = await readFile(path.join(process.cwd(), root, url)).catch(() => null);
        if (found) return found;
      }
      return null;
    }
    const name = storage.storedName(url);
    if (!name) return null;
    if (storage.kind === "local") return await readFile((storage as LocalMediaStorage).filePath(name));
    const response = await fetch(storage.publicUrl(name));
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
