import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { auditLog } from "../../app/db/schema/audit";
import { publishedDocuments } from "../../app/db/schema/published-documents";
import { eq, sql } from "drizzle-orm";
import { signedInAdmin } from "../helpers/admin-client";
import { serverWithAdmin } from "../helpers/server-with-admin";
import { createTestDatabase } from "../helpers/test-database";
import { startTestServer } from "../helpers/test-server";

const hall = serverWithAdmin({ publishTickMs: 200 });

type Facts = Record<string, unknown> & { mainHallSeats: Record<string, number>; tourPrices: Record<string, number>; ticketOffice: { week: Record<string, unknown>; exceptions: unknown[] } };

async function current() {
  const response = await hall.admin.call("/admin/facts");
  expect(response.status).toBe(200);
  return response.body as { draft: Facts; published: Facts; version: number; publishedVersion: number; scheduledAt: string | null; missed: { reason: string } | null };
}

async function publicFacts(url = hall.server.url): Promise<Facts> {
  return (await (await fetch(`${url}/api/facts`)).json()) as Facts;
}

describe("the hall facts", () => {
  it("start as the figures the pages showed, published as version 1, and the public read gives them", async () => {
    const state = await current();
    expect(state.published.mainHallSeats).toEqual({ parterre: 579, amphitheater: 317, rightBox: 47, leftBox: 47, stage: 320 });
    expect(state.published.tourPrices).toEqual({ local: 1000, tourist: 1500, university: 800, school: 600 });
    expect(state.published).toMatchObject({ guidePrices: { armenian: 3000, other: 5000 }, privateEveningPrice: 50000, giftCard: { min: 15000, max: 100000, validityMonths: 12 } });
    expect(state).toMatchObject({ publishedVersion: 1, scheduledAt: null, missed: null });
    expect(state.draft).toEqual(state.published);
    const response = await fetch(`${hall.server.url}/api/facts`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(state.published);
    const versions = await hall.admin.call("/admin/facts/versions");
    expect(versions.body).toEqual([expect.objectContaining({ number: 1, by: "system", summary: "first version" })]);
  });

  it("are admins' to change: 401 without a session, 403 for an editor on every write (an editor may read)", async () => {
    const { draft, version } = await current();
    const writes: [string, string, unknown][] = [
      ["/admin/facts/draft", "PUT", { facts: draft, baseVersion: version }],
      ["/admin/facts/publish", "POST", {}],
      ["/admin/facts/unschedule", "POST", {}],
      ["/admin/facts/versions/1/restore", "POST", {}],
    ];
    for (const [path, method, body] of [...writes, ["/admin/facts", "GET", undefined] as [string, string, unknown], ["/admin/facts/versions", "GET", undefined] as [string, string, unknown]]) {
      const refused = await hall.admin.call(path, method, body, null);
      expect(refused.status, path).toBe(401);
      expect(refused.body.code).toBe("unauthorized");
    }
    const editor = await signedInAdmin(hall.server, "editor-lilit", "editor");
    expect((await editor.call("/admin/facts")).status).toBe(200);
    expect((await editor.call("/admin/facts/versions")).status).toBe(200);
    for (const [path, method, body] of writes) {
      const refused = await editor.call(path, method, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe("forbidden");
    }
    expect((await current()).version).toBe(version);
  });

  it("refuse bad facts with 400 naming the field, and unknown keys", async () => {
    const { draft, version } = await current();
    const cases: [unknown, string, string][] = [
      [{ ...draft, mainHallSeats: { ...draft.mainHallSeats, parterre: -1 } }, "facts.mainHallSeats.parterre", "negative"],
      [{ ...draft, tourPrices: { ...draft.tourPrices, school: 600.5 } }, "facts.tourPrices.school", "not_whole"],
      [{ ...draft, privateEveningPrice: "50000" }, "facts.privateEveningPrice", "not_a_number"],
      [{ ...draft, ticketOffice: { ...draft.ticketOffice, week: { ...draft.ticketOffice.week, mon: { open: "19:00", close: "10:00" } } } }, "facts.ticketOffice.week.mon.close", "close_before_open"],
      [{ ...draft, ticketOffice: { ...draft.ticketOffice, week: { ...draft.ticketOffice.week, tue: { open: "25:00", close: "26:00" } } } }, "facts.ticketOffice.week.tue.open", "invalid_time"],
      [{ ...draft, ticketOffice: { ...draft.ticketOffice, exceptions: [{ date: "2026-02-30", hours: null }] } }, "facts.ticketOffice.exceptions.0.date", "invalid_date"],
      [{ ...draft, ticketOffice: { ...draft.ticketOffice, exceptions: [{ date: "2026-12-31", hours: null }, { date: "2026-12-31", hours: { open: "10:00", close: "14:00" } }] } }, "facts.ticketOffice.exceptions.1.date", "duplicate_date"],
      [{ ...draft, balconies: 2 }, "facts", "unrecognized_keys"],
      [{ ...draft, mainHallSeats: { ...draft.mainHallSeats, gallery: 10 } }, "facts.mainHallSeats", "unrecognized_keys"],
    ];
    for (const [facts, field, problem] of cases) {
      const refused = await hall.admin.call("/admin/facts/draft", "PUT", { facts, baseVersion: version });
      expect(refused.status, field).toBe(400);
      expect(refused.body.code).toBe("invalid_hall_facts");
      expect(refused.body.fields[field], field).toBe(problem);
    }
    const noBase = await hall.admin.call("/admin/facts/draft", "PUT", { facts: draft });
    expect(noBase.body.fields).toEqual({ baseVersion: "required" });
    expect((await hall.admin.call("/admin/facts/publish", "POST", { at: "tomorrow" })).body).toMatchObject({ code: "invalid_date", fields: { at: "invalid_date" } });
    expect((await hall.admin.call("/admin/facts/versions/abc/restore", "POST", {})).status).toBe(400);
    expect((await hall.admin.call("/admin/facts/versions/99999/restore", "POST", {})).status).toBe(404);
    expect((await current()).version).toBe(version);
  });

  it("save a draft on the version it was based on; an older base is refused with 409 and the draft as it is now", async () => {
    const { draft, version, published } = await current();
    const saved = await hall.admin.call("/admin/facts/draft", "PUT", { facts: { ...draft, floors: 4 }, baseVersion: version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: version + 1, draft: { floors: 4 } });
    expect(saved.body.published).toEqual(published);
    // A second editor still on the old version.
    const stale = await hall.admin.call("/admin/facts/draft", "PUT", { facts: { ...draft, floors: 5 }, baseVersion: version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale_version", current: { version: version + 1, draft: { floors: 4 } } });
    expect(typeof stale.body.message).toBe("string");
    // The public read is unchanged until the draft is published.
    expect((await publicFacts()).floors).toBe(3);
  });

  it("publish the draft at once as the next version, on the public read at once, with an audit entry naming the version", async () => {
    const { draft, version } = await current();
    await hall.admin.call("/admin/facts/draft", "PUT", { facts: { ...draft, tourPrices: { ...draft.tourPrices, local: 1200 } }, baseVersion: version });
    const published = await hall.admin.call("/admin/facts/publish", "POST", {});
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ publishedVersion: 2, published: { tourPrices: { local: 1200 }, floors: 4 }, scheduledAt: null });
    expect((await publicFacts()).tourPrices.local).toBe(1200);
    const versions = await hall.admin.call("/admin/facts/versions");
    expect(versions.body.map((entry: { number: number }) => entry.number)).toEqual([2, 1]);
    expect(versions.body[0]).toMatchObject({ by: "anush", summary: "changed: floors, tourPrices" });
    const entries = await hall.server.db.select().from(auditLog).where(eq(auditLog.entity, "facts"));
    expect(entries).toContainEqual(expect.objectContaining({ action: "publish", entityId: "version 2", actor: "anush" }));
  });

  it("restore an earlier version as the draft, leaving the published facts as they are", async () => {
    const versions = (await hall.admin.call("/admin/facts/versions")).body as { id: number; number: number }[];
    const first = versions.find((entry) => entry.number === 1)!;
    const restored = await hall.admin.call(`/admin/facts/versions/${first.id}/restore`, "POST", {});
    expect(restored.status).toBe(200);
    expect(restored.body.draft).toMatchObject({ floors: 3, tourPrices: { local: 1000 } });
    expect(restored.body.published).toMatchObject({ floors: 4, tourPrices: { local: 1200 } });
    expect((await publicFacts()).tourPrices.local).toBe(1200);
  });

  it("schedule a publish for later: unscheduled, nothing happens; a past time publishes at once", async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await hall.admin.call("/admin/facts/publish", "POST", { at: inAnHour });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.scheduledAt).toBe(inAnHour);
    expect(scheduled.body.publishedVersion).toBe(2);
    const unscheduled = await hall.admin.call("/admin/facts/unschedule", "POST", {});
    expect(unscheduled.body.scheduledAt).toBeNull();
    const past = await hall.admin.call("/admin/facts/publish", "POST", { at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.body).toMatchObject({ publishedVersion: 3, scheduledAt: null, published: { floors: 3 } });
    expect((await publicFacts()).tourPrices.local).toBe(1000);
  });

  it("publish a scheduled draft once it is due, with an audit entry in the scheduler's name of the admin", async () => {
    const { draft, version } = await current();
    await hall.admin.call("/admin/facts/draft", "PUT", { facts: { ...draft, harmonyCapacity: 120 }, baseVersion: version });
    await hall.admin.call("/admin/facts/publish", "POST", { at: new Date(Date.now() + 600).toISOString() });
    await expect.poll(async () => (await publicFacts()).harmonyCapacity, { timeout: 10_000 }).toBe(120);
    const state = await current();
    expect(state).toMatchObject({ publishedVersion: 4, scheduledAt: null, missed: null });
    const entries = await hall.server.db.select().from(auditLog).where(eq(auditLog.action, "scheduled-publish"));
    expect(entries).toEqual([expect.objectContaining({ entity: "facts", entityId: "version 4", actor: "anush" })]);
  });

  it("record a schedule that could not be kept (the draft no longer passes) with its reason, and publish nothing", async () => {
    await hall.admin.call("/admin/facts/publish", "POST", { at: new Date(Date.now() + 3_600_000).toISOString() });
    // The stored draft became invalid (as a contract that changed would make it): a negative seat count.
    await hall.server.db.execute(sql`update published_documents set draft = jsonb_set(draft, '{floors}', '-2'::jsonb), scheduled_at = now() - interval '1 second' where kind = 'facts'`);
    await expect.poll(async () => (await current()).missed, { timeout: 10_000 }).not.toBeNull();
    const state = await current();
    expect(state.scheduledAt).toBeNull();
    expect(state.missed!.reason).toContain("floors");
    expect(state.publishedVersion).toBe(4);
    const entries = await hall.server.db.select().from(auditLog).where(eq(auditLog.action, "scheduled-publish-missed"));
    expect(entries).toHaveLength(1);
  });
});

describe("a scheduled publish with more than one instance", () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const closable of opened.reverse()) await closable.close();
  });

  it("fires once with two instances on one database, and after a restart", async () => {
    const database = await createTestDatabase();
    opened.push({ close: () => database.dispose() });
    // The second instance has its own connections to the same database, as a second process would.
    const second = database.kind === "postgres" && database.url ? await openDatabase({ kind: "postgres", url: database.url }) : database;
    if (second !== database) opened.push({ close: () => second.close() });
    const one = await startTestServer({ database, publishTickMs: 50 });
    const two = await startTestServer({ database: second, publishTickMs: 50 });
    opened.push(one, two);
    const admin = await signedInAdmin(one);
    const { body } = await admin.call("/admin/facts");
    for (let round = 0; round < 3; round += 1) {
      const saved = await admin.call("/admin/facts/draft", "PUT", { facts: { ...body.draft, floors: 10 + round }, baseVersion: body.version + round });
      expect(saved.status).toBe(200);
      await admin.call("/admin/facts/publish", "POST", { at: new Date(Date.now() + 300).toISOString() });
      await expect.poll(async () => (await publicFacts(two.url)).floors, { timeout: 10_000 }).toBe(10 + round);
    }
    const versions = (await admin.call("/admin/facts/versions")).body as { number: number }[];
    expect(versions.map((entry) => entry.number)).toEqual([4, 3, 2, 1]);
    const published = await one.db.select().from(auditLog).where(eq(auditLog.action, "scheduled-publish"));
    expect(published.map((entry) => entry.entityId).sort()).toEqual(["version 2", "version 3", "version 4"]);

    // Scheduled, then every instance stops before it is due; the next start publishes it.
    const latest = (await admin.call("/admin/facts")).body;
    await admin.call("/admin/facts/draft", "PUT", { facts: { ...latest.draft, floors: 20 }, baseVersion: latest.version });
    await admin.call("/admin/facts/publish", "POST", { at: new Date(Date.now() + 500).toISOString() });
    await two.close();
    await one.close();
    opened.splice(opened.indexOf(one), 1);
    opened.splice(opened.indexOf(two), 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [row] = await database.db.select().from(publishedDocuments).where(eq(publishedDocuments.kind, "facts"));
    expect(row!.publishedVersion).toBe(4);
    const restarted = await startTestServer({ database, publishTickMs: 50 });
    opened.push(restarted);
    await expect.poll(async () => (await publicFacts(restarted.url)).floors, { timeout: 10_000 }).toBe(20);
    const [after] = await database.db.select().from(publishedDocuments).where(eq(publishedDocuments.kind, "facts"));
    expect(after).toMatchObject({ publishedVersion: 5, scheduledAt: null });
  }, 60_000);
});
