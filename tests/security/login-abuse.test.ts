import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { hashPassword } from "../../app/features/admin-auth/password.server";
import { startTestServer } from "../helpers/test-server";

const PASSWORD = "correct horse battery staple";
const LIMIT = { limit: 3, windowMs: 60_000 };

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const servers: TestServer[] = [];

async function serverWithAdmins(env: NodeJS.ProcessEnv = {}) {
  const server = await startTestServer({ loginLimit: LIMIT, env });
  servers.push(server);
  const passwordHash = await hashPassword(PASSWORD);
  await server.db.insert(adminUsers).values(["gohar", "levon", "anush"].map((username) => ({ username, passwordHash })));
  return server;
}
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

function login(server: TestServer, body: unknown, options: { path?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${server.url}${options.path ?? "/api/admin/login"}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...options.headers },
    body: JSON.stringify(body),
  });
}

describe("login throttling cannot be sidestepped", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWithAdmins();
  });

  it("counts every spelling of the login path as the same endpoint", async () => {
    const paths = ["/api/admin/login", "/api/admin/login/", "/API/ADMIN/LOGIN", "/api/Admin/Login/", "/api/admin/login?x=1"];
    const statuses = [];
    for (const path of paths) statuses.push((await login(server, { username: "gohar", password: "wrong" }, { path })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("ignores a forged X-Forwarded-For unless a trusted proxy is configured", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const headers = { "X-Forwarded-For": `203.0.113.${i}`, "X-Real-IP": `198.51.100.${i}` };
      statuses.push((await login(server, { username: `nobody-${i}`, password: "wrong" }, { headers })).status);
    }
    // The address already failed on gohar above, so even new usernames are refused.
    expect(statuses.every((status) => status === 429)).toBe(true);
  });
});

describe("behind a trusted proxy (TRUST_PROXY)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWithAdmins({ TRUST_PROXY: "loopback" });
  });
  const attempt = (client: string, username: string, password = "wrong") => login(server, { username, password }, { headers: { "X-Forwarded-For": client } });

  it("tells clients apart by the proxy's X-Forwarded-For, and still throttles each", async () => {
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await attempt("203.0.113.1", `guess-${i}`)).status);
    expect(first).toEqual([401, 401, 401, 429]);
    expect((await attempt("203.0.113.2", "guess-x")).status).toBe(401);
  });

  it("refuses most of 100 simultaneous wrong-password logins for one account from one client", async () => {
    // Many clients guessing one name are slowed by the per-name limit (tests/security/login-lockout.test.ts).
    const statuses = await Promise.all(Array.from({ length: 100 }, () => attempt("198.51.100.7", "levon").then((response) => response.status)));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LIMIT.limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - LIMIT.limit);
  });

  it("answers an unknown username exactly like a wrong password, and a throttled unknown one like a throttled real one", async () => {
    // The seconds left in the window may tick between the two calls on a busy machine; they are compared apart.
    const answer = async (username: string) => {
      const response = await attempt(`192.0.2.${username.length}`, username);
      const { retryAfterSeconds, ...body } = (await response.json()) as { retryAfterSeconds?: number };
      return { status: response.status, body, retry: Boolean(response.headers.get("retry-after")), retryAfterSeconds };
    };
    const alike = async () => {
      const { retryAfterSeconds: real, ...known } = await answer("anush");
      const { retryAfterSeconds: invented, ...unknown } = await answer("no-such-admin");
      expect(known).toEqual(unknown);
      expect(Math.abs((real ?? 0) - (invented ?? 0))).toBeLessThanOrEqual(1);
    };
    await alike();
    for (const username of ["anush", "anush", "no-such-admin", "no-such-admin"]) await answer(username);
    await alike();
  });

  it("spends the password hash's time on unknown usernames too", async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      await attempt("192.0.2.200", username);
      return performance.now() - started;
    };
    const known = await timed("gohar");
    const unknown = await timed("no-such-admin-3");
    expect(unknown).toBeGreaterThan(known / 3);
  });
});

describe("password storage", () => {
  it("hashes with argon2id at no less than OWASP's m=19456 KiB, t=2, p=1, salted per password", async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    const [, algorithm, , params] = first.split("$");
    expect(algorithm).toBe("argon2id");
    const { m, t, p } = Object.fromEntries(params!.split(",").map((pair) => pair.split("=")).map(([key, value]) => [key, Number(value)]));
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(first).not.toBe(second);
  });
});
