import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, firstPaintHead, scriptStarter } from "./first-paint-head.server";

async function clientDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "inline-css-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "root-abc.css"), "body{color:red}");
  return dir;
}

const through = async (dir: string, chunks: string[], nonce = "") => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(firstPaintHead(dir, nonce)));

describe("readying the head for the first paint", () => {
  it("puts the build's stylesheet into the head, its link kept for print only, whatever the order of the link's attributes and however the head is cut into chunks", async () => {
    const dir = await clientDir();
    const html = await through(dir, ['<html><head><link nonce="n1" rel="stylesheet" href="/assets/ro', 'ot-abc.css"/><title>x</title></he', "ad><body>", "</body></html>"]);
    expect(html).toBe('<html><head><style>body{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css" media="print"/><title>x</title></head><body></body></html>');
  });

  it("inlines the stylesheet when React Router marks its address with a trailing # (a lazily loaded chunk uses it too)", async () => {
    const dir = await clientDir();
    const html = await through(dir, ['<html><head><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css#"/></head><body></body></html>']);
    expect(html).toBe('<html><head><style>body{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css#" media="print"/></head><body></body></html>');
  });

  it("leaves other stylesheets, a missing file and the body as they are", async () => {
    const dir = await clientDir();
    const head = '<head><link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="stylesheet" href="/assets/gone.css"/></head>';
    const body = '<body><link rel="stylesheet" href="/assets/root-abc.css"/></body>';
    expect(await through(dir, [head, body])).toBe(head + body);
  });

  it("moves the head's module preloads into a starter script under the page's nonce, and holds the body's module script back under another type, however the chunks cut its tag", async () => {
    const dir = await clientDir();
    const html = await through(
      dir,
      [
        '<head><link rel="modulepreload" href="/assets/entry-abc.js" nonce="n1"/><link nonce="n1" rel="modulepre',
        'load" href="/assets/page-abc.js"/><link rel="preload" as="image" href="/p.webp"/></head>',
        '<body><main>x</main><script nonce="n1">window.data = 1;</script><scr',
        'ipt nonce="n1" type="mod',
        'ule" async="">import * as route0 from "/assets/page-abc.js";</script><script type="module">later()</script></body>',
      ],
      "n1",
    );
    expect(html).toBe(
      `<head><link rel="preload" as="image" href="/p.webp"/>${scriptStarter(["/assets/entry-abc.js", "/assets/page-abc.js"], "n1")}</head>` +
        `<body><main>x</main><script nonce="n1">window.data = 1;</script><script nonce="n1" type="${AFTER_FIRST_PAINT}" async="">import * as route0 from "/assets/page-abc.js";</script><script type="module">later()</script></body>`,
    );
  });

  it("leaves a page without module preloads (an error page rendered without the build's scripts) and its scripts as they are", async () => {
    const dir = await clientDir();
    const page = '<head><title>x</title></head><body><script type="module">run()</script></body>';
    expect(await through(dir, [page])).toBe(page);
  });

  it("gives the starter the nonce of the page, and none on a page without one", () => {
    expect(scriptStarter(["/assets/a.js"], "n1")).toMatch(/^<script nonce="n1">\(\(\) => \{/);
    expect(scriptStarter(["/assets/a.js"], "")).toMatch(/^<script>/);
    expect(scriptStarter(["/assets/a.js"], "")).toContain('["/assets/a.js"]');
  });
});
