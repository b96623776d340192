import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_FORMATS, type MediaExtension, type MediaFormat } from "./sniff";
import type { IssuedSlot } from "./upload-slots.server";

/** A stored upload's name: the slot's random object key plus the extension of its sniffed format. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp|mp4|webm|ogg)$/;

export const objectKeyOf = (name: string) => name.slice(0, name.indexOf("."));

/** The format of a name that matches STORED_NAME. */
export const formatOfStoredName = (name: string): MediaFormat => MEDIA_FORMATS[name.slice(name.indexOf(".") + 1) as MediaExtension];

/** Where the browser PUTs a file to this server (the route in api.server.ts). */
export const uploadPath = (token: string) => `/api/objects/upload/${token}`;

/** An object the browser wrote straight into storage: the server has not seen its bytes yet. */
export type UnverifiedUpload = {
  objectKey: string;
  /** At most `limit + 1` bytes of it (so a caller can tell "too large") and its declared type; null when it was never written. */
  read(limit: number): Promise<{ data: Buffer; contentType: string | undefined } | null>;
  discard(): Promise<void>;
};

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Where request bodies are spooled before they are checked (on the same disk as local storage, so saving is a rename). */
  readonly scratchDir: string;
  /** Where the browser PUTs the file of a new upload slot (the `uploadURL` of docs/product.md §12). */
  uploadUrl(slot: IssuedSlot): Promise<string>;
  /** Stores checked media under its final name (moving a given file) and answers its public URL. */
  save(name: string, content: Buffer | { file: string }, format: MediaFormat): Promise<string>;
  publicUrl(name: string): string;
  /** The stored name behind one of our public media URLs, or null for any other URL. */
  storedName(url: string): string | null;
  has(name: string): Promise<boolean>;
  /** The not yet checked object a presigned PUT URL wrote, or null when `url` is not one (always null on local disk). */
  unverifiedUpload(url: string): UnverifiedUpload | null;
}

/**
 * Uploads on this server's disk, served by `localMediaRouter` at `/uploads/<name>`. Public URLs are
 * root-relative, so they work whichever host name the site is reached by.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = "local";
  readonly scratchDir: string;

  constructor(
    readonly dir: string,
    /** PUBLIC_URL: absolute URLs on the site's own origin are accepted as ours too. */
    private readonly siteOrigin?: string,
  ) {
    this.scratchDir = path.join(dir, ".incoming");
    mkdirSync(this.scratchDir, { recursive: true });
  }

  async uploadUrl(slot: IssuedSlot): Promise<string> {
    return uploadPath(slot.token);
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
    const sitePath = this.siteOrigin && url.startsWith(`${this.siteOrigin}/`) ? url.slice(this.siteOrigin.length) : url;
    const name = /^\/uploads\/([^/]+)$/.exec(sitePath)?.[1];
    return name && STORED_NAME.test(name) ? name : null;
  }

  async has(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    return stat(this.filePath(name)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  unverifiedUpload(): null {
    return null;
  }

  /** Only for names that match STORED_NAME, which cannot climb out of the folder. */
  filePath(name: string): string {
    return path.join(this.dir, name);
  }
}
