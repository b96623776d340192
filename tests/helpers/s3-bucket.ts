import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3 look-alike (s3rver) on a loopback port with one bucket, its files in a temp folder, and
 * the `S3_*` settings that point the server at it.
 */
export async function startS3Bucket(bucket = "hall-media") {
  const dir = await mkdtemp(path.join(os.tmpdir(), "hall-s3-"));
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: `${endpoint}/${bucket}/`,
    },
    /** Stops answering, as a bucket that goes away does. */
    stop: () => s3.close(),
    async close() {
      await s3.close().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
