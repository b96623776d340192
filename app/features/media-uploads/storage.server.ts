import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_FORMATS, type MediaExtension, type MediaFormat, SNIFF_LENGTH, sniffMediaFormat } from "./sniff";
import type { IssuedSlot } from "./upload-slots.server";

/** A stored upload's name: the slot's random object key plus the extension of its sniffed format. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp|mp4|webm|ogg)$/;

export const objectKeyOf = (name: string) => name.slice(0, name.indexOf("."));

/** The format of a name that matches STORED_NAME. */
export const formatOfStoredName = (name: string): MediaFormat => MEDIA_FORMATS[name.slice(name.indexOf(".") + 1) as MediaExtension];

/** Where the browser PUTs a file to this server (the route in api.server.ts). */
export const uploadPath = (token: string) => `/api/objects/upload/${token}`;
const UPLOAD_PATH = /^\/api\/objects\/upload\/([A-Za-z0-9_-]{43})$/;

/** Which upload slot an upload URL names: by its token on this server, by its object key in a bucket. */
export type UploadReference = { token: string } | { objectKey: string };

/** The bytes of an upload no record has claimed yet: the server has not checked them for a purpose. */
export type UnverifiedUpload = {
  /**
   * Its content (in memory, at most `limit + 1` bytes, so a caller can tell "too large"; or the file
   * holding it), its size, first bytes and declared type; null when nothing was uploaded.
   */
  read(limit: number): Promise<{ content: Buffer | { file: string }; size: number; head: Buffer; contentType: string | undefined } | null>;
  discard(): Promise<void>;
};

// An upload held for a claim that never comes is removed after this long (a bucket's lifecycle rule does the same for incoming/).
const HELD_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Where request bodies are spooled before they are checked (on the same disk as local storage, so saving is a rename). */
  readonly scratchDir: string;
  /** Where the browser PUTs the file of a new upload slot (the `uploadURL` of docs/product.md §12). */
  uploadUrl(slot: IssuedSlot): Promise<string>;
  /** The slot behind an upload URL this storage handed out (whatever its signature), or null for any other URL. */
  uploadOf(url: string): UploadReference | null;
  /** Keeps a spooled upload made without a purpose until a record claims it (moving the file). */
  hold(objectKey: string, content: { file: string }): Promise<void>;
  /** The unchecked upload behind a slot: held by `hold`, or written straight into a bucket. */
  heldUpload(objectKey: string): UnverifiedUpload;
  /** Stores checked media under its final name (moving a given file) and answers its public URL. */
  save(name: string, content: Buffer | { file: string }, format: MediaFormat): Promise<string>;
  publicUrl(name: string): string;
  /** The stored name behind one of our public media URLs, or null for any other URL. */
  storedName(url: string): string | null;
  has(name: string): Promise<boolean>;
  /** Deletes a stored file (gone already is fine). */
  remove(name: string): Promise<void>;
  /** Resolves when media can be stored now: the folder takes a file, or the bucket answers to our keys. */
  probe(): Promise<void>;
}

/**
 * Uploads on this server's disk, served by `localMediaRouter` at `/uploads/<name>`. Public URLs are
 * root-relative, so they work whichever host name the site is reached by.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = "local";
  readonly scratchDir: string;
  /** Uploads made without a purpose, kept unchanged until a record claims them. */
  private readonly heldDir: string;

  constructor(
    readonly dir: string,
    /** PUBLIC_URL: absolute URLs on the site's own origin are accepted as ours too. */
    private readonly siteOrigin?: string,
  ) {
    this.scratchDir = path.join(dir, ".incoming");
    this.heldDir = path.join(dir, ".unclaimed");
    mkdirSync(this.scratchDir, { recursive: true });
  }

  async uploadUrl(slot: IssuedSlot): Promise<string> {
    return uploadPath(slot.token);
  }

  uploadOf(url: string): UploadReference | null {
    const token = UPLOAD_PATH.exec(this.sitePath(url))?.[1];
    return token ? { token } : null;
  }

  async hold(objectKey: string, content: { file: string }): Promise<void> {
    // Made on first use: most sites only ever upload through the admin screens, which name a purpose.
    await mkdir(this.heldDir, { recursive: true });
    await rename(content.file, this.heldPath(objectKey));
    await this.forgetOldHeldUploads();
  }

  heldUpload(objectKey: string): UnverifiedUpload {
    const file = this.heldPath(objectKey);
    return {
      read: async () => {
        const handle = await open(file).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : Promise.reject(error)));
        if (!handle) return null;
        try {
          const { size } = await handle.stat();
          const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(SNIFF_LENGTH), position: 0 });
          const head = buffer.subarray(0, bytesRead);
          // The PUT already matched the declared type to these bytes.
          return { content: { file }, size, head, contentType: sniffMediaFormat(head)?.contentType };
        } finally {
          await handle.close();
        }
      },
      discard: () => rm(file, { force: true }),
    };
  }

  async save(name: string, content: Buffer | { file: string }, _format: MediaFormat): Promise<string> {
    let source: string;
    if (Buffer.isBuffer(content)) {
      source = path.join(this.scratchDir, randomUUID());
      await writeFile(source, content, { flag: "wx" });
    } else {
      source = content.file;
    }
    await rename(source, this.filePath(name));
    return this.publicUrl(name);
  }

  publicUrl(name: string): string {
    return `/uploads/${name}`;
  }

  storedName(url: string): string | null {
    const name = /^\/uploads\/([^/]+)$/.exec(this.sitePath(url))?.[1];
    return name && STORED_NAME.test(name) ? name : null;
  }

  async has(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    return stat(this.filePath(name)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await rm(this.filePath(name), { force: true });
  }

  async probe(): Promise<void> {
    const file = path.join(this.scratchDir, `.probe-${randomUUID()}`);
    await writeFile(file, "probe", { flag: "wx" });
    await rm(file, { force: true });
  }

  /** A root-relative path for URLs on the site's own origin (PUBLIC_URL). */
  private sitePath(url: string): string {
    return this.siteOrigin && url.startsWith(`${this.siteOrigin}/`) ? url.slice(this.siteOrigin.length) : url;
  }

  /** Only for object keys, which are UUIDs (checked by the caller's slot lookup). */
  private heldPath(objectKey: string): string {
    return path.join(this.heldDir, objectKey);
  }

  private async forgetOldHeldUploads(): Promise<void> {
    const cutoff = Date.now() - HELD_UPLOAD_LIFETIME_MS;
    for (const name of await readdir(this.heldDir)) {
      const file = path.join(this.heldDir, name);
      const found = await stat(file).catch(() => null);
      if (found && found.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  /** Only for names that match STORED_NAME, which cannot climb out of the folder. */
  filePath(name: string): string {
    return path.join(this.dir, name);
  }
}
