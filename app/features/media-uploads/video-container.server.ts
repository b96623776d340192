import { open } from "node:fs/promises";
import type { MediaFormat } from "./sniff";

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

// Past these a file is not one a person made: refused rather than walked on.
const MAX_UNITS = 1_000_000;
const WINDOW = 64 * 1024;

/**
 * Whether a video file is the container its first bytes claim from start to end: MP4 boxes, WebM elements or Ogg
 * pages that follow one another to the file's last byte, with what a player needs (an MP4's `moov`, a WebM's
 * `webm` document type and tracks, an Ogg stream's first page). A file that only starts like a video, with
 * anything else behind its header, is refused.
 */
export async function isWholeVideoFile(file: string, format: MediaFormat): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    // One window of the file kept, so walking thousands of small blocks costs a read per 64 KB.
    let window = { start: 0, bytes: Buffer.alloc(0) };
    const read: ReadAt = async (position, length) => {
      if (position < window.start || position + length > window.start + window.bytes.length) {
        const bytes = Buffer.alloc(Math.max(WINDOW, length));
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, position);
        window = { start: position, bytes: bytes.subarray(0, bytesRead) };
      }
      return window.bytes.subarray(position - window.start, position - window.start + length);
    };
    return await isWholeContainer(read, size, format.extension);
  } finally {
    await handle.close();
  }
}

export function isWholeContainer(read: ReadAt, size: number, extension: string): Promise<boolean> {
  if (extension === "mp4") return isWholeMp4(read, size);
  if (extension === "webm") return isWholeWebm(read, size);
  if (extension === "ogg") return isWholeOgg(read, size);
  return Promise.resolve(false);
}

/** ISO media: top-level boxes (size, four-character type) tiling the file, `ftyp` first, a `moov` among them. */
async function isWholeMp4(read: ReadAt, size: number): Promise<boolean> {
  let offset = 0;
  let hasMovie = false;
  for (let boxes = 0; offset < size; boxes++) {
    if (boxes >= MAX_UNITS || size - offset < 8) return false;
    const header = await read(offset, 16);
    const type = header.toString("latin1", 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type) || (boxes === 0 && type !== "ftyp")) return false;
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1) {
      if (header.length < 16) return false;
      const large = header.readBigUInt64BE(8);
      if (large < 16n || large > BigInt(size - offset)) return false;
      boxSize = Number(large);
    } else if (boxSize === 0) {
      boxSize = size - offset;
    } else if (boxSize < 8) {
      return false;
    }
    if (offset + boxSize > size) return false;
    if (type === "moov") hasMovie = true;
    offset += boxSize;
  }
  return hasMovie;
}

type Element = { id: number; dataStart: number; size: number | null };

/** An EBML variable-length number at `offset`: its length in bytes and value (the marker bit kept for IDs). */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[offset + i]!;
    if (bytes[offset + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

async function element(read: ReadAt, offset: number): Promise<Element | null> {
  const bytes = await read(offset, 12);
  const id = vint(bytes, 0, true);
  if (!id || id.length > 4) return null;
  const size = vint(bytes, id.length, false);
  if (!size) return null;
  return { id: id.value, dataStart: offset + id.length + size.length, size: size.unknown ? null : size.value };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const CRC32 = 0xbf;
/** What a WebM segment holds: seek head, info, tracks, clusters, cues, attachments, chapters, tags. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, 0x1549a966, TRACKS, CLUSTER, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367, VOID, CRC32]);
/** What a cluster holds: timestamp, silent tracks, position, previous size, simple block, block group, encrypted block. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, VOID, CRC32]);

/**
 * WebM: an EBML header whose document type is `webm`, then one segment of known top-level elements (tracks among
 * them) to the end of the file. Recorders write the segment and its clusters with an unknown size; such a cluster
 * ends where the next top-level element starts.
 */
async function isWholeWebm(read: ReadAt, size: number): Promise<boolean> {
  const header = await element(read, 0);
  if (!header || header.id !== EBML || header.size === null || header.size > 4096) return false;
  const headerEnd = header.dataStart + header.size;
  let docType = "";
  for (let offset = header.dataStart; offset < headerEnd; ) {
    const child = await element(read, offset);
    if (!child || child.size === null || child.dataStart + child.size > headerEnd) return false;
    if (child.id === DOC_TYPE) docType = (await read(child.dataStart, child.size)).toString("latin1").replace(/\0+$/, "");
    offset = child.dataStart + child.size;
  }
  if (docType !== "webm") return false;

  const segment = await element(read, headerEnd);
  if (!segment || segment.id !== SEGMENT) return false;
  const segmentEnd = segment.size === null ? size : segment.dataStart + segment.size;
  if (segmentEnd !== size) return false;
  let hasTracks = false;
  let units = 0;
  let offset = segment.dataStart;
  while (offset < segmentEnd) {
    if (++units > MAX_UNITS) return false;
    const child = await element(read, offset);
    if (!child || !SEGMENT_CHILDREN.has(child.id)) return false;
    if (child.id === TRACKS) hasTracks = true;
    if (child.size !== null) {
      if (child.dataStart + child.size > segmentEnd) return false;
      offset = child.dataStart + child.size;
      continue;
    }
    if (child.id !== CLUSTER) return false;
    // A cluster of unknown size: its blocks, up to the next top-level element or the end.
    offset = child.dataStart;
    while (offset < segmentEnd) {
      if (++units > MAX_UNITS) return false;
      const block = await element(read, offset);
      if (!block) return false;
      if (SEGMENT_CHILDREN.has(block.id)) break;
      if (!CLUSTER_CHILDREN.has(block.id) || block.size === null || block.dataStart + block.size > segmentEnd) return false;
      offset = block.dataStart + block.size;
    }
  }
  return hasTracks;
}

/** Ogg: pages ("OggS", version 0, a segment table) one after another to the end, the first opening a stream. */
async function isWholeOgg(read: ReadAt, size: number): Promise<boolean> {
  let offset = 0;
  for (let pages = 0; offset < size; pages++) {
    if (pages >= MAX_UNITS || size - offset < 27) return false;
    const header = await read(offset, 27);
    if (header.toString("latin1", 0, 4) !== "OggS" || header[4] !== 0) return false;
    if (pages === 0 && (header[5]! & 0x02) === 0) return false;
    const segments = header[26]!;
    const table = await read(offset + 27, segments);
    if (table.length < segments) return false;
    const pageSize = 27 + segments + table.reduce((sum, lacing) => sum + lacing, 0);
    if (offset + pageSize > size) return false;
    offset += pageSize;
  }
  return offset > 0;
}
