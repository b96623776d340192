import type { ParsedMail } from "mailparser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRecipients } from "../../app/db/schema/campaigns";
import { outbox } from "../../app/db/schema/mail";
import { subscribers } from "../../app/db/schema/newsletter";
import type { Campaign } from "../../app/features/campaigns/schema";
import type { Lang } from "../../app/i18n/languages";
import { signedInAdmin } from "../helpers/admin-client";
import { linkIn, type MailCatcher, startMailCatcher } from "../helpers/mail-catcher";
import { startTestServer } from "../helpers/test-server";
import { followCampaignLinkAs } from "../helpers/campaign-link";

const PUBLIC_URL = "https://hall.example.am";
const TARGET = "https://tickets.example.am/season?from=2027&lang=any";

let smtp: MailCatcher;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let editor: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  smtp = await startMailCatcher();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "news@hall.example.am", PUBLIC_URL, NEWSLETTER_RATE: "3000" },
    mailSender: { pollMs: 100, retryBaseMs: 50, retryMaxMs: 400 },
    campaignTickMs: 100,
  });
  admin = await signedInAdmin(server, "campaign-admin");
  editor = await signedInAdmin(server, "campaign-editor", "editor");
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const SITE = {
  am: { name: "Արամ Խաչատրյանի անվան համերգասրահ", address: "Մեսրոպ Մաշտոցի պողոտա 46, Երևան" },
  en: { name: "Aram Khachaturian Concert Hall", address: "46 Mesrop Mashtots Avenue, Yerevan" },
  ru: { name: "Концертный зал имени Арама Хачатуряна", address: "проспект Месропа Маштоца, 46, Ереван" },
} satisfies Record<Lang, unknown>;

const TEXTS = {
  am: { subject: "Նոր սեզոնի բացում", body: `<h2>Սիրելի բարեկամներ</h2><p>Սեզոնը բացվում է։ <a href="${TARGET}">Տոմսեր</a></p><script>alert(1)</script>` },
  en: { subject: "The new season opens", body: `<h2>Dear friends</h2><p>The season opens. <a href="${TARGET}">Tickets</a></p><img src="https://tracker.example/p.gif">` },
  ru: { subject: "Открытие нового сезона", body: `<h2>Дорогие друзья</h2><p>Сезон открывается. <a href="${TARGET}">Билеты</a></p>` },
} satisfies Record<Lang, { subject: string; body: string }>;

const UNSUBSCRIBE_WORDS = { am: "Հրաժարվել բաժանորդագրությունից", en: "Unsubscribe", ru: "Отписаться от рассылки" } satisfies Record<Lang, string>;

async function addSubscriber(email: string, language: Lang, status: "pending" | "confirmed" = "confirmed") {
  const [row] = await server.db.insert(subscribers).values({ email, language, status, confirmedAt: status === "confirmed" ? new Date() : null }).returning();
  return row!;
}

