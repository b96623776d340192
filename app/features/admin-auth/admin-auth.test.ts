import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-database";
import { adminSessions, adminUsers } from "../../db/schema/admin-auth";
import { bootstrapAdmin } from "./bootstrap-admin.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession, findSession, revokeSession, SESSION_TTL_MS } from "./sessions.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe("passwords", () => {
  it("are hashed with argon2id at OWASP's minimum cost or more", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hash, "Correct horse battery staple")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });
});

describe("start-up admin rule", () => {
  it("creates `admin` with a random password once when no admin exists and none is configured", async () => {
    const first = await bootstrapAdmin(database.db, undefined);
    expect(first.action).toBe("generated");
    if (first.action !== "generated") return;
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    const [stored] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, "admin"));
    expect(await verifyPassword(stored!.passwordHash, first.password)).toBe(true);

    expect(await bootstrapAdmin(database.db, undefined)).toEqual({ action: "none" });
    expect(await database.db.select().from(adminUsers)).toHaveLength(1);
  });

  it("creates the configured admin, keeps its sessions on a restart with the same password, resets on a new one", async () => {
    const credentials = { username: "director", password: "first-password-2026" };
    expect(await bootstrapAdmin(database.db, credentials)).toEqual({ action: "created", username: "director" });
    const [director] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, "director"));
    const token = await createSession(database.db, director!.id);

    expect(await bootstrapAdmin(database.db, credentials)).toEqual({ action: "unchanged", username: "director" });
    expect(await findSession(database.db, token)).not.toBeNull();

    const changed = { username: "director", password: "second-password-2026" };
    expect(await bootstrapAdmin(database.db, changed)).toEqual({ action: "reset", username: "director" });
    expect(await findSession(database.db, token)).toBeNull();
    const [updated] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, "director"));
    expect(await verifyPassword(updated!.passwordHash, "second-password-2026")).toBe(true);
  });

  it("makes the configured account an admin again if it had been made an editor", async () => {
    const credentials = { username: "keeper", password: "a sturdy password 2026" };
    await bootstrapAdmin(database.db, credentials);
    await database.db.update(adminUsers).set({ role: "editor" }).where(eq(adminUsers.username, "keeper"));
    expect(await bootstrapAdmin(database.db, credentials)).toEqual({ action: "unchanged", username: "keeper" });
    const [keeper] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, "keeper"));
    expect(keeper!.role).toBe("admin");
  });
});

describe("admin sessions", () => {
  it("stores only a hash of the token and finds the admin by the token", async () => {
    const [admin] = await database.db.insert(adminUsers).values({ username: "clerk", passwordHash: "x" }).returning();
    const token = await createSession(database.db, admin!.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const rows = await database.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(await findSession(database.db, token)).toMatchObject({ adminId: admin!.id, username: "clerk", role: "admin" });
  });

  it("refuses expired, revoked, malformed and deleted-admin tokens", async () => {
    const [admin] = await database.db.insert(adminUsers).values({ username: "temp", passwordHash: "x" }).returning();
    const now = new Date();
    const old = await createSession(database.db, admin!.id, new Date(now.getTime() - SESSION_TTL_MS - 1000));
    expect(await findSession(database.db, old)).toBeNull();

    const revoked = await createSession(database.db, admin!.id);
    await revokeSession(database.db, revoked);
    expect(await findSession(database.db, revoked)).toBeNull();

    expect(await findSession(database.db, "short")).toBeNull();
    expect(await findSession(database.db, null)).toBeNull();

    const live = await createSession(database.db, admin!.id);
    await database.db.delete(adminUsers).where(eq(adminUsers.id, admin!.id));
    expect(await findSession(database.db, live)).toBeNull();
  });
});
