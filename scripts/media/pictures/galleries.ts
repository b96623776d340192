/**
 * The gallery pictures come from one list, the demo items of the media library (app/features/media-library/demo-items.ts): which
 * pictures exist, their file names and sizes. The generator only knows how to draw each of them,
 * by file name, and refuses to run when the manifest and its drawings disagree.
 */
import { DEMO_GALLERIES, type GalleryImage } from "../../../app/features/media-library/demo-items";
import { type Job, saveWebp } from "../output";
import type { Raw } from "../raster";
import { GALLERY_SHOTS, type GalleryShot, renderShot } from "./gallery-scenes";
import { GIFT_CARD_CANVAS, GIFT_CARDS, type GiftCard, renderGiftCard } from "./gift-cards";

/** A manifest picture the generator draws; file is relative to public/media. */
export type GalleryPicture = { file: string; width: number; height: number; render: () => Promise<Raw> };

export type GalleryDrawings = { shots: Record<string, GalleryShot>; cards: Record<string, GiftCard> };

const DRAWINGS: GalleryDrawings = { shots: GALLERY_SHOTS, cards: GIFT_CARDS };

/** Files in these folders are drawn here; a manifest picture stored elsewhere is a photograph and is left alone. */
const DRAWN = /^\/media\/(gallery|gift-cards)\/([^/]+)\.webp$/;

/** Every picture of the manifest that the generator draws, in manifest order; throws on any disagreement. */
export function galleryPictures(images: readonly GalleryImage[] = Object.values(DEMO_GALLERIES).flat(), drawings: GalleryDrawings = DRAWINGS): GalleryPicture[] {
  const problems: string[] = [];
  const pictures: GalleryPicture[] = [];
  const seen = new Map<string, GalleryImage>();
  for (const image of images) {
    const match = DRAWN.exec(image.src);
    if (!match) continue;
    const [, folder = "", name = ""] = match;
    const file = `${folder}/${name}.webp`;
    const { width, height } = image;
    const before = seen.get(file);
    if (before) {
      if (before.width !== width || before.height !== height) problems.push(`${file}: listed twice with different sizes (${before.width} x ${before.height}, ${width} x ${height})`);
      continue;
    }
    seen.set(file, image);
    if (folder === "gallery") {
      const shot = drawings.shots[name];
      if (!shot) problems.push(`${file}: in the manifest, but the generator has no drawing for it (GALLERY_SHOTS in scripts/media/pictures/gallery-scenes.ts)`);
      else if (shot.size !== image.size) problems.push(`${file}: the manifest says "${image.size}", the drawing's crop was chosen for "${shot.size}"`);
      else pictures.push({ file, width, height, render: () => renderShot(name, shot, width, height) });
    } else {
      const card = drawings.cards[name];
      if (!card) problems.push(`${file}: in the manifest, but the generator has no drawing for it (GIFT_CARDS in scripts/media/pictures/gift-cards.ts)`);
      else if (width !== GIFT_CARD_CANVAS.width || height !== GIFT_CARD_CANVAS.height)
        problems.push(`${file}: the manifest says ${width} x ${height}, the card is laid out on ${GIFT_CARD_CANVAS.width} x ${GIFT_CARD_CANVAS.height}`);
      else pictures.push({ file, width, height, render: () => renderGiftCard(name, card, width, height) });
    }
  }
  for (const name of Object.keys(drawings.shots)) if (!seen.has(`gallery/${name}.webp`)) problems.push(`gallery/${name}.webp: drawn by the generator, but not in the manifest`);
  for (const name of Object.keys(drawings.cards)) if (!seen.has(`gift-cards/${name}.webp`)) problems.push(`gift-cards/${name}.webp: drawn by the generator, but not in the manifest`);
  if (problems.length > 0) throw new Error(`The gallery manifest (app/features/media-library/demo-items.ts) and the generator's drawings disagree:\n  ${problems.join("\n  ")}`);
  return pictures;
}

export function galleryJobs(): Job[] {
  return galleryPictures().map((p) => ({ name: p.file.replace(/\.webp$/, ""), run: async () => saveWebp(p.file, await p.render(), undefined, { avif: true }) }));
}
