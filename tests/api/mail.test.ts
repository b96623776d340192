import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../app/db/schema/mail";
import { subscribers } from "../../app/db/schema/newsletter";
import { INQUIRY_API_PATH, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { formatEventDate } from "../../app/i18n/format";
import type { Lang } from "../../app/i18n/languages";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { SITE_CONTACTS } from "../../app/site-config";
import { action as confirmPageAction, loader as confirmPageLoader } from "../../app/routes/newsletter-confirm";
import { action as unsubscribePageAction, loader as unsubscribePageLoader } from "../../app/routes/newsletter-unsubscribe";
import { signedInAdmin } from "../helpers/admin-client";
import { linkIn, type MailCatcher, startMailCatcher } from "../helpers/mail-catcher";
import { startTestServer } from "../helpers/test-server";

const PUBLIC_URL = "https://hall.example.am";
const STAFF = ["office@hall.example.am", "events@hall.example.am"];
const QUICK_RETRIES = { pollMs: 100, retryBaseMs: 50, retryMaxMs: 400 };

let smtp: MailCatcher;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  smtp = await startMailCatcher({ user: "hall", password: "s3cret pass" });
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "concerts@hall.example.am", STAFF_EMAIL: STAFF.join(", "), PUBLIC_URL },
    formRateLimit: { limit: 1000, windowMs: 60_000 },
    mailSender: QUICK_RETRIES,
  });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

