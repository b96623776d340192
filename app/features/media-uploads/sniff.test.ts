import { describe, expect, it } from "vitest";
import { declaredFamily, sniffMediaFormat } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

const ftyp = (brand: string, boxSize = 24) => bytes([0, 0, 0, boxSize], "ftyp", brand, [0, 0, 0, 0]);

describe("sniffMediaFormat", () => {
  it.each([
    ["jpg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["png", bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13])],
    ["gif", bytes("GIF89a", [1, 0, 1, 0, 0, 0])],
    ["gif", bytes("GIF87a", [1, 0, 1, 0, 0, 0])],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["mp4", ftyp("isom")],
    ["mp4", ftyp("mp42")],
    ["webm", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81])],
    ["ogg", bytes("OggS", [0, 2, 0, 0, 0, 0, 0, 0])],
  ])("recognises %s by its first bytes", (extension, head) => {
    expect(sniffMediaFormat(head)?.extension).toBe(extension);
  });

  it.each([
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["SVG with an XML prolog", bytes('<?xml version="1.0"?><svg/>')],
    ["HTML", bytes("<!doctype html><html>")],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a HEIC photo (ISO media with an image brand)", ftyp("heic")],
    ["an AVIF image", ftyp("avif")],
    ["an ftyp box too small to be one", ftyp("isom", 4)],
    ["a PDF", bytes("%PDF-1.7\n%")],
    ["nothing", bytes()],
    ["a truncated PNG signature", bytes([0x89], "PNG")],
  ])("refuses %s", (_label, head) => {
    expect(sniffMediaFormat(head)).toBeNull();
  });
});

describe("declaredFamily", () => {
  it("maps the accepted declared types, ignoring case and parameters", () => {
    expect(declaredFamily("image/png")).toBe("image");
    expect(declaredFamily("IMAGE/JPEG; charset=binary")).toBe("image");
    expect(declaredFamily("image/jpg")).toBe("image");
    expect(declaredFamily("video/webm")).toBe("video");
  });

  it("refuses anything else", () => {
    for (const type of ["image/svg+xml", "text/html", "application/octet-stream", "", undefined, "toString", "image/png2"]) {
      expect(declaredFamily(type)).toBeNull();
    }
  });
});
