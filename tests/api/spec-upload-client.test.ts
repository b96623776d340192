import { readdir, utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { signedInAdmin } from "../helpers/admin-client";
import { startS3Bucket } from "../helpers/s3-bucket";
import { startTestServer } from "../helpers/test-server";
import { mp4 as mp4File } from "../helpers/media-files";

// A client written from the API description alone: it asks for an upload URL without a body, PUTs
// the file there, and sends that very uploadURL as the banner's mediaUrl or the photo's imageUrl.
// The same client runs against local disk and an S3 bucket (s3rver on loopback).

const MB = 1024 * 1024;
const BUCKET = "hall-media";
const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: "#8a2432" } }).png().toBuffer();
const mp4 = () => mp4File(64 * 1024, { fill: 5 });

const bannerBody = (mediaUrl: string, mediaType = "image") => ({
  title: "Winter season",
  mediaUrl,
  mediaType,
  targetUrl: "/concerts",
  startDate: day(-1),
  endDate: day(30),
});
const staffBody = (imageUrl: string) => ({
  imageUrl,
  displayOrder: 1,
  translations: [
    { languageCode: "eng", firstName: "Anna", lastName: "Petrosyan", position: "Executive director" },
    { languageCode: "arm", firstName: "Աննա", lastName: "Պետրոսյան", position: "Գործադիր տնօրեն" },
    { languageCode: "rus", firstName: "Анна", lastName: "Петросян", position: "Исполнительный директор" },
  ],
});
const eventBody = (imageUrl: string) => ({
  imageUrl,
  date: `${day(40)}T19:30:00`,
  translations: [
    { languageCode: "eng", title: "New Year gala", location: "Aram Khachaturian Concert Hall" },
    { languageCode: "arm", title: "Ամանորյա գալա", location: "Արամ Խաչատրյանի անվան համերգասրահ" },
    { languageCode: "rus", title: "Новогодний гала-концерт", location: "Концертный зал имени Арама Хачатуряна" },
  ],
});

type Storage = { name: "local disk" | "S3"; env(): Promise<NodeJS.ProcessEnv>; stored: () => RegExp; close(): Promise<void> };

function s3Storage(): Storage {
  let bucket: Awaited<ReturnType<typeof startS3Bucket>> | undefined;
  return {
    name: "S3",
    async env() {
      bucket = await startS3Bucket(BUCKET);
      return bucket.env;
    },
    stored: () => new RegExp(`^${bucket!.endpoint}/${BUCKET}/uploads/[0-9a-f-]{36}\\.`),
    close: async () => bucket?.close(),
  };
}

const localStorage: Storage = { name: "local disk", env: async () => ({}), stored: () => /^\/uploads\/[0-9a-f-]{36}\./, close: async () => {} };

