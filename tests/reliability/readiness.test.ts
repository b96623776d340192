import { writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../../app/mail/transport.server";
import { createReadiness } from "../../server/readiness";
import { startMailCatcher } from "../helpers/mail-catcher";
import { startS3Bucket } from "../helpers/s3-bucket";
import { startTestServer } from "../helpers/test-server";
import { startAppProcess } from "./helpers/app-process";
import { createPostgresDatabase } from "./helpers/postgres";
import { startTcpProxy } from "./helpers/tcp-proxy";

// /readyz with each dependency really failing: a PostgreSQL connection cut, an S3 server stopped, an SMTP
// server stopped or refusing the login, a ticketing provider that accepts connections and never answers.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

type Report = { status: string; failing: string[]; checks: Record<string, Record<string, unknown>> };

async function ready(url: string) {
  const started = performance.now();
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, ms: performance.now() - started, cache: response.headers.get("cache-control"), body: (await response.json()) as Report };
}

async function server(env: NodeJS.ProcessEnv = {}) {
  const started = await startTestServer({ env });
  cleanups.push(() => started.close());
  return started;
}

async function bucket() {
  const started = await startS3Bucket();
  cleanups.push(() => started.close());
  return started;
}

async function mailServer(options: { user?: string; password?: string } = {}) {
  const catcher = await startMailCatcher(options);
  cleanups.push(() => catcher.stop());
  return catcher;
}

// Each server costs seconds to start on a busy machine, so each one below serves several cases.
describe("/readyz", () => {
  it("answers 200 naming each dependency when they answer; whatever the Host; 503 at once when draining", async () => {
    const s3 = await bucket();
    const smtp = await mailServer({ user: "hall", password: "right" });
    const app = await server({ ...s3.env, SMTP_URL: smtp.url });
    const { status, body, cache } = await ready(app.url);
    expect(status).toBe(200);
    expect(cache).toBe("no-store");
    expect(body).toEqual({
      status: "ready",
      failing: [],
      checks: {
        database: { ok: true },
        storage: { ok: true, kind: "s3" },
        mail: { ok: true, kind: "smtp" },
        // The in-process sandbox stands in for the provider (EVENTHUB_URL unset) and answers at once.
        catalogue: { ok: true, source: "provider", fallback: false, ageSeconds: 0 },
      },
    });
    // /healthz stays liveness: it asks the database only.
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: "ok", database: "up" });

    // Balancers ask by an instance's own address, which is not the site's host name.
    const { port } = new URL(app.url);
    const otherHost = await new Promise<number>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: "/readyz", headers: { host: "site-1:3000" } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      }).on("error", reject);
    });
    expect(otherHost).toBe(200);

    app.services.readiness.drain();
    await smtp.stop(); // not asked any more
    const draining = await ready(app.url);
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ status: "draining", failing: [], checks: {} });
    expect(draining.ms).toBeLessThan(500);
    // Liveness is another question: the process still answers until it exits.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 60_000);

  it("bucket unreachable, SMTP server refusing, provider hanging: 503 naming storage and mail, the catalogue's fallback named", async () => {
    const s3 = await bucket();
    await s3.stop();
    const smtp = await mailServer();
    await smtp.stop();
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => {
      hanging.closeAllConnections();
      return new Promise((resolve) => hanging.close(resolve));
    });
    const app = await server({ ...s3.env, SMTP_URL: smtp.url, EVENTHUB_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}` });

    const { status, body, ms } = await ready(app.url);
    expect(status).toBe(503);
    expect(body.status).toBe("unready");
    expect(body.failing).toEqual(["storage", "mail"]);
    expect(body.checks.database).toEqual({ ok: true });
    expect(body.checks.storage).toEqual({ ok: false, problem: expect.stringMatching(/^(unreachable|refused)$/), kind: "s3" });
    expect(body.checks.mail).toEqual({ ok: false, problem: "refused", kind: "smtp" });
    // A fresh database has no snapshot and no concerts of its own: the built-in sample is what pages show.
    expect(body.checks.catalogue).toEqual({ ok: true, source: "sample", fallback: true });
    // Public: no address of a dependency, no server reply.
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONN/);
    // Bounded by the catalogue's cold wait (1 s) and the checks' timeout (3 s), never by the provider.
    expect(ms).toBeLessThan(4_000);


    // The same server's checks with other mail transports (made as the server makes its own): an SMTP server that
    // refuses the login, and a file where the mail folder would be (as a read-only mount would be, even for root).
    const guarded = await mailServer({ user: "hall", password: "right" });
    await writeFile(path.join(app.dataDir, "mail"), "");
    const withMail = (smtpUrl: string | undefined) =>
      createReadiness({ ...app.services, mail: createMailTransport({ smtpUrl, from: "hall@example.am", dataDir: app.dataDir, log: app.services.log }) }).check();
    const [refusedLogin, blockedFolder] = await Promise.all([withMail(guarded.url.replace("hall:right@", "hall:wrong@")), withMail(undefined)]);
    expect(refusedLogin.checks.mail).toEqual({ ok: false, problem: "login refused", kind: "smtp" });
    expect(blockedFolder.checks.mail).toEqual({ ok: false, problem: "not writable", kind: "files" });
    expect(blockedFolder.failing).toEqual(["storage", "mail"]);
  }, 60_000);
});

describe("/readyz of a server process on PostgreSQL", () => {
  it("the database stopped: 503 naming the database, 200 again when it is back", async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    target.host = `127.0.0.1:${proxy.port}`;
    const app = await startAppProcess({ DATABASE_URL: target.toString() });
    cleanups.push(() => app.stop());
    const up = await ready(app.url);
    expect(up.status).toBe(200);
    // Without S3_* and SMTP_URL: the uploads folder and the mail folder under DATA_DIR are written to.
    expect(up.body.checks.storage).toEqual({ ok: true, kind: "local" });
    expect(up.body.checks.mail).toEqual({ ok: true, kind: "files" });

    await proxy.cut();
    const down = await ready(app.url);
    expect(down.status).toBe(503);
    expect(down.body.failing).toContain("database");
    expect(down.body.checks.database).toEqual({ ok: false, problem: "no answer" });

    await proxy.restore();
    await expect.poll(async () => (await ready(app.url)).status, { timeout: 15_000, interval: 200 }).toBe(200);
    // The child's log arrives through a pipe, apart from the HTTP answers: wait for it rather than race it.
    await expect.poll(() => app.output.join(""), { timeout: 5_000 }).toContain("readiness: a dependency fails");
  });
});

