import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepAnswer } from "../../app/http/server-cache-policy";
import { siteOriginOf } from "../../app/http/site-origin.server";
import { INQUIRY_API_PATH } from "../../app/features/inquiries/inquiry-kinds";
import { outbox } from "../../app/db/schema/mail";
import { ConfigError, loadConfig } from "../../server/config";
import { mailFiles } from "../helpers/mail-files";
import { rawRequest } from "../helpers/raw-http";
import { startTestServer } from "../helpers/test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const EVIL = "evil.example";
const servers: TestServer[] = [];
async function started(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const portOf = (server: TestServer) => new URL(server.url).port;
const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

const mailIn = (server: TestServer, count: number) => mailFiles(server.dataDir, count);

describe("issue 22.1: pages name only the configured origin (PUBLIC_URL unset)", { timeout: 60_000 }, () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await started({ site: true, env: { TRUST_PROXY: "loopback", ALLOWED_HOSTS: "hall.example.am" } });
  }, 60_000);

  it("refuses a forged Host with 421 and a text naming PUBLIC_URL and ALLOWED_HOSTS, on pages, feeds and the API alike", async () => {
    for (const pathname of ["/en/concerts", "/am", "/en/venue/rent", "/en/concerts.ics", "/sitemap.xml", "/robots.txt", "/api/events"]) {
      const answer = await rawRequest(`${site.url}${pathname}`, { headers: { Host: EVIL } });
      expect(answer.status, pathname).toBe(421);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toMatch(/PUBLIC_URL/);
      expect(answer.body).toMatch(/ALLOWED_HOSTS/);
      expect(answer.body).not.toContain(EVIL);
    }
    // Health checks name whatever host the orchestrator uses.
    expect((await rawRequest(`${site.url}/healthz`, { headers: { Host: "10.1.2.3:3000" } })).status).toBe(200);
  });

  it("refuses a forged X-Forwarded-Host from a trusted proxy, and ignores it from an untrusted one", async () => {
    const forged = await rawRequest(`${site.url}/en/concerts`, { headers: { Host: `127.0.0.1:${portOf(site)}`, "X-Forwarded-Host": EVIL } });
    expect(forged.status).toBe(421);
    const fine = await rawRequest(`${site.url}/en/concerts`, { headers: { Host: `127.0.0.1:${portOf(site)}`, "X-Forwarded-Host": "hall.example.am", "X-Forwarded-Proto": "https" } });
    expect(fine.status).toBe(200);
    expect(fine.body).toContain('href="https://hall.example.am/en/concerts"');
  });

  it("serves loopback names on any port (the quick start) and ALLOWED_HOSTS, each with its own links", async () => {
    for (const host of [`localhost:${portOf(site)}`, `127.0.0.1:${portOf(site)}`, "localhost", "hall.example.am", "HALL.example.am:8080"]) {
      const answer = await rawRequest(`${site.url}/en/concerts`, { headers: { Host: host } });
      expect(answer.status, host).toBe(200);
      const origin = `http://${host.toLowerCase()}`;
      expect(answer.body).toContain(`<link rel="canonical" href="${origin}/en/concerts"`);
      expect(answer.body).toContain(`webcal://${host.toLowerCase()}/en/concerts.ics`);
    }
    for (const host of ["hall.example.am.evil.example", "localhost.evil.example", "evil.example:3000", "127.0.0.2"]) {
      expect((await rawRequest(`${site.url}/en/concerts`, { headers: { Host: host } })).status, host).toBe(421);
    }
  });
});

// One server without PUBLIC_URL for the store, the forms and the chart.
let plain: TestServer;
beforeAll(async () => {
  plain = await started({
    env: { ALLOWED_HOSTS: "hall.example.am", STAFF_EMAIL: "office@hall.example.am" },
    mountRoutes: (app) =>
      app.get("/origin-echo", (req, res) => {
        keepAnswer(res);
        res.type("html").send(`<a href="${siteOriginOf(req)}/en">home</a>`);
      }),
  });
}, 60_000);

describe("issue 22.1: the kept-answer store", () => {
  it("never keeps a refused request, and keys what it keeps by the origin it names", async () => {
    const server = plain;
    const url = `${server.url}/origin-echo`;
    for (let i = 0; i < 3; i++) expect((await rawRequest(url, { headers: { Host: EVIL } })).status).toBe(421);
    const local = await rawRequest(url, { headers: { Host: `localhost:${portOf(server)}` } });
    expect(local.body).toBe(`<a href="http://localhost:${portOf(server)}/en">home</a>`);
    const hall = await rawRequest(url, { headers: { Host: "hall.example.am" } });
    expect(hall.body).toBe('<a href="http://hall.example.am/en">home</a>');
    const again = await rawRequest(url, { headers: { Host: `localhost:${portOf(server)}` } });
    expect(again.headers["x-server-cache"]).toBe("hit");
    expect(again.body).toBe(local.body);
  });
});