function post(pathname: string, body: unknown, init: { headers?: Record<string, string> } = {}) {
  return fetch(`${server.url}/api/${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
}

const SITE = {
  am: { name: "Արամ Խաչատրյանի անվան համերգասրահ", address: "Մեսրոպ Մաշտոցի պողոտա 46, Երևան" },
  en: { name: "Aram Khachaturian Concert Hall", address: "46 Mesrop Mashtots Avenue, Yerevan" },
  ru: { name: "Концертный зал имени Арама Хачатуряна", address: "проспект Месропа Маштоца, 46, Ереван" },
} satisfies Record<Lang, unknown>;

const CHECK_INBOX = {
  am: "Մնաց մի փոքր։ Մենք ձեզ նամակ ենք ուղարկել հաստատման հղումով",
  en: "Almost done! We have sent you an e-mail with a confirmation link",
  ru: "Почти готово! Мы отправили вам письмо со ссылкой для подтверждения",
} satisfies Record<Lang, string>;

const CONFIRM_SUBJECT = {
  am: "Խնդրում ենք հաստատել բաժանորդագրությունը",
  en: "Please confirm your subscription to our newsletter",
  ru: "Подтвердите, пожалуйста, подписку на рассылку",
} satisfies Record<Lang, string>;

async function mailTo(address: string, count = 1) {
  await expect.poll(() => smtp.to(address).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return smtp.to(address);
}

/** A header as it was sent (mailparser folds the List-* headers into one object). */
function headerLine(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

/** The page behind a link, through its route module's own loader (the pages themselves are covered end to end). */
const pageArgs = (url: string, method = "GET") => ({ request: new Request(url, { method }), context: { db: server.db }, params: {} }) as never;
/** What a page's loader or action answers: its data, and the status the page is sent with. */
const answered = async (pending: Promise<{ data: object; init: { status?: number } | null }>) => {
  const { data, init } = await pending;
  return { ...data, status: init?.status ?? 200 };
};

async function exported(): Promise<string> {
  return (await admin.call("/subscribers/export")).body as string;
}

describe("newsletter double opt-in", () => {
  const langs: Lang[] = ["am", "en", "ru"];

  it("answers 'check your inbox' and sends a confirmation in the visitor's language, with unsubscribe headers and no remote content", async () => {
    for (const lang of langs) {
      const response = await post("subscribe", { email: `reader-${lang}@example.am`, language: lang });
      expect(response.status).toBe(201);
      expect((await response.json()).message).toContain(CHECK_INBOX[lang]);
    }
    for (const lang of langs) {
      const [mail] = await mailTo(`reader-${lang}@example.am`);
      expect(mail!.subject).toBe(CONFIRM_SUBJECT[lang]);
      expect(mail!.from?.value[0]).toEqual({ name: SITE[lang].name, address: "concerts@hall.example.am" });
      expect(linkIn(mail!, `${PUBLIC_URL}/${lang}/newsletter/confirm?token=`)).toMatch(/token=[\w-]{40,}$/);
      expect(linkIn(mail!, `${PUBLIC_URL}/${lang}/newsletter/unsubscribe?token=`)).toBeTruthy();
      expect(headerLine(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(headerLine(mail!, "list-unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=\\w+>$`));
      for (const part of [mail!.text!, mail!.html as string]) {
        expect(part).toContain(SITE[lang].name);
        expect(part).toContain(SITE[lang].address);
      }
      expect(mail!.html).toContain(`lang="${lang === "am" ? "hy" : lang}"`);
      expect(mail!.html).not.toMatch(/<img|src=|url\(/i);
    }
  });

  it("lists the address as pending, leaves it out of the export until the link's button is pressed, then counts it", async () => {
    const email = "confirm-me@example.am";
    await post("subscribe", { email, language: "en" });
    const [mail] = await mailTo(email);
    const listed = (await admin.call("/subscribers")).body as { email: string; status: string }[];
    expect(listed.find((row) => row.email === email)?.status).toBe("pending");
    expect(await exported()).not.toContain(email);

    const link = linkIn(mail!, `${PUBLIC_URL}/en/newsletter/confirm?token=`);
    // Opening the link changes nothing; its button confirms.
    expect(await answered(confirmPageLoader(pageArgs(link)))).toEqual({ link: "valid", status: 200 });
    expect(((await admin.call("/subscribers")).body as { email: string; status: string }[]).find((row) => row.email === email)?.status).toBe("pending");
    expect(await answered(confirmPageAction(pageArgs(link, "POST")))).toEqual({ result: "confirmed", status: 200 });
    // Pressing it again still says confirmed; a token nobody was sent does not.
    expect(await answered(confirmPageAction(pageArgs(link, "POST")))).toEqual({ result: "confirmed", status: 200 });
    expect(await answered(confirmPageLoader(pageArgs(`${PUBLIC_URL}/en/newsletter/confirm?token=${"x".repeat(43)}`)))).toEqual({ link: "invalid", status: 404 });

    const after = (await admin.call("/subscribers")).body as { email: string; status: string }[];
    expect(after.find((row) => row.email === email)?.status).toBe("confirmed");
    expect(await exported()).toContain(email);
  });

  it("confirms through the API too, and refuses an unknown token with 404", async () => {
    const email = "api-confirm@example.am";
    await post("subscribe", { email, language: "ru" });
    const token = new URL(linkIn((await mailTo(email))[0]!, `${PUBLIC_URL}/ru/newsletter/confirm?token=`)).searchParams.get("token");
    const confirmed = await post("newsletter/confirm", { token, language: "ru" });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).message).toBe("Подписка подтверждена");
    const unknown = await post("newsletter/confirm", { token: "not-a-token-we-sent-anyone", language: "en" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: "invalid_token", message: "This link is invalid or has expired" });
    for (const body of [{ token: { $ne: null } }, {}, [token]]) expect((await post("newsletter/confirm", body)).status).toBe(400);
  });

  it("resends to a pending address at most once per 10 minutes, and tells a confirmed one nothing new", async () => {
    const email = "twice@example.am";
    const answer = async (body: object) => {
      const response = await post("subscribe", body);
      return [response.status, await response.json()];
    };
    const first = await answer({ email, language: "en" });
    await mailTo(email);
    expect(await answer({ email: "TWICE@example.am", language: "en" })).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(email)).toHaveLength(1);

    await server.db.execute(sql`update subscribers set confirm_sent_at = now() - interval '11 minutes' where email = ${email}`);
    await post("subscribe", { email, language: "am" });
    const [old, fresh] = await mailTo(email, 2);
    expect(fresh!.subject).toBe(CONFIRM_SUBJECT.am);
    // Only the newest link confirms.
    expect(await answered(confirmPageAction(pageArgs(linkIn(old!, `${PUBLIC_URL}/en/newsletter/confirm?token=`), "POST")))).toEqual({ result: "invalid", status: 404 });
    expect(await answered(confirmPageAction(pageArgs(linkIn(fresh!, `${PUBLIC_URL}/am/newsletter/confirm?token=`), "POST")))).toEqual({ result: "confirmed", status: 200 });

    expect(await answer({ email, language: "en" })).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(email)).toHaveLength(2);
    const rows = (await server.db.select().from(subscribers)).filter((row) => row.email.toLowerCase() === email);
    expect(rows).toMatchObject([{ status: "confirmed" }]);
  });

  it("refuses the old confirmation link of an address that has since bounced, saying so in the visitor's language", async () => {
    const email = "refused-later@example.am";
    await post("subscribe", { email, language: "en" });
    const link = linkIn((await mailTo(email))[0]!, `${PUBLIC_URL}/en/newsletter/confirm?token=`);
    expect(await answered(confirmPageAction(pageArgs(link, "POST")))).toEqual({ result: "confirmed", status: 200 });
    // A campaign to the address was refused for good (what the campaign sender records).
    await server.db.execute(sql`update subscribers set status = 'bounced' where email = ${email}`);

    expect(await answered(confirmPageLoader(pageArgs(link)))).toEqual({ link: "bounced", status: 410 });
    expect(await answered(confirmPageAction(pageArgs(link, "POST")))).toEqual({ result: "bounced", status: 410 });
    const token = new URL(link).searchParams.get("token");
    const refusals = {
      en: "This address refuses our mail",
      ru: "Этот адрес не принимает наши письма",
      am: "Այս հասցեն չի ընդունում մեր նամակները",
    } satisfies Record<Lang, string>;
    for (const [language, message] of Object.entries(refusals)) {
      const refused = await post("newsletter/confirm", { token, language });
      expect(refused.status).toBe(410);
      expect(await refused.json()).toEqual({ success: false, code: "address_bounced", message });
    }
    const rows = (await server.db.select().from(subscribers)).filter((row) => row.email === email);
    expect(rows).toMatchObject([{ status: "bounced" }]);
  });

  it("unsubscribes from the page's button, and from a one-click POST to the List-Unsubscribe address", async () => {
    for (const email of ["page-leaver@example.am", "one-click@example.am"]) await post("subscribe", { email, language: "en" });
    const pageLink = linkIn((await mailTo("page-leaver@example.am"))[0]!, `${PUBLIC_URL}/en/newsletter/unsubscribe?token=`);
    expect(await answered(unsubscribePageLoader(pageArgs(pageLink)))).toEqual({ valid: true, status: 200 });
    expect(await answered(unsubscribePageAction(pageArgs(pageLink, "POST")))).toEqual({ result: "removed", status: 200 });
    expect(await answered(unsubscribePageLoader(pageArgs(pageLink)))).toEqual({ valid: false, status: 404 });

    const target = new URL(headerLine((await mailTo("one-click@example.am"))[0]!, "list-unsubscribe").slice(1, -1));
    const local = `${server.url}${target.pathname}${target.search}`;
    const opened = await fetch(local, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/en/newsletter/unsubscribe${target.search}`);
    const oneClick = () =>
      fetch(local, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const removed = await oneClick();
    expect(removed.status).toBe(200);
    expect((await removed.json()).message).toBe("You have unsubscribed");
    expect((await oneClick()).status).toBe(404);

    const left = (await server.db.select().from(subscribers)).map((row) => row.email);
    expect(left).not.toContain("page-leaver@example.am");
    expect(left).not.toContain("one-click@example.am");
  });

  it("forgets subscriptions not confirmed within 7 days, in the sender's periodic cleanup", async () => {
    const quick = await startTestServer({ mailSender: { ...QUICK_RETRIES, housekeepingMs: 100 } });
    try {
      const answer = (email: string) => fetch(`${quick.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) });
      await answer("stale@example.am");
      await answer("fresh@example.am");
      await quick.db.execute(sql`update subscribers set confirm_sent_at = now() - interval '7 days 1 minute' where email = 'stale@example.am'`);
      await expect.poll(async () => (await quick.db.select().from(subscribers)).map((row) => row.email), { timeout: 5_000 }).toEqual(["fresh@example.am"]);
    } finally {
      await quick.close();
    }
  });
});

