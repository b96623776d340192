import type { MediaFamily } from "../../media/media-rules";

export { declaredFamily } from "../../media/media-rules";
export type { MediaFamily };

export const MEDIA_FORMATS = {
  jpg: { extension: "jpg", contentType: "image/jpeg", family: "image" },
  png: { extension: "png", contentType: "image/png", family: "image" },
  gif: { extension: "gif", contentType: "image/gif", family: "image" },
  webp: { extension: "webp", contentType: "image/webp", family: "image" },
  // Made by the media library from checked pictures (its derivatives); not accepted as an upload.
  avif: { extension: "avif", contentType: "image/avif", family: "image" },
  mp4: { extension: "mp4", contentType: "video/mp4", family: "video" },
  webm: { extension: "webm", contentType: "video/webm", family: "video" },
  ogg: { extension: "ogg", contentType: "video/ogg", family: "video" },
} as const satisfies Record<string, { extension: string; contentType: string; family: MediaFamily }>;

export type MediaExtension = keyof typeof MEDIA_FORMATS;
export type MediaFormat = (typeof MEDIA_FORMATS)[MediaExtension];

/** Enough leading bytes to tell every accepted format apart. */
export const SNIFF_LENGTH = 12;

const ascii = (head: Uint8Array, offset: number, text: string) =>
  head.length >= offset + text.length && [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));

const startsWith = (head: Uint8Array, bytes: number[]) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);

// HEIF and AVIF photos are ISO media files too ("ftyp" box); these brands mark them as images, not video.
const IMAGE_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

function isMp4(head: Uint8Array): boolean {
  if (!ascii(head, 4, "ftyp") || head.length < 12) return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const brand = String.fromCharCode(...head.subarray(8, 12));
  return boxSize >= 8 && !IMAGE_BRANDS.has(brand);
}

/** The accepted format a file's first bytes show, whatever its name or declared type; null for anything else (SVG, HTML, ...). */
export function sniffMediaFormat(head: Uint8Array): MediaFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return MEDIA_FORMATS.jpg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_FORMATS.png;
  if (ascii(head, 0, "GIF87a") || ascii(head, 0, "GIF89a")) return MEDIA_FORMATS.gif;
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP")) return MEDIA_FORMATS.webp;
  if (isMp4(head)) return MEDIA_FORMATS.mp4;
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return MEDIA_FORMATS.webm;
  if (ascii(head, 0, "OggS")) return MEDIA_FORMATS.ogg;
  return null;
}
