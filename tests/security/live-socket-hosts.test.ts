import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { createSession } from "../../app/features/admin-auth/sessions.server";
import { CLOSE_FORBIDDEN_ORIGIN } from "../../server/live-socket";
import { startTestServer } from "../helpers/test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const PUBLIC_URL = "https://hall.example.am";

let quickStart: TestServer;
let production: TestServer;
beforeAll(async () => {
  [quickStart, production] = await Promise.all([startTestServer({ env: { ALLOWED_HOSTS: "hall.example.am" } }), startTestServer({ env: { PUBLIC_URL } })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([quickStart?.close(), production?.close()]);
});

async function token(server: TestServer): Promise<string> {
  const [admin] = await server.db.insert(adminUsers).values({ username: `socket-${Math.random().toString(36).slice(2)}`, passwordHash: "not-used-here" }).returning();
  return createSession(server.db, admin!.id);
}

/** How an upgrade ends: "open", a close code, or the HTTP status that refused it. */
async function outcome(server: TestServer, headers: Record<string, string>): Promise<string | number> {
  const socket = new WebSocket(`${server.wsUrl}?token=${await token(server)}`, { headers });
  return new Promise((resolve) => {
    // A refused origin is told after the handshake (a close code); a socket still open a moment later was accepted.
    socket.on("open", () =>
      setTimeout(() => {
        if (socket.readyState !== WebSocket.OPEN) return;
        socket.close();
        resolve("open");
      }, 300),
    );
    socket.on("close", (code) => resolve(code));
    socket.on("unexpected-response", (_req, res) => {
      resolve(`http ${res.statusCode}`);
      socket.terminate();
    });
    socket.on("error", () => resolve("error"));
  });
}

describe("/ws takes the pages' Host check and the configured origin", { timeout: 60_000 }, () => {
  it("refuses an upgrade naming a host the site does not answer for (421) or a malformed one (400), Origin or not", async () => {
    for (const headers of [{ Host: "evil.example" } as Record<string, string>, { Host: "evil.example", Origin: "http://evil.example" }, { Host: "evil.example:8080", Origin: "http://evil.example:8080" }]) {
      expect(await outcome(quickStart, headers), JSON.stringify(headers)).toBe("http 421");
    }
    expect(await outcome(quickStart, { Host: "localhost:99999" })).toBe("http 400");
    expect(await outcome(quickStart, { Host: "hall.example.am", Origin: "http://hall.example.am" })).toBe("open");
    const { host } = new URL(quickStart.url);
    expect(await outcome(quickStart, { Host: host, Origin: quickStart.url })).toBe("open");
  });

  it("with PUBLIC_URL, accepts only pages of that origin, whatever Host the request names", async () => {
    const { host } = new URL(production.url);
    expect(await outcome(production, { Host: host, Origin: production.url })).toBe(CLOSE_FORBIDDEN_ORIGIN);
    expect(await outcome(production, { Host: "evil.example", Origin: "http://evil.example" })).toBe(CLOSE_FORBIDDEN_ORIGIN);
    expect(await outcome(production, { Host: host, Origin: "https://hall.example.am.evil.example" })).toBe(CLOSE_FORBIDDEN_ORIGIN);
    expect(await outcome(production, { Host: host, Origin: PUBLIC_URL })).toBe("open");
    expect(await outcome(production, { Host: "hall.example.am", Origin: PUBLIC_URL })).toBe("open");
    // Not a browser: no page to hijack from.
    expect(await outcome(production, { Host: host })).toBe("open");
  });
});
