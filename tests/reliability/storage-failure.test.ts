import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { advertBanners } from "../../app/db/schema/banners";
import { signedInAdmin } from "../helpers/admin-client";
import { startS3Bucket } from "../helpers/s3-bucket";
import { startTestServer } from "../helpers/test-server";
import { reportFigures } from "./figures";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

const png = () => sharp({ create: { width: 540, height: 960, channels: 3, background: "#7a1f2b" } }).png().toBuffer();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const banner = (mediaUrl: string) => ({ title: "Storage fault", mediaUrl, mediaType: "image", targetUrl: "/concerts", startDate: day(-1), endDate: day(30) });

describe("a failed storage write on upload", () => {
  it("a full disk: 507 with a clear message, no file kept, no banner stored", async () => {
    const server = await startTestServer();
    servers.push(server);
    const admin = await signedInAdmin(server);
    const storage = server.services.storage;
    storage.save = async () => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    const slot = await admin.call("/objects/upload", "POST", { purpose: "banner" });
    const put = await fetch(new URL(slot.body.uploadURL, server.url), { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await png()) });
    expect(put.status).toBe(507);
    expect(await put.json()).toEqual({ message: expect.stringMatching(/storage is full.*not saved/), code: "storage_full" });
    const uploads = path.join(server.services.config.dataDir, "uploads");
    expect((await readdir(uploads, { recursive: true })).filter((name) => name !== ".incoming")).toEqual([]);
    expect(await server.db.select().from(advertBanners)).toEqual([]);
  });

  it("an S3 bucket that stops answering: 503 when the banner is saved, and no banner stored", async () => {
    const bucket = await startS3Bucket();
    const server = await startTestServer({ env: bucket.env });
    servers.push(server);
    const admin = await signedInAdmin(server);
    const slot = await admin.call("/objects/upload", "POST", { purpose: "banner" });
    const put = await fetch(slot.body.uploadURL, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(await png()) });
    expect(put.ok).toBe(true);

    await bucket.stop();
    const created = await admin.call("/advert-banners", "POST", banner(slot.body.uploadURL));
    expect(created.status).toBe(503);
    expect(created.body).toEqual({ message: expect.stringMatching(/not answering.*nothing was saved/), code: "storage_unavailable" });
    expect(await server.db.select().from(advertBanners)).toEqual([]);
    await bucket.close();
    reportFigures("storage faults", { injected: 2, answered_clearly: 2, half_stored_banners: 0 });
  });
});
