import { newDataDir, rssMb, startServer } from "./server-process";

type Say = (line?: string) => void;
const SIZES = [12, 1_000, 10_000];
const QUERIES = ["Khachaturian", "Хачатурян", "Խաչատրյան", "khach", "Komitas", "Шостакович", "organ", "Khachaturain", "rental", "Gayane", "quartet", "Рахманинов"];
const RUNS = 60;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

async function indexed(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = (await (await fetch(`${url}/api/search?q=Khachaturian&language=en&limit=50&wait=${performance.now()}`)).json()) as { results: { type: string }[] };
    if (answer.results.some((result) => result.type === "concert")) return performance.now() - started;
    if (performance.now() - started > 180_000) throw new Error("the search index did not fill within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Search latency as the catalogue grows: each query a new address, so nothing kept answers it. */
export async function searchSection(say: Say) {
  say("## Search as the catalogue grows");
  say();
  say(`\`GET /api/search\` (limit 20), ${RUNS} queries in three scripts with a typo and prefixes among them, each at a new address so nothing kept answers; the sandbox holds \`EVENTHUB_SANDBOX_EVENTS\` concerts, indexed in three languages.`);
  say();
  say(row(["concerts in the catalogue", "first index ms (after start)", "median ms", "p95 ms", "server RSS after, MB"]));
  say(row(Array(5).fill("---")));
  for (const size of SIZES) {
    const server = await startServer(await newDataDir(), { EVENTHUB_SANDBOX_EVENTS: String(size) });
    await fetch(`${server.url}/en/concerts`);
    const indexMs = await indexed(server.url);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const q = QUERIES[i % QUERIES.length]!;
      const language = ["en", "ru", "am"][i % 3]!;
      const started = performance.now();
      await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}&language=${language}&run=${i}`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    const rss = await rssMb(server.child.pid!);
    await server.stop();
    times.sort((a, b) => a - b);
    say(row([size.toLocaleString("en"), indexMs.toFixed(0), times[Math.floor(RUNS / 2)]!.toFixed(1), times[Math.floor(RUNS * 0.95)]!.toFixed(1), rss.toFixed(0)]));
  }
  say();
}
