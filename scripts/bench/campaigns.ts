/**
 * A newsletter campaign at scale: 10,000 confirmed subscribers in three languages, sent through
 * the outbox to a local SMTP server that accepts everything. Measures the send rate (with
 * NEWSLETTER_RATE set high enough not to be the limit) and the server's memory while it sends.
 */
import { sql } from "drizzle-orm";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../../app/db/client.server";
import { freePort } from "../free-port";
import { newDataDir, rssMb, startServer } from "./server-process";

export const CAMPAIGN_SUBSCRIBERS = 10_000;
const ADMIN = { username: "bench-admin", password: "bench password not secret" };
type Say = (line?: string) => void;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

async function fill(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await database.db.execute(
    sql`insert into subscribers (email, language, status, confirmed_at)
        select 'reader-' || g || '@example.org', (array['am','en','ru'])[1 + g % 3], 'confirmed', now() from generate_series(1, ${CAMPAIGN_SUBSCRIBERS}) g`,
  );
  await database.close();
}

/** An SMTP server that takes every message and only counts it (parsing would load this process, not the server's). */
async function countingSmtp() {
  const port = await freePort();
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function benchCampaign(say: Say) {
  const dataDir = await newDataDir();
  await fill(dataDir);
  const smtp = await countingSmtp();
  const server = await startServer(dataDir, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://hall.example.am",
    NEWSLETTER_RATE: "1000000",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const login = await fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const call = (pathname: string, body: unknown) =>
      fetch(`${server.url}/api${pathname}`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const body = (lang: string) => `<h2>${lang}</h2><p>The season opens. <a href="https://tickets.example.am/season">Tickets</a></p>`;
    const created = (await (await call("/admin/campaigns", { translations: { am: { subject: "Սեզոն", body: body("am") }, en: { subject: "Season", body: body("en") }, ru: { subject: "Сезон", body: body("ru") } }, eventIds: ["1001", "1002"] })).json()) as { id: number };
    const idleRss = await rssMb(server.child.pid!);
    const started = performance.now();
    const sent = await call(`/admin/campaigns/${created.id}/send`, {});
    if (sent.status !== 202) throw new Error(`send answered ${sent.status}`);
    let peakRss = idleRss;
    const samples: number[] = [];
    while (smtp.received() < CAMPAIGN_SUBSCRIBERS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rss = await rssMb(server.child.pid!);
      samples.push(rss);
      peakRss = Math.max(peakRss, rss);
      if (performance.now() - started > 30 * 60_000) throw new Error(`only ${smtp.received()} messages in 30 minutes`);
    }
    const seconds = (performance.now() - started) / 1000;
    const perMinute = (CAMPAIGN_SUBSCRIBERS / seconds) * 60;
    const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? idleRss;
    say("## Newsletter campaign");
    say();
    say(`${CAMPAIGN_SUBSCRIBERS.toLocaleString("en")} confirmed subscribers (am/en/ru), two concert cards, one server (embedded database), a local SMTP server; NEWSLETTER_RATE set out of the way to find the ceiling.`);
    say();
    say(row(["figure", "value"]));
    say(row(["---", "---"]));
    say(row(["all messages delivered in", `${seconds.toFixed(1)} s`]));
    say(row(["send rate", `${Math.round(perMinute).toLocaleString("en")} messages/min (${(perMinute / 60).toFixed(0)}/s)`]));
    say(row(["default NEWSLETTER_RATE", `600 messages/min: ${(CAMPAIGN_SUBSCRIBERS / 600).toFixed(1)} min for this campaign`]));
    say(row(["server RSS before sending", `${idleRss.toFixed(0)} MB`]));
    say(row(["server RSS while sending (median / peak)", `${median.toFixed(0)} / ${peakRss.toFixed(0)} MB`]));
  } finally {
    await server.stop();
    await smtp.close();
  }
}
