import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../app/db/schema/audit";
import { campaignRecipients, campaigns } from "../../app/db/schema/campaigns";
import { outbox } from "../../app/db/schema/mail";
import { subscribers } from "../../app/db/schema/newsletter";
import { jobRuns } from "../../app/db/schema/privacy";
import { INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { runRetention } from "../../app/features/privacy/retention.server";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({
    formRateLimit: { limit: 1000, windowMs: 60_000 },
    env: { STAFF_EMAIL: "staff@hall.example.am" },
  });
  admin = await signedInAdmin(server, "privacy-admin");
  // Mail stays queued with its body (a delivered message keeps only its envelope): staff notices then hold the visitor's address too.
  await server.services.mail.stop();
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const inquiry = (kind: InquiryKind, email: string) =>
  kind === "rental"
    ? {
        name: "Anahit",
        email,
        phone: "+374 91 123456",
        hall: "small",
        eventType: "Chamber concert",
      }
    : {
        name: "Anahit",
        surname: "Sargsyan",
        email,
        phone: "+374 91 123456",
        message: "Hello",
      };

/** A subscription and one inquiry of each kind, through the public forms, with the mail they queue. */
async function visitor(email: string) {
  expect((await post("subscribe", { email })).status).toBeLessThan(300);
  for (const kind of INQUIRY_KINDS) expect((await post(INQUIRY_API_PATH[kind], inquiry(kind, email))).status).toBeLessThan(300);
}

/** Every stored row that is not of `email`, as it is. */
async function everythingElse(email: string) {
  const lower = email.toLowerCase();
  const others = async (table: (typeof INQUIRY_TABLES)[InquiryKind] | typeof subscribers) =>
    (await server.db.select().from(table).orderBy(table.id)).filter((row) => row.email.toLowerCase() !== lower);
  const mail = (await server.db.select().from(outbox).orderBy(outbox.id)).filter(
    (row) => !JSON.stringify([row.recipient, row.message]).toLowerCase().includes(lower),
  );
  return {
    subscribers: await others(subscribers),
    inquiries: await Promise.all(INQUIRY_KINDS.map((kind) => others(INQUIRY_TABLES[kind]))),
    mail,
  };
}

describe("a person's data", () => {
  it("finds every record holding an address (whatever its case), and erases all of it and nothing of anyone else", async () => {
    await visitor("Narine.Visitor@example.am");
    // Neighbours: an address containing the visitor's, one inside it, and someone else entirely.
    await visitor("xnarine.visitor@example.am");
    await visitor("other@example.am");
    expect((await post("subscribe", { email: "visitor@example.am" })).status).toBeLessThan(300);

    const found = await admin.call(`/admin/privacy/person?email=${encodeURIComponent("narine.visitor@EXAMPLE.am")}`);
    expect(found.status).toBe(200);
    expect(found.body.email).toBe("narine.visitor@example.am");
    expect(found.body.subscriber).toMatchObject({
      email: "Narine.Visitor@example.am",
      status: "pending",
    });
    expect(found.body.inquiries.map((row: { kind: string }) => row.kind).sort()).toEqual([...INQUIRY_KINDS].sort());
    expect(found.body.inquiries[0]).toMatchObject({
      id: expect.any(Number),
      createdAt: expect.any(String),
      name: "Anahit",
      phone: "+374 91 123456",
    });
    // The confirmation, three acknowledgements (at most three a day to one address) and four staff notices whose replies go to the visitor.
    expect(found.body.mail).toHaveLength(8);
    expect(found.body.mail.filter((mail: { kind: string }) => mail.kind === "inquiry-staff")).toHaveLength(4);
    expect(JSON.stringify(found.body)).not.toContain("xnarine");
    expect(JSON.stringify(found.body)).not.toContain("confirmTokenHash");

    const before = await everythingElse("narine.visitor@example.am");
    const erased = await admin.call("/admin/privacy/erase", "POST", {
      email: "NARINE.visitor@example.am",
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      erased: { subscribers: 1, inquiries: 4, alerts: 0, mail: 8, files: 0 },
    });

    const after = await admin.call(`/admin/privacy/person?email=${encodeURIComponent("narine.visitor@example.am")}`);
    expect(after.body).toEqual({
      alerts: [],
      email: "narine.visitor@example.am",
      subscriber: null,
      campaigns: [],
      inquiries: [],
      replies: [],
      mail: [],
    });
    expect(await everythingElse("narine.visitor@example.am")).toEqual(before);

    // The erasure is in the audit log, without the address.
    const [entry] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actor: "privacy-admin",
      action: "erase",
      entity: "privacy",
      fields: ["email"],
    });
    expect(JSON.stringify(await server.db.select().from(auditLog)).toLowerCase()).not.toContain("narine");
  });

  it("lists the newsletter campaigns sent to the address, with the subject in the language it went out in, and no one else's", async () => {
    const [reader] = await server.db.insert(subscribers).values({ email: "Campaign.Reader@example.am", status: "confirmed", language: "ru" }).returning();
    const [neighbour] = await server.db.insert(subscribers).values({ email: "neighbour@example.am", status: "confirmed", language: "en" }).returning();
    const [spring, autumn] = await server.db
      .insert(campaigns)
      .values([
        { status: "sent", translations: { en: { subject: "Spring season", body: "<p>Spring</p>" }, ru: { subject: "Весенний сезон", body: "<p>Весна</p>" } } },
        { status: "sent", translations: { en: { subject: "Autumn season", body: "<p>Autumn</p>" } } },
      ])
      .returning();
    await server.db.insert(campaignRecipients).values([
      { campaignId: spring!.id, subscriberId: reader!.id, language: "ru", status: "sent", createdAt: new Date("2026-03-01T09:00:00Z") },
      // No Russian text: the reader got the English one.
      { campaignId: autumn!.id, subscriberId: reader!.id, language: "ru", status: "bounced", createdAt: new Date("2026-09-01T09:00:00Z") },
      { campaignId: spring!.id, subscriberId: neighbour!.id, language: "en", status: "sent" },
    ]);

    const found = await admin.call(`/admin/privacy/person?email=${encodeURIComponent("campaign.reader@example.am")}`);
    expect(found.status).toBe(200);
    expect(found.body.campaigns).toEqual([
      { campaignId: autumn!.id, subject: "Autumn season", language: "ru", status: "bounced", queuedAt: "2026-09-01T09:00:00.000Z" },
      { campaignId: spring!.id, subject: "Весенний сезон", language: "ru", status: "sent", queuedAt: "2026-03-01T09:00:00.000Z" },
    ]);
    expect((await admin.call("/admin/privacy/person?email=nobody-subscribed@example.am")).body.campaigns).toEqual([]);
  });

  it("answers 400 with the field's problem for a missing or malformed address, and an empty result for an unknown one", async () => {
    expect((await admin.call("/admin/privacy/person")).body).toMatchObject({
      code: "invalid_request",
      fields: { email: expect.any(String) },
    });
    expect((await admin.call("/admin/privacy/person?email=not-an-address")).body.fields).toEqual({ email: "invalid_email" });
    expect((await admin.call("/admin/privacy/person?email=a@b.am&email=c@d.am")).status).toBe(400);
    expect((await admin.call("/admin/privacy/erase", "POST", { email: "" })).status).toBe(400);
    expect(
      (
        await admin.call("/admin/privacy/erase", "POST", {
          email: "a@b.am",
          extra: 1,
        })
      ).status,
    ).toBe(400);
    expect((await admin.call("/admin/privacy/erase", "POST", "[1")).status).toBe(400);
    expect(
      (
        await admin.call("/admin/privacy/erase", "POST", {
          email: "nobody@example.am",
        })
      ).body,
    ).toEqual({ erased: { subscribers: 0, inquiries: 0, alerts: 0, mail: 0, files: 0 } });
  });
});

