import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, adminUsers } from "../../app/db/schema/admin-auth";
import { LOGIN_FAILURES } from "../../app/features/admin-auth/login.server";
import { hashPassword } from "../../app/features/admin-auth/password.server";
import { findSession } from "../../app/features/admin-auth/sessions.server";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
const PASSWORD = "correct horse battery staple";

beforeAll(async () => {
  server = await startTestServer({ loginLimit: { limit: 3, windowMs: 60_000 } });
  await server.db.insert(adminUsers).values([
    { username: "anush", passwordHash: await hashPassword(PASSWORD) },
    { username: "levon", passwordHash: await hashPassword(PASSWORD) },
  ]);
});
afterAll(async () => {
  await server?.close();
});

function login(body: unknown, path = "/api/admin/login", headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
const authed = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("admin login, verify and logout", () => {
  it("issues a 256-bit token that verify accepts, stored only as a hash, and logout revokes it", async () => {
    const response = await login({ username: "anush", password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { token } = (await response.json()) as { token: string };
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(JSON.stringify(await server.db.select().from(adminSessions))).not.toContain(token);

    const verify = await fetch(`${server.url}/api/admin/verify`, { headers: authed(token) });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ username: "anush", role: "admin" });

    expect((await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: authed(token) })).status).toBe(204);
    expect((await fetch(`${server.url}/api/admin/verify`, { headers: authed(token) })).status).toBe(401);
  });

  it("answers 401 without a token, with a forged one, and with a malformed header", async () => {
    for (const headers of [{}, authed("A".repeat(43)), { Authorization: "Basic YWRtaW46YWRtaW4=" }]) {
      expect((await fetch(`${server.url}/api/admin/verify`, { headers })).status).toBe(401);
      expect((await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers })).status).toBe(401);
    }
  });

  it("needs both fields and says so with a code the login screen words in the admin's language", async () => {
    for (const body of [{}, { username: "anush" }, { password: PASSWORD }, { username: ["anush"], password: PASSWORD }, [1, 2]]) {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: LOGIN_FAILURES.missing_fields.message, code: "missing_fields" });
    }
  });

  it("gives the same answer for a wrong password and an unknown user", async () => {
    const wrong = await login({ username: "levon", password: "nope" }, "/api/admin/login", { "X-Test-Client": "a" });
    const unknown = await login({ username: "nobody", password: "nope" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const answer = await wrong.json();
    expect(answer).toEqual(await unknown.json());
    expect(answer).toMatchObject({ code: "invalid_credentials" });
  });

  it("slides a used session's expiry forward", async () => {
    const { token } = (await (await login({ username: "anush", password: PASSWORD })).json()) as { token: string };
    const later = new Date(Date.now() + 6 * 60 * 60 * 1000);
    expect(await findSession(server.db, token, later)).not.toBeNull();
    const afterTwelveHours = new Date(Date.now() + 13 * 60 * 60 * 1000);
    expect(await findSession(server.db, token, afterTwelveHours)).not.toBeNull();
  });
});

describe("login throttling", () => {
  it("refuses a username after repeated failures, whatever the path spelling, with Retry-After", async () => {
    const throttled = await startTestServer({ loginLimit: { limit: 3, windowMs: 60_000 } });
    try {
      await throttled.db.insert(adminUsers).values({ username: "gohar", passwordHash: await hashPassword(PASSWORD) });
      const attempt = (path: string, password = "wrong") =>
        fetch(`${throttled.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username: "gohar", password }),
        });
      expect((await attempt("/api/admin/login")).status).toBe(401);
      expect((await attempt("/api/admin/login/")).status).toBe(401);
      expect((await attempt("/API/ADMIN/LOGIN")).status).toBe(401);
      const refused = await attempt("/api/admin/login");
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: "throttled", retryAfterSeconds: wait });
      // Even the right password waits until the window ends.
      expect((await attempt("/api/admin/login", PASSWORD)).status).toBe(429);
    } finally {
      await throttled.close();
    }
  });
});
