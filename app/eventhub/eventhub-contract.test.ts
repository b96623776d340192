import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEventHubClient, EVENTHUB_ERRORS } from "./client.server";
import { type EventHubSandbox, startEventHubSandbox } from "./sandbox/sandbox-server";

// Our partner client against the sandbox over real HTTP, one fault switch at a time.
let sandbox: EventHubSandbox;
const log = pino({ level: "silent" });
const newClient = (timeouts: { authorizeTimeoutMs?: number; requestTimeoutMs?: number } = {}) =>
  createEventHubClient({ baseUrl: sandbox.url, log, ...timeouts });

beforeAll(async () => {
  sandbox = await startEventHubSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => sandbox.setFaults({}));

const names = (list: unknown[]) => list.map((event) => (event as { eventName: string }).eventName).join(" ");

describe("EventHub partner client", () => {
  it("authorises on first need, once, and lists concerts in each language", async () => {
    const client = newClient();
    const before = sandbox.stats.authorize;
    const [arm, en, ru] = await Promise.all([client.listEvents("arm"), client.listEvents("en"), client.listEvents("ru")]);
    expect(sandbox.stats.authorize - before).toBe(1);
    if (!arm.ok || !en.ok || !ru.ok) throw new Error("expected three lists");
    expect(en.value.length).toBeGreaterThanOrEqual(12);
    expect(names(arm.value)).toMatch(/[\u0531-\u058F]/);
    expect(names(ru.value)).toMatch(/[\u0400-\u04FF]/);
    expect(names(en.value)).not.toMatch(/[\u0400-\u04FF\u0531-\u058F]/);
  });

  it("on a 401 clears the token, authorises again exactly once and retries once", async () => {
    const client = newClient();
    expect((await client.listEvents("en")).ok).toBe(true);
    const before = sandbox.stats.authorize;
    sandbox.setFaults({ unauthorizedNext: 1 });
    const retried = await client.listEvents("en");
    expect(retried.ok).toBe(true);
    expect(sandbox.stats.authorize - before).toBe(1);
  });

  it("gives up after the one retry when the provider keeps answering 401", async () => {
    const client = newClient();
    const before = sandbox.stats.authorize;
    sandbox.setFaults({ unauthorizedNext: 2 });
    const result = await client.listEvents("en");
    expect(result.ok).toBe(false);
    expect(sandbox.stats.authorize - before).toBe(2); // first need, then the one re-authorisation
  });

  it("renews an expired partner token without the caller noticing", async () => {
    const client = newClient();
    expect((await client.listEvents("en")).ok).toBe(true);
    sandbox.expireTokens();
    expect((await client.listEvents("en")).ok).toBe(true);
  });

  it.each([
    ["a server error", { serverErrorNext: 1 }, "http"],
    ["malformed JSON", { malformedJsonNext: 1 }, "format"],
    ["a non-array answer", { nonArrayNext: 1 }, "format"],
    ["an outage", { down: true }, "authorize"],
  ] as const)("reports %s as a failure instead of throwing", async (_name, faults, kind) => {
    const client = newClient();
    sandbox.setFaults(faults);
    const result = await client.listEvents("en");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe(kind);
  });

  it("waits out added latency below its timeout", async () => {
    const client = newClient({ requestTimeoutMs: 2_000 });
    await client.listEvents("en");
    sandbox.setFaults({ latencyMs: 300 });
    const started = Date.now();
    expect((await client.listEvents("en")).ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it("honours its timeout when the provider hangs", async () => {
    const client = newClient({ requestTimeoutMs: 300 });
    await client.listEvents("en");
    sandbox.setFaults({ hangNext: 1 });
    const started = Date.now();
    const result = await client.listEvents("en");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("says it failed to authorise after multiple attempts when the credentials are refused", async () => {
    const client = newClient();
    const before = sandbox.stats.authorize;
    sandbox.setFaults({ refuseAuthorize: true });
    const result = await client.listEvents("en");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(EVENTHUB_ERRORS.authorize);
    expect(sandbox.stats.authorize - before).toBe(2);
  });

  it("reads one concert with its seat count, and null for an id the provider does not know", async () => {
    const client = newClient();
    const found = await client.getEvent("1001", "en");
    expect(found.ok && (found.value as { availaibleCount: number }).availaibleCount).toBeGreaterThan(0);
    expect(await client.getEvent("999999", "en")).toEqual({ ok: true, value: null });
  });

  it("gets a seat-chart URL whose page shows the concert and the way back", async () => {
    const client = newClient();
    const url = await client.getChart({ eventId: "1001", backUrl: "http://localhost:3000/en", language: "en" });
    const page = await (await fetch(url)).text();
    expect(page).toContain('href="http://localhost:3000/en"');
    expect(page).toContain("Choose your seats");
  });

  it("uses the chart error texts of docs/product.md §10", async () => {
    const client = newClient();
    sandbox.setFaults({ refuseAuthorize: true });
    await expect(client.getChart({ eventId: "1001", backUrl: "http://x.test/en", language: "en" })).rejects.toThrow(
      EVENTHUB_ERRORS.chartAuthorize,
    );
    sandbox.setFaults({});
    await client.listEvents("en");
    sandbox.setFaults({ serverErrorNext: 1 });
    await expect(client.getChart({ eventId: "1001", backUrl: "http://x.test/en", language: "en" })).rejects.toThrow(EVENTHUB_ERRORS.chart);
  });

  it("refuses a javascript: way back on the chart page", async () => {
    const client = newClient();
    const url = await client.getChart({ eventId: "1001", backUrl: "javascript:alert(1)", language: "en" });
    expect(await (await fetch(url)).text()).not.toContain("javascript:");
  });
});