function headerLine(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

async function campaign(id: number): Promise<Campaign> {
  return (await admin.call(`/admin/campaigns/${id}`)).body as Campaign;
}

async function twoConcerts(): Promise<{ eventId: string; eventName: string }[]> {
  const events = (await (await fetch(`${server.url}/api/eventhub-proxy/Event/GetEvents?language=en`)).json()) as { eventId: string; eventName: string }[];
  return events.slice(0, 2);
}

describe("writing a campaign", () => {
  it("refuses bad bodies with 400 {code, message, fields}, keeps only safe rich text, and lets editors write", async () => {
    const bad: [unknown, string][] = [
      [{}, "translations"],
      [{ translations: {} }, "translations"],
      [{ translations: { en: { subject: "", body: "<p>x</p>" } } }, "translations.en.subject"],
      [{ translations: { en: { subject: "x".repeat(201), body: "<p>x</p>" } } }, "translations.en.subject"],
      [{ translations: { de: { subject: "Hallo", body: "<p>x</p>" } } }, "translations"],
      [{ translations: { en: { subject: "Hi", body: "<p>x</p>" } }, eventIds: ["../etc"] }, "eventIds.0"],
      [{ translations: { en: { subject: "Hi", body: "<script>only</script>" } } }, "translations.en.body"],
      ["not json at all", "body"],
    ];
    for (const [body, field] of bad) {
      const response = await editor.call("/admin/campaigns", "POST", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      if (typeof body !== "string") expect(Object.keys(response.body.fields), JSON.stringify(body)).toContain(field);
    }

    const created = await editor.call("/admin/campaigns", "POST", { translations: TEXTS });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("draft");
    expect(created.body.translations.am.body).not.toContain("<script");
    expect(created.body.translations.en.body).not.toContain("tracker.example");
    expect(created.body.counts).toEqual({ recipients: 0, sent: 0, failed: 0, bounced: 0, unsubscribed: 0, clicks: 0 });
    expect((await admin.call("/admin/campaigns/99999")).status).toBe(404);
    expect((await admin.call("/admin/campaigns/abc")).status).toBe(400);
  });
});

describe("sending a campaign", () => {
  let id: number;
  const people = { am: "anahit@example.am", en: "john@example.com", ru: "olga@example.ru", pending: "pending@example.am", unsubscribed: "gone@example.am", refused: "nobody@example.am" };

  beforeAll(async () => {
    await addSubscriber(people.am, "am");
    await addSubscriber(people.en, "en");
    await addSubscriber(people.ru, "ru");
    await addSubscriber(people.pending, "en", "pending");
    const gone = await addSubscriber(people.unsubscribed, "ru");
    await addSubscriber(people.refused, "am");
    smtp.refuseAddress(people.refused, { code: 550, message: "5.1.1 No such mailbox" });
    // Unsubscribed the RFC 8058 way before the campaign goes out.
    const oneClick = await fetch(`${server.url}/api/newsletter/unsubscribe?token=${gone.unsubscribeToken}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(oneClick.ok).toBe(true);
    const concerts = await twoConcerts();
    const created = await editor.call("/admin/campaigns", "POST", { translations: TEXTS, eventIds: concerts.map((event) => event.eventId) });
    id = created.body.id;
  });

  it("previews each language as it will be sent: HTML with the hall's name and address, concert cards, links straight to their targets (only what is sent is tracked); plain text; the reach of each version", async () => {
    const draft = await campaign(id);
    expect(draft.reach).toEqual({ am: 2, en: 1, ru: 1 });
    expect(draft.counts.recipients).toBe(4);
    for (const lang of ["am", "en", "ru"] as const) {
      const preview = await editor.call(`/admin/campaigns/${id}/preview?language=${lang}`);
      expect(preview.status).toBe(200);
      expect(preview.body.subject).toBe(TEXTS[lang].subject);
      for (const part of [preview.body.html, preview.body.text]) {
        expect(part).toContain(SITE[lang].name);
        expect(part).toContain(SITE[lang].address);
        expect(part).not.toContain(`${PUBLIC_URL}/${lang}/n/`);
        expect(part).toContain(`${PUBLIC_URL}/${lang}/newsletter/unsubscribe?token=`);
      }
      expect(preview.body.html).toContain(UNSUBSCRIBE_WORDS[lang]);
      expect(preview.body.html).toContain(TARGET.replaceAll("&", "&amp;"));
      expect(preview.body.text).toContain(TARGET);
      expect(preview.body.html.match(/<table role="presentation"/g)).toHaveLength(1);
      expect(preview.body.html).not.toMatch(/<img/i);
    }
    expect((await editor.call(`/admin/campaigns/${id}/preview?language=de`)).status).toBe(400);
  });

  it("sends a test only to the chosen address, marked as a test, counted nowhere", async () => {
    const before = smtp.received.length;
    expect((await admin.call("/admin/settings/test-addresses", "PUT", { addresses: ["proof@hall.example.am"] })).status).toBe(200);
    expect((await editor.call(`/admin/campaigns/${id}/test`, "POST", { emails: ["a@x.am", "b@x.am", "c@x.am", "d@x.am", "e@x.am", "f@x.am", "g@x.am"] })).status).toBe(400);
    expect((await editor.call(`/admin/campaigns/${id}/test`, "POST", { emails: ["not an address"] })).status).toBe(400);
    const test = await editor.call(`/admin/campaigns/${id}/test`, "POST", { emails: ["proof@hall.example.am"] });
    expect(test.status).toBe(202);
    await expect.poll(() => smtp.to("proof@hall.example.am").length, { timeout: 10_000 }).toBe(3);
    const subjects = smtp.to("proof@hall.example.am").map((mail) => mail.subject).sort();
    expect(subjects).toEqual(["[TEST] The new season opens", "[ТЕСТ] Открытие нового сезона", "[ՓՈՐՁ] Նոր սեզոնի բացում"]);
    // A test links straight to the targets: nothing to count.
    expect(smtp.to("proof@hall.example.am")[0]!.text).toContain(TARGET);
    expect(smtp.received.length - before).toBe(3);
    expect((await campaign(id)).status).toBe("draft");
    expect((await campaign(id)).counts.sent).toBe(0);
  });

  it("lets only admins send; each confirmed subscriber gets one message in their language, the refused address becomes bounced", async () => {
    const refused = await editor.call(`/admin/campaigns/${id}/send`, "POST", {});
    expect(refused.status).toBe(403);
    expect((await admin.call(`/admin/campaigns/${id}/send`, "POST", { at: "tomorrow" })).status).toBe(400);
    const sent = await admin.call(`/admin/campaigns/${id}/send`, "POST", {});
    expect(sent.status).toBe(202);
    expect((await admin.call(`/admin/campaigns/${id}/send`, "POST", {})).status).toBe(409);
    expect((await editor.call(`/admin/campaigns/${id}`, "PUT", { translations: TEXTS })).status).toBe(409);

    await expect.poll(async () => (await campaign(id)).counts.sent + (await campaign(id)).counts.bounced, { timeout: 15_000 }).toBe(4);
    // Long enough for a second copy to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const lang of ["am", "en", "ru"] as const) {
      const mails = smtp.to(people[lang]);
      expect(mails, lang).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(TEXTS[lang].subject);
      expect(mail!.html).toContain(`lang="${lang === "am" ? "hy" : lang}"`);
      expect(mail!.text).toContain(SITE[lang].address);
      expect(headerLine(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(headerLine(mail!, "list-unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=\\w+>$`));
      expect(linkIn(mail!, `${PUBLIC_URL}/${lang}/newsletter/unsubscribe?token=`)).toMatch(/token=\w{16,}$/);
    }
    for (const nobody of [people.pending, people.unsubscribed, people.refused]) expect(smtp.to(nobody), nobody).toHaveLength(0);

    const after = await campaign(id);
    expect(after.status).toBe("sent");
    expect(after.counts).toMatchObject({ recipients: 4, sent: 3, bounced: 1, failed: 0, clicks: 0 });
    expect(after.reach).toEqual({ am: 2, en: 1, ru: 1 });
    const listed = (await admin.call("/subscribers")).body as { email: string; status: string }[];
    expect(listed.find((row) => row.email === people.refused)?.status).toBe("bounced");
    expect(listed.find((row) => row.email === people.am)?.status).toBe("confirmed");
  });

  it("counts a followed link once per reader and day for the campaign and the link, and sends the reader on to its target", async () => {
    const mail = smtp.to(people.en)[0]!;
    const link = linkIn(mail, `${PUBLIC_URL}/en/n/`);
    const follow = (agent: string | null = "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0") => followCampaignLinkAs(server, link, { agent });
    const response = await follow();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(TARGET);
    // The same reader again, a link scanner and a request without a user agent add nothing; all are sent on.
    for (let i = 0; i < 5; i++) expect((await follow()).status).toBe(302);
    expect((await follow("Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(302);
    expect((await follow(null)).status).toBe(302);
    expect((await campaign(id)).counts.clicks).toBe(1);
    // Another reader behind the same address counts.
    await follow("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1");
    const after = await campaign(id);
    expect(after.counts.clicks).toBe(2);
    expect(after.links).toContainEqual({ url: TARGET, clicks: 2 });
    const unknown = await followCampaignLinkAs(server, `${PUBLIC_URL}/en/n/nothing-here-at-all`);
    expect(unknown.status).toBe(404);
  });

  it("counts who unsubscribed after receiving it, and sends a later campaign only to addresses still confirmed", async () => {
    const [ru] = await server.db.select().from(subscribers).where(eq(subscribers.email, people.ru));
    await fetch(`${server.url}/api/newsletter/unsubscribe?token=${ru!.unsubscribeToken}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect((await campaign(id)).counts.unsubscribed).toBe(1);

    // English only: the Armenian subscriber reads it in English; nothing again to the bounced address.
    const second = await editor.call("/admin/campaigns", "POST", { translations: { en: { subject: "Second letter", body: "<p>Again</p>" } } });
    expect(second.body.reach).toEqual({ am: 0, en: 2, ru: 0 });
    expect((await admin.call(`/admin/campaigns/${second.body.id}/send`, "POST", {})).status).toBe(202);
    await expect.poll(async () => (await campaign(second.body.id)).counts.sent, { timeout: 15_000 }).toBe(2);
    expect(smtp.to(people.am).map((mail) => mail.subject)).toEqual([TEXTS.am.subject, "Second letter"]);
    expect(smtp.to(people.refused)).toHaveLength(0);

    // Russian only, no English: the others get nothing.
    const third = await editor.call("/admin/campaigns", "POST", { translations: { ru: { subject: "Только по-русски", body: "<p>Текст</p>" } } });
    expect(third.body.reach).toEqual({ am: 0, en: 0, ru: 0 });
  });
});

describe("scheduling and cancelling", () => {
  it("keeps a scheduled campaign until its time, and a cancel stops what is not yet sent", async () => {
    const created = await editor.call("/admin/campaigns", "POST", { translations: { en: { subject: "Later", body: "<p>Later</p>" } } });
    const later = new Date(Date.now() + 3_600_000).toISOString().replace("Z", "+00:00");
    const scheduled = await admin.call(`/admin/campaigns/${created.body.id}/send`, "POST", { at: later });
    expect(scheduled.body.status).toBe("scheduled");
    expect(new Date(scheduled.body.scheduledAt).getTime()).toBe(new Date(later).getTime());
    expect((await editor.call(`/admin/campaigns/${created.body.id}/cancel`, "POST")).status).toBe(403);
    expect((await editor.call(`/admin/campaigns/${created.body.id}`, "DELETE")).status).toBe(409);
    const cancelled = await admin.call(`/admin/campaigns/${created.body.id}/cancel`, "POST");
    expect(cancelled.body.status).toBe("cancelled");
    expect((await admin.call(`/admin/campaigns/${created.body.id}/cancel`, "POST")).status).toBe(409);
    expect(smtp.received.filter((mail) => mail.subject === "Later")).toHaveLength(0);
    // A cancelled campaign may have gone out in part: it is archived, never deleted.
    expect((await editor.call(`/admin/campaigns/${created.body.id}`, "DELETE")).status).toBe(409);
    expect((await editor.call(`/admin/campaigns/${created.body.id}/archive`, "POST")).status).toBe(200);
  });

  it("stops a running campaign part-way: the rest never goes out", async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ email: `reader-${i}@bulk.example.am`, language: "en" as const, status: "confirmed" as const }));
    await server.db.insert(subscribers).values(many);
    const created = await editor.call("/admin/campaigns", "POST", { translations: { en: { subject: "Bulk letter", body: "<p>Many</p>" } } });
    const bulk = () => smtp.received.filter((mail) => mail.subject === "Bulk letter").length;
    await admin.call(`/admin/campaigns/${created.body.id}/send`, "POST", {});
    await expect.poll(bulk, { timeout: 15_000, interval: 20 }).toBeGreaterThan(20);
    const cancelled = await admin.call(`/admin/campaigns/${created.body.id}/cancel`, "POST");
    expect(cancelled.status).toBe(200);
    const atCancel = bulk();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const total = bulk();
    // Only sends already under way at the moment of the cancel may still land.
    expect(total - atCancel).toBeLessThanOrEqual(10);
    expect(total).toBeLessThan(many.length);
    const rows = await server.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, created.body.id));
    expect(rows.filter((row) => row.status === "queued")).toHaveLength(0);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(total);
    const left = await server.db.select().from(outbox).where(eq(outbox.kind, "campaign"));
    expect(left.filter((row) => row.status === "pending")).toHaveLength(0);
    expect((await campaign(created.body.id)).counts.sent).toBe(total);
  });
});
