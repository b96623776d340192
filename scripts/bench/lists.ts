/**
 * The admin lists at scale: 100,000 subscribers and 100,000 inquiries, read a page at a time
 * (first page, a search, a page after 50,000 rows) and the subscriber CSV export streamed whole.
 */
import { sql } from "drizzle-orm";
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { newDataDir, rssMb, startServer } from "./server-process";

export const LIST_ROWS = 100_000;
const REPEATS = 20;
const ADMIN = { username: "bench-admin", password: "bench password not secret" };

type Say = (line?: string) => void;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

/** Both tables filled in one statement each, straight into the embedded database before the server opens it. */
async function fill(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await database.db.execute(
    sql`insert into subscribers (email, created_at) select 'bench-' || g || '@example.org', now() - make_interval(secs => g * 30) from generate_series(1, ${LIST_ROWS}) g`,
  );
  await database.db.execute(
    sql`insert into visit_inquiries (name, surname, email, phone, message, status, created_at)
        select 'Visitor' || g, 'Bench', 'visitor-' || g || '@example.org', '+374 91 000000', 'A tour for two', case when g % 3 = 0 then 'handled' else 'new' end,
               now() - make_interval(secs => g * 30)
        from generate_series(1, ${LIST_ROWS}) g`,
  );
  await database.close();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchLists(say: Say) {
  const dataDir = await newDataDir();
  const filling = performance.now();
  await fill(dataDir);
  const fillMs = performance.now() - filling;
  const server = await startServer(dataDir, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const get = async (pathAndQuery: string) => {
      const response = await fetch(`${server.url}/api${pathAndQuery}`, { headers });
      if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
      return (await response.json()) as { items: unknown[]; nextCursor: string | null; total?: number };
    };
    const timed = async (pathAndQuery: string) => {
      await get(pathAndQuery);
      const times: number[] = [];
      for (let index = 0; index < REPEATS; index += 1) {
        const started = performance.now();
        await get(pathAndQuery);
        times.push(performance.now() - started);
      }
      return { median: median(times), max: Math.max(...times) };
    };
    /** The cursor after the first `skip` rows, reached by paging 200 rows at a time as a client would. */
    const cursorAfter = async (list: string, skip: number) => {
      let cursor: string | null = null;
      for (let read = 0; read < skip; read += 200) cursor = (await get(`${list}?limit=200${cursor ? `&cursor=${cursor}` : ""}`)).nextCursor;
      return cursor!;
    };

    say(`## Admin lists at scale (${LIST_ROWS.toLocaleString("en")} subscribers, ${LIST_ROWS.toLocaleString("en")} tour inquiries, embedded database)`);
    say();
    say(
      `Median and slowest of ${REPEATS} requests on loopback, 50 rows a page; the first page also tells how many rows match. Tables filled in ${(fillMs / 1000).toFixed(1)} s.`,
    );
    say();
    say(row(["request", "median ms", "slowest ms"]));
    say(row(["---", "---", "---"]));
    const cases: [string, string][] = [
      ["subscribers, first page", "/subscribers?limit=50"],
      ["subscribers, search `BENCH-4242` (e-mail, any case)", "/subscribers?limit=50&q=BENCH-4242"],
      ["subscribers, the page after 50,000 rows", `/subscribers?limit=50&cursor=${await cursorAfter("/subscribers", 50_000)}`],
      ["tour inquiries, first page", "/visit-inquiries?limit=50"],
      ["tour inquiries, first page of `new`", "/visit-inquiries?limit=50&status=new"],
      ["tour inquiries, search `visitor777` (name or e-mail)", "/visit-inquiries?limit=50&q=visitor777"],
      ["tour inquiries, the page after 50,000 rows", `/visit-inquiries?limit=50&cursor=${await cursorAfter("/visit-inquiries", 50_000)}`],
    ];
    for (const [label, pathAndQuery] of cases) {
      const figures = await timed(pathAndQuery);
      say(row([label, figures.median.toFixed(1), figures.max.toFixed(1)]));
    }
    say();

    const rssBefore = await rssMb(server.child.pid!);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      void rssMb(server.child.pid!).then((rss) => (peak = Math.max(peak, rss)));
    }, 10);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/subscribers/export`, { headers });
    let bytes = 0;
    let lines = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines += 1;
    }
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    if (lines !== LIST_ROWS + 1) throw new Error(`export had ${lines} lines, expected ${LIST_ROWS + 1}`);
    say(row(["CSV export of all subscribers", "value"]));
    say(row(["---", "---"]));
    say(row(["rows / size", `${LIST_ROWS.toLocaleString("en")} / ${(bytes / 2 ** 20).toFixed(1)} MB`]));
    say(row(["time to the last byte", `${exportMs.toFixed(0)} ms`]));
    say(row(["server RSS before → peak during the export", `${rssBefore.toFixed(0)} MB → ${peak.toFixed(0)} MB (+${(peak - rssBefore).toFixed(0)} MB)`]));
    say();
  } finally {
    await server.stop();
  }
}
