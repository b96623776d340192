import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { uploadSlots } from "../../app/db/schema/media-uploads";
import { hashPassword } from "../../app/features/admin-auth/password.server";
import { claimUploadedMedia, forgetUnclaimedUploads, UNCLAIMED_UPLOAD_LIFETIME_MS } from "../../app/features/media-uploads/claim.server";
import { startTestServer } from "../helpers/test-server";
import { mp4 as mp4File, webm } from "../helpers/media-files";
import { signedInAdmin } from "../helpers/admin-client";
import { OPEN_SLOTS_PER_ACCOUNT } from "../../app/features/media-uploads/upload-slots.server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let adminToken: string;
const PASSWORD = "correct horse battery staple";
const MB = 1024 * 1024;
const STORED_URL = /^\/uploads\/[0-9a-f-]{36}\.(jpg|png|gif|webp|mp4|webm|ogg)$/;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insert(adminUsers).values({ username: "anush", passwordHash: await hashPassword(PASSWORD) });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "anush", password: PASSWORD }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await server?.close();
});

const uploadsDir = () => path.join(server.services.config.dataDir, "uploads");
/** Every file under the uploads folder, spooled bodies included. */
async function uploadedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir(), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name))).sort();
}

function requestUploadUrl(body?: unknown, token = adminToken) {
  return fetch(`${server.url}/api/objects/upload`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function uploadUrl(purpose?: "banner" | "staff" | "event"): Promise<string> {
  const response = await requestUploadUrl(purpose ? { purpose } : undefined);
  expect(response.status).toBe(200);
  return ((await response.json()) as { uploadURL: string }).uploadURL;
}

type UploadBody = Buffer | ReadableStream<Uint8Array>;
function put(url: string, body: UploadBody, contentType: string) {
  return fetch(`${server.url}${url}`, { method: "PUT", headers: { "Content-Type": contentType }, body, duplex: "half" } as RequestInit);
}

type Stored = { url: string; mediaType: string; contentType: string; size: number };
/** A file PUT for `purpose`: checked and stored, not served until a record claims it. */
async function unclaimedUpload(purpose: "banner" | "staff" | "event", body: UploadBody, contentType: string): Promise<Stored> {
  const response = await put(await uploadUrl(purpose), body, contentType);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Stored;
}
/** An upload for `purpose`, claimed as the record saved with it claims it. */
async function upload(purpose: "banner" | "staff" | "event", body: UploadBody, contentType: string): Promise<Stored> {
  const stored = await unclaimedUpload(purpose, body, contentType);
  await claimUploadedMedia(server.db, server.services.storage, stored.url, purpose);
  return stored;
}

const solid = (background: string) => sharp({ create: { width: 640, height: 480, channels: 3, background } });
const images = {
  png: () => solid("#b22").png().toBuffer(),
  jpeg: () => solid("#2b2").jpeg().toBuffer(),
  webp: () => solid("#22b").webp().toBuffer(),
  gif: () => solid("#bb2").gif().toBuffer(),
};
/** An MP4 past the API's 1 MB JSON limit: video is stored as sent. */
const mp4 = (size = 2 * MB) => mp4File(size);
const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/** A body sent chunk by chunk without Content-Length, so only counting can stop it. */
function streamOf(totalBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new Uint8Array(Math.min(256 * 1024, totalBytes - sent));
      if (sent === 0) chunk.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** GET with a raw, unnormalised path (fetch would resolve `..` before sending). */
function rawGet(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(`${server.url}${pathname}`, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

describe("POST /api/objects/upload", () => {
  it("answers 401 without a token and with a forged one", async () => {
    expect((await fetch(`${server.url}/api/objects/upload`, { method: "POST" })).status).toBe(401);
    const forged = await requestUploadUrl(undefined, "A".repeat(43));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: "unauthorized" });
  });

  it("hands out a single-use relative URL for ten minutes, storing only the token's hash", async () => {
    const before = Date.now();
    const response = await requestUploadUrl();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { uploadURL, expiresAt } = (await response.json()) as { uploadURL: string; expiresAt: string };
    const token = /^\/api\/objects\/upload\/([A-Za-z0-9_-]{43})$/.exec(uploadURL)?.[1];
    expect(token).toBeDefined();
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    const slots = await server.db.select().from(uploadSlots);
    expect(JSON.stringify(slots)).not.toContain(token);
    // Asked for without a purpose: the banner, staff member or event that claims it decides.
    expect(slots.at(-1)).toMatchObject({ purpose: null, usedAt: null, claimedAt: null });
  });

  it("refuses an account more open upload links than a screen ever holds, and gives them again once one is used", async () => {
    const hoarder = await signedInAdmin(server, "slot-hoarder");
    const links: string[] = [];
    for (let i = 0; i < OPEN_SLOTS_PER_ACCOUNT; i++) {
      const slot = await hoarder.call("/objects/upload", "POST");
      expect(slot.status).toBe(200);
      links.push(slot.body.uploadURL);
    }
    const refused = await hoarder.call("/objects/upload", "POST");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "throttled", message: expect.stringContaining(`${OPEN_SLOTS_PER_ACCOUNT} uploads started`) });
    // Another account is not held back by this one.
    expect((await requestUploadUrl()).status).toBe(200);
    expect((await put(links[0]!, webm(), "video/webm")).status).toBe(200);
    expect((await hoarder.call("/objects/upload", "POST")).status).toBe(200);
  });

  it("takes a purpose and refuses an unknown one", async () => {
    expect((await requestUploadUrl({ purpose: "staff" })).status).toBe(200);
    for (const body of [{ purpose: "avatar" }, { purpose: 1 }, ["banner"]]) {
      const response = await requestUploadUrl(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "purpose must be banner, staff or event", code: "invalid_purpose" });
    }
  });
});

