import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newDataDir, type RunningServer, startServer } from "../../scripts/bench/server-process";
import { lastDays } from "../../app/features/visitor-figures/schema";
import { createPostgresDatabase } from "./helpers/postgres";
import { reportFigures } from "./figures";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

// Two production servers (pages need the build) counting into one PostgreSQL database.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
const apps: RunningServer[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/ensure-build.js"], { cwd: ROOT, stdio: "ignore" });
  database = await createPostgresDatabase();
  const env = { DATABASE_URL: database.url, LOG_LEVEL: "error" };
  // One after the other: the first migrates the new database.
  apps.push(await startServer(await newDataDir(), env));
  apps.push(await startServer(await newDataDir(), env));
}, 300_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.child.exitCode === null && app.stop()));
  await database?.drop();
});

async function page(app: RunningServer, path: string, agent: string) {
  const response = await fetch(`${app.url}${path}`, { headers: { "User-Agent": agent, Accept: "text/html" } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  expect(response.headers.get("set-cookie")).toBeNull();
  return response;
}

async function buyTicket(app: RunningServer, eventId: string, agent: string) {
  const response = await fetch(`${app.url}/api/eventhub-proxy/Event/GetChart`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": agent },
    body: JSON.stringify({ eventId, backUrl: `${app.url}/en` }),
  });
  expect(response.status).toBe(200);
}

describe("visitor figures on two instances", () => {
  it("add up in the database, a visitor seen by both counts once, and what is in memory is written on SIGTERM", async () => {
    const [one, two] = apps as [RunningServer, RunningServer];
    await page(one, "/en", DESKTOP);
    const kept = await page(one, "/en", DESKTOP);
    expect(kept.headers.get("x-server-cache")).toBe("hit");
    await page(two, "/en", DESKTOP);
    await page(two, "/en/orchestra/event/1001", PHONE);
    // One visitor's Buy ticket on both instances counts once; another's counts.
    await buyTicket(one, "1001", PHONE);
    await buyTicket(two, "1001", PHONE);
    await buyTicket(two, "1001", DESKTOP);
    await page(two, "/en", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");

    // Well within the 5 s between writes: the last counts are written by the shutdown.
    expect(await Promise.all(apps.map((app) => app.stop()))).toBeDefined();
    const today = lastDays(1).to;
    const pages = await database.query<{ path: string; views: number }>("select path, views from visitor_page_days where day = $1 order by path", [today]);
    expect(pages).toEqual([
      { path: "/en", views: 3 },
      { path: "/en/orchestra/event/1001", views: 1 },
    ]);
    const [clicks] = await database.query<{ clicks: number }>("select clicks from ticket_click_days where day = $1 and event_id = '1001'", [today]);
    expect(clicks?.clicks).toBe(2);
    const [visitors] = await database.query<{ n: string }>("select count(*) as n from visitor_hashes where day = $1", [today]);
    expect(Number(visitors?.n)).toBe(2);
    const [day] = await database.query<{ views: number }>("select views from visitor_days where day = $1", [today]);
    expect(day?.views).toBe(4);
    const salts = await database.query<{ day: string }>("select day::text from visitor_salts");
    expect(salts).toEqual([{ day: today }]);
    reportFigures("visitor-figures", { instances: 2, views: 4, visitors: 2, ticket_clicks: 2 });
  });
});
