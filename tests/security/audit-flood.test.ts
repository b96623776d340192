import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { auditLog } from "../../app/db/schema/audit";
import { hashPassword } from "../../app/features/admin-auth/password.server";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

const LIMIT = { limit: 3, windowMs: 60_000 };

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ loginLimit: LIMIT, env: { TRUST_PROXY: "loopback" } });
  await server.db.insert(adminUsers).values({ username: "gohar", passwordHash: await hashPassword("correct horse battery staple") });
});
afterAll(async () => {
  await server?.close();
});

const login = (username: string, client: string) =>
  fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ username, password: "wrong password" }),
  });

const entries = () => server.db.select().from(auditLog).orderBy(auditLog.id);

describe("refused sign-ins cannot flood the audit log", { timeout: 60_000 }, () => {
  it("records the refusals the limit lets through one by one, then one entry per address and window with a count", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await login("gohar", "203.0.113.7")).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT.limit);
    for (let i = 0; i < 10; i++) await login("gohar", "203.0.113.8");

    const rows = await entries();
    expect(rows.filter((row) => row.action === "sign-in-failed")).toHaveLength(2 * LIMIT.limit);
    const throttled = rows.filter((row) => row.action === "sign-in-throttled");
    expect(throttled.map((row) => [row.entityId, row.count])).toEqual([
      ["203.0.113.7", 100 - LIMIT.limit],
      ["203.0.113.8", 10 - LIMIT.limit],
    ]);
    expect(rows.length).toBeLessThan(10);
  });

  it("never stores a typed name that is not an account: a password typed into the name field stays out", async () => {
    const typed = "Tr0ub4dor&3-my-real-password";
    expect((await login(typed, "198.51.100.1")).status).toBe(401);
    expect((await login("Gohar", "198.51.100.2")).status).toBe(401);
    const rows = await entries();
    expect(JSON.stringify(rows)).not.toContain("Tr0ub4dor");
    const failed = rows.filter((row) => row.action === "sign-in-failed");
    // Unknown names are stored as nothing; the screen says "unknown name" in the admin's language.
    expect(failed.at(-2)!.actor).toBe("");
    // A name that is an account is stored as the account spells it.
    expect(failed.at(-1)).toMatchObject({ actor: "gohar" });

    const admin = await signedInAdmin(server, "anush");
    const listed = await admin.call("/admin/audit?limit=200");
    expect(listed.body.items.find((item: { action: string; actor: string }) => item.action === "sign-in-failed" && item.actor === "")).toBeTruthy();
    const throttled = listed.body.items.filter((item: { action: string }) => item.action === "sign-in-throttled");
    expect(throttled.map((item: { entityId: string; count: number }) => [item.entityId, item.count])).toEqual([
      ["203.0.113.8", 10 - LIMIT.limit],
      ["203.0.113.7", 100 - LIMIT.limit],
    ]);
  });
});

describe("an editor cannot write made-up names into the audit log", () => {
  it("records only the field names the entity's contract knows, as the body carried them", async () => {
    const editor = await signedInAdmin(server, "mariam", "editor");
    const madeUp = { "<img src=x onerror=alert(1)>": 1, ["x".repeat(60)]: "y", pretendAdmin: true };
    const created = await editor.call("/admin/artists", "POST", { translations: { en: { name: "Sergey Smbatyan" } }, links: [], ...madeUp });
    expect(created.status).toBe(201);
    const entry = (await entries()).find((row) => row.entity === "artists" && row.action === "create");
    expect(entry).toMatchObject({ entityId: String(created.body.id) });
    expect([...entry!.fields].sort()).toEqual(["links", "translations"]);
  });
});