describe.each([localStorage, s3Storage()])("a client following the spec, media on $name", (storage) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    server = await startTestServer({ env: await storage.env() });
    admin = await signedInAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
    await storage.close();
  });

  /** POST with no body, then PUT the file to the uploadURL as is; answers the uploadURL and the PUT's answer. */
  async function uploadWithoutPurpose(bytes: Buffer, contentType: string) {
    const slot = await fetch(`${server.url}/api/objects/upload`, { method: "POST", headers: { Authorization: `Bearer ${admin.token}` } });
    expect(slot.status).toBe(200);
    const { uploadURL } = (await slot.json()) as { uploadURL: string };
    const put = await fetch(new URL(uploadURL, server.url), { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(bytes) });
    expect(put.status, await put.clone().text()).toBe(200);
    return { uploadURL, answer: await put.text() };
  }

  const absolute = (url: string) => new URL(url, server.url).href;
  async function served(url: string) {
    const response = await fetch(absolute(url));
    expect(response.status).toBe(200);
    return { type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("stores the uploadURL as a banner image: the banner shows the checked file, re-encoded as WebP", async () => {
    const { uploadURL } = await uploadWithoutPurpose(await png(), "image/png");
    const created = await admin.call("/advert-banners", "POST", bannerBody(uploadURL));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ mediaType: "image", isCurrentlyActive: true });
    expect(created.body.mediaUrl).toMatch(storage.stored());
    const image = await served(created.body.mediaUrl);
    expect(image.type).toBe("image/webp");
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "webp", width: 800, height: 600 });
    const active = (await admin.call("/advert-banners/active", "GET", undefined, null)).body as { id: number; mediaUrl: string }[];
    expect(active.find((banner) => banner.id === created.body.id)?.mediaUrl).toBe(created.body.mediaUrl);
  });

  it("stores the uploadURL as a banner video, kept byte for byte", async () => {
    const video = mp4();
    const { uploadURL } = await uploadWithoutPurpose(video, "video/mp4");
    const created = await admin.call("/advert-banners", "POST", bannerBody(uploadURL, "video"));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.mediaType).toBe("video");
    expect(created.body.mediaUrl).toMatch(storage.stored());
    const file = await served(created.body.mediaUrl);
    expect(file.type).toBe("video/mp4");
    expect(file.bytes.equals(video)).toBe(true);
  });

  it("stores the uploadURL as a staff photo, cropped to a 300x300 JPEG", async () => {
    const { uploadURL } = await uploadWithoutPurpose(await png(), "image/png");
    const created = await admin.call("/staff", "POST", staffBody(uploadURL));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.imageUrl).toMatch(storage.stored());
    const photo = await served(created.body.imageUrl);
    expect(photo.type).toBe("image/jpeg");
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: "jpeg", width: 300, height: 300 });
  });

  it("stores the uploadURL as a coming-soon event image, cropped to a 326x180 JPEG", async () => {
    const { uploadURL } = await uploadWithoutPurpose(await png(), "image/png");
    const created = await admin.call("/events/coming-soon", "POST", eventBody(uploadURL));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.imageUrl).toMatch(storage.stored());
    const image = await served(created.body.imageUrl);
    expect(image.type).toBe("image/jpeg");
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "jpeg", width: 326, height: 180 });
  });

  it("refuses a 6 MB upload as a staff photo with the 5 MB message, and creates no member", async () => {
    const before = (await admin.call("/staff?language=en", "GET", undefined, null)).body.length;
    const { uploadURL } = await uploadWithoutPurpose(Buffer.concat([await png(), Buffer.alloc(6 * MB)]), "image/png");
    const refused = await admin.call("/staff", "POST", staffBody(uploadURL));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: "File size must be less than 5MB", code: "file_size_error" });
    expect((await admin.call("/staff?language=en", "GET", undefined, null)).body.length).toBe(before);
  });

  it("refuses a video as a staff photo or an event image", async () => {
    const imagesOnly = { message: "Please select a valid image (JPEG, PNG, GIF, WebP) file", code: "invalid_file_type" };
    const { uploadURL: forStaff } = await uploadWithoutPurpose(mp4(), "video/mp4");
    const staff = await admin.call("/staff", "POST", staffBody(forStaff));
    expect(staff.status).toBe(415);
    expect(staff.body).toEqual(imagesOnly);
    const { uploadURL: forEvent } = await uploadWithoutPurpose(mp4(), "video/mp4");
    const event = await admin.call("/events/coming-soon", "POST", eventBody(forEvent));
    expect(event.status).toBe(415);
    expect(event.body).toEqual(imagesOnly);
  });

  it("refuses at claim an image that starts right but does not decode", async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 100), Buffer.alloc(2000, 0x41)]);
    const { uploadURL } = await uploadWithoutPurpose(broken, "image/png");
    const refused = await admin.call("/events/coming-soon", "POST", eventBody(uploadURL));
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe("invalid_file_type");
  });

  it("lets one upload back one record only: the same uploadURL is refused for a second banner or a staff photo", async () => {
    const { uploadURL } = await uploadWithoutPurpose(await png(), "image/png");
    expect((await admin.call("/advert-banners", "POST", bannerBody(uploadURL))).status).toBe(201);
    for (const [path, body] of [["/advert-banners", bannerBody(uploadURL)], ["/staff", staffBody(uploadURL)]] as const) {
      const reused = await admin.call(path, "POST", body);
      expect(reused.status, path).toBe(400);
      expect(reused.body).toEqual({ message: "This upload is already used by another record. Please upload the file again", code: "invalid_media_url" });
    }
  });

  it("keeps an upload asked for with a purpose to that purpose", async () => {
    const slot = await admin.call("/objects/upload", "POST", { purpose: "staff" });
    const put = await fetch(new URL(slot.body.uploadURL, server.url), { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await png()) });
    expect(put.status).toBe(200);
    expect((await admin.call("/advert-banners", "POST", bannerBody(slot.body.uploadURL))).body.code).toBe("invalid_media_url");
    const created = await admin.call("/staff", "POST", staffBody(slot.body.uploadURL));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await sharp((await served(created.body.imageUrl)).bytes).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it("refuses an upload URL nothing was PUT to, and forged ones, with a 400 that says what to do", async () => {
    const slot = await admin.call("/objects/upload", "POST");
    const empty = await admin.call("/advert-banners", "POST", bannerBody(slot.body.uploadURL));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: "No file was uploaded to this upload URL. Please upload the file first", code: "invalid_media_url" });

    const { uploadURL } = await uploadWithoutPurpose(await png(), "image/png");
    const forged = storage.name === "S3" ? uploadURL.replace(/incoming\/[0-9a-f-]{36}/, "incoming/00000000-0000-4000-8000-000000000000") : `/api/objects/upload/${"A".repeat(43)}`;
    for (const url of [forged, `${uploadURL}x`.replace("?", "x?")]) {
      const refused = await admin.call("/staff", "POST", staffBody(url));
      expect(refused.status, url).toBe(400);
      expect(refused.body).toEqual({ message: "The media file was not found among this site's uploads. Please upload it again", code: "invalid_media_url" });
    }
  });
});

describe("a client that stores the URL the PUT answers (local disk)", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  const held = () => path.join(server.services.config.dataDir, "uploads", ".unclaimed");

  it("can use the answered URL for any purpose while no record has claimed the upload", async () => {
    const slot = await admin.call("/objects/upload", "POST");
    const put = await fetch(new URL(slot.body.uploadURL, server.url), { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await png()) });
    const answer = (await put.json()) as { url: string; mediaType: string };
    expect(answer).toMatchObject({ url: slot.body.uploadURL, mediaType: "image" });
    const created = await admin.call("/events/coming-soon", "POST", eventBody(answer.url));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    // The file waited unchanged outside the served folder and is gone from there once claimed.
    expect(await readdir(held())).toEqual([]);
  });

  it("forgets an upload no record claimed within a day when the next one arrives", async () => {
    const first = await admin.call("/objects/upload", "POST");
    await fetch(new URL(first.body.uploadURL, server.url), { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await png()) });
    const [waiting] = await readdir(held());
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await utimes(path.join(held(), waiting!), dayAndAMinuteAgo, dayAndAMinuteAgo);

    const second = await admin.call("/objects/upload", "POST");
    await fetch(new URL(second.body.uploadURL, server.url), { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await png()) });
    expect(await readdir(held())).toHaveLength(1);
    const late = await admin.call("/staff", "POST", staffBody(first.body.uploadURL));
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("invalid_media_url");
    expect((await admin.call("/staff", "POST", staffBody(second.body.uploadURL))).status).toBe(201);
  });
});