const person = { name: "Anahit", email: "", phone: "+374 91 123456" };
/** `typed`: what the visitor typed, which the acknowledgement never repeats and the staff notice always carries. */
const INQUIRIES: { kind: InquiryKind; lang: Lang; fields: Record<string, string>; subject: string; typed: string[] }[] = [
  {
    kind: "rental",
    lang: "am",
    fields: { ...person, hall: "small", eventType: "Կամերային համերգ" },
    subject: "Ձեր հայտը ստացված է՝ դահլիճի վարձակալություն",
    typed: ["Anahit", "Կամերային համերգ"],
  },
  {
    kind: "visit",
    lang: "en",
    fields: { ...person, surname: "Sargsyan", message: "A tour for 12 people on Friday" },
    subject: "We have received your request: a tour of the hall",
    typed: ["Anahit", "A tour for 12 people on Friday", "Sargsyan"],
  },
  {
    kind: "vipBalcony",
    lang: "ru",
    fields: { ...person, surname: "Саргсян", message: "Ложа на новогодний концерт" },
    subject: "Мы получили вашу заявку: эксклюзивный балкон",
    typed: ["Anahit", "Ложа на новогодний концерт", "Саргсян"],
  },
  {
    kind: "harmony",
    lang: "en",
    fields: { ...person, surname: "Sargsyan", message: `<img src=x onerror="alert(1)"><script>alert(2)</script> & a reception` },
    subject: "We have received your request: the Harmony chamber hall",
    typed: ["Anahit", "a reception", "Sargsyan"],
  },
];

