import type { Db } from "../../db/client.server";
import { type Derivatives, galleryEntries, mediaItems } from "../../db/schema/media-library";
import { DEMO_GALLERIES, type GalleryImage } from "./demo-items";
import { GALLERY_KEYS } from "./gallery-keys";
import { LANGUAGES } from "./schema";

/**
 * The files shipped for a drawing: `<name>.webp` and `.avif` at full size, and `-w480` / `-w960` of each
 * narrower than it (scripts/media/output.ts). Drawings have no focal crops: nothing crops them yet.
 */
export function drawingDerivatives(image: Pick<GalleryImage, "src" | "width" | "height">): Derivatives {
  const stem = image.src.replace(/\.webp$/, "");
  const widths = [480, 960].filter((width) => width < image.width);
  const files = (extension: "avif" | "webp") => [
    ...widths.map((width) => ({ url: `${stem}-w${width}.${extension}`, width, height: Math.round((image.height * width) / image.width) })),
    { url: `${stem}.${extension}`, width: image.width, height: image.height },
  ];
  return { avif: files("avif"), webp: files("webp"), crops: {}, failed: [] };
}

/** Today's drawings as demo items of the library, filling the seven galleries as they were (server/seed.ts runs it once). */
export async function seedMediaLibrary(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  for (const key of GALLERY_KEYS) {
    const entries: (typeof galleryEntries.$inferInsert)[] = [];
    for (const [position, image] of DEMO_GALLERIES[key].entries()) {
      let id = ids.get(image.src);
      if (id === undefined) {
        const fileName = image.src.split("/").pop()!;
        const searchText = [...LANGUAGES.map((lang) => image.alt[lang]), ...LANGUAGES.map((lang) => image.caption[lang]), fileName].join("\n").toLocaleLowerCase();
        const [row] = await db
          .insert(mediaItems)
          .values({
            kind: "image",
            originalUrl: image.src,
            fileName,
            width: image.width,
            height: image.height,
            alt: image.alt,
            caption: image.caption,
            derivatives: drawingDerivatives(image),
            searchText,
            isDemo: true,
          })
          .returning({ id: mediaItems.id });
        id = row!.id;
        ids.set(image.src, id);
      }
      entries.push({ galleryKey: key, position, mediaId: id, size: image.size, caption: null });
    }
    if (entries.length) await db.insert(galleryEntries).values(entries);
  }
}
