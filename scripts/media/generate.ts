/**
 * Generates every illustration the site ships under public/media: concert posters, performer
 * emblems, banners, gallery pictures, gift cards, the hero poster and loop, and the link preview.
 *
 * There are no photographs of the hall in this repository, so all pictures are drawn here in code
 * as SVG (the hall's palette, architectural and musical motifs), rendered with sharp and written
 * as WebP with -w480 / -w960 variants. Randomness is seeded per file name, so every run writes
 * the same pictures. No picture carries text; only the gift cards show numerals.
 *
 * Run: npm run media   (the hero loop needs ffmpeg with libvpx-vp9 and libx264 on PATH)
 */
import nodePath from "node:path";
import { DEMO_IMAGE_SLUGS } from "../../app/eventhub/demo-concerts";
import type { Doc } from "./doc";
import { finish } from "./looks";
import { grain } from "./motifs/effects";
import { folderBytes, type Job, OUT, saveWebp, writeTracked, written } from "./output";
import { BANNERS } from "./pictures/banners";
import { GALLERY_SHOTS } from "./pictures/galleries";
import { giftCardImage } from "./pictures/gift-cards";
import { heroScene, heroVideo } from "./pictures/hero";
import { performerRing, PERFORMERS } from "./pictures/performers";
import { genericPoster, PH, posterFrame, POSTERS, PW } from "./pictures/posters";
import { designView, rawImage, renderDesign, renderNative } from "./raster";
import { facade } from "./scenes/facade";

function jobs(): Job[] {
  const list: Job[] = [];
  const slugs = DEMO_IMAGE_SLUGS;
  const concerts = [...new Set([...slugs.filter((s) => s.startsWith("concert-")), "concert-season-finale", "concert-spring-gala", "concert-open-air"])];
  for (const slug of concerts) {
    list.push({
      name: `demo/${slug}`,
      run: async () => {
        const draw = POSTERS[slug] ?? ((d: Doc) => genericPoster(d, slug));
        await saveWebp(`demo/${slug}.webp`, await renderNative(slug, PW, PH, (d) => (draw(d), grain(d, 0.8), posterFrame(d))));
      },
    });
  }
  for (const slug of slugs.filter((s) => s.startsWith("performer-"))) {
    list.push({
      name: `demo/${slug}`,
      run: async () => {
        const draw = PERFORMERS[slug] ?? ((d: Doc) => genericPoster(d, slug));
        await saveWebp(`demo/${slug}.webp`, await renderNative(slug, 600, 600, (d) => (draw(d), grain(d, 0.8), performerRing(d))));
      },
    });
  }
  for (const [slug, draw] of Object.entries(BANNERS)) {
    list.push({ name: `demo/${slug}`, run: async () => saveWebp(`demo/${slug}.webp`, await renderNative(slug, 1080, 1920, (d) => (draw(d), grain(d, 0.8), posterFrame(d)))) });
  }
  for (const s of GALLERY_SHOTS) {
    list.push({
      name: `gallery/${s.name}`,
      run: async () => {
        const [w, h] = s.wide ? [1600, 900] : [1200, 900];
        const view = s.focus ? designView(w, h, s.focus[0], s.focus[1], s.focus[2]) : undefined;
        const raw = await renderDesign(s.name, w, h, (d) => (s.draw(d), grain(d, 1)), view);
        await saveWebp(`gallery/${s.name}.webp`, await finish(raw, s.look ?? "colour", s.name));
      },
    });
  }
  for (const amount of ["15000", "50000", "100000"]) {
    list.push({ name: `gift-cards/card-${amount}`, run: async () => saveWebp(`gift-cards/card-${amount}.webp`, await renderNative(`card-${amount}`, 1200, 750, (d) => (giftCardImage(d, amount), grain(d, 0.6)))) });
  }
  list.push({ name: "hero/hall-poster", run: async () => saveWebp("hero/hall-poster.webp", await renderDesign("hero", 1920, 1080, heroScene(0)), [960]) });
  list.push({ name: "hero/hall-video", run: heroVideo });
  list.push({
    name: "og-default",
    run: async () => {
      const raw = await renderDesign("og", 1200, 630, (d) => (facade(d, { time: "dusk", crowd: 0.25 }), grain(d, 0.8)), designView(1200, 630, 0.5, 0.52));
      await writeTracked(nodePath.join(OUT, "og-default.jpg"), await rawImage(raw).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
    },
  });
  return list;
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
  const video = list.filter((j) => j.name === "hero/hall-video");
  await pool(
    list.filter((j) => j.name !== "hero/hall-video"),
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
