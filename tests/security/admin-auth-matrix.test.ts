import { desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { artists } from "../../app/db/schema/artists";
import { auditLog } from "../../app/db/schema/audit";
import { advertBanners } from "../../app/db/schema/banners";
import { campaigns } from "../../app/db/schema/campaigns";
import { comingSoonEvents } from "../../app/db/schema/coming-soon";
import { subscribers } from "../../app/db/schema/newsletter";
import { concertProgrammes } from "../../app/db/schema/programmes";
import { concertSeries } from "../../app/db/schema/series";
import { siteSettings } from "../../app/db/schema/site-settings";
import { staffMembers } from "../../app/db/schema/staff";
import { createSession, revokeSession } from "../../app/features/admin-auth/sessions.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { CLOSE_UNAUTHORIZED } from "../../server/live-socket";
import { NOT_CHANGES } from "../../app/features/audit/record-writes.server";
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

/** A call, and whether only an admin may make it (an editor gets 403). */
type Call = [method: string, path: string, body?: unknown, adminOnly?: boolean];
const ADMIN_ONLY = true;
let made = 0;
const SETTINGS = {
  ticketOfficePhone: "+374 10 111111",
  receptionPhone: "+374 10 222222",
  infoEmail: "guarded@example.am",
  facebookUrl: "https://www.facebook.com/guarded",
  instagramUrl: "https://www.instagram.com/guarded",
  youtubeUrl: "https://www.youtube.com/guarded",
};
const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
const campaign = { translations: { en: { subject: "Guarded", body: "<p>Guarded</p>" } } };
const inquiry = (kind: InquiryKind) =>
  kind === "rental"
    ? { name: "Guarded", email: "visitor@example.am", phone: "+374 91 123456", hall: "small", eventType: "Chamber concert" }
    : { name: "Guarded", surname: "Sargsyan", email: "visitor@example.am", phone: "+374 91 123456", message: "Hello" };

/** One of every record an admin endpoint acts on, made through the public forms and the admin API. */
async function records() {
  // Where campaign tests may go.
  await admin.call("/admin/settings/test-addresses", "PUT", { addresses: ["proof@example.am"] });
  await fetch(`${server.url}/api/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "guarded@example.am" }) });
  for (const kind of INQUIRY_KINDS) {
    await fetch(`${server.url}/api/${INQUIRY_API_PATH[kind]}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(inquiry(kind)) });
  }
  const banner = { title: "Guarded", mediaUrl: await admin.upload("banner"), mediaType: "image", targetUrl: "/concerts", startDate: day(0), endDate: day(3) };
  const staff = { imageUrl: await admin.upload("staff"), displayOrder: 1, translations: [{ languageCode: "eng", firstName: "Guarded" }] };
  const event = { date: `${day(30)}T19:30:00`, translations: ["eng", "arm", "rus"].map((languageCode) => ({ languageCode, title: "Guarded", location: "Hall" })) };
  const account = { username: `colleague-${++made}`, password: "twelve characters at least", role: "editor" };
  const artist = { translations: { en: { name: "Guarded", role: "Cello", bio: "" } } };
  const series = { translations: { en: { name: "Guarded", description: "" } } };
  const programme = { genres: ["chamber"], translations: { en: { works: [{ composer: "Guarded", title: "Guarded" }], published: false } } };
  const ids = {
    artist: (await admin.call("/admin/artists", "POST", artist)).body.id,
    series: (await admin.call("/admin/series", "POST", series)).body.id,
    concert: (await admin.call("/admin/concerts?limit=1")).body.items[0].eventId as string,
    account: (await admin.call("/admin/users", "POST", { ...account, username: `${account.username}-existing` })).body.id,
    subscriber: (await server.db.select().from(subscribers))[0]!.id,
    inquiry: Object.fromEntries(await Promise.all(INQUIRY_KINDS.map(async (kind) => [kind, (await server.db.select().from(INQUIRY_TABLES[kind]))[0]!.id]))),
    banner: (await admin.call("/advert-banners", "POST", banner)).body.id,
    staff: (await admin.call("/staff", "POST", staff)).body.id,
    event: (await admin.call("/events/coming-soon", "POST", event)).body.id,
    campaign: (await admin.call("/admin/campaigns", "POST", campaign)).body.id,
    campaignToSend: (await admin.call("/admin/campaigns", "POST", campaign)).body.id,
  };
  return { banner, staff, event, account, artist, series, programme, campaign, ids };
}

