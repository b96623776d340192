import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Bucket } from "../../../tests/helpers/s3-bucket";
import { startTestServer } from "../../../tests/helpers/test-server";
import { adminUsers } from "../../db/schema/admin-auth";
import { hashPassword } from "../admin-auth/password.server";
import type { MediaPurpose } from "./claim-media";
import { claimUploadedMedia } from "./claim.server";
import { mp4 } from "../../../tests/helpers/media-files";

let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
let endpoint: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let adminToken: string;
const BUCKET = "hall-media";

beforeAll(async () => {
  bucket = await startS3Bucket(BUCKET);
  endpoint = bucket.endpoint;
  server = await startTestServer({ env: bucket.env });
  await server.db.insert(adminUsers).values({ username: "anush", passwordHash: await hashPassword("a long enough password") });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "anush", password: "a long enough password" }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await server?.close();
  await bucket?.close();
});

const claim = (url: string, purpose: MediaPurpose) => claimUploadedMedia(server.db, server.services.storage, url, purpose);

/** What the admin's browser does: ask for an upload URL, then PUT the file straight to the bucket. */
async function uploadToBucket(purpose: MediaPurpose, body: Buffer, contentType: string): Promise<string> {
  const response = await fetch(`${server.url}/api/objects/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ purpose }),
  });
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(body) });
  expect(put.status).toBe(200);
  expect(await incomingStatus(uploadURL)).toBe(200);
  return uploadURL;
}

/** The status of the unchecked object a presigned URL wrote. */
const incomingStatus = async (uploadURL: string) => (await fetch(uploadURL.split("?")[0]!, { method: "HEAD" })).status;
const png = () => sharp({ create: { width: 500, height: 400, channels: 3, background: "#c33" } }).png().toBuffer();

describe("S3 media storage", () => {
  it("hands out a presigned PUT into the bucket's incoming/ folder, valid for the slot's ten minutes", async () => {
    const response = await fetch(`${server.url}/api/objects/upload`, { method: "POST", headers: { Authorization: `Bearer ${adminToken}` } });
    const { uploadURL } = (await response.json()) as { uploadURL: string };
    const url = new URL(uploadURL);
    expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^${endpoint}/${BUCKET}/incoming/[0-9a-f-]{36}$`));
    expect(url.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get("X-Amz-Expires"))).toBeGreaterThan(590);
    expect(Number(url.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(600);
  });

  it("lets the page load media from the bucket and PUT to it (CSP)", async () => {
    const csp = (await fetch(`${server.url}/healthz`)).headers.get("content-security-policy")!;
    expect(csp).toContain(`connect-src 'self' ${endpoint}`);
    expect(csp).toContain(`img-src 'self' data: blob: https: ${endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: https: ${endpoint}`);
  });

  it("checks a staff photo on claim: re-encoded to 300x300 JPEG under uploads/, the unchecked object deleted", async () => {
    const uploadURL = await uploadToBucket("staff", await png(), "image/png");
    const claimed = await claim(uploadURL, "staff");
    expect(claimed.mediaType).toBe("image");
    expect(claimed.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/uploads/[0-9a-f-]{36}\\.jpg$`));

    const served = await fetch(claimed.url);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 300, height: 300 });
    expect(await incomingStatus(uploadURL)).toBe(404);

    expect(await claim(claimed.url, "staff")).toEqual(claimed);
    await expect(claim(uploadURL, "staff")).rejects.toMatchObject({ status: 400, code: "invalid_media_url" });
    await expect(claim(claimed.url, "banner")).rejects.toMatchObject({ status: 400, code: "invalid_media_url" });
  });

  it("stores a banner video as sent, with its sniffed type", async () => {
    const video = mp4();
    const claimed = await claim(await uploadToBucket("banner", video, "video/mp4"), "banner");
    expect(claimed).toEqual({ url: expect.stringMatching(/\/uploads\/[0-9a-f-]{36}\.mp4$/), mediaType: "video" });
    const served = await fetch(claimed.url);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
  });

  it("refuses and deletes what should not have been uploaded", async () => {
    const cases: [MediaPurpose, Buffer, string, { status: number; code: string }][] = [
      ["banner", Buffer.from("<!doctype html><script>alert(1)</script>"), "image/png", { status: 415, code: "invalid_file_type" }],
      ["banner", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml", { status: 415, code: "invalid_file_type" }],
      ["banner", await png(), "video/mp4", { status: 415, code: "invalid_file_type" }],
      ["banner", Buffer.alloc(0), "image/png", { status: 415, code: "invalid_file_type" }],
      ["staff", mp4(), "video/mp4", { status: 415, code: "invalid_file_type" }],
      ["staff", Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]), "image/png", { status: 413, code: "file_size_error" }],
    ];
    for (const [purpose, body, type, refusal] of cases) {
      const uploadURL = await uploadToBucket(purpose, body, type);
      await expect(claim(uploadURL, purpose), `${type} for ${purpose}`).rejects.toMatchObject(refusal);
      expect(await incomingStatus(uploadURL)).toBe(404);
    }
  });

  it("refuses URLs that are not this bucket's uploads", async () => {
    for (const url of [
      "https://evil.example/x.png",
      `${endpoint}/${BUCKET}/incoming/00000000-0000-0000-0000-000000000000`,
      `${endpoint}/${BUCKET}/uploads/00000000-0000-0000-0000-000000000000.jpg`,
      `${endpoint}/other-bucket/incoming/00000000-0000-0000-0000-000000000000`,
    ]) {
      await expect(claim(url, "banner"), url).rejects.toMatchObject({ status: 400, code: "invalid_media_url" });
    }
  });
});
