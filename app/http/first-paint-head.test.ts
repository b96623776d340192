import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { firstPaintHead } from "./first-paint-head.server";

async function clientDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "inline-css-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "root-abc.css"), "body{color:red}");
  return dir;
}

const through = async (dir: string, chunks: string[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(firstPaintHead(dir)));

describe("readying the head for the first paint", () => {
  it("puts the build's stylesheet into the head, its link kept for print only, whatever the order of the link's attributes and however the head is cut into chunks", async () => {
    const dir = await clientDir();
    const html = await through(dir, ['<html><head><link nonce="n1" rel="stylesheet" href="/assets/ro', 'ot-abc.css"/><title>x</title></he', "ad><body>", "</body></html>"]);
    expect(html).toBe('<html><head><style>body{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css" media="print"/><title>x</title></head><body></body></html>');
  });

  it("leaves other stylesheets, a missing file and the body as they are", async () => {
    const dir = await clientDir();
    const head = '<head><link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="stylesheet" href="/assets/gone.css"/></head>';
    const body = '<body><link rel="stylesheet" href="/assets/root-abc.css"/></body>';
    expect(await through(dir, [head, body])).toBe(head + body);
  });

  it("asks for the scripts at low priority, so the page's picture and fonts load first; a preload in the body, or one that names its priority, stays", async () => {
    const dir = await clientDir();
    const html = await through(dir, [
      '<head><link rel="modulepreload" href="/assets/entry-abc.js" nonce="n1"/><link nonce="n1" rel="modulepre',
      'load" href="/assets/page-abc.js"/><link rel="modulepreload" fetchpriority="high" href="/assets/x.js"/><link rel="preload" as="image" href="/p.webp"/></head>',
      '<body><link rel="modulepreload" href="/assets/late.js"/></body>',
    ]);
    expect(html).toBe(
      '<head><link fetchpriority="low" rel="modulepreload" href="/assets/entry-abc.js" nonce="n1"/><link fetchpriority="low" nonce="n1" rel="modulepreload" href="/assets/page-abc.js"/>' +
        '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js"/><link rel="preload" as="image" href="/p.webp"/></head><body><link rel="modulepreload" href="/assets/late.js"/></body>',
    );
  });
});
