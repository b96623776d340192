import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../app/db/schema/audit";
import { inquiryReplies } from "../../app/db/schema/inquiries";
import { outbox } from "../../app/db/schema/mail";
import { INQUIRY_ADMIN_PATH, INQUIRY_API_PATH, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { runRetention } from "../../app/features/privacy/retention.server";
import { signedInAdmin } from "../helpers/admin-client";
import { mailFiles, recipientsOf } from "../helpers/mail-files";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ formRateLimit: { limit: 1000, windowMs: 60_000 } });

const CONTACTS = {
  ticketOfficePhone: "+374 10 560645",
  receptionPhone: "+374 10 580180",
  infoEmail: "office@hall.example.am",
  facebookUrl: "https://www.facebook.com/hall",
  instagramUrl: "https://www.instagram.com/hall",
  youtubeUrl: "https://www.youtube.com/hall",
};

/** An inquiry sent through the public form, answered with its id. */
async function inquiry(kind: InquiryKind, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`${hall.server.url}/api/${INQUIRY_API_PATH[kind]}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) });
  expect(response.status).toBe(201);
  const table = INQUIRY_TABLES[kind];
  const [row] = await hall.server.db.select({ id: table.id }).from(table).where(eq(table.email, fields.email!)).orderBy(sql`${table.id} desc`).limit(1);
  return row!.id;
}

const visit = (email: string, language = "ru") => ({ name: "Нарине", surname: "Петросян", email, phone: "+374 91 222333", message: "Группа из 12 человек, суббота утром", language });

describe("a reply to an inquiry, sent from its admin page", () => {
  it("starts from the kind's text in the visitor's language, goes out in it with the inquiry's subject after the visitor's own word for Re:, keeps the thread and marks the inquiry answered", async () => {
    const { admin } = hall;
    expect((await admin.call("/admin/settings", "PUT", CONTACTS)).status).toBe(200);
    const id = await inquiry("visit", visit("narine@example.am"));
    const path = `/${INQUIRY_ADMIN_PATH.visit}/${id}`;

    const before = await admin.call(`${path}/replies`);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(before.body.replies).toEqual([]);
    expect(before.body.language).toBe("ru");
    expect(before.body.draft).toMatch(/^Здравствуйте, Нарине!\n\nСпасибо за заявку на экскурсию\./);
    expect(before.body.draft).toContain("С уважением,\nКонцертный зал имени Арама Хачатуряна");

    const text = "Здравствуйте, Нарине!\n\nЖдём вашу группу в субботу в 11:00 у служебного входа.\n\n<b>Не</b> опаздывайте & до встречи.\nС уважением,\nАнуш";
    const sent = await admin.call(`${path}/replies`, "POST", { text });
    expect(sent.status).toBe(201);
    expect(sent.body.inquiry).toMatchObject({ id, status: "answered" });
    expect(sent.body.reply).toMatchObject({ author: admin.username, text, language: "ru", subject: "Ответ: Мы получили вашу заявку: экскурсия по залу" });

    // The message: to the visitor, in Russian, from the hall, answers to the hall's mailbox, the text escaped in its HTML.
    const files = await mailFiles(hall.server.dataDir, 2);
    const reply = files.find((mail) => mail.subject?.startsWith("Ответ:"))!;
    expect(recipientsOf(reply)).toEqual(["narine@example.am"]);
    expect(reply.subject).toBe("Ответ: Мы получили вашу заявку: экскурсия по залу");
    expect(reply.replyTo?.value.map((box) => box.address)).toEqual(["office@hall.example.am"]);
    expect(reply.text).toContain("Ждём вашу группу в субботу в 11:00 у служебного входа.");
    expect(reply.text).toContain("<b>Не</b> опаздывайте & до встречи.");
    expect(reply.html).toContain("&lt;b&gt;Не&lt;/b&gt; опаздывайте &amp; до встречи.");
    expect(reply.html).not.toContain("<b>Не</b>");
    expect(reply.html).toContain("Ответ на вашу заявку");
    expect(reply.html).toContain('lang="ru"');

    // The thread, the status in the inquiry and in the list's filter, and the audit entry.
    const after = await admin.call(`${path}/replies`);
    expect(after.body.replies).toHaveLength(1);
    expect(after.body.replies[0]).toMatchObject({ author: admin.username, text, language: "ru" });
    expect((await admin.call(path)).body.status).toBe("answered");
    const answered = await admin.call(`/${INQUIRY_ADMIN_PATH.visit}?limit=20&status=answered`);
    expect(answered.body.items.map((row: { id: number }) => row.id)).toContain(id);
    const fresh = await admin.call(`/${INQUIRY_ADMIN_PATH.visit}?limit=20&status=new`);
    expect(fresh.body.items.map((row: { id: number }) => row.id)).not.toContain(id);
    const [entry] = await hall.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "visit-inquiries"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "replies")));
    expect(entry).toMatchObject({ actor: admin.username, fields: ["text"] });

    // A second reply joins the thread, oldest first.
    expect((await admin.call(`${path}/replies`, "POST", { text: "Ещё одно уточнение." })).status).toBe(201);
    expect((await admin.call(`${path}/replies`)).body.replies.map((row: { text: string }) => row.text)).toEqual([text, "Ещё одно уточнение."]);
  });

  it("is written in Armenian to an inquiry whose language was not recorded, and each kind has its own starting text", async () => {
    const { admin } = hall;
    const rental = await inquiry("rental", { name: "Armen", email: "armen@example.am", phone: "+374 10 111111", hall: "small", eventType: "Recital", language: "en" });
    const draft = (await admin.call(`/${INQUIRY_ADMIN_PATH.rental}/${rental}/replies`)).body.draft as string;
    expect(draft).toMatch(/^Dear Armen,\n\nThank you for your request to rent a hall\./);

    const harmony = await inquiry("harmony", { ...visit("ani@example.am", "am"), name: "Անի" });
    await hall.server.db.update(INQUIRY_TABLES.harmony).set({ language: null }).where(eq(INQUIRY_TABLES.harmony.id, harmony));
    const thread = (await admin.call(`/${INQUIRY_ADMIN_PATH.harmony}/${harmony}/replies`)).body;
    expect(thread.language).toBe("am");
    expect(thread.draft).toMatch(/^Հարգելի Անի,\n\nՇնորհակալություն «Հարմոնիա» կամերային սրահի/);
    const sent = await admin.call(`/${INQUIRY_ADMIN_PATH.harmony}/${harmony}/replies`, "POST", { text: thread.draft });
    expect(sent.body.reply).toMatchObject({ language: "am", subject: "Պատասխան՝ Ձեր հայտը ստացված է՝ «Հարմոնիա» կամերային սրահ" });
  });

  it("starts from the texts admins saved in the settings; a missing or empty one is refused with its field", async () => {
    const { admin } = hall;
    const saved = (await admin.call("/admin/settings/reply-templates")).body;
    expect(Object.keys(saved)).toEqual(["am", "en", "ru"]);
    const changed = { ...saved, en: { ...saved.en, vipBalcony: "Hello {name}, the balcony is yours on {name}'s day." } };
    const put = await admin.call("/admin/settings/reply-templates", "PUT", changed);
    expect(put.status).toBe(200);
    const id = await inquiry("vipBalcony", { ...visit("lilit@example.am", "en"), name: "Lilit" });
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.vipBalcony}/${id}/replies`)).body.draft).toBe("Hello Lilit, the balcony is yours on Lilit's day.");

    const empty = await admin.call("/admin/settings/reply-templates", "PUT", { ...saved, ru: { ...saved.ru, visit: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: "invalid_reply_templates", fields: { "ru.visit": "required" } });
    const { harmony: _left, ...missing } = saved.am;
    expect((await admin.call("/admin/settings/reply-templates", "PUT", { ...saved, am: missing })).body.fields).toEqual({ "am.harmony": "required" });
    expect((await admin.call("/admin/settings/reply-templates", "PUT", { ...saved, en: { ...saved.en, rental: "x".repeat(5001) } })).body.fields).toEqual({ "en.rental": "too_long" });
    expect((await admin.call("/admin/settings/reply-templates")).body.en.vipBalcony).toBe(changed.en.vipBalcony);
  });

  it("refuses an empty, blank or over-long reply with its field, a wrong id, and a gone inquiry; nothing is sent or stored", async () => {
    const { admin } = hall;
    const id = await inquiry("visit", visit("refused@example.am"));
    const path = `/${INQUIRY_ADMIN_PATH.visit}/${id}/replies`;
    for (const body of [{ text: "" }, { text: " \n\t " }, {}]) {
      const refused = await admin.call(path, "POST", body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "reply_required", fields: { text: "reply_required" } });
    }
    const long = await admin.call(path, "POST", { text: "я".repeat(10_001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: "reply_too_long", fields: { text: "reply_too_long" } });
    expect((await admin.call(path, "POST", { text: "я".repeat(10_000) })).status).toBe(201);
    expect((await admin.call(path, "POST", "not json")).status).toBe(400);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/abc/replies`, "POST", { text: "Hi" })).status).toBe(400);
    const gone = await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/999999/replies`, "POST", { text: "Hi" });
    expect(gone.status).toBe(404);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/999999/replies`)).status).toBe(404);
    const stored = await hall.server.db.select().from(inquiryReplies).where(eq(inquiryReplies.visitInquiryId, id));
    expect(stored).toHaveLength(1);
    const mail = await hall.server.db.select().from(outbox).where(and(eq(outbox.kind, "inquiry-reply"), eq(outbox.recipient, "refused@example.am")));
    expect(mail).toHaveLength(1);
  });

  it("is for admins only: an editor is refused, and nobody without a session", async () => {
    const { admin, server } = hall;
    const editor = await signedInAdmin(server, "edita", "editor");
    const id = await inquiry("visit", visit("roles@example.am"));
    const path = `/${INQUIRY_ADMIN_PATH.visit}/${id}/replies`;
    expect((await editor.call(path)).status).toBe(403);
    const refused = await editor.call(path, "POST", { text: "Hello" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    const anonymous = await admin.call(path, "POST", { text: "Hello" }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("unauthorized");
    expect((await editor.call("/admin/settings/reply-templates")).status).toBe(403);
    expect((await admin.call("/admin/settings/reply-templates", "GET", undefined, null)).status).toBe(401);
    expect((await admin.call(path)).body.replies).toEqual([]);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/${id}`)).body.status).toBe("new");
  });
});