/** Every admin endpoint (docs/product.md §12), with every method, in an order that deletes last and signs out at the end. */
function adminCalls({ banner, staff, event, account, artist, series, programme, campaign, ids }: Awaited<ReturnType<typeof records>>, password: string): Call[] {
  return [
    ["GET", "/admin/verify"],
    ["GET", "/admin/badges", undefined, ADMIN_ONLY],
    ["GET", "/admin/outbox/summary", undefined, ADMIN_ONLY],
    ["POST", "/admin/badges/visit/seen", undefined, ADMIN_ONLY],
    ["GET", "/admin/dashboard"],
    ["GET", `/admin/figures?from=${day(-6)}&to=${day(0)}`, undefined, ADMIN_ONLY],
    ["GET", "/admin/figures/summary", undefined, ADMIN_ONLY],
    ["GET", "/admin/settings", undefined, ADMIN_ONLY],
    ["PUT", "/admin/settings", SETTINGS, ADMIN_ONLY],
    ["GET", "/admin/settings/test-addresses", undefined, ADMIN_ONLY],
    ["PUT", "/admin/settings/test-addresses", { addresses: ["proof@example.am"] }, ADMIN_ONLY],
    ["POST", "/admin/demo-content/remove", undefined, ADMIN_ONLY],
    ["GET", "/admin/audit?limit=10", undefined, ADMIN_ONLY],
    ["GET", "/admin/audit/facets", undefined, ADMIN_ONLY],
    ["GET", "/admin/privacy/person?email=guarded%40example.am", undefined, ADMIN_ONLY],
    ["POST", "/admin/privacy/erase", { email: "nobody-here@example.am" }, ADMIN_ONLY],
    ["GET", "/admin/privacy/retention", undefined, ADMIN_ONLY],
    ["PUT", "/admin/privacy/retention", { inquiryDays: 730 }, ADMIN_ONLY],
    ["GET", "/admin/privacy/pages/terms", undefined, ADMIN_ONLY],
    ["PUT", "/admin/privacy/pages/terms", { am: "<p>Պայմաններ</p>", en: "<p>Terms</p>", ru: "<p>Условия</p>" }, ADMIN_ONLY],
    ["DELETE", "/admin/privacy/pages/terms", undefined, ADMIN_ONLY],
    ["GET", "/subscribers", undefined, ADMIN_ONLY],
    ["GET", "/subscribers?limit=10", undefined, ADMIN_ONLY],
    ["GET", "/subscribers?limit=10&q=guarded", undefined, ADMIN_ONLY],
    ["GET", "/subscribers/export", undefined, ADMIN_ONLY],
    ...INQUIRY_KINDS.flatMap((kind): Call[] => [
      ["GET", `/${INQUIRY_ADMIN_PATH[kind]}`, undefined, ADMIN_ONLY],
      ["GET", `/${INQUIRY_ADMIN_PATH[kind]}?limit=10&status=new`, undefined, ADMIN_ONLY],
      ["GET", `/${INQUIRY_ADMIN_PATH[kind]}/${ids.inquiry[kind]}`, undefined, ADMIN_ONLY],
      ["PATCH", `/${INQUIRY_ADMIN_PATH[kind]}/${ids.inquiry[kind]}`, { status: "handled" }, ADMIN_ONLY],
    ]),
    ["GET", "/admin/users", undefined, ADMIN_ONLY],
    ["POST", "/admin/users", account, ADMIN_ONLY],
    ["PATCH", `/admin/users/${ids.account}`, { role: "admin" }, ADMIN_ONLY],
    ["PATCH", `/admin/users/${ids.account}`, { email: "colleague@hall.example.am" }, ADMIN_ONLY],
    // The same password again: the caller's session stays, and so does the password the next calls sign in with.
    ["POST", "/admin/password", { currentPassword: password, newPassword: password }],
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
    ["GET", "/admin/artists"],
    ["POST", "/admin/artists", artist],
    ["PUT", `/admin/artists/${ids.artist}`, artist],
    ["GET", "/admin/series"],
    ["POST", "/admin/series", series],
    ["PUT", `/admin/series/${ids.series}`, series],
    ["GET", "/admin/concerts"],
    ["GET", "/admin/concerts?limit=5&q=a"],
    ["GET", "/admin/alerts/waiting"],
    ["GET", `/admin/concerts/${ids.concert}/programme`],
    ["GET", `/admin/concerts/${ids.concert}/programme-sheet`],
    ["PUT", `/admin/concerts/${ids.concert}/programme`, { ...programme, seriesId: ids.series, performers: [{ artistId: ids.artist, role: "soloist" }] }],
    ["GET", "/admin/campaigns"],
    ["POST", "/admin/campaigns", campaign],
    ["GET", `/admin/campaigns/${ids.campaign}`],
    ["PUT", `/admin/campaigns/${ids.campaign}`, campaign],
    ["GET", `/admin/campaigns/${ids.campaign}/preview?language=en`],
    ["GET", "/admin/campaigns/test-recipients"],
    ["POST", `/admin/campaigns/${ids.campaign}/test`, { emails: ["proof@example.am"] }],
    ["POST", `/admin/campaigns/${ids.campaignToSend}/send`, { at: "2099-01-01T19:00:00+04:00" }, ADMIN_ONLY],
    ["POST", `/admin/campaigns/${ids.campaignToSend}/cancel`, undefined, ADMIN_ONLY],
    ["DELETE", `/subscribers/${ids.subscriber}`, undefined, ADMIN_ONLY],
    ...INQUIRY_KINDS.map((kind): Call => ["DELETE", `/${INQUIRY_ADMIN_PATH[kind]}/${ids.inquiry[kind]}`, undefined, ADMIN_ONLY]),
    ["DELETE", `/admin/users/${ids.account}`, undefined, ADMIN_ONLY],
    ["DELETE", `/advert-banners/${ids.banner}`],
    ["DELETE", `/staff/${ids.staff}`],
    ["DELETE", `/events/coming-soon/${ids.event}`],
    ["DELETE", `/admin/artists/${ids.artist}`],
    ["DELETE", `/admin/series/${ids.series}`],
    ["DELETE", `/admin/campaigns/${ids.campaign}`],
    ["POST", "/admin/logout"],
  ];
}

