import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { visitInquiries } from "../../app/db/schema/inquiries";
import { type AppProcess, startAppProcess } from "./helpers/app-process";
import { createPostgresDatabase } from "./helpers/postgres";
import { percentile, reportFigures } from "./figures";

const CLIENTS = 20;
// Long enough for every client to be answered more than once before the signal, on a loaded 2-core machine too
// (right after start the embedded database answers an inquiry in up to 2 s).
const SIGTERM_AFTER_MS = 3_000;

type Run = { answered2xx: string[]; failed: number; latencies: number[] };

/** Clients post visit inquiries with unique names, each as fast as it is answered, until the server is gone. */
async function fireUntilGone(app: AppProcess, stopped: Promise<unknown>): Promise<Run> {
  const run: Run = { answered2xx: [], failed: 0, latencies: [] };
  let gone = false;
  void stopped.then(() => (gone = true));
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!gone) {
        const name = `sigterm-${next++}`;
        const sent = performance.now();
        try {
          const response = await fetch(`${app.url}/api/visit-inquiry`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name, surname: "Sargsyan", email: "s@example.am", phone: "+374 91 123456", message: "SIGTERM" }),
          });
          await response.arrayBuffer();
          run.latencies.push(performance.now() - sent);
          if (response.ok) run.answered2xx.push(name);
          else run.failed++;
        } catch {
          run.failed++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }),
  );
  return run;
}

function check(database: string, run: Run, stored: string[], exitCode: number | null) {
  const storedOnce = new Set(stored);
  const lost = run.answered2xx.filter((name) => !storedOnce.has(name));
  reportFigures(`SIGTERM under load (${database})`, {
    answered_2xx: run.answered2xx.length,
    refused_or_cut: run.failed,
    stored: stored.length,
    lost: lost.length,
    duplicates: stored.length - storedOnce.size,
    p99_ms: percentile(run.latencies, 99).toFixed(1),
    exit: String(exitCode),
  });
  expect(exitCode).toBe(0);
  expect(run.answered2xx.length).toBeGreaterThan(CLIENTS);
  expect(lost).toEqual([]);
  expect(stored.length).toBe(storedOnce.size);
}

describe("SIGTERM under load: every request answered 2xx before shutdown is stored", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("on PostgreSQL", async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const app = await startAppProcess({ DATABASE_URL: database.url, FORM_RATE_LIMIT: "100000" });
    setTimeout(() => app.signal("SIGTERM"), SIGTERM_AFTER_MS);
    const run = await fireUntilGone(app, app.exited);
    const exitCode = await app.stop();
    const stored = await database.query<{ name: string }>("select name from visit_inquiries");
    check("PostgreSQL", run, stored.map((row) => row.name), exitCode);
  });

  it("on the embedded database", async () => {
    const app = await startAppProcess({ FORM_RATE_LIMIT: "100000" });
    const dataDir = `${app.dataDir}/pglite`;
    setTimeout(() => app.signal("SIGTERM"), SIGTERM_AFTER_MS);
    const run = await fireUntilGone(app, app.exited);
    const exitCode = await app.exited;
    const database = await openDatabase({ kind: "pglite", dataDir });
    const stored = await database.db.select({ name: visitInquiries.name }).from(visitInquiries);
    await database.close();
    await app.stop();
    check("PGlite", run, stored.map((row) => row.name), exitCode);
  }, 100_000);
});
