import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { AwsClient } from "aws4fetch";
import type { MediaFormat } from "./sniff";
import { type MediaStorage, STORED_NAME, type UnverifiedUpload } from "./storage.server";
import type { IssuedSlot } from "./upload-slots.server";

export type S3Settings = {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 endpoint; objects are addressed path-style. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base URL of the bucket (often a CDN): `${publicUrl}/uploads/<name>` is what visitors load. */
  publicUrl: string;
};

/**
 * Browsers PUT straight into `incoming/` with a presigned URL; only checked media reaches `uploads/`.
 * Make only `uploads/` publicly readable and let a lifecycle rule expire `incoming/` after a day:
 * an incoming object is whatever the browser sent, under the Content-Type it chose.
 */
const INCOMING = "incoming/";
const STORED = "uploads/";
const UUID = /^[0-9a-f-]{36}$/;

const trimSlash = (url: string) => url.replace(/\/+$/, "");

async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  while (size <= limit) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel();
  return Buffer.concat(chunks).subarray(0, limit + 1);
}

export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3";
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly publicBase: string;

  constructor(
    settings: S3Settings,
    readonly scratchDir: string,
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
      retries: 2,
    });
    this.bucketUrl = `${trimSlash(settings.endpoint)}/${encodeURIComponent(settings.bucket)}/`;
    this.publicBase = `${trimSlash(settings.publicUrl)}/${STORED}`;
    mkdirSync(scratchDir, { recursive: true });
  }

  /** A presigned PUT valid until the slot expires. Content-Type is left unsigned: the browser sends its file's own. */
  async uploadUrl(slot: IssuedSlot): Promise<string> {
    const url = new URL(`${this.bucketUrl}${INCOMING}${slot.objectKey}`);
    const seconds = Math.max(1, Math.floor((slot.expiresAt.getTime() - Date.now()) / 1000));
    url.searchParams.set("X-Amz-Expires", String(seconds));
    const signed = await this.client.sign(url, { method: "PUT", aws: { signQuery: true } });
    return signed.url;
  }

  async save(name: string, content: Buffer | { file: string }, format: MediaFormat): Promise<string> {
    const body = Buffer.isBuffer(content) ? content : await readFile(content.file);
    const response = await this.client.fetch(`${this.bucketUrl}${STORED}${name}`, {
      method: "PUT",
      body: new Uint8Array(body),
      headers: {
        "Content-Type": format.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Disposition": "inline",
      },
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 refused to store ${name}: HTTP ${response.status}`);
    return this.publicUrl(name);
  }

  publicUrl(name: string): string {
    return `${this.publicBase}${name}`;
  }

  storedName(url: string): string | null {
    if (!url.startsWith(this.publicBase)) return null;
    const name = url.slice(this.publicBase.length);
    return STORED_NAME.test(name) ? name : null;
  }

  async has(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    const response = await this.client.fetch(`${this.bucketUrl}${STORED}${name}`, { method: "HEAD" });
    return response.ok;
  }

  /** The browser stores the upload URL it PUT to; its query (the signature) is ignored. */
  unverifiedUpload(url: string): UnverifiedUpload | null {
    const withoutQuery = url.split("?")[0]!;
    if (!withoutQuery.startsWith(`${this.bucketUrl}${INCOMING}`)) return null;
    const objectKey = withoutQuery.slice(this.bucketUrl.length + INCOMING.length);
    if (!UUID.test(objectKey)) return null;
    const objectUrl = `${this.bucketUrl}${INCOMING}${objectKey}`;
    return {
      objectKey,
      read: async (limit) => {
        const head = await this.client.fetch(objectUrl, { method: "HEAD" });
        if (head.status === 404) return null;
        if (!head.ok) throw new Error(`S3 refused to look up ${objectKey}: HTTP ${head.status}`);
        // An empty object has no byte 0 to start a range at.
        if (head.headers.get("content-length") === "0") return { data: Buffer.alloc(0), contentType: head.headers.get("content-type") ?? undefined };
        const response = await this.client.fetch(objectUrl, { headers: { Range: `bytes=0-${limit}` } });
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new Error(`S3 refused to read ${objectKey}: HTTP ${response.status}`);
        }
        return { data: await readAtMost(response.body, limit), contentType: response.headers.get("content-type") ?? undefined };
      },
      discard: async () => {
        const response = await this.client.fetch(objectUrl, { method: "DELETE" });
        await response.body?.cancel();
      },
    };
  }
}