describe("issue 22.1: configuration", () => {
  it("reads ALLOWED_HOSTS as host names, and refuses schemes, paths or ports in it", () => {
    expect(loadConfig({ ALLOWED_HOSTS: " Hall.Example.am, staging.hall.example.am ," }).allowedHosts).toEqual(["hall.example.am", "staging.hall.example.am"]);
    expect(loadConfig({}).allowedHosts).toEqual([]);
    for (const bad of ["https://hall.example.am", "hall.example.am/admin", "hall.example.am:443", "*"]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe("issue 22.2: mail links and the chart's way back follow configuration, not the request", { timeout: 60_000 }, () => {
  it("with PUBLIC_URL, a forged Host changes no link in the confirmation, List-Unsubscribe or staff notice", async () => {
    const server = await started({ env: { PUBLIC_URL: "https://hall.example.am", STAFF_EMAIL: "office@hall.example.am" } });
    const headers = { Host: EVIL, "Content-Type": "application/json" };
    expect((await rawRequest(`${server.url}/api/subscribe`, { method: "POST", headers, body: JSON.stringify({ email: "reader@example.am", language: "en" }) })).status).toBe(201);
    const inquiry = { name: "Anahit", surname: "Sargsyan", email: "guest@example.am", phone: "+374 91 123456", message: "A tour", language: "en" };
    expect((await rawRequest(`${server.url}/api/${INQUIRY_API_PATH.visit}`, { method: "POST", headers, body: JSON.stringify(inquiry) })).status).toBe(201);
    const messages = await mailIn(server, 3);
    for (const mail of messages) {
      expect(`${mail.text}${mail.html}${JSON.stringify(mail.headerLines)}`).not.toContain(EVIL);
    }
    const confirmation = messages.find((mail) => mail.text?.includes("/newsletter/confirm?token="))!;
    expect(confirmation.text).toContain("https://hall.example.am/en/newsletter/confirm?token=");
    expect(confirmation.headerLines.find((header) => header.key === "list-unsubscribe")?.line).toMatch(/^List-Unsubscribe:\s+<https:\/\/hall\.example\.am\/api\/newsletter\/unsubscribe\?token=/);
    expect(messages.some((mail) => mail.text?.includes("https://hall.example.am/admin/visit-inquiries"))).toBe(true);

    const chart = await rawRequest(`${server.url}/api/eventhub-proxy/Event/GetChart`, {
      method: "POST",
      headers,
      body: JSON.stringify({ eventId: "1001", backUrl: `https://${EVIL}/en` }),
    });
    expect(chart.status).toBe(400);
  });

  it("without PUBLIC_URL, a form naming a foreign host is refused and queues nothing; an accepted one links to itself", async () => {
    const server = plain;
    const forged = await rawRequest(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { Host: EVIL, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "reader@example.am", language: "en" }),
    });
    expect(forged.status).toBe(421);
    expect(await server.db.select().from(outbox)).toEqual([]);
    expect((await fetch(`${server.url}/api/subscribe`, json({ email: "reader@example.am", language: "ru" }))).status).toBe(201);
    const [mail] = await mailIn(server, 1);
    expect(mail!.text).toContain(`${server.url}/ru/newsletter/confirm?token=`);
  });
});

describe("issue 22.8: the demo seat chart links back only to the site", { timeout: 60_000 }, () => {
  it("drops a backUrl on another origin, keeps one on the site's own", async () => {
    const server = plain;
    const foreign = await fetch(`${server.url}/sandbox/chart/1001?backUrl=${encodeURIComponent(`https://${EVIL}/`)}&language=en`);
    expect(foreign.status).toBe(200);
    const foreignPage = await foreign.text();
    expect(foreignPage).toContain("Choose your seats");
    expect(foreignPage).not.toContain(EVIL);
    const own = await (await fetch(`${server.url}/sandbox/chart/1001?backUrl=${encodeURIComponent(`${server.url}/en`)}&language=en`)).text();
    expect(own).toContain(`<a id="back" href="${server.url}/en">`);
  });
});
