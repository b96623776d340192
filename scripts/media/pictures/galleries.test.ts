import nodePath from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_GALLERIES, type GalleryImage } from "../../../app/features/media-library/demo-items";
import { srcSetFor } from "../../../app/media/srcset";
import { OUT } from "../output";
import { galleryPictures } from "./galleries";
import { GALLERY_SHOTS } from "./gallery-scenes";
import { GIFT_CARDS } from "./gift-cards";

const manifest: GalleryImage[] = Object.values(DEMO_GALLERIES).flat();
const drawings = { shots: GALLERY_SHOTS, cards: GIFT_CARDS };

function image(src: string): GalleryImage {
  const found = manifest.find((i) => i.src === src);
  if (!found) throw new Error(`${src} is not in the manifest`);
  return found;
}

describe("the media generator and the app's gallery manifest", () => {
  it("draw the same pictures: every manifest picture has a drawing, every drawing a manifest picture", () => {
    const files = galleryPictures().map((p) => `/media/${p.file}`);
    expect(files).toEqual([...new Set(manifest.map((i) => i.src))]);
    expect(Object.keys(GALLERY_SHOTS).length + Object.keys(GIFT_CARDS).length).toBe(files.length);
  });

  it("agree on sizes: each picture is rendered at the manifest's width and height", async () => {
    const pictures = galleryPictures();
    for (const p of pictures) expect([p.width, p.height], p.file).toEqual([image(`/media/${p.file}`).width, image(`/media/${p.file}`).height]);
    // One picture of each kind really rendered: a cropped scene with an archive look, and a gift card.
    for (const file of ["gallery/hall-history-02.webp", "gift-cards/card-15000.webp"]) {
      const p = pictures.find((x) => x.file === file);
      const raw = await p?.render();
      expect([raw?.width, raw?.height], file).toEqual([image(`/media/${file}`).width, image(`/media/${file}`).height]);
    }
  });

  it("the committed files have the manifest's sizes, with every variant srcSetFor offers", async () => {
    for (const { src, width, height } of manifest) {
      for (const candidate of srcSetFor(src, width).split(", ")) {
        const [url = "", w = ""] = candidate.split(" ");
        const meta = await sharp(nodePath.join(OUT, url.replace(/^\/media\//, ""))).metadata();
        expect([meta.width, meta.height], url).toEqual([Number.parseInt(w, 10), Math.round((height * Number.parseInt(w, 10)) / width)]);
      }
    }
  });

  it("refuse to run when the manifest gains a picture the generator cannot draw", () => {
    const extra = { ...image("/media/gallery/home-02.webp"), src: "/media/gallery/home-99.webp" };
    expect(() => galleryPictures([...manifest, extra], drawings)).toThrow(/gallery\/home-99\.webp: in the manifest, but the generator has no drawing/);
    const card = { ...image("/media/gift-cards/card-15000.webp"), src: "/media/gift-cards/card-25000.webp" };
    expect(() => galleryPictures([...manifest, card], drawings)).toThrow(/gift-cards\/card-25000\.webp: in the manifest, but the generator has no drawing/);
  });

  it("refuse to run when the generator draws a picture the manifest lacks", () => {
    expect(() => galleryPictures(manifest.filter((i) => i.src !== "/media/gallery/home-01.webp"), drawings)).toThrow(/gallery\/home-01\.webp: drawn by the generator, but not in the manifest/);
    const more = { shots: { ...GALLERY_SHOTS, "home-99": GALLERY_SHOTS["home-01"]! }, cards: GIFT_CARDS };
    expect(() => galleryPictures(manifest, more)).toThrow(/gallery\/home-99\.webp: drawn by the generator, but not in the manifest/);
  });

  it("refuse to run when the sizes disagree", () => {
    const widened = manifest.map((i) => (i.src === "/media/gallery/home-02.webp" ? { ...i, size: "wide" as const, width: 1600 } : i));
    expect(() => galleryPictures(widened, drawings)).toThrow(/gallery\/home-02\.webp: the manifest says "wide", the drawing's crop was chosen for "small"/);
    const bigCard = manifest.map((i) => (i.src === "/media/gift-cards/card-50000.webp" ? { ...i, width: 1600, height: 1000 } : i));
    expect(() => galleryPictures(bigCard, drawings)).toThrow(/gift-cards\/card-50000\.webp: the manifest says 1600 x 1000, the card is laid out on 1200 x 750/);
  });

  it("leave a photograph in the manifest alone", () => {
    const photo = { ...image("/media/gallery/home-01.webp"), src: "/media/photos/facade.jpg" };
    expect(galleryPictures([...manifest, photo], drawings).map((p) => p.file)).not.toContain("photos/facade.jpg");
    expect(galleryPictures([...manifest, photo], drawings)).toHaveLength(galleryPictures().length);
  });
});