describe("replies and personal data", () => {
  it("are listed by a lookup of the visitor's address and erased with their inquiry", async () => {
    const { admin } = hall;
    const email = "Privacy.Reply@example.am";
    const id = await inquiry("visit", visit(email));
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/${id}/replies`, "POST", { text: "Ответ для проверки" })).status).toBe(201);

    const person = await admin.call(`/admin/privacy/person?email=${encodeURIComponent(email.toLowerCase())}`);
    expect(person.body.replies).toEqual([
      expect.objectContaining({ kind: "visit", inquiryId: id, author: admin.username, text: "Ответ для проверки", subject: "Ответ: Мы получили вашу заявку: экскурсия по залу" }),
    ]);
    expect(person.body.mail.map((mail: { kind: string }) => mail.kind)).toContain("inquiry-reply");

    expect((await admin.call("/admin/privacy/erase", "POST", { email })).status).toBe(200);
    expect(await hall.server.db.select().from(inquiryReplies).where(eq(inquiryReplies.visitInquiryId, id))).toEqual([]);
    const after = await admin.call(`/admin/privacy/person?email=${encodeURIComponent(email)}`);
    expect(after.body).toMatchObject({ inquiries: [], replies: [], mail: [] });
  });

  it("go when staff delete the inquiry, and with it when the retention period has passed", async () => {
    const { admin } = hall;
    const deleted = await inquiry("visit", visit("deleted@example.am"));
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/${deleted}/replies`, "POST", { text: "Ответ" })).status).toBe(201);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/${deleted}`, "DELETE")).status).toBe(204);
    expect(await hall.server.db.select().from(inquiryReplies).where(eq(inquiryReplies.visitInquiryId, deleted))).toEqual([]);

    const old = await inquiry("rental", { name: "Old", email: "old@example.am", phone: "+374 10 111112", hall: "main", eventType: "Gala", language: "en" });
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.rental}/${old}/replies`, "POST", { text: "An old answer" })).status).toBe(201);
    const longAgo = new Date(Date.now() - 800 * 86_400_000);
    await hall.server.db.update(INQUIRY_TABLES.rental).set({ createdAt: longAgo }).where(eq(INQUIRY_TABLES.rental.id, old));
    await hall.server.db.update(outbox).set({ createdAt: longAgo }).where(eq(outbox.recipient, "old@example.am"));
    await runRetention(hall.server.db, new Date(), { force: true });
    expect(await hall.server.db.select().from(inquiryReplies).where(eq(inquiryReplies.rentalInquiryId, old))).toEqual([]);
    expect(await hall.server.db.select().from(outbox).where(eq(outbox.recipient, "old@example.am"))).toEqual([]);
  });
});
