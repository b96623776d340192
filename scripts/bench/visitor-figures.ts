import { load, LOAD_CONNECTIONS, LOAD_SECONDS } from "./load";
import { newDataDir, startServer } from "./server-process";

/** A person's browser: the figures count it (a crawler's agent would be left out before any counting). */
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ROUNDS = 3;
const GOAL = 0.95;

/**
 * The kept page's throughput with the visitor figures counting (each view a few map updates,
 * written every 5 s) against the same server with `VISITOR_FIGURES=off`, in turns in this run so
 * that the machine's load falls on both alike.
 */
export async function visitorFiguresSection(say: (line?: string) => void): Promise<boolean> {
  const servers = { off: await startServer(await newDataDir(), { VISITOR_FIGURES: "off" }), on: await startServer(await newDataDir(), { VISITOR_FIGURES: "on" }) };
  const headers = { "User-Agent": BROWSER, Accept: "text/html" };
  const rates: Record<"off" | "on", number[]> = { off: [], on: [] };
  try {
    for (const server of Object.values(servers)) for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/en`, { headers })).arrayBuffer();
    for (let round = 0; round < ROUNDS; round++) {
      // Which goes first changes each round.
      const order = round % 2 ? (["on", "off"] as const) : (["off", "on"] as const);
      for (const mode of order) {
        const figures = await load(`${servers[mode].url}/en`, headers);
        if (figures.non2xx) throw new Error(`${mode}: ${figures.non2xx} answers were not 2xx`);
        rates[mode].push(figures.requestsPerSecond);
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const share = mean(rates.on) / mean(rates.off);
  say(`## Visitor figures: the kept page /en with counting on and off (autocannon, ${LOAD_SECONDS} s × ${ROUNDS} rounds each, ${LOAD_CONNECTIONS} connections, in turns)`);
  say();
  say("| counting | req/s per round | mean req/s |");
  say("| --- | --- | --- |");
  for (const mode of ["off", "on"] as const) say(`| ${mode} | ${rates[mode].map((rate) => rate.toFixed(0)).join(", ")} | ${mean(rates[mode]).toFixed(0)} |`);
  say();
  say(`on / off: ${share.toFixed(3)} (goal ≥ ${GOAL}: ${share >= GOAL ? "✓" : "✗ over budget"})`);
  say();
  return share >= GOAL;
}