const ACK_HEADING = { am: "Շնորհակալություն ձեր հայտի համար", en: "Thank you for your request", ru: "Спасибо за вашу заявку" } satisfies Record<Lang, string>;

describe("inquiry acknowledgements and staff notices", () => {
  for (const inquiry of INQUIRIES) {
    it(`${inquiry.kind} in ${inquiry.lang}: the visitor gets the kind of request, when, and the hall's contacts, nothing they typed; staff get it all in Armenian with the admin link`, async () => {
      const email = `${inquiry.kind}-${inquiry.lang}@example.am`;
      const response = await post(INQUIRY_API_PATH[inquiry.kind], { ...inquiry.fields, email, language: inquiry.lang });
      expect(response.status).toBe(201);
      const [row] = await server.db.select().from(INQUIRY_TABLES[inquiry.kind]).where(sql`email = ${email}`);

      const [ack] = await mailTo(email);
      expect(ack!.subject).toBe(inquiry.subject);
      expect(ack!.text).toContain(formatEventDate(row!.createdAt, inquiry.lang));
      expect(ack!.text).toContain(SITE_CONTACTS.ticketOfficePhone);
      expect(ack!.text).toContain(SITE[inquiry.lang].address);
      expect(ack!.text).toContain(ACK_HEADING[inquiry.lang]);
      // The visitor's copy repeats nothing they typed (anyone can type anyone's address); staff get it all.
      for (const text of inquiry.typed) {
        expect(ack!.text).not.toContain(text);
        expect(ack!.html).not.toContain(text);
      }

      await expect.poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(STAFF[0]!) && mail.replyTo?.value[0]?.address === email).length).toBe(1);
      const staff = smtp.received.find((mail) => mail.envelopeTo.includes(STAFF[0]!) && mail.replyTo?.value[0]?.address === email)!;
      expect(staff.envelopeTo.sort()).toEqual([...STAFF].sort());
      expect(staff.subject).toMatch(/^Նոր հայտ՝ /);
      expect(staff.text).toContain(`${PUBLIC_URL}/admin/${{ rental: "rental", visit: "visit", vipBalcony: "vip-balcony", harmony: "harmony-hall" }[inquiry.kind]}-inquiries`);
      expect(staff.text).toContain(formatEventDate(row!.createdAt, "am"));
      expect(staff.text).toContain({ am: "Հայերեն", en: "English", ru: "Русский" }[inquiry.lang]);
      expect(staff.text).toContain(email);
      for (const text of inquiry.typed) expect(staff.text).toContain(text);
      if (inquiry.kind === "harmony") {
        // Hostile text stays text: shown as typed, never as markup.
        for (const mail of [staff]) {
          expect(mail.text).toContain(inquiry.fields.message);
          expect(mail.html).not.toMatch(/<img|<script/i);
          expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;");
        }
      }
    });
  }
});

