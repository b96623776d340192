import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_API_PATH } from "../../app/features/inquiries/inquiry-kinds";
import { type MailCatcher, startMailCatcher } from "../helpers/mail-catcher";
import { type AppProcess, startAppProcess } from "./helpers/app-process";
import { createPostgresDatabase } from "./helpers/postgres";
import { reportFigures } from "./figures";

const STAFF = "office@hall.example.am";
const INQUIRIES = 30;

// Two app processes on one PostgreSQL database share one outbox; the SMTP server is down while
// the inquiries arrive, and one instance is restarted before it comes back.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let smtp: MailCatcher;
let apps: AppProcess[] = [];

beforeAll(async () => {
  smtp = await startMailCatcher();
  await smtp.stop();
  database = await createPostgresDatabase();
}, 30_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await smtp?.stop();
  await database?.drop();
});

describe("the outbox across instances and a restart", () => {
  it("delivers every message exactly once", async () => {
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, FORM_RATE_LIMIT: "1000", PUBLIC_URL: "https://hall.example.am" };
    apps = await Promise.all([startAppProcess(env), startAppProcess(env)]);

    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: INQUIRIES }, async (_, i) => {
        const response = await fetch(`${apps[i % 2]!.url}/api/${INQUIRY_API_PATH.harmony}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: `Guest ${i}`, surname: "Hakobyan", email: `guest-${i}@example.am`, phone: "+374 91 000000", message: "A reception", language: "ru" }),
        });
        return response.status;
      }),
    );
    const answeredMs = Date.now() - started;
    expect(statuses).toEqual(Array(INQUIRIES).fill(201));
    const queued = await database.query<{ n: string }>("select count(*) as n from outbox where status = 'pending'");
    expect(Number(queued[0]!.n)).toBe(INQUIRIES * 2);

    // One instance stops (SIGTERM: it finishes what it was doing and lets go of its claims) and starts again.
    expect(await apps[0]!.stop()).toBe(0);
    apps[0] = await startAppProcess(env);

    await smtp.start();
    const back = Date.now();
    await expect.poll(() => smtp.received.length, { timeout: 90_000, interval: 250 }).toBe(INQUIRIES * 2);
    const deliveredMs = Date.now() - back;
    // Long enough for a second copy, had any row been claimed twice, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received).toHaveLength(INQUIRIES * 2);
    for (let i = 0; i < INQUIRIES; i++) {
      expect(smtp.to(`guest-${i}@example.am`), `guest ${i}`).toHaveLength(1);
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(STAFF) && mail.replyTo?.value[0]?.address === `guest-${i}@example.am`)).toHaveLength(1);
    }
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(INQUIRIES * 2);
    const left = await database.query<{ status: string; n: string }>("select status, count(*) as n from outbox group by status");
    expect(left).toEqual([{ status: "sent", n: String(INQUIRIES * 2) }]);
    reportFigures("mail-outbox", { instances: 2, inquiries: INQUIRIES, messages: INQUIRIES * 2, answered_ms: answeredMs, delivered_after_smtp_back_ms: deliveredMs });
  }, 180_000);
});
