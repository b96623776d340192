import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventHubSandbox, startEventHubSandbox } from "../../app/eventhub/sandbox/sandbox-server";
import { startTestServer } from "../helpers/test-server";

// Buy ticket on a demo without EVENTHUB_URL: the in-process sandbox listens on a loopback port no
// visitor can reach, so the seat chart it stands for must open on the site's own origin.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const getChart = (server: TestServer, body: unknown) =>
  fetch(`${server.url}/api/eventhub-proxy/Event/GetChart`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function chartUrlOf(server: TestServer, body: unknown): Promise<URL> {
  const response = await getChart(server, body);
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { chartUrl: string }).chartUrl);
}

describe("without EVENTHUB_URL (the in-process sandbox)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers a chart URL on the site's origin, whose page shows the concert and the way back", async () => {
    const chartUrl = await chartUrlOf(server, { eventId: "1001", backUrl: `${server.url}/en`, language: "en" });
    expect(chartUrl.origin).toBe(server.url);
    expect(chartUrl.pathname).toBe("/sandbox/chart/1001");
    expect(chartUrl.origin).not.toBe(new URL(server.sandbox.url).origin);

    const page = await fetch(chartUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // The site's policy lets the page's inline styles through and runs no script on it.
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    const html = await page.text();
    expect(html).not.toContain("<script");
    expect(html).toContain("<h1>Khachaturian: Spartacus and Gayane</h1>");
    expect(html).toContain(`<a id="back" href="${server.url}/en">Back to the hall's site</a>`);
  });

  it("shows the chart in the visitor's language", async () => {
    for (const [language, title, back] of [
      ["ru", "Выберите места", "Вернуться на сайт"],
      ["am", "Ընտրեք նստատեղերը", "Վերադառնալ կայք"],
    ] as const) {
      const chartUrl = await chartUrlOf(server, { eventId: "1001", backUrl: `${server.url}/${language}`, language });
      const html = await (await fetch(chartUrl)).text();
      expect(html, language).toContain(`<h2>${title}</h2>`);
      expect(html, language).toContain(`href="${server.url}/${language}">${back}</a>`);
    }
  });

  it("does not answer a chart page for a concert the provider does not know", async () => {
    expect((await fetch(`${server.url}/sandbox/chart/999999`)).status).toBe(404);
  });
});

describe("without EVENTHUB_URL, behind PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: "https://hall.example.am" } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the chart URL on PUBLIC_URL, and the site serves that path", async () => {
    const chartUrl = await chartUrlOf(server, { eventId: "1001", backUrl: "https://hall.example.am/en", language: "en" });
    expect(chartUrl.origin).toBe("https://hall.example.am");
    expect(chartUrl.pathname).toBe("/sandbox/chart/1001");
    const page = await fetch(`${server.url}${chartUrl.pathname}${chartUrl.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="https://hall.example.am/en"');
  });
});

describe("with EVENTHUB_URL (a real provider)", () => {
  let provider: EventHubSandbox;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startEventHubSandbox();
    server = await startTestServer({ env: { EVENTHUB_URL: provider.url } });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it("passes the provider's chart URL through unchanged and serves no sandbox chart", async () => {
    const chartUrl = await chartUrlOf(server, { eventId: "1001", backUrl: `${server.url}/en`, language: "en" });
    expect(chartUrl.href).toBe(`${provider.url}chart/1001?backUrl=${encodeURIComponent(`${server.url}/en`)}&language=en`);
    expect((await fetch(`${server.url}/sandbox/chart/1001`)).status).toBe(404);
  });
});