describe("an outbox that loses nothing", () => {
  it("answers 50 inquiries at once while the SMTP server is down, then delivers every message exactly once when it is back", async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(INQUIRY_API_PATH.visit, { name: `Outage ${i}`, surname: "Petrosyan", email: `outage-${i}@example.am`, phone: "+374 91 000000", message: "While the mail server is down", language: "en" }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(elapsed).toBeLessThan(5_000);
    await expect.poll(async () => (await admin.call("/admin/outbox/summary")).body.pending, { timeout: 5_000 }).toBe(100);
    const summary = (await admin.call("/admin/outbox/summary")).body;
    expect(summary).toMatchObject({ pending: 100, failed: 0, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    await smtp.start();
    const back = Date.now();
    await expect.poll(() => smtp.received.length - before, { timeout: 20_000 }).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(100);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(100);
    for (let i = 0; i < 50; i++) {
      expect(smtp.to(`outage-${i}@example.am`), `visitor ${i}`).toHaveLength(1);
      expect(arrived.filter((mail) => mail.replyTo?.value[0]?.address === `outage-${i}@example.am`), `staff ${i}`).toHaveLength(1);
    }
    expect((await admin.call("/admin/outbox/summary")).body).toEqual({ pending: 0, failed: 0 });
    process.stdout.write(`\n  50 inquiries with the SMTP server down answered in ${elapsed} ms; all 100 messages arrived ${Date.now() - back} ms after it was back\n`);
  });

  it("marks a message failed after the last attempt, and admins see it with the reason", async () => {
    smtp.refuse({ code: 451, message: "Mailbox busy, try later" });
    try {
      const quick = await startTestServer({ env: { SMTP_URL: smtp.url }, mailSender: { ...QUICK_RETRIES, maxAttempts: 3 } });
      const staff = await signedInAdmin(quick, "mail-watcher");
      try {
        await fetch(`${quick.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "refused@example.am" }) });
        await expect.poll(async () => (await staff.call("/admin/outbox/summary")).body.failed, { timeout: 10_000 }).toBe(1);
        expect((await staff.call("/admin/outbox/summary")).body).toEqual({ pending: 0, failed: 1, lastError: expect.stringContaining("451") });
        const [row] = await quick.db.select().from(outbox);
        expect(row).toMatchObject({ status: "failed", attempts: 3 });
        expect((await staff.call("/admin/outbox/summary", "GET", undefined, null)).status).toBe(401);
      } finally {
        await quick.close();
      }
    } finally {
      smtp.refuse(null);
    }
  });

  it("gives up at once on a recipient the server refuses for good (5xx), without retrying", async () => {
    smtp.refuse({ code: 550, message: "No such mailbox here" });
    try {
      const quick = await startTestServer({ env: { SMTP_URL: smtp.url }, mailSender: QUICK_RETRIES });
      try {
        await fetch(`${quick.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "nobody@example.am" }) });
        await expect.poll(async () => (await quick.db.select().from(outbox))[0]?.status, { timeout: 5_000 }).toBe("failed");
        expect((await quick.db.select().from(outbox))[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining("550") });
      } finally {
        await quick.close();
      }
    } finally {
      smtp.refuse(null);
    }
  });

  it("without SMTP_URL writes each message as an .eml file under DATA_DIR/mail", async () => {
    const logLines: string[] = [];
    const local = await startTestServer({ logLines, mailSender: QUICK_RETRIES });
    try {
      await fetch(`${local.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "file@example.am", language: "ru" }) });
      const folder = path.join(local.dataDir, "mail");
      await expect.poll(async () => (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml")).length, { timeout: 5_000 }).toBe(1);
      const [name] = await readdir(folder);
      const mail = await simpleParser(await readFile(path.join(folder, name!)));
      expect(mail.to).toMatchObject({ value: [{ address: "file@example.am" }] });
      expect(mail.subject).toBe(CONFIRM_SUBJECT.ru);
      expect(mail.text).toContain(`${local.url}/ru/newsletter/confirm?token=`);
      expect(logLines.some((line) => line.includes(path.join(folder, name!)))).toBe(true);
    } finally {
      await local.close();
    }
  });
});
