import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../app/i18n/languages";
import { type MailCatcher, startMailCatcher } from "../helpers/mail-catcher";
import { type AppProcess, login, startAppProcess } from "./helpers/app-process";
import { createPostgresDatabase } from "./helpers/postgres";
import { reportFigures } from "./figures";

const SUBSCRIBERS = 2_000;
const LANGS: Lang[] = ["am", "en", "ru"];
const SUBJECT: Record<Lang, string> = { am: "Սեզոնի բացում", en: "The season opens", ru: "Открытие сезона" };

// Two app processes on one PostgreSQL database send one 2,000-subscriber campaign; one of them
// gets SIGTERM in the middle and starts again. Every subscriber must get exactly one message.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let smtp: MailCatcher;
let apps: AppProcess[] = [];

beforeAll(async () => {
  smtp = await startMailCatcher();
  database = await createPostgresDatabase();
}, 30_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await smtp?.stop();
  await database?.drop();
});

describe("a campaign across two instances and a restart", () => {
  it("delivers each subscriber's message exactly once, in their language", async () => {
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, PUBLIC_URL: "https://hall.example.am", NEWSLETTER_RATE: "12000" };
    apps = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    await database.query(
      `insert into subscribers (email, language, status, confirmed_at)
       select 'reader-' || n || '@example.am', (array['am','en','ru'])[1 + n % 3], 'confirmed', now() from generate_series(0, $1 - 1) as n`,
      [SUBSCRIBERS],
    );
    const { body } = await login(apps[1]!.url);
    const call = (path: string, method: string, payload: unknown) =>
      fetch(`${apps[1]!.url}/api${path}`, { method, headers: { Authorization: `Bearer ${body.token}`, "Content-Type": "application/json" }, body: JSON.stringify(payload) });
    const translations = Object.fromEntries(LANGS.map((lang) => [lang, { subject: SUBJECT[lang], body: `<p>${SUBJECT[lang]}</p>` }]));
    const created = (await (await call("/admin/campaigns", "POST", { translations })).json()) as { id: number };
    const started = Date.now();
    expect((await call(`/admin/campaigns/${created.id}/send`, "POST", {})).status).toBe(202);

    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(SUBSCRIBERS / 4);
    const atStop = smtp.received.length;
    expect(await apps[0]!.stop()).toBe(0);
    apps[0] = await startAppProcess(env);

    await expect.poll(() => smtp.received.length, { timeout: 120_000, interval: 250 }).toBeGreaterThanOrEqual(SUBSCRIBERS);
    const deliveredMs = Date.now() - started;
    // Long enough for a second copy, had any subscriber been queued or claimed twice, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received).toHaveLength(SUBSCRIBERS);
    const seen = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.envelopeTo) seen.set(to, (seen.get(to) ?? 0) + 1);
    expect(seen.size).toBe(SUBSCRIBERS);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    for (const mail of smtp.received.slice(0, 60)) {
      const n = Number(/reader-(\d+)@/.exec(mail.envelopeTo[0]!)![1]);
      expect(mail.subject).toBe(SUBJECT[LANGS[n % 3]!]);
    }
    const recipients = await database.query<{ status: string; n: string }>("select status, count(*) as n from campaign_recipients group by status");
    expect(recipients).toEqual([{ status: "sent", n: String(SUBSCRIBERS) }]);
    const [campaign] = await database.query<{ status: string }>("select status from campaigns");
    expect(campaign!.status).toBe("sent");
    reportFigures("campaign-send", { instances: 2, subscribers: SUBSCRIBERS, delivered_before_sigterm: atStop, delivered_ms: deliveredMs, per_second: Math.round((SUBSCRIBERS * 1000) / deliveredMs) });
  }, 240_000);
});