describe("PUT to the upload URL and GET /uploads", () => {
  let filesBefore: string[];
  beforeEach(async () => {
    filesBefore = await uploadedFiles();
  });

  describe("refusals", () => {
    afterEach(async () => {
      expect(await uploadedFiles()).toEqual(filesBefore);
    });

    const invalidType = { message: "Please select a valid image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, OGG) file", code: "invalid_file_type" };
    const invalidImage = { message: "Please select a valid image (JPEG, PNG, GIF, WebP) file", code: "invalid_file_type" };

    it("refuses a banner over 50 MB with 413 before storing anything", async () => {
      const response = await put(await uploadUrl("banner"), Buffer.alloc(51 * MB), "video/mp4");
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: "File size must be less than 50MB", code: "file_size_error" });
    });

    it("refuses a 6 MB staff photo, by Content-Length and while streaming without one", async () => {
      const tooLarge = { message: "File size must be less than 5MB", code: "file_size_error" };
      const declared = await put(await uploadUrl("staff"), Buffer.concat([await images.png(), Buffer.alloc(6 * MB)]), "image/png");
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual(tooLarge);
      const streamed = await put(await uploadUrl("staff"), streamOf(6 * MB), "image/png");
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toEqual(tooLarge);
    });

    it("refuses a video for a staff photo or an event image", async () => {
      for (const purpose of ["staff", "event"] as const) {
        const response = await put(await uploadUrl(purpose), mp4(), "video/mp4");
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual(invalidImage);
      }
    });

    it("refuses content whose declared type is of the other family or not accepted", async () => {
      const cases: [Buffer, string][] = [
        [await images.png(), "video/mp4"],
        [mp4(), "image/png"],
        [await images.png(), "image/svg+xml"],
        [await images.png(), "application/octet-stream"],
        [Buffer.from(JSON.stringify({ evil: true })), "application/json"],
      ];
      for (const [body, type] of cases) {
        const response = await put(await uploadUrl("banner"), body, type);
        expect(response.status, type).toBe(415);
        expect(await response.json()).toEqual(invalidType);
      }
    });

    it("refuses HTML and SVG whatever their declared type", async () => {
      for (const [body, type] of [
        [html, "image/png"],
        [html, "text/html"],
        [svgWithScript, "image/svg+xml"],
        [svgWithScript, "image/png"],
        [Buffer.alloc(0), "image/png"],
      ] as const) {
        const response = await put(await uploadUrl("banner"), body, type);
        expect(response.status, `${body.subarray(0, 5)} as ${type}`).toBe(415);
        expect(await response.json()).toEqual(invalidType);
      }
    });

    it("refuses an image that starts right but does not decode", async () => {
      const broken = Buffer.concat([(await images.jpeg()).subarray(0, 200), Buffer.alloc(2000, 0x41)]);
      for (const purpose of ["banner", "staff"] as const) {
        const response = await put(await uploadUrl(purpose), broken, "image/jpeg");
        expect(response.status).toBe(415);
        expect(await response.json()).toMatchObject({ code: "invalid_file_type" });
      }
    });

    it("answers 404 for an unknown upload URL and 410 for an expired or used one", async () => {
      const unknown = await put(`/api/objects/upload/${"x".repeat(43)}`, await images.png(), "image/png");
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: "upload_not_found" });

      const expiredUrl = await uploadUrl("banner");
      const tokenHash = createHash("sha256").update(expiredUrl.split("/").at(-1)!).digest("hex");
      await server.db.update(uploadSlots).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploadSlots.tokenHash, tokenHash));
      const expired = await put(expiredUrl, await images.png(), "image/png");
      expect(expired.status).toBe(410);
      expect(await expired.json()).toEqual({ message: "This upload link has expired. Please try again", code: "upload_expired" });
    });

    it("answers 404 for names that are not stored uploads, path traversal included", async () => {
      for (const pathname of [
        "/uploads/..%2F..%2Fetc%2Fpasswd",
        "/uploads/../package.json",
        "/uploads/..%2Fpackage.json",
        "/uploads/%2E%2E%2F%2E%2E%2Fpackage.json",
        "/uploads/.incoming",
        "/uploads/00000000-0000-0000-0000-000000000000.png",
        "/uploads/00000000-0000-0000-0000-000000000000.svg",
      ]) {
        expect(await rawGet(pathname), pathname).toBe(404);
      }
    });
  });

  it.each(Object.entries(images))("stores a %s banner image re-encoded as WebP and serves it with its type, nosniff and immutable caching", async (_kind, make) => {
    const stored = await upload("banner", await make(), `image/${_kind}`);
    expect(stored).toMatchObject({ mediaType: "image", contentType: "image/webp" });
    expect(stored.url).toMatch(STORED_URL);
    expect(stored.url.endsWith(".webp")).toBe(true);

    const served = await fetch(`${server.url}${stored.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-disposition")).toBe("inline");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(stored.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    expect(await uploadedFiles()).toEqual([...filesBefore, path.basename(stored.url)].sort());
  });

  it("re-encodes a staff photo to a 300x300 JPEG and an event image to 326x180", async () => {
    for (const [purpose, width, height] of [["staff", 300, 300], ["event", 326, 180]] as const) {
      const stored = await upload(purpose, await images.png(), "image/png");
      expect(stored).toMatchObject({ mediaType: "image", contentType: "image/jpeg" });
      expect(stored.url.endsWith(".jpg")).toBe(true);
      const served = await fetch(`${server.url}${stored.url}`);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width, height });
    }
  });

  it("stores banner videos as sent, larger than the JSON body limit, and serves byte ranges", async () => {
    const video = mp4();
    const stored = await upload("banner", video, "video/mp4");
    expect(stored).toEqual({ url: expect.stringMatching(STORED_URL), mediaType: "video", contentType: "video/mp4", size: video.length });
    expect(stored.url.endsWith(".mp4")).toBe(true);
    const served = await fetch(`${server.url}${stored.url}`);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    const range = await fetch(`${server.url}${stored.url}`, { headers: { Range: "bytes=4-11" } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString("latin1")).toBe("ftypisom");

    const webmStored = await upload("banner", webm(), "video/webm");
    expect(webmStored).toMatchObject({ mediaType: "video", contentType: "video/webm" });
    expect((await fetch(`${server.url}${webmStored.url}`)).headers.get("content-type")).toBe("video/webm");
  });

  it("accepts one PUT per URL: a second, or two at once, get 410 and store nothing more", async () => {
    const url = await uploadUrl("staff");
    expect((await put(url, await images.png(), "image/png")).status).toBe(200);
    const reused = await put(url, await images.png(), "image/png");
    expect(reused.status).toBe(410);
    expect(await reused.json()).toEqual({ message: "This upload link has already been used. Please try again", code: "upload_used" });

    const raced = await uploadUrl("staff");
    const filesBeforeRace = await uploadedFiles();
    const statuses = await Promise.all([1, 2, 3].map(async () => (await put(raced, await images.png(), "image/png")).status));
    expect(statuses.sort()).toEqual([200, 410, 410]);
    expect(await uploadedFiles()).toHaveLength(filesBeforeRace.length + 1);
  });
});

describe("claimUploadedMedia", () => {
  const claim = (url: string, purpose: "banner" | "staff" | "event") => claimUploadedMedia(server.db, server.services.storage, url, purpose);
  const refusal = { status: 400, code: "invalid_media_url" };

  it("accepts our own upload for the purpose it was made for", async () => {
    const photo = await unclaimedUpload("staff", await images.jpeg(), "image/jpeg");
    expect(await claim(photo.url, "staff")).toEqual({ url: photo.url, mediaType: "image" });
    const video = await unclaimedUpload("banner", webm(), "video/webm");
    expect(await claim(` ${video.url} `, "banner")).toEqual({ url: video.url, mediaType: "video" });
  });

  it("removes a file stored at its upload that no record claimed within a day, and keeps the ones records hold", async () => {
    const abandoned = await unclaimedUpload("banner", await images.png(), "image/png");
    const kept = await unclaimedUpload("banner", await images.png(), "image/png");
    expect(await claim(kept.url, "banner")).toEqual({ url: kept.url, mediaType: "image" });
    const recent = await unclaimedUpload("staff", await images.jpeg(), "image/jpeg");

    // Not served while no record holds it.
    expect((await fetch(`${server.url}${abandoned.url}`)).status).toBe(404);
    expect(await forgetUnclaimedUploads(server.db, server.services.storage)).toBe(0);
    const dayLater = new Date(Date.now() + UNCLAIMED_UPLOAD_LIFETIME_MS + 60_000);
    expect(await forgetUnclaimedUploads(server.db, server.services.storage, dayLater)).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${server.url}${abandoned.url}`)).status).toBe(404);
    await expect(claim(abandoned.url, "banner")).rejects.toMatchObject(refusal);
    expect((await fetch(`${server.url}${kept.url}`)).status).toBe(200);
    expect(await claim(kept.url, "banner")).toEqual({ url: kept.url, mediaType: "image" });
    // Swept as well, a day on: nothing claimed it.
    expect((await fetch(`${server.url}${recent.url}`)).status).toBe(404);
  });

  it("lets banners keep the site's own /media/ files", async () => {
    expect(await claim("/media/demo/banner-season.webp", "banner")).toEqual({ url: "/media/demo/banner-season.webp", mediaType: "image" });
    await expect(claim("/media/../package.json", "banner")).rejects.toMatchObject(refusal);
    await expect(claim("/media/demo/banner-season.webp", "staff")).rejects.toMatchObject(refusal);
  });

  it("refuses foreign URLs, names never stored, and uploads made for another purpose", async () => {
    const banner = await unclaimedUpload("banner", await images.png(), "image/png");
    const video = await unclaimedUpload("banner", mp4(4096), "video/mp4");
    for (const [url, purpose] of [
      ["https://evil.example/x.png", "banner"],
      [`https://evil.example${banner.url}`, "banner"],
      ["/uploads/00000000-0000-0000-0000-000000000000.webp", "banner"],
      ["/uploads/../package.json", "banner"],
      ["javascript:alert(1)", "banner"],
      ["", "banner"],
      [video.url, "staff"],
      [video.url, "event"],
      [banner.url, "staff"],
    ] as const) {
      await expect(claim(url, purpose), `${url} for ${purpose}`).rejects.toMatchObject(refusal);
    }
  });
});
