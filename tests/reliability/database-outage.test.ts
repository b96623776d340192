import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import en from "../../app/i18n/catalogues/en";
import ru from "../../app/i18n/catalogues/ru";
import { type AppProcess, login, startAppProcess } from "./helpers/app-process";
import { reportFigures } from "./figures";
import { createPostgresDatabase } from "./helpers/postgres";
import { startTcpProxy } from "./helpers/tcp-proxy";

// The app reaches PostgreSQL only through this relay: cutting it is the database going away
// for this app alone (stopping the shared server would break other suites).
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: AppProcess;
let token: string;

beforeAll(async () => {
  database = await createPostgresDatabase();
  const server = new URL(database.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  server.host = `127.0.0.1:${proxy.port}`;
  app = await startAppProcess({ DATABASE_URL: server.toString(), FORM_RATE_LIMIT: "1000" });
  token = (await login(app.url)).body.token!;
});
afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await database?.drop();
});

const visit = (name: string) => ({ name, surname: "Sargsyan", email: "visit@example.am", phone: "+374 91 123456", message: "Outage" });

async function post(path: string, body: object, lang: string) {
  const response = await fetch(`${app.url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as Record<string, unknown> };
}

const health = async () => (await fetch(`${app.url}/healthz`)).status;
const verify = async () => fetch(`${app.url}/api/admin/verify`, { headers: { Authorization: `Bearer ${token}` } });

describe("the database stopped mid-run and back", () => {
  it("answers 503 with a clear message while it is gone, and works again without a restart", async () => {
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/ws?token=${token}`);
    const heard: string[] = [];
    socket.on("message", (data) => {
      const { name, email } = (JSON.parse(String(data)) as { data: { name?: string; email?: string } }).data;
      heard.push(name ?? email!);
    });
    await new Promise((resolve) => socket.once("open", resolve));
    expect((await post("visit-inquiry", visit("before"), "en")).status).toBe(201);
    await expect.poll(() => heard).toEqual(["before"]);

    await proxy.cut();
    const faults = { inquiry: await post("visit-inquiry", visit("during"), "en"), subscribe: await post("subscribe", { email: "during@example.am" }, "ru") };
    expect(faults.inquiry).toEqual({ status: 503, retryAfter: "30", body: { success: false, message: en.forms.problems.unavailable, code: "unavailable" } });
    expect(faults.subscribe.status).toBe(503);
    expect(faults.subscribe.body.message).toBe(ru.forms.problems.unavailable);
    expect(await health()).toBe(503);
    const admin = await verify();
    expect(admin.status).toBe(503);
    expect(await admin.json()).toMatchObject({ code: "unavailable" });
    expect((await login(app.url)).status).toBe(503);

    await proxy.restore();
    const down = Date.now();
    await expect.poll(health, { timeout: 15_000, interval: 200 }).toBe(200);
    const recoveredMs = Date.now() - down;
    expect((await verify()).status).toBe(200);
    // Messages sent before the fan-out has re-LISTENed are gone (NOTIFY keeps nothing): wait until one gets through.
    let probes = 0;
    await expect
      .poll(async () => {
        expect((await post("visit-inquiry", visit(`probe-${++probes}`), "en")).status).toBe(201);
        return heard.some((name) => name.startsWith("probe-"));
      }, { timeout: 15_000, interval: 500 })
      .toBe(true);
    expect((await post("visit-inquiry", visit("after"), "en")).status).toBe(201);
    expect((await post("subscribe", { email: "after@example.am" }, "ru")).status).toBe(201);
    // The admin socket stayed open through the outage.
    const afterProbes = () => heard.filter((name) => !name.startsWith("probe-"));
    await expect.poll(afterProbes, { timeout: 10_000 }).toEqual(["before", "after", "after@example.am"]);
    socket.close();

    const stored = await database.query<{ name: string }>("select name from visit_inquiries order by id");
    const probeNames = Array.from({ length: probes }, (_, i) => `probe-${i + 1}`);
    expect(stored.map((row) => row.name)).toEqual(["before", ...probeNames, "after"]);
    expect(await database.query("select email from subscribers")).toEqual([{ email: "after@example.am" }]);
    reportFigures("database outage", { answered_503: 5, healthy_again_ms: recoveredMs, live_again_after_probes: probes, lost: 0 });
  });
});
