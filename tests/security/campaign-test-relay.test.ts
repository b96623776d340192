import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../app/db/schema/audit";
import { TEST_MESSAGES_PER_DAY } from "../../app/features/campaigns/schema";
import { signedInAdmin } from "../helpers/admin-client";
import { mailFiles, recipientsOf } from "../helpers/mail-files";
import { startTestServer } from "../helpers/test-server";

const OWN = "levon@hall.example.am";
const STAFF_LIST = ["proofs@hall.example.am", "Design.Desk@hall.example.am"];
const PHISH = {
  translations: {
    am: { subject: "Ձեր հաշիվը արգելափակված է", body: '<p>Մուտք գործեք <a href="https://phish.example/login">այստեղ</a></p>' },
    en: { subject: "Your account is locked", body: '<p>Sign in <a href="https://phish.example/login">here</a></p>' },
    ru: { subject: "Ваш счёт заблокирован", body: '<p>Войдите <a href="https://phish.example/login">здесь</a></p>' },
  },
};

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let editor: Awaited<ReturnType<typeof signedInAdmin>>;
let campaignId: number;

beforeAll(async () => {
  server = await startTestServer({ mailSender: { pollMs: 100 } });
  admin = await signedInAdmin(server, "anush");
  editor = await signedInAdmin(server, "levon", "editor");
  // Admins give an account its address and keep the list of staff test addresses.
  expect((await admin.call(`/admin/users/${editor.id}`, "PATCH", { email: OWN })).status).toBe(200);
  expect((await admin.call(`/admin/users/${admin.id}`, "PATCH", { email: "anush@hall.example.am" })).status).toBe(200);
  expect((await admin.call("/admin/settings/test-addresses", "PUT", { addresses: STAFF_LIST })).status).toBe(200);
  campaignId = (await editor.call("/admin/campaigns", "POST", PHISH)).body.id;
});
afterAll(async () => {
  await server?.close();
});

const testSend = (emails: string[], language?: string) => editor.call(`/admin/campaigns/${campaignId}/test`, "POST", { emails, ...(language ? { language } : {}) });

describe("a campaign test cannot make the hall a mail relay", { timeout: 60_000 }, () => {
  it("refuses every address but the account's own and the staff list's, sends a repeated address once, and the audit entry names who got it", async () => {
    for (const stranger of [["victim@example.com"], [OWN, "victim@example.com"], ["anush@hall.example.am"]]) {
      const refused = await testSend(stranger);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("not_a_test_address");
    }
    const sent = await testSend([OWN, OWN.toUpperCase(), "proofs@hall.example.am", "design.desk@HALL.example.am", OWN]);
    expect(sent.status).toBe(202);
    // Three languages to three different addresses.
    expect(sent.body.queued).toBe(9);
    const mail = await mailFiles(server.dataDir, 9);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailFiles(server.dataDir, 9)).toHaveLength(9);
    expect(new Set(mail.flatMap(recipientsOf))).toEqual(new Set([OWN, "proofs@hall.example.am", "design.desk@hall.example.am"]));

    const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.action, "test")).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actor: "levon", entity: "campaigns", entityId: String(campaignId) });
    expect([...entry!.recipients].sort()).toEqual(["design.desk@hall.example.am", "levon@hall.example.am", "proofs@hall.example.am"]);
  });

  it("answers an account without an address of its own, and an empty staff list, with the refusal", async () => {
    const other = await signedInAdmin(server, "gohar", "editor");
    expect((await admin.call("/admin/settings/test-addresses", "PUT", { addresses: [] })).status).toBe(200);
    const refused = await other.call(`/admin/campaigns/${campaignId}/test`, "POST", { emails: ["gohar@hall.example.am"] });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("not_a_test_address");
    expect((await other.call("/admin/campaigns/test-recipients")).body).toEqual({ own: null, staff: [], perDay: TEST_MESSAGES_PER_DAY });
    expect((await editor.call("/admin/campaigns/test-recipients")).body).toEqual({ own: OWN, staff: [], perDay: TEST_MESSAGES_PER_DAY });
    expect((await admin.call("/admin/settings/test-addresses", "PUT", { addresses: STAFF_LIST })).status).toBe(200);
  });

  it(`stops an account at ${TEST_MESSAGES_PER_DAY} test messages a day with 429 and Retry-After, whatever the number of calls`, async () => {
    // The first test above sent 9 messages for this account.
    let used = 9;
    while (used + 3 <= TEST_MESSAGES_PER_DAY) {
      expect((await testSend([OWN])).status).toBe(202);
      used += 3;
    }
    const over = await testSend([OWN]);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("test_limit");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    // What is left of the day still goes, one language at a time, and not one message more.
    while (used < TEST_MESSAGES_PER_DAY) {
      expect((await testSend([OWN], "en")).status).toBe(202);
      used += 1;
    }
    expect((await testSend([OWN], "en")).status).toBe(429);
    // Another account has its own allowance.
    expect((await admin.call(`/admin/campaigns/${campaignId}/test`, "POST", { emails: ["anush@hall.example.am"], language: "en" })).status).toBe(202);
  });

  it("lets only admins keep the staff list, of valid addresses only", async () => {
    expect((await editor.call("/admin/settings/test-addresses", "PUT", { addresses: ["editor-friend@example.com"] })).status).toBe(403);
    const invalid = await admin.call("/admin/settings/test-addresses", "PUT", { addresses: ["not an address"] });
    expect(invalid.status).toBe(400);
    expect((await editor.call(`/admin/users/${editor.id}`, "PATCH", { email: "victim@example.com" })).status).toBe(403);
    expect((await admin.call("/admin/settings/test-addresses")).body).toEqual({ addresses: ["proofs@hall.example.am", "design.desk@hall.example.am"] });
  });
});
