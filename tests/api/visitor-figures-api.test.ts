import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorHashes, visitorSalts } from "../../app/db/schema/visitor-figures";
import { lastDays, type VisitorFigures } from "../../app/features/visitor-figures/schema";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const cookies: string[] = [];

beforeAll(async () => {
  // Pages rendered by the production build and kept as in production, so both ways a page is answered are counted.
  server = await startTestServer({ site: true, keepPages: true, visitorFlushMs: 60_000 });
  admin = await signedInAdmin(server, "figures");
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function visit(path: string, agent = DESKTOP, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers: { "User-Agent": agent, Accept: "text/html", ...headers } });
  await response.arrayBuffer();
  const cookie = response.headers.get("set-cookie");
  if (cookie) cookies.push(`${path}: ${cookie}`);
  return response;
}

async function figures(): Promise<VisitorFigures> {
  await server.services.visitors.flush();
  const { from, to } = lastDays(7);
  const answer = await admin.call(`/admin/figures?from=${from}&to=${to}&lang=en`);
  expect(answer.status).toBe(200);
  return answer.body as VisitorFigures;
}
const today = (all: VisitorFigures) => all.days.at(-1)!;
const viewsOf = (all: VisitorFigures, path: string) => all.pages.find((page) => page.path === path)?.views ?? 0;

describe("visitor figures", () => {
  it("counts a rendered page and the same page answered from the kept bytes", async () => {
    const before = await figures();
    const first = await visit("/en/concerts");
    const again = await visit("/en/concerts?filter=orchestra");
    const kept = await visit("/en/concerts");
    expect([first.status, again.status, kept.status]).toEqual([200, 200, 200]);
    expect(first.headers.get("x-server-cache")).toBeNull();
    expect(kept.headers.get("x-server-cache")).toBe("hit");
    const after = await figures();
    expect(viewsOf(after, "/en/concerts") - viewsOf(before, "/en/concerts")).toBe(3);
    expect(today(after).views - today(before).views).toBe(3);
    expect(after.days).toHaveLength(7);
    // The first render loads the page's modules, slow on a busy machine.
  }, 90_000);

  it("does not count bots, headless crawlers, prefetches, data requests, errors, admin pages or health checks", async () => {
    const before = await figures();
    await visit("/en/concerts", GOOGLEBOT);
    await visit("/en/concerts", HEADLESS);
    await visit("/en/concerts", "");
    await visit("/en/concerts", DESKTOP, { "Sec-Purpose": "prefetch" });
    await visit("/en/concerts", DESKTOP, { Purpose: "prefetch" });
    await visit("/en/concerts.data");
    await visit("/en/no-such-page");
    await visit("/admin");
    await visit("/healthz");
    await visit("/api/events");
    const after = await figures();
    expect(today(after)).toEqual(today(before));
    expect(after.pages).toEqual(before.pages);
  });

  it("three visitors with different browsers are three, the same one twice is one", async () => {
    const before = await figures();
    await visit("/ru", PHONE);
    await visit("/ru", TABLET);
    await visit("/ru/concerts", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15");
    let after = await figures();
    expect(today(after).visitors - today(before).visitors).toBe(3);
    await visit("/ru", PHONE);
    await visit("/ru/concerts", PHONE);
    after = await figures();
    expect(today(after).visitors - today(before).visitors).toBe(3);
    const devices = Object.fromEntries(after.devices.map((row) => [row.device, row.views]));
    const earlier = Object.fromEntries(before.devices.map((row) => [row.device, row.views]));
    expect(devices.phone! - (earlier.phone ?? 0)).toBe(3);
    expect(devices.tablet! - (earlier.tablet ?? 0)).toBe(1);
    expect(after.languages.find((row) => row.language === "ru")?.views).toBe(5);
    // Only today's salted hashes are stored, never an address or a user agent.
    const stored = await server.db.select().from(visitorHashes);
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|Mozilla|iPhone/);
  });

  it("names the external site a visitor came from, never our own", async () => {
    await visit("/am", DESKTOP, { Referer: "https://www.facebook.com/some/post?id=1" });
    await visit("/am", DESKTOP, { Referer: `${server.url}/en` });
    await visit("/am", DESKTOP, { Referer: "not a url" });
    const after = await figures();
    expect(after.referrers).toEqual([{ host: "facebook.com", views: 1 }]);
  });

  it("a concert's page views and its Buy ticket clicks count for that concert", async () => {
    await visit("/en/orchestra/event/1001");
    await visit("/am/orchestra/event/1001", PHONE);
    const chart = await fetch(`${server.url}/api/eventhub-proxy/Event/GetChart`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": DESKTOP },
      body: JSON.stringify({ eventId: "1001", backUrl: `${server.url}/en`, language: "en" }),
    });
    expect(chart.status).toBe(200);
    // The same visitor asking again and again counts once a day; a prefetch not at all.
    for (const headers of [{ "User-Agent": DESKTOP }, { "User-Agent": DESKTOP }, { "User-Agent": PHONE, "Sec-Purpose": "prefetch" }] as Record<string, string>[]) {
      const again = await fetch(`${server.url}/api/eventhub-proxy/Event/GetChart`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ eventId: "1001", backUrl: `${server.url}/en`, language: "en" }),
      });
      expect(again.status).toBe(200);
    }
    // A refused chart request (a foreign back link) is no click.
    const refused = await fetch(`${server.url}/api/eventhub-proxy/Event/GetChart`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": DESKTOP },
      body: JSON.stringify({ eventId: "1001", backUrl: "https://elsewhere.example/en" }),
    });
    expect(refused.status).toBe(400);
    const after = await figures();
    const concert = after.concerts.find((row) => row.eventId === "1001");
    expect(concert).toMatchObject({ eventId: "1001", views: 2, ticketClicks: 1 });
    expect(concert!.title).not.toBe("");

    const summary = await admin.call("/admin/figures/summary?lang=en");
    expect(summary.status).toBe(200);
    expect(summary.body.today.ticketClicks).toBe(1);
    expect(summary.body.topConcert).toMatchObject({ eventId: "1001", views: 2, ticketClicks: 1 });
  });

  it("sets no cookie on any page", () => {
    expect(cookies).toEqual([]);
  });

  it("answers admins only, and refuses a range it cannot give with the field at fault", async () => {
    const { from, to } = lastDays(30);
    expect((await admin.call(`/admin/figures?from=${from}&to=${to}`, "GET", undefined, null)).status).toBe(401);
    const editor = await signedInAdmin(server, "figures-editor", "editor");
    expect((await editor.call(`/admin/figures?from=${from}&to=${to}`)).status).toBe(403);
    expect((await editor.call("/admin/figures/summary")).status).toBe(403);
    const backwards = await admin.call(`/admin/figures?from=${to}&to=${from}`);
    expect(backwards).toMatchObject({ status: 400, body: { fields: { to: "invalid_range" } } });
    const badDate = await admin.call(`/admin/figures?from=2026-02-30&to=${to}`);
    expect(badDate).toMatchObject({ status: 400, body: { fields: { from: "invalid_date" } } });
    expect((await admin.call(`/admin/figures?to=${to}`)).status).toBe(400);
    expect((await admin.call(`/admin/figures?from=2020-01-01&to=${to}`)).body.fields).toEqual({ from: "too_long" });
    expect((await admin.call(`/admin/figures?from[]=x&to=${to}`)).status).toBe(400);
  });

  it("keeps a day's salt and visitor hashes only for that day", async () => {
    const salts = await server.db.select().from(visitorSalts);
    expect(salts.map((row) => row.day)).toEqual([lastDays(1).to]);
  });
});
