import type { IncomingMessage } from "node:http";
import autocannon from "autocannon";
import type { Db } from "../../app/db/client.server";
import { createVisitorCounter } from "../../app/features/visitor-figures/counter.server";
import { LOAD_CONNECTIONS, LOAD_HEADERS } from "./load";
import { newDataDir, startServer } from "./server-process";

/** A person's browser: the figures count it (a crawler's agent would be left out before any counting). */
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ROUNDS = 5;
const ROUND_SECONDS = 5;
const GOAL = 0.95;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What counting one kept view costs in this process: the counter's own work, nothing written. */
function nanosecondsPerView(): number {
  const counter = createVisitorCounter({ db: null as unknown as Db, log: { warn() {} } });
  const req = { method: "GET", url: "/en/concerts?filter=orchestra", headers: { "user-agent": BROWSER, accept: "text/html" }, socket: {} } as unknown as IncomingMessage;
  const views = 1_000_000;
  for (let i = 0; i < 10_000; i++) counter.keptPage(req, "127.0.0.1");
  const started = process.hrtime.bigint();
  for (let i = 0; i < views; i++) counter.keptPage(req, `10.0.${i % 200}.${i % 50}`);
  return Number(process.hrtime.bigint() - started) / views;
}

/**
 * The kept page's throughput with the visitor figures counting (each view a few map updates,
 * written every 5 s) against the same server with `VISITOR_FIGURES=off`, both loaded at the same
 * time in each round, so that whatever else runs on the machine falls on both alike; the figure is
 * the median of the rounds' on/off ratios.
 */
export async function visitorFiguresSection(say: (line?: string) => void): Promise<boolean> {
  const servers = { off: await startServer(await newDataDir(), { VISITOR_FIGURES: "off" }), on: await startServer(await newDataDir(), { VISITOR_FIGURES: "on" }) };
  const headers = { ...LOAD_HEADERS, "User-Agent": BROWSER, Accept: "text/html" };
  const rates: Record<"off" | "on", number[]> = { off: [], on: [] };
  try {
    for (const server of Object.values(servers)) for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/en`, { headers })).arrayBuffer();
    for (let round = 0; round < ROUNDS; round++) {
      const [off, on] = await Promise.all(
        (["off", "on"] as const).map((mode) => autocannon({ url: `${servers[mode].url}/en`, connections: LOAD_CONNECTIONS / 2, duration: ROUND_SECONDS, headers })),
      );
      if (off!.non2xx || on!.non2xx) throw new Error("some answers were not 2xx");
      rates.off.push(off!.requests.average);
      rates.on.push(on!.requests.average);
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  const ratios = rates.on.map((on, round) => on / rates.off[round]!);
  const share = median(ratios);
  say(
    `## Visitor figures: the kept page /en with counting on and off (autocannon, ${ROUNDS} rounds of ${ROUND_SECONDS} s, ${LOAD_CONNECTIONS / 2} connections to each server at the same time)`,
  );
  say();
  say("| counting | req/s per round | median req/s |");
  say("| --- | --- | --- |");
  for (const mode of ["off", "on"] as const) say(`| ${mode} | ${rates[mode].map((rate) => rate.toFixed(0)).join(", ")} | ${median(rates[mode]).toFixed(0)} |`);
  say(`| on / off | ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")} | ${share.toFixed(3)} |`);
  say();
  say(`on / off, median of the rounds: ${share.toFixed(3)} (goal ≥ ${GOAL}: ${share >= GOAL ? "✓" : "✗ over budget"})`);
  say(`Counting one kept view in the server's process: ${nanosecondsPerView().toFixed(0)} ns (the counter alone, a million views from 200 addresses).`);
  say();
  return share >= GOAL;
}
