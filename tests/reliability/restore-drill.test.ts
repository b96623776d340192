import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { runSeeds } from "../../server/seed";
import { createPostgresDatabase } from "./helpers/postgres";

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let media: string;
beforeAll(async () => {
  database = await createPostgresDatabase();
  const app = await openDatabase({ kind: "postgres", url: database.url });
  await runSeeds(app.db);
  await app.close();
  media = await mkdtemp(path.join(os.tmpdir(), "hall-media-"));
  await writeFile(path.join(media, "0b5a5b8e-4f5c-4a71-9d0e-1c2b3d4e5f60.jpg"), "not really a jpeg");
});
afterAll(async () => {
  await database?.drop();
  if (media) await rm(media, { recursive: true, force: true });
});

describe("restore drill (scripts/restore-drill.sh)", () => {
  it("restores a dump of a seeded database and the media folder with equal counts and checksums", async () => {
    const { stdout } = await promisify(execFile)("scripts/restore-drill.sh", [database.url, media]);
    expect(stdout).toMatch(/media: 1 files restored/);
    expect(stdout.trim().split("\n").at(-1)).toBe("restore drill: OK");
    console.info(`[reliability] ${stdout.trim().split("\n").join(" | ")}`);
  });
});
