import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminUsers, advertBanners, comingSoonEvents, staffMembers, subscribers } from "../../app/db/schema";
import { createSession, revokeSession } from "../../app/features/admin-auth/sessions.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { CLOSE_UNAUTHORIZED } from "../../server/live-socket";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ formRateLimit: { limit: 1000, windowMs: 60_000 }, liveRecheckMs: 100 });
  admin = await signedInAdmin(server, "matrix");
});
afterAll(async () => {
  await server?.close();
});

type Call = [method: string, path: string, body?: unknown];
const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
const inquiry = (kind: InquiryKind) =>
  kind === "rental"
    ? { name: "Guarded", email: "visitor@example.am", phone: "+374 91 123456", hall: "small", eventType: "Chamber concert" }
    : { name: "Guarded", surname: "Sargsyan", email: "visitor@example.am", phone: "+374 91 123456", message: "Hello" };

/** One of every record an admin endpoint acts on, made through the public forms and the admin API. */
async function records() {
  await fetch(`${server.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "guarded@example.am" }) });
  for (const kind of INQUIRY_KINDS) {
    await fetch(`${server.url}/api/${INQUIRY_API_PATH[kind]}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(inquiry(kind)) });
  }
  const banner = { title: "Guarded", mediaUrl: await admin.upload("banner"), mediaType: "image", targetUrl: "/concerts", startDate: day(0), endDate: day(3) };
  const staff = { imageUrl: await admin.upload("staff"), displayOrder: 1, translations: [{ languageCode: "eng", firstName: "Guarded" }] };
  const event = { date: `${day(30)}T19:30:00`, translations: ["eng", "arm", "rus"].map((languageCode) => ({ languageCode, title: "Guarded", location: "Hall" })) };
  const ids = {
    subscriber: (await server.db.select().from(subscribers))[0]!.id,
    inquiry: Object.fromEntries(await Promise.all(INQUIRY_KINDS.map(async (kind) => [kind, (await server.db.select().from(INQUIRY_TABLES[kind]))[0]!.id]))),
    banner: (await admin.call("/advert-banners", "POST", banner)).body.id,
    staff: (await admin.call("/staff", "POST", staff)).body.id,
    event: (await admin.call("/events/coming-soon", "POST", event)).body.id,
  };
  return { banner, staff, event, ids };
}

/** Every admin endpoint of the spec and beyond it, with every method, in an order that deletes last and signs out at the end. */
function adminCalls({ banner, staff, event, ids }: Awaited<ReturnType<typeof records>>): Call[] {
  return [
    ["GET", "/admin/verify"],
    ["GET", "/admin/badges"],
    ["GET", "/admin/outbox/summary"],
    ["POST", "/admin/badges/visit/seen"],
    ["GET", "/subscribers"],
    ["GET", "/subscribers/export"],
    ...INQUIRY_KINDS.flatMap((kind): Call[] => [
      ["GET", `/${INQUIRY_ADMIN_PATH[kind]}`],
      ["PATCH", `/${INQUIRY_ADMIN_PATH[kind]}/${ids.inquiry[kind]}`, { status: "handled" }],
    ]),
    ["POST", "/objects/upload", { purpose: "banner" }],
    ["GET", "/advert-banners"],
    ["POST", "/advert-banners", banner],
    ["PUT", `/advert-banners/${ids.banner}`, { isActive: false }],
    ["PUT", "/advert-banners/bulk-status", { ids: [ids.banner], isActive: true }],
    ["GET", "/staff?admin=true"],
    ["POST", "/staff", staff],
    ["PUT", `/staff/${ids.staff}`, staff],
    ["GET", "/events/coming-soon?includeInactive=true"],
    ["POST", "/events/coming-soon", event],
    ["PUT", `/events/coming-soon/${ids.event}`, event],
    ["PATCH", `/events/coming-soon/${ids.event}/toggle-status`, { isActive: true }],
    ["DELETE", `/subscribers/${ids.subscriber}`],
    ...INQUIRY_KINDS.map((kind): Call => ["DELETE", `/${INQUIRY_ADMIN_PATH[kind]}/${ids.inquiry[kind]}`]),
    ["DELETE", `/advert-banners/${ids.banner}`],
    ["DELETE", `/staff/${ids.staff}`],
    ["DELETE", `/events/coming-soon/${ids.event}`],
    ["POST", "/admin/logout"],
  ];
}

async function counts() {
  const tables = [subscribers, advertBanners, staffMembers, comingSoonEvents, ...INQUIRY_KINDS.map((kind) => INQUIRY_TABLES[kind])];
  return Promise.all(tables.map(async (table) => (await server.db.select().from(table)).length));
}

/** Tokens that must open nothing: none, forged, hostile text, tampered, expired, revoked, and one of a deleted admin. */
async function badTokens() {
  const [account] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, "matrix"));
  const expired = await createSession(server.db, account!.id, new Date(Date.now() - 13 * 60 * 60 * 1000));
  const revoked = await createSession(server.db, account!.id);
  await revokeSession(server.db, revoked);
  const tampered = admin.token.slice(0, -1) + (admin.token.endsWith("A") ? "B" : "A");
  const [departed] = await server.db.insert(adminUsers).values({ username: `departed-${Date.now()}`, passwordHash: "not-used-here" }).returning();
  const ofDeletedAdmin = await createSession(server.db, departed!.id);
  await server.db.delete(adminUsers).where(eq(adminUsers.id, departed!.id));
  return { none: null, forged: "A".repeat(43), hostile: "<script>", tampered, expired, revoked, ofDeletedAdmin };
}

function socketClose(token: string | null): Promise<number> {
  const socket = new WebSocket(`${server.wsUrl}${token === null ? "" : `?token=${encodeURIComponent(token)}`}`);
  return new Promise((resolve) => socket.on("close", (code) => resolve(code)));
}

describe("the admin guard on every admin endpoint", () => {
  it("answers 401 to every bad kind of token (a deleted admin's included) and changes nothing; 2xx with a valid one", async () => {
    const made = await records();
    const calls = adminCalls(made);
    const tokens = await badTokens();
    const before = await counts();

    for (const [kind, bearer] of Object.entries(tokens)) {
      for (const [method, path, body] of calls) {
        const response = await admin.call(path, method, body, bearer);
        expect(response.status, `${method} ${path} with a ${kind} token`).toBe(401);
        expect(response.body).toMatchObject({ message: expect.any(String) });
      }
    }
    expect(await counts()).toEqual(before);

    for (const [method, path, body] of calls) {
      const response = await admin.call(path, method, body);
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    }
    expect((await admin.call("/admin/verify")).status).toBe(401);
  });
});

describe("the admin guard on /ws", () => {
  it("closes the socket with 4401 for every bad kind of token", async () => {
    for (const [kind, token] of Object.entries(await badTokens())) {
      expect(await socketClose(token), `a ${kind} token`).toBe(CLOSE_UNAUTHORIZED);
    }
  });

  it("cuts off a held socket once its admin is deleted", async () => {
    const [leaving] = await server.db.insert(adminUsers).values({ username: "leaving", passwordHash: "not-used-here" }).returning();
    const socket = new WebSocket(`${server.wsUrl}?token=${await createSession(server.db, leaving!.id)}`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await server.db.delete(adminUsers).where(eq(adminUsers.id, leaving!.id));
    expect(await closed).toBe(CLOSE_UNAUTHORIZED);
  });
});
