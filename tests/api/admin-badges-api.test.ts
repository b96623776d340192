import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { createSession } from "../../app/features/admin-auth/sessions.server";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
const tokens: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ formRateLimit: { limit: 1000, windowMs: 60_000 } });
  for (const username of ["mariam", "tigran"]) {
    const [admin] = await server.db.insert(adminUsers).values({ username, passwordHash: "unused" }).returning();
    tokens.push(await createSession(server.db, admin!.id));
  }
});
afterAll(async () => {
  await server?.close();
});

const badges = async (token: string) =>
  (await fetch(`${server.url}/api/admin/badges`, { headers: { Authorization: `Bearer ${token}` } })).json();
const seen = (token: string, tile: string) =>
  fetch(`${server.url}/api/admin/badges/${tile}/seen`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
const submit = (path: string, body: object) =>
  fetch(`${server.url}/api/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("dashboard badges", () => {
  it("count new items per tile and per admin, and opening a tile clears only that admin's badge", async () => {
    const [mariam, tigran] = tokens as [string, string];
    expect(await badges(mariam)).toEqual({ subscribers: 0, rental: 0, visit: 0, vipBalcony: 0, harmony: 0 });
    await submit("subscribe", { email: "one@example.am" });
    await submit("subscribe", { email: "two@example.am" });
    await submit("rental-inquiry", { name: "A", email: "a@b.am", phone: "123456", hall: "small", eventType: "Recital" });
    expect(await badges(mariam)).toMatchObject({ subscribers: 2, rental: 1 });

    expect((await seen(mariam, "subscribers")).status).toBe(204);
    expect(await badges(mariam)).toMatchObject({ subscribers: 0, rental: 1 });
    expect(await badges(tigran)).toMatchObject({ subscribers: 2, rental: 1 });

    await submit("subscribe", { email: "three@example.am" });
    expect(await badges(mariam)).toMatchObject({ subscribers: 1 });
  });

  it("are for signed-in admins only, and know their tiles", async () => {
    expect((await fetch(`${server.url}/api/admin/badges`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/badges/visit/seen`, { method: "POST" })).status).toBe(401);
    expect((await seen(tokens[0]!, "staff")).status).toBe(404);
  });
});