async function counts(tables = [subscribers, advertBanners, staffMembers, comingSoonEvents, adminUsers, siteSettings, artists, concertSeries, concertProgrammes, ...INQUIRY_KINDS.map((kind) => INQUIRY_TABLES[kind])]) {
  return Promise.all(tables.map(async (table) => (await server.db.select().from(table)).length));
}

/** What only admins may see or change: an editor's calls must leave it as it was. */
async function adminOnlyState() {
  const inquiries = await Promise.all(INQUIRY_KINDS.map((kind) => server.db.select().from(INQUIRY_TABLES[kind]).orderBy(INQUIRY_TABLES[kind].id)));
  const accounts = await server.db.select({ id: adminUsers.id, role: adminUsers.role }).from(adminUsers).orderBy(adminUsers.id);
  const sendable = await server.db.select({ id: campaigns.id, status: campaigns.status }).from(campaigns).orderBy(campaigns.id);
  return { subscribers: await server.db.select().from(subscribers).orderBy(subscribers.id), inquiries, accounts, campaigns: sendable.filter((row) => row.status !== "draft") };
}

/** An account removed through the Accounts API while signed in. */
async function removedAccountToken() {
  const account = { username: `removed-${++made}`, password: "twelve characters at least", role: "editor" };
  await admin.call("/admin/users", "POST", account);
  const login = await fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(account) });
  const { token } = (await login.json()) as { token: string };
  const [row] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, account.username));
  expect((await admin.call(`/admin/users/${row!.id}`, "DELETE")).status).toBe(204);
  return token;
}

/** Tokens that must open nothing: none, forged, hostile text, tampered, expired, revoked, one of a deleted admin and one of an account removed through the API. */
async function badTokens() {
  const [account] = await server.db.select().from(adminUsers).where(eq(adminUsers.username, "matrix"));
  const expired = await createSession(server.db, account!.id, new Date(Date.now() - 13 * 60 * 60 * 1000));
  const revoked = await createSession(server.db, account!.id);
  await revokeSession(server.db, revoked);
  const tampered = admin.token.slice(0, -1) + (admin.token.endsWith("A") ? "B" : "A");
  const [departed] = await server.db.insert(adminUsers).values({ username: `departed-${Date.now()}`, passwordHash: "not-used-here" }).returning();
  const ofDeletedAdmin = await createSession(server.db, departed!.id);
  await server.db.delete(adminUsers).where(eq(adminUsers.id, departed!.id));
  const ofRemovedAccount = await removedAccountToken();
  return { none: null, forged: "A".repeat(43), hostile: "<script>", tampered, expired, revoked, ofDeletedAdmin, ofRemovedAccount };
}

