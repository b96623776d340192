import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { startTestServer } from "../helpers/test-server";

const TOKEN = "metrics-token-for-the-tests-0123456789";
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  // With the pages (compiled as in development, kept as in production), so that they are labelled by their route patterns.
  server = await startTestServer({ site: true, keepPages: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const scrape = (authorization?: string) => fetch(`${server.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

describe("/metrics", () => {
  it("refuses a request without the bearer token, or with another one", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${btoa(`metrics:${TOKEN}`)}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain("hall_");
    }
    // Not as a query parameter either (it would end up in access logs).
    expect((await fetch(`${server.url}/metrics?token=${TOKEN}`)).status).toBe(401);
  });

  it("gives every family of docs/operations.md in the Prometheus text format, with route patterns and never the paths asked for", async () => {
    const visitor = "anahit.petrosyan@example.am";
    const asked = [
      "/am",
      "/en/concerts",
      `/ru/orchestra/event/${encodeURIComponent(visitor)}`,
      "/en/artists/a-slug-nobody-made",
      `/api/eventhub-proxy/Event/${encodeURIComponent(visitor)}`,
      "/api/no-such-endpoint/secret-token-123",
      "/healthz",
      "/readyz",
    ];
    for (const path of asked) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    // A kept page asked again: a hit.
    await (await fetch(`${server.url}/en/concerts`)).arrayBuffer();
    await (await fetch(`${server.url}/en/concerts`)).arrayBuffer();

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();

    for (const family of [
      "hall_http_requests_total",
      "hall_http_request_duration_seconds",
      "hall_kept_answers_total",
      "hall_outbox_messages",
      "hall_outbox_oldest_pending_age_seconds",
      "hall_campaigns",
      "hall_campaign_recipients_sending",
      "hall_catalogue_age_seconds",
      "hall_catalogue_provider_errors_total",
      "hall_job_runs_total",
      "hall_job_last_success_timestamp_seconds",
      "hall_live_sockets",
      "hall_db_pool_connections",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }

    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes]).toEqual(
      expect.arrayContaining([
        "/:lang",
        "/:lang/concerts",
        "/:lang/orchestra/event/:id",
        "/:lang/artists/:slug",
        "/api/eventhub-proxy/Event/:eventId",
        "/api/*",
        "/healthz",
        "/readyz",
      ]),
    );
    expect(text).not.toMatch(/anahit|petrosyan|secret-token|a-slug-nobody|no-such-endpoint/i);
    expect(text).toMatch(/hall_http_requests_total\{method="GET",route="\/:lang\/concerts",status="200"\} 3/);
    expect(text).toMatch(/hall_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/:lang\/concerts"\} 3/);
    expect(text).toMatch(/hall_kept_answers_total\{outcome="hit"\} [1-9]/);
    expect(text).toMatch(/hall_kept_answers_total\{outcome="miss"\} [1-9]/);
    expect(text).toMatch(/hall_outbox_messages\{status="pending"\} 0/);
    expect(text).toMatch(/hall_catalogue_age_seconds\{lang="en"\} \d/);
    expect(text).toMatch(/hall_job_runs_total\{job="search-index",outcome="ok"\} [1-9]/);
  });

  it("is off without METRICS_TOKEN: the path is not found", async () => {
    expect(loadConfig({ DATA_DIR: server.dataDir }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    // What createServices makes without the token (services.metrics null), on this running server.
    const metrics = server.services.metrics;
    server.services.metrics = null;
    try {
      expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      server.services.metrics = metrics;
    }
  });
});
