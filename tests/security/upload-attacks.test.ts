import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";
import { mp4 } from "../helpers/media-files";
import { claimUploadedMedia } from "../../app/features/media-uploads/claim.server";

// Oversize, PNG-as-MP4, HTML-as-PNG, SVG, path traversal, expired and reused URLs: tests/api/uploads-api.test.ts.

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server, "uploader");
});
afterAll(async () => {
  await server?.close();
});

const SCRIPT = "<script>window.__xss=1</script><html><body onload=alert(1)>";

async function put(purpose: "banner" | "staff" | "event", body: Buffer, headers: Record<string, string>, query = "") {
  const slot = await admin.call("/objects/upload", "POST", { purpose });
  const response = await fetch(`${server.url}${slot.body.uploadURL}${query}`, { method: "PUT", headers, body: new Uint8Array(body) });
  return { status: response.status, body: (await response.json()) as { url?: string; code?: string } };
}

/** What a record saved with an upload does to it: only a claimed upload's file is served. */
const claim = (url: string, purpose: "banner" | "staff" | "event") => claimUploadedMedia(server.db, server.services.storage, url, purpose);

async function storedNames() {
  const dir = path.join(server.services.config.dataDir, "uploads");
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[])).map(String);
}

describe("polyglots", () => {
  it("re-encodes a GIF that is also JavaScript and a JPEG and PNG with HTML appended: the script is gone", async () => {
    const gifJs = Buffer.concat([Buffer.from("GIF89a/*"), await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).gif().toBuffer().then((gif) => gif.subarray(8)), Buffer.from(`*/=1;window.__xss=1;//${SCRIPT}`)]);
    const jpegHtml = Buffer.concat([await sharp({ create: { width: 64, height: 64, channels: 3, background: "#a33" } }).jpeg().toBuffer(), Buffer.from(SCRIPT)]);
    const pngHtml = Buffer.concat([await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a3" } }).png().toBuffer(), Buffer.from(SCRIPT)]);
    for (const [file, type] of [[gifJs, "image/gif"], [jpegHtml, "image/jpeg"], [pngHtml, "image/png"]] as const) {
      for (const purpose of ["banner", "staff"] as const) {
        const { status, body } = await put(purpose, file, { "Content-Type": type });
        if (status !== 200) {
          expect(body.code).toBe("invalid_file_type");
          continue;
        }
        await claim(body.url!, purpose);
        const served = await fetch(`${server.url}${body.url}`);
        expect(served.headers.get("content-type")).toMatch(/^image\/(webp|jpeg)$/);
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(Buffer.from(await served.arrayBuffer()).toString("latin1")).not.toMatch(/script|__xss|onload/);
      }
    }
  });

  it("refuses an MP4 header with a page behind it, and serves a real video with HTML in its data as video only", async () => {
    const headerThenPage = Buffer.concat([mp4().subarray(0, 24), Buffer.from(SCRIPT), Buffer.alloc(4096, 1)]);
    const refused = await put("banner", headerThenPage, { "Content-Type": "video/mp4" });
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe("invalid_file_type");

    const { status, body } = await put("banner", mp4(8192, { payload: Buffer.from(SCRIPT) }), { "Content-Type": "video/mp4" });
    expect(status).toBe(200);
    await claim(body.url!, "banner");
    const served = await fetch(`${server.url}${body.url}`);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

/** A real PNG whose header then claims huge dimensions (CRC fixed), the classic decompression bomb. */
async function pixelFlood(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("the site as a file host", () => {
  it("serves an upload's file only once a record claims it: before that it is not found, for anyone", async () => {
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#335" } }).png().toBuffer();
    const { status, body } = await put("staff", photo, { "Content-Type": "image/png" });
    expect(status).toBe(200);
    const file = `${server.url}${body.url}`;
    expect((await fetch(file)).status).toBe(404);
    expect((await fetch(file, { headers: { Authorization: `Bearer ${admin.token}` } })).status).toBe(404);

    const translations = [
      { languageCode: "eng", firstName: "Anna", lastName: "Petrosyan", position: "Executive director" },
      { languageCode: "arm", firstName: "Աննա", lastName: "Պետրոսյան", position: "Գործադիր տնօրեն" },
      { languageCode: "rus", firstName: "Анна", lastName: "Петросян", position: "Исполнительный директор" },
    ];
    const member = await admin.call("/staff", "POST", { imageUrl: body.url, linkedIn: "https://www.linkedin.com/in/anna", displayOrder: 1, translations });
    expect(member.status).toBe(201);
    const served = await fetch(file);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });
});

describe("pixel flood", () => {
  it("refuses a few-kilobyte PNG that claims 20000x20000 pixels, without decoding it", async () => {
    const flood = await pixelFlood(20_000, 20_000);
    expect(flood.length).toBeLessThan(1024);
    for (const purpose of ["banner", "staff", "event"] as const) {
      const started = performance.now();
      const { status, body } = await put(purpose, flood, { "Content-Type": "image/png" });
      expect(status).toBe(415);
      expect(body.code).toBe("invalid_file_type");
      expect(performance.now() - started).toBeLessThan(3000);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("spoofing by name", () => {
  it("ignores any file name the client sends: the stored name is random and the extension follows the bytes", async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#33a" } }).png().toBuffer();
    const { status, body } = await put("staff", png, { "Content-Type": "image/png", "Content-Disposition": 'attachment; filename="../../evil.html"', "X-File-Name": "evil.html" }, "?name=../../evil.html&filename=shell.php");
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect((await storedNames()).some((name) => /evil|shell|\.html|\.php/.test(name))).toBe(false);
  });

  it("refuses HTML named and typed as an image", async () => {
    const { status, body } = await put("banner", Buffer.from(`<!doctype html>${SCRIPT}`), { "Content-Type": "image/png", "Content-Disposition": 'attachment; filename="photo.png"' });
    expect(status).toBe(415);
    expect(body.code).toBe("invalid_file_type");
  });
});
