import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mp4, ogg, webm } from "../../../tests/helpers/media-files";
import { MEDIA_FORMATS } from "./sniff";
import { isWholeVideoFile } from "./video-container.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "video-check-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function check(bytes: Buffer, extension: "mp4" | "webm" | "ogg") {
  const file = path.join(dir, `${files++}.${extension}`);
  await writeFile(file, bytes);
  return isWholeVideoFile(file, MEDIA_FORMATS[extension]);
}

const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>".padEnd(4096, " "));

describe("a video is the container its first bytes claim, to its last byte", () => {
  it("takes MP4, WebM and Ogg files made of their own parts, small and large", async () => {
    expect(await check(mp4(), "mp4")).toBe(true);
    expect(await check(mp4(3 * 1024 * 1024), "mp4")).toBe(true);
    expect(await check(webm(), "webm")).toBe(true);
    expect(await check(webm(300_000), "webm")).toBe(true);
    expect(await check(ogg(), "ogg")).toBe(true);
  });

  it("refuses a video header with a page or anything else behind it", async () => {
    const ftyp = mp4().subarray(0, 24);
    expect(await check(Buffer.concat([ftyp, html]), "mp4")).toBe(false);
    expect(await check(Buffer.concat([webm().subarray(0, 49), html]), "webm")).toBe(false);
    expect(await check(Buffer.concat([ogg(), html]), "ogg")).toBe(false);
  });

  it("refuses a file cut short, one with bytes after its end, and an MP4 without its movie", async () => {
    const whole = mp4();
    expect(await check(whole.subarray(0, whole.length - 100), "mp4")).toBe(false);
    expect(await check(Buffer.concat([whole, Buffer.from("trailing")]), "mp4")).toBe(false);
    const withoutMovie = Buffer.concat([whole.subarray(0, 24), whole.subarray(32)]);
    expect(await check(withoutMovie, "mp4")).toBe(false);
    const recorded = webm();
    expect(await check(recorded.subarray(0, recorded.length - 10), "webm")).toBe(false);
    expect(await check(ogg().subarray(0, 100), "ogg")).toBe(false);
  });

  it("refuses a WebM header naming another document type", async () => {
    const matroska = Buffer.from(webm().toString("latin1").replace("webm", "mkv\0"), "latin1");
    expect(await check(matroska, "webm")).toBe(false);
  });
});
