import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serviceWorkerScript } from "./service-worker";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function serve(enabled: boolean) {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "hall-sw-"));
  await writeFile(path.join(clientDir, "sw.js"), "/* the build's worker */\nconst VERSION = 1;\n");
  const app = express();
  app.get("/sw.js", serviceWorkerScript({ clientDir, enabled }));
  const server = http.createServer(app).listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(clientDir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sw.js`;
}

describe("GET /sw.js", () => {
  it("serves the build's service worker as JavaScript that browsers check again on every visit", async () => {
    const response = await fetch(await serve(true));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("the build's worker");
  });

  it("with offline programmes switched off, serves a worker that empties the programmes' caches and unregisters itself", async () => {
    const response = await fetch(await serve(false));
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = await response.text();
    expect(body).not.toContain("the build's worker");
    expect(body).toContain("self.registration.unregister()");
    expect(body).toContain('name.startsWith("hall-programme")');
  });
});
