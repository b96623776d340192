import { mkdirSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { AwsClient } from "aws4fetch";
import { type MediaFormat, SNIFF_LENGTH } from "./sniff";
import { type MediaStorage, STORED_NAME, type UnverifiedUpload, type UploadReference } from "./storage.server";
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
    const url = new URL(this.incomingUrl(slot.objectKey));
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

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    const response = await this.client.fetch(`${this.bucketUrl}${STORED}${name}`, { method: "DELETE" });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw new Error(`bucket answered HTTP ${response.status} to a delete`);
  }

  /** HEAD of the bucket: 200 when it exists and our keys may use it (403 or 404 otherwise). */
  async probe(): Promise<void> {
    const response = await this.client.fetch(this.bucketUrl, { method: "HEAD" });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`bucket answered HTTP ${response.status}`);
  }

  /** The browser stores the upload URL it PUT to; its query (the signature) is ignored. */
  uploadOf(url: string): UploadReference | null {
    const withoutQuery = url.split("?")[0]!;
    if (!withoutQuery.startsWith(`${this.bucketUrl}${INCOMING}`)) return null;
    const objectKey = withoutQuery.slice(this.bucketUrl.length + INCOMING.length);
    return UUID.test(objectKey) ? { objectKey } : null;
  }

  /** Browsers PUT to the bucket directly, so this only serves a file that reached the server anyway. */
  async hold(objectKey: string, content: { file: string }): Promise<void> {
    const response = await this.client.fetch(this.incomingUrl(objectKey), { method: "PUT", body: new Uint8Array(await readFile(content.file)) });
    await response.body?.cancel();
    await rm(content.file, { force: true });
    if (!response.ok) throw new Error(`S3 refused to hold ${objectKey}: HTTP ${response.status}`);
  }

  heldUpload(objectKey: string): UnverifiedUpload {
    const objectUrl = this.incomingUrl(objectKey);
    return {
      read: async (limit) => {
        const head = await this.client.fetch(objectUrl, { method: "HEAD" });
        if (head.status === 404) return null;
        if (!head.ok) throw new Error(`S3 refused to look up ${objectKey}: HTTP ${head.status}`);
        const contentType = head.headers.get("content-type") ?? undefined;
        // An empty object has no byte 0 to start a range at.
        if (head.headers.get("content-length") === "0") return { content: Buffer.alloc(0), size: 0, head: Buffer.alloc(0), contentType };
        const response = await this.client.fetch(objectUrl, { headers: { Range: `bytes=0-${limit}` } });
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new Error(`S3 refused to read ${objectKey}: HTTP ${response.status}`);
        }
        const data = await readAtMost(response.body, limit);
        return { content: data, size: data.length, head: data.subarray(0, SNIFF_LENGTH), contentType: response.headers.get("content-type") ?? contentType };
      },
      discard: async () => {
        const response = await this.client.fetch(objectUrl, { method: "DELETE" });
        await response.body?.cancel();
      },
    };
  }

  private incomingUrl(objectKey: string): string {
    return `${this.bucketUrl}${INCOMING}${objectKey}`;
  }
}
