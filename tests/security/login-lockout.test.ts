import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { LOGIN_USERNAME_LIMIT } from "../../app/features/admin-auth/login.server";
import { hashPassword } from "../../app/features/admin-auth/password.server";
import { addressKey } from "../../app/security/rate-limit.server";
import { startTestServer } from "../helpers/test-server";

const PASSWORD = "correct horse battery staple";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // Behind a trusted proxy, so each request can name its client.
  server = await startTestServer({ env: { TRUST_PROXY: "loopback" }, formRateLimit: { limit: 3, windowMs: 60_000 } });
  const passwordHash = await hashPassword(PASSWORD);
  await server.db.insert(adminUsers).values(["gohar", "levon", "anush", "aram", "mariam"].map((username) => ({ username, passwordHash })));
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function login(client: string, username: string, password = "wrong password") {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe("issue 22.4: nobody can lock an admin out", { timeout: 120_000 }, () => {
  it("five wrong passwords from one address hold back that address only: the right password works from another", async () => {
    const wrong = [];
    for (let i = 0; i < 6; i++) wrong.push(await login("203.0.113.10", "gohar"));
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await login("203.0.113.10", "gohar", PASSWORD)).toBe(429);
    expect(await login("203.0.113.11", "gohar", PASSWORD)).toBe(200);
  });

  it("many addresses guessing one name are slowed, yet the right password from a clean address still works", async () => {
    const guesses = LOGIN_USERNAME_LIMIT.limit + 2;
    for (let i = 0; i < guesses; i++) expect(await login(`198.51.100.${i}`, "levon")).toBe(401);
    // An address that already failed on the name waits; a fresh one is heard.
    expect(await login("198.51.100.0", "levon")).toBe(429);
    expect(await login("198.51.100.0", "levon", PASSWORD)).toBe(429);
    expect(await login("192.0.2.77", "levon", PASSWORD)).toBe(200);
  });
});

describe("issue 22.5: a success clears only the pair it proved", { timeout: 60_000 }, () => {
  it("after 4 failures on other names, one good login of its own account leaves the address one try, not five", async () => {
    const client = "203.0.113.50";
    for (const name of ["no-one-1", "no-one-2", "no-one-3", "no-one-4"]) expect(await login(client, name)).toBe(401);
    expect(await login(client, "anush", PASSWORD)).toBe(200);
    expect(await login(client, "no-one-5")).toBe(401);
    expect(await login(client, "no-one-6")).toBe(429);
  });

  it("an admin signing in again and again from one address is never held back", async () => {
    for (let i = 0; i < 8; i++) expect(await login("203.0.113.60", "mariam", PASSWORD)).toBe(200);
  });
});

describe("issue 22.9: IPv6 clients are counted by their /64", { timeout: 60_000 }, () => {
  it("names the /64 of any IPv6 spelling, and an IPv4 address (mapped or not) as itself", () => {
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
  });

  it("login failures from one /64 count together, whatever the rest of the address", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push(await login(`2001:db8:77:1::${i.toString(16)}`, `nobody-${i}`));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await login("2001:db8:77:2::1", "aram", PASSWORD)).toBe(200);
  });

  it("form submissions from one /64 count together", async () => {
    const post = (client: string) =>
      fetch(`${server.url}/api/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
        body: JSON.stringify({ email: `reader-${client.replaceAll(":", "-")}@example.am`, language: "en" }),
      }).then((response) => response.status);
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await post(`2001:db8:88:1:${i}::${i}`));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await post("2001:db8:88:2::1")).toBe(201);
  });
});
