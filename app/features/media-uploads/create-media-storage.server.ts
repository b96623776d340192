import path from "node:path";
import { S3MediaStorage, type S3Settings } from "./s3-storage.server";
import { LocalMediaStorage, type MediaStorage } from "./storage.server";

export type MediaStorageSettings = { dataDir: string; publicUrl: string | undefined; s3: S3Settings | undefined };

/** S3-compatible storage when it is configured, else the `uploads` folder under DATA_DIR. */
export function createMediaStorage({ dataDir, publicUrl, s3 }: MediaStorageSettings): MediaStorage {
  const uploads = path.join(dataDir, "uploads");
  return s3 ? new S3MediaStorage(s3, path.join(uploads, ".incoming")) : new LocalMediaStorage(uploads, publicUrl);
}