describe("retention", () => {
  it("removes only inquiries (and their mail) older than the setting, and audit entries older than a year; one run a day", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const set = await admin.call("/admin/privacy/retention", "PUT", {
      inquiryDays: 90,
    });
    expect(set.status).toBe(200);
    expect(set.body.settings).toEqual({ inquiryDays: 90 });
    expect((await admin.call("/admin/privacy/retention", "PUT", { inquiryDays: 5 })).body.fields).toEqual({ inquiryDays: "too_small" });
    expect(
      (
        await admin.call("/admin/privacy/retention", "PUT", {
          inquiryDays: "90",
        })
      ).status,
    ).toBe(400);

    await visitor("old@example.am");
    await visitor("recent@example.am");
    // The old visitor wrote 91 days ago, the recent one 89 days ago.
    for (const [email, age] of [
      ["old@example.am", 91],
      ["recent@example.am", 89],
    ] as const) {
      for (const kind of INQUIRY_KINDS) {
        const table = INQUIRY_TABLES[kind];
        await server.db
          .update(table)
          .set({ createdAt: daysAgo(age) })
          .where(eq(table.email, email));
      }
      await server.db
        .update(outbox)
        .set({ createdAt: daysAgo(age) })
        .where(sql`${outbox.kind} like 'inquiry-%' and ${outbox.message}::text ilike ${`%${email}%`}`);
    }
    await server.db.insert(auditLog).values([
      { actor: "long-ago", action: "update", at: daysAgo(366) },
      { actor: "this-year", action: "update", at: daysAgo(364) },
    ]);
    await server.db.delete(jobRuns);

    const run = await runRetention(server.db, now);
    expect(run?.removed).toMatchObject({
      // Three acknowledgements (at most three a day to one address) and four staff notices.
      inquiries: 4,
      mail: 7,
      auditEntries: 1,
    });
    expect((await admin.call("/admin/privacy/person?email=old@example.am")).body).toMatchObject({
      inquiries: [],
      mail: [expect.objectContaining({ kind: "newsletter-confirmation" })],
    });
    expect((await admin.call("/admin/privacy/person?email=recent@example.am")).body.inquiries).toHaveLength(4);
    expect((await admin.call("/admin/privacy/person?email=recent@example.am")).body.mail).toHaveLength(8);
    expect((await server.db.select().from(auditLog).where(eq(auditLog.actor, "this-year"))).length).toBe(1);
    expect((await server.db.select().from(auditLog).where(eq(auditLog.actor, "long-ago"))).length).toBe(0);

    // The run also leaves the planner figures of the tables (the embedded database has no autovacuum to gather them).
    const statistics = (await server.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'visit_inquiries'`)) as unknown as { rows: { n: number }[] };
    expect(statistics.rows[0]!.n).toBeGreaterThan(0);

    // The same day again, from this or another instance: nothing runs.
    expect(await runRetention(server.db, new Date(now.getTime() + 60_000))).toBeNull();
    const status = await admin.call("/admin/privacy/retention");
    expect(status.body).toEqual({
      settings: { inquiryDays: 90 },
      lastRun: {
        at: now.toISOString(),
        removed: { inquiries: 4, mail: 7, auditEntries: 1, alertMessages: 0 },
      },
    });
  });

  it("runs on one instance at a time", async () => {
    await server.db.delete(jobRuns);
    const runs = await Promise.all([runRetention(server.db), runRetention(server.db), runRetention(server.db)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await server.db.select().from(jobRuns)).toHaveLength(1);
  });
});

describe("the audit log's API", () => {
  it("answers newest first, a page at a time, filtered by account, entity and days; 400 for a bad query", async () => {
    const other = await signedInAdmin(server, "audit-other");
    for (let i = 0; i < 3; i += 1)
      await other.call("/admin/privacy/retention", "PUT", {
        inquiryDays: 100 + i,
      });
    const first = await admin.call("/admin/audit?limit=2&actor=audit-other&entity=privacy/retention");
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: "audit-other",
      action: "update",
      entity: "privacy/retention",
      entityId: null,
      fields: ["inquiryDays"],
      recipients: [],
      count: 1,
    });
    expect(first.body.items[0].id).toBeGreaterThan(first.body.items[1].id);
    const second = await admin.call(`/admin/audit?limit=2&actor=audit-other&entity=privacy/retention&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const signIns = await admin.call("/admin/audit?limit=50&actor=audit-other&entity=session");
    expect(signIns.body.items.map((item: { action: string }) => item.action)).toEqual(["sign-in"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.call(`/admin/audit?limit=50&actor=audit-other&from=2000-01-01&to=2000-01-02`)).body.items).toEqual([]);
    expect((await admin.call(`/admin/audit?actor=audit-other&from=${today}`)).body.items.length).toBeGreaterThanOrEqual(4);
    expect((await admin.call("/admin/audit?cursor=abc")).status).toBe(400);
    expect((await admin.call("/admin/audit?limit=1000")).status).toBe(400);
    expect((await admin.call("/admin/audit?from=yesterday")).status).toBe(400);
    const editor = await signedInAdmin(server, "audit-editor", "editor");
    expect((await editor.call("/admin/audit")).status).toBe(403);
    expect((await admin.call("/admin/audit/facets")).body).toMatchObject({
      actors: expect.arrayContaining(["audit-other", "privacy-admin"]),
      entities: expect.arrayContaining(["privacy", "privacy/retention"]),
    });
  });
});
