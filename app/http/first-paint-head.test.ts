import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, firstPaintHead, scriptStarter } from "./first-paint-head.server";

const through = async (chunks: string[], nonce = "") => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(firstPaintHead(nonce)));

describe("holding the scripts back until the first paint", () => {
  it("moves the head's module preloads into a starter script under the page's nonce, and holds the body's module script back under another type, however the chunks cut its tag", async () => {
    const html = await through(
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
        `<body><main>x</main><script nonce="n1">window.data = 1;</script><script nonce="n1" type="${AFTER_FIRST_PAINT}">import * as route0 from "/assets/page-abc.js";</script><script type="module">later()</script></body>`,
    );
  });

  it("holds the module script back as a data block without the async attribute the HTML checker refuses on one", async () => {
    const html = await through(['<head><link rel="modulepreload" href="/assets/a.js"/></head><body><script type="module" async>run()</script></body>']);
    expect(html).toContain(`<script type="${AFTER_FIRST_PAINT}">run()</script>`);
    expect(html).not.toMatch(/<script[^>]*type="text\/x-[^"]*"[^>]*\basync\b/);
  });

  it("leaves a page without module preloads (an error page rendered without the build's scripts) and its scripts as they are", async () => {
    const page = '<head><title>x</title></head><body><script type="module">run()</script></body>';
    expect(await through([page])).toBe(page);
  });

  it("gives the starter the nonce of the page, and none on a page without one", () => {
    expect(scriptStarter(["/assets/a.js"], "n1")).toMatch(/^<script nonce="n1">\(\(\) => \{/);
    expect(scriptStarter(["/assets/a.js"], "")).toMatch(/^<script>/);
    expect(scriptStarter(["/assets/a.js"], "")).toContain('["/assets/a.js"]');
  });
});
