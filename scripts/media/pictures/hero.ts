/** The home page's hero: a poster and a looping video of the main hall. */
import { spawn } from "node:child_process";
import { mkdir, stat } from "node:fs/promises";
import nodePath from "node:path";
import type { Draw } from "../doc";
import { grain } from "../motifs/effects";
import { AVIF, type Job, OUT, ROOT, saveWebp, WEBP, writeTracked, written } from "../output";
import { rawImage, renderDesign } from "../raster";
import { hallView } from "../scenes/main-hall";

const HERO_FRAMES = 192;

const HERO_FPS = 24;

function heroScene(t: number): Draw {
  return (d) => {
    hallView(d, { sx: 1200, calmLeft: true, stage: "stands", zoom: 0.05, t, beams: 3 });
    grain(d, 0.8, { op: 0.08 });
  };
}

async function runFfmpeg(args: string[], frames: Buffer[]): Promise<void> {
  const proc = spawn("ffmpeg", args, { stdio: ["pipe", "ignore", "pipe"] });
  let err = "";
  proc.stderr.on("data", (c: Buffer) => {
    err = (err + c.toString()).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err}`))));
  });
  for (const f of frames) {
    if (!proc.stdin.write(f)) await new Promise<void>((resolve) => proc.stdin.once("drain", () => resolve()));
  }
  proc.stdin.end();
  await done;
}

/** Encodes the frames, raising the quality factor until the file is under the limit. */
async function encodeLoop(rel: string, frames: Buffer[], w: number, h: number, codecArgs: (q: number) => string[], qs: number[], limit: number): Promise<void> {
  const abs = nodePath.join(OUT, rel);
  await mkdir(nodePath.dirname(abs), { recursive: true });
  for (const q of qs) {
    await runFfmpeg(["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${w}x${h}`, "-r", String(HERO_FPS), "-i", "-", "-an", "-map_metadata", "-1", ...codecArgs(q), abs], frames);
    const size = (await stat(abs)).size;
    if (size <= limit || q === qs[qs.length - 1]) {
      written.push({ file: nodePath.relative(ROOT, abs), bytes: size });
      if (size > limit) console.warn(`warning: ${rel} is ${size} bytes, above ${limit}`);
      return;
    }
  }
}

async function heroVideo(): Promise<void> {
  const w = 1280;
  const h = 720;
  const frames: Buffer[] = [];
  for (let i = 0; i < HERO_FRAMES; i++) frames.push((await renderDesign("hero", w, h, heroScene(i / HERO_FRAMES))).data);
  const limit = 1_450_000;
  await encodeLoop(
    "hero/hall.webm",
    frames,
    w,
    h,
    (q) => ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", String(q), "-deadline", "good", "-cpu-used", "2", "-row-mt", "1", "-g", String(HERO_FRAMES), "-f", "webm"],
    [30, 34, 38, 42],
    limit,
  );
  await encodeLoop(
    "hero/hall.mp4",
    frames,
    w,
    h,
    (q) => ["-c:v", "libx264", "-preset", "slow", "-crf", String(q), "-pix_fmt", "yuv420p", "-profile:v", "high", "-g", String(HERO_FRAMES), "-movflags", "+faststart", "-f", "mp4"],
    [21, 24, 27, 30],
    limit,
  );
}

/**
 * The poster a phone shows: the hero is 628 px high whatever the width, so a narrow screen shows the middle of the
 * picture at the full height. The middle third, cut from the same drawing at its full height, in the widths phones
 * need (AVIF, with WebP for browsers without it), instead of a landscape file twice as wide as the screen.
 */
export const PHONE_POSTER = { crop: 672, widths: [420, 672] } as const;

async function phonePoster(): Promise<void> {
  const raw = await renderDesign("hero", 1920, 1080, heroScene(0));
  const crop = { left: (1920 - PHONE_POSTER.crop) / 2, top: 0, width: PHONE_POSTER.crop, height: 1080 };
  for (const width of PHONE_POSTER.widths) {
    const file = nodePath.join(OUT, `hero/hall-poster-phone-w${width}`);
    await writeTracked(`${file}.avif`, await rawImage(raw).extract(crop).resize({ width, kernel: "lanczos3" }).avif(AVIF).toBuffer());
    await writeTracked(`${file}.webp`, await rawImage(raw).extract(crop).resize({ width, kernel: "lanczos3" }).webp(WEBP).toBuffer());
  }
}

/** The video's job: the slowest, so the entry runs it last, on its own. */
export const HERO_VIDEO = "hero/hall-video";

export function heroJobs(): Job[] {
  return [
    { name: "hero/hall-poster", run: async () => saveWebp("hero/hall-poster.webp", await renderDesign("hero", 1920, 1080, heroScene(0)), [960]) },
    { name: "hero/hall-poster-phone", run: phonePoster },
    { name: HERO_VIDEO, run: heroVideo },
  ];
}
