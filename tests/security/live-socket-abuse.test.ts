import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { createSession } from "../../app/features/admin-auth/sessions.server";
import { CLOSE_FORBIDDEN_ORIGIN, CLOSE_POLICY_VIOLATION } from "../../server/live-socket";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  const [admin] = await server.db.insert(adminUsers).values({ username: "socket", passwordHash: "not-used-here" }).returning();
  adminId = admin!.id;
});
afterAll(async () => {
  await server?.close();
});

async function adminSocket(headers: Record<string, string> = {}) {
  return new WebSocket(`${server.wsUrl}?token=${await createSession(server.db, adminId)}`, { headers });
}
const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
// A socket can be open already: its handshake may finish while the next socket's session is still being written.
const opened = (socket: WebSocket) =>
  socket.readyState === WebSocket.OPEN ? Promise.resolve() : new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));

describe("cross-site WebSocket hijacking", () => {
  it("refuses a valid admin token when the page that opens the socket is on another site", async () => {
    const host = new URL(server.url).host;
    const foreign = ["https://evil.example", `http://${host}.evil.example`, `http://evil.example/${host}`, "null", "file://", "not a url"];
    for (const origin of foreign) {
      const socket = await adminSocket({ origin });
      const messages: unknown[] = [];
      socket.on("message", (data) => messages.push(data));
      expect(await closeCode(socket), origin).toBe(CLOSE_FORBIDDEN_ORIGIN);
      expect(messages).toEqual([]);
    }
    const own = await adminSocket({ origin: server.url });
    await opened(own);
    own.close();
  });
});

describe("what a client may send", () => {
  it("closes a socket that sends a frame over the payload limit (1009)", async () => {
    const socket = await adminSocket();
    await opened(socket);
    const code = closeCode(socket);
    socket.send("x".repeat(64 * 1024));
    expect(await code).toBe(1009);
  });

  it("closes a socket that floods messages (1008) and keeps serving the others", async () => {
    const calm = await adminSocket();
    const flooding = await adminSocket();
    await Promise.all([opened(calm), opened(flooding)]);
    const code = closeCode(flooding);
    for (let i = 0; i < 200; i++) flooding.send("ping");
    expect(await code).toBe(CLOSE_POLICY_VIOLATION);
    const received = new Promise((resolve) => calm.once("message", (data) => resolve(JSON.parse(String(data)))));
    server.services.live.publish({ type: "NEW_SUBSCRIBER", data: { email: "calm@example.am", timestamp: "now" } });
    expect(await received).toMatchObject({ type: "NEW_SUBSCRIBER" });
    calm.close();
  });

  it("lets a client send a few messages without being cut off", async () => {
    const socket = await adminSocket();
    await opened(socket);
    for (let i = 0; i < 3; i++) socket.send("hello");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
