import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminSessions, adminUsers } from "../../app/db/schema/admin-auth";
import { createSession, revokeSession } from "../../app/features/admin-auth/sessions.server";
import { CLOSE_FORBIDDEN_ORIGIN, CLOSE_UNAUTHORIZED } from "../../server/live-socket";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer({ liveRecheckMs: 100 });
  const [admin] = await server.db.insert(adminUsers).values({ username: "staff", passwordHash: "not-used-here" }).returning();
  adminId = admin!.id;
});
afterAll(async () => {
  await server?.close();
});

function connect(query = "", headers: Record<string, string> = {}) {
  return new WebSocket(`${server.wsUrl}${query}`, { headers });
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.on("close", (code) => resolve(code)));
}

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
}

describe("/ws admin live channel", () => {
  it("closes a connection without a token with 4401", async () => {
    expect(await closeCode(connect())).toBe(CLOSE_UNAUTHORIZED);
  });

  it("closes a connection with a forged token with 4401", async () => {
    expect(await closeCode(connect(`?token=${"A".repeat(43)}`))).toBe(CLOSE_UNAUTHORIZED);
    expect(await closeCode(connect("?token=%3Cscript%3E"))).toBe(CLOSE_UNAUTHORIZED);
  });

  it("closes a connection with an expired token with 4401", async () => {
    const token = await createSession(server.db, adminId, new Date(Date.now() - 13 * 60 * 60 * 1000));
    expect(await closeCode(connect(`?token=${token}`))).toBe(CLOSE_UNAUTHORIZED);
  });

  it("refuses a connection opened from another site's page", async () => {
    const token = await createSession(server.db, adminId);
    expect(await closeCode(connect(`?token=${token}`, { origin: "https://evil.example" }))).toBe(CLOSE_FORBIDDEN_ORIGIN);
  });

  it("keeps an authenticated admin connected and delivers published messages", async () => {
    const token = await createSession(server.db, adminId);
    const socket = connect(`?token=${token}`);
    await opened(socket);
    const received = new Promise<unknown>((resolve) => socket.once("message", (data) => resolve(JSON.parse(String(data)))));
    await expect.poll(() => server.services.live.size).toBe(1);
    const message = { type: "NEW_SUBSCRIBER", data: { email: "a@example.am", timestamp: "2026-11-22T10:00:00.000Z" } };
    server.services.live.publish(message);
    expect(await received).toEqual(message);
    socket.close();
    await expect.poll(() => server.services.live.size).toBe(0);
  });

  it("delivers nothing to anonymous sockets", async () => {
    const anonymous = connect();
    const messages: unknown[] = [];
    anonymous.on("message", (data) => messages.push(data));
    const code = closeCode(anonymous);
    server.services.live.publish({ type: "NEW_SUBSCRIBER", data: { email: "b@example.am", timestamp: "now" } });
    expect(await code).toBe(CLOSE_UNAUTHORIZED);
    expect(messages).toEqual([]);
  });

  it("disconnects a socket whose session is revoked", async () => {
    const token = await createSession(server.db, adminId);
    const socket = connect(`?token=${token}`);
    await opened(socket);
    const code = closeCode(socket);
    await revokeSession(server.db, token);
    expect(await code).toBe(CLOSE_UNAUTHORIZED);
    const remaining = await server.db.select().from(adminSessions).where(eq(adminSessions.adminId, adminId));
    expect(remaining.length).toBeGreaterThan(0); // other sessions are untouched
  });

  it("keeps serving HTTP after socket abuse", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
