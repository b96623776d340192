import { ApiError } from "../../http/api-error";
import type { MediaPurpose } from "./claim-media";
import { MEDIA_FORMATS, type MediaFormat } from "./sniff";
import { invalidFileType } from "./upload-rules";

/** docs/product.md §11: staff photos 300x300, coming-soon images 325.64x179.52 (rounded up); both JPEG at quality 0.8. */
const PHOTO_SIZES = { staff: { width: 300, height: 300 }, event: { width: 326, height: 180 } } as const;
// Wide enough for a full-width banner on a large screen; larger photos only cost bandwidth.
const BANNER_MAX_WIDTH = 2560;
// Stops decompression bombs (a small file that decodes to gigabytes); 60 MP covers any real camera.
const MAX_INPUT_PIXELS = 60_000_000;
// A media library original is kept at its own size; larger than this is refused with a message.
const LIBRARY_MAX_PIXELS = 40_000_000;

const SHARP_FORMAT: Record<string, MediaFormat["extension"]> = { jpeg: "jpg", png: "png", gif: "gif", webp: "webp" };

/**
 * Decodes an uploaded image and writes a fresh one: staff and event photos cover-cropped to their
 * size as JPEG, banner images as WebP (animation kept). Re-encoding drops metadata (camera GPS) and
 * anything smuggled after the pixels. An image sharp cannot decode, or whose decoded format is not
 * the sniffed one, is refused.
 */
export async function reencodeImage(purpose: MediaPurpose, input: Buffer | string, sniffed: MediaFormat): Promise<{ data: Buffer; format: MediaFormat }> {
  // Loaded on the first upload: libvips costs about 20 MB resident that most processes never need.
  const { default: sharp } = await import("sharp");
  const undecodable = () => invalidFileType(purpose);
  const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata().catch(() => Promise.reject(undecodable()));
  if (SHARP_FORMAT[metadata.format ?? ""] !== sniffed.extension) throw undecodable();
  if (purpose === "library") {
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > LIBRARY_MAX_PIXELS)
      throw new ApiError("too_many_pixels", "The picture is larger than 40 megapixels. Please upload a smaller one");
    // Kept at its own size for the library's derivatives; metadata dropped, PNG and JPEG stay what they are.
    const image = sharp(input, { animated: metadata.format !== "jpeg" && metadata.format !== "png", limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    const encoded =
      metadata.format === "png"
        ? { data: image.png(), format: MEDIA_FORMATS.png }
        : metadata.format === "jpeg"
          ? { data: image.jpeg({ quality: 92 }), format: MEDIA_FORMATS.jpg }
          : { data: image.webp({ quality: 90 }), format: MEDIA_FORMATS.webp };
    return { data: await encoded.data.toBuffer().catch(() => Promise.reject(undecodable())), format: encoded.format };
  }
  if (purpose === "banner") {
    const data = await sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: BANNER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => Promise.reject(undecodable()));
    return { data, format: MEDIA_FORMATS.webp };
  }
  const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ ...PHOTO_SIZES[purpose], fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80 })
    .toBuffer()
    .catch(() => Promise.reject(undecodable()));
  return { data, format: MEDIA_FORMATS.jpg };
}