function socketClose(token: string | null): Promise<number> {
  const socket = new WebSocket(`${server.wsUrl}${token === null ? "" : `?token=${encodeURIComponent(token)}`}`);
  return new Promise((resolve) => socket.on("close", (code) => resolve(code)));
}

describe("the admin guard on every admin endpoint", () => {
  it("answers an editor 403 with code `forbidden` on every admin-only endpoint, changing nothing there, and 2xx on the content ones", async () => {
    const editor = await signedInAdmin(server, "matrix-editor", "editor");
    const calls = adminCalls(await records(), editor.password);
    const before = await adminOnlyState();
    for (const [method, path, body, adminOnly] of calls) {
      const response = await editor.call(path, method, body);
      if (adminOnly) {
        expect(response.status, `${method} ${path} as an editor`).toBe(403);
        expect(response.body).toEqual({ message: expect.any(String), code: "forbidden" });
      } else {
        expect(response.status, `${method} ${path} as an editor: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${method} ${path} as an editor: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      }
    }
    expect(await adminOnlyState()).toEqual(before);
    // … and the settings (read, write; the test addresses read, write), the demo-content removal, two subscriber page reads, one inquiry page read and one single inquiry read per kind, the outbox summary,
    // the visitor figures (a range, the dashboard's summary), and sending and cancelling a campaign.
    const listsAndSettings = 3 + 2 + 2 + 2 * INQUIRY_KINDS.length + 1 + 2 + 2;
    // … and the audit log (two reads) and the privacy screen (a person found and erased, retention read and set, a page read, saved, reset).
    const auditAndPrivacy = 2 + 7;
    expect(calls.filter(([, , , adminOnly]) => adminOnly)).toHaveLength(3 + 1 + 2 * INQUIRY_KINDS.length + 4 + 1 + INQUIRY_KINDS.length + 1 + listsAndSettings + auditAndPrivacy);
  });

  it("answers 401 to every bad kind of token (a deleted or removed account's included) and changes nothing; 2xx with a valid one", async () => {
    const calls = adminCalls(await records(), admin.password);
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
  beforeAll(async () => {
    // The endpoint matrix ended with the first admin signing out.
    admin = await signedInAdmin(server, "matrix-sockets");
  });

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

describe("the audit log of every admin write", () => {
  it("records every write the matrix knows exactly once, under the account that made it, and no password or token", async () => {
    const auditor = await signedInAdmin(server, "matrix-auditor");
    admin = auditor;
    const calls = adminCalls(await records(), auditor.password).filter(([method]) => method !== "GET");
    const lastId = async () => (await server.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
    const secrets = [auditor.password, auditor.token, "twelve characters at least"];
    for (const [method, path, body] of calls) {
      const before = await lastId();
      const response = await auditor.call(path, method, body);
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      if (typeof response.body?.uploadURL === "string") secrets.push(response.body.uploadURL.split("/").at(-1));
      const entries = await server.db.select().from(auditLog).where(gt(auditLog.id, before));
      const unchanged = [...NOT_CHANGES].some((route) => new RegExp(`^/api${route.replace(/:\w+/g, "[^/]+")}$`).test(`/api${path}`));
      expect(entries, `${method} ${path}`).toHaveLength(unchanged ? 0 : 1);
      if (unchanged) continue;
      expect(entries[0], `${method} ${path}`).toMatchObject({ actor: "matrix-auditor", actorId: auditor.id, action: expect.any(String) });
    }
    expect(calls.length).toBeGreaterThan(25);
    const everything = JSON.stringify(await server.db.select().from(auditLog));
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // Field names only: a body's values never reach the log.
    expect(everything).not.toContain(SETTINGS.infoEmail);
    expect(everything).not.toContain("visitor@example.am");
  });

  it("records a sign-in and a failed one (the account's name, never the password)", async () => {
    const login = (password: string) =>
      fetch(`${server.url}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "matrix-auditor", password }) });
    expect((await login("a wrong password, kept nowhere")).status).toBe(401);
    expect((await login("correct horse battery staple")).status).toBe(200);
    const [success, failure] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(failure).toMatchObject({ action: "sign-in-failed", actor: "matrix-auditor", actorId: null });
    expect(success).toMatchObject({ action: "sign-in", actor: "matrix-auditor", actorId: expect.any(Number) });
    expect(JSON.stringify(await server.db.select().from(auditLog))).not.toContain("kept nowhere");
  });
});
