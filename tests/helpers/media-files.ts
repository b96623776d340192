/**
 * Small video files made of the parts a player reads, as the upload check walks them
 * (app/features/media-uploads/video-container.server.ts): the payload is filler bytes.
 */

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};

/** An MP4 of `size` bytes in all: `ftyp` (brand isom), an empty `moov`, and `mdat` holding `payload` then `fill` bytes. */
export function mp4(size = 4096, options: { fill?: number; payload?: Buffer } = {}): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom\x00\x00\x02\x00isomiso2", "latin1"));
  const moov = box("moov", Buffer.alloc(0));
  const payload = options.payload ?? Buffer.alloc(0);
  const rest = size - ftyp.length - moov.length - 8 - payload.length;
  if (rest < 0) throw new Error(`an MP4 needs at least ${size - rest} bytes`);
  return Buffer.concat([ftyp, moov, box("mdat", Buffer.concat([payload, Buffer.alloc(rest, options.fill ?? 7)]))]);
}

/** An EBML element: its ID bytes, a size as an 8-byte variable-length number, its body. */
const element = (id: number[], body: Buffer) => {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), size, body]);
};

/** A WebM as a browser's recorder writes it: segment and cluster of unknown size, a block of `blockBytes`. */
export function webm(blockBytes = 4096): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([element([0x42, 0x86], Buffer.from([1])), element([0x42, 0x82], Buffer.from("webm"))]));
  const info = element([0x15, 0x49, 0xa9, 0x66], Buffer.alloc(0));
  const tracks = element([0x16, 0x54, 0xae, 0x6b], Buffer.alloc(0));
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0xff]), element([0xe7], Buffer.from([0])), element([0xa3], Buffer.alloc(blockBytes, 3))]);
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), info, tracks, cluster]);
  return Buffer.concat([header, segment]);
}

/** An Ogg stream of one page that opens it, holding `bytes` filler bytes (at most 255). */
export function ogg(bytes = 200): Buffer {
  const header = Buffer.alloc(27);
  header.write("OggS", 0, "latin1");
  header[5] = 0x02;
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([bytes]), Buffer.alloc(bytes, 9)]);
}
