import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { seedRuns } from "../../app/db/schema/seeds";
import { runSeeds } from "../../server/seed";
import { DEMO_CONCERTS } from "../../app/eventhub/demo-concerts";
import { login, startAppProcess } from "../reliability/helpers/app-process";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const demoKey = String(DEMO_CONCERTS[0]!.id);
const json = async (url: string) => (await fetch(url)).json();

async function publicReads(url: string) {
  return {
    banners: ((await json(`${url}/api/advert-banners/active`)) as unknown[]).length,
    comingSoon: ((await json(`${url}/api/events/coming-soon?lang=en`)) as unknown[]).length,
    databaseConcert: (await fetch(`${url}/api/events?id=${demoKey}`)).status,
  };
}

describe("demo content", () => {
  it("is counted on the dashboard, removed in one call from every public read, and never seeded again", async () => {
    // Read once first, so that the kept public reads must be forgotten by the removal.
    expect(await publicReads(server.url)).toEqual({ banners: 2, comingSoon: 2, databaseConcert: 200 });
    const dashboard = await admin.call("/admin/dashboard");
    expect(dashboard.body.content.demoContent).toEqual({ banners: 2, comingSoon: 3, concerts: 4, removed: false });

    const removed = await admin.call("/admin/demo-content/remove", "POST");
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ banners: 0, comingSoon: 0, concerts: 0, removed: true });
    expect(await publicReads(server.url)).toEqual({ banners: 0, comingSoon: 0, databaseConcert: 404 });

    // Even a demo seed this database has not recorded (a new version of one, say) is not run any more.
    await server.db.delete(seedRuns).where(like(seedRuns.name, "%demo%"));
    await server.db.delete(seedRuns).where(like(seedRuns.name, "concerts/%"));
    expect(await runSeeds(server.db)).toEqual(["concerts/legacy-ids-v1"]);
    expect(await publicReads(server.url)).toEqual({ banners: 0, comingSoon: 0, databaseConcert: 404 });
    expect((await admin.call("/admin/demo-content/remove", "POST")).body).toEqual({ banners: 0, comingSoon: 0, concerts: 0, removed: true });
  });

  it("leaves what staff made themselves", async () => {
    const event = {
      date: "2031-05-01T19:30:00",
      translations: ["eng", "arm", "rus"].map((languageCode) => ({ languageCode, title: "Staff-made", location: "Hall" })),
    };
    expect((await admin.call("/events/coming-soon", "POST", event)).status).toBe(201);
    await admin.call("/admin/demo-content/remove", "POST");
    expect(((await admin.call("/events/coming-soon?includeInactive=true")).body as unknown[]).length).toBe(1);
  });

  it("stays removed when the server restarts on the same data", { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "hall-demo-"));
    try {
      const first = await startAppProcess({ DATA_DIR: dataDir });
      try {
        expect((await publicReads(first.url)).banners).toBe(2);
        const { body } = await login(first.url);
        const response = await fetch(`${first.url}/api/admin/demo-content/remove`, { method: "POST", headers: { Authorization: `Bearer ${body.token}` } });
        expect(response.status).toBe(200);
      } finally {
        await first.stop();
      }
      const second = await startAppProcess({ DATA_DIR: dataDir });
      try {
        expect(await publicReads(second.url)).toEqual({ banners: 0, comingSoon: 0, databaseConcert: 404 });
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
