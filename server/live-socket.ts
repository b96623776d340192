import { type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { Logger } from "./logger";

export const WS_PATH = "/ws";
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN_ORIGIN = 4403;
export const CLOSE_POLICY_VIOLATION = 1008;

const MAX_PAYLOAD_BYTES = 4 * 1024;
// The channel only sends; a client has no reason to send more than the odd message.
const MAX_MESSAGES_PER_SECOND = 10;
const HEARTBEAT_MS = 30_000;

export type LiveMessage = { type: string; data: unknown };

export type LiveHubOptions<Identity> = {
  /** Resolves to the session's identity when the token belongs to a live admin session, else null. */
  verifyToken(token: string | null): Promise<Identity | null>;
  /** Whether a socket of this identity may be sent this message (default: every message). */
  mayReceive?(identity: Identity, message: LiveMessage): boolean;
  log: Logger;
  /** How often held sockets are re-checked, so an expired or revoked session is cut off. */
  recheckMs?: number;
};

export type LiveHub = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  publish(message: LiveMessage): void;
  /**
   * Checks every held socket's session now, not at the next periodic check: called when sessions
   * end or an account's role changes, so a removed account's sockets close at once.
   */
  recheck(): Promise<void>;
  readonly size: number;
  close(): void;
};

/** Whether the page opening the socket is the site itself: `Origin` against the origin the host check gave the request (PUBLIC_URL's when set). */
function fromSiteOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: no cross-site hijacking risk
  if (!req.siteOrigin) return false;
  try {
    return new URL(origin).origin === req.siteOrigin;
  } catch {
    return false;
  }
}

/** The admin-only live channel: authenticated sockets receive the published messages their identity may see; others are closed. */
export function createLiveHub<Identity>(options: LiveHubOptions<Identity>): LiveHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const held = new Map<WebSocket, { token: string; identity: Identity }>();
  const alive = new WeakSet<WebSocket>();

  const heartbeat = setInterval(() => {
    for (const socket of held.keys()) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function recheck() {
    await Promise.all(
      [...held].map(async ([socket, entry]) => {
        // A database out of reach says nothing about the session: keep the socket until it can be checked.
        const identity = await options.verifyToken(entry.token).catch(() => entry.identity);
        if (!identity) socket.close(CLOSE_UNAUTHORIZED, "Session ended");
        else entry.identity = identity; // a changed role takes effect for the next message
      }),
    );
  }
  const periodic = setInterval(() => void recheck(), options.recheckMs ?? 60_000);
  periodic.unref();

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<WebSocket> {
    return new Promise((resolve) => wss.handleUpgrade(req, socket, head, resolve));
  }

  return {
    async handleUpgrade(req, socket, head) {
      socket.on("error", () => socket.destroy());
      const url = new URL(req.url ?? "/", "http://localhost");
      const token = url.searchParams.get("token");
      const originOk = fromSiteOrigin(req);
      const identity = originOk ? await options.verifyToken(token).catch(() => null) : null;
      const ws = await accept(req, socket, head);
      if (!originOk) {
        ws.close(CLOSE_FORBIDDEN_ORIGIN, "Origin not allowed");
        return;
      }
      if (!identity || !token) {
        ws.close(CLOSE_UNAUTHORIZED, "Unauthorized");
        return;
      }
      held.set(ws, { token, identity });
      alive.add(ws);
      ws.on("pong", () => alive.add(ws));
      let second = { startedAt: Date.now(), messages: 0 };
      ws.on("message", () => {
        if (Date.now() - second.startedAt >= 1000) second = { startedAt: Date.now(), messages: 0 };
        if (++second.messages > MAX_MESSAGES_PER_SECOND) ws.close(CLOSE_POLICY_VIOLATION, "Too many messages");
      });
      ws.on("error", () => ws.terminate());
      ws.on("close", () => held.delete(ws));
      options.log.debug({ clients: held.size }, "admin live socket connected");
    },
    publish(message) {
      const payload = JSON.stringify(message);
      for (const [socket, { identity }] of held) {
        if (socket.readyState !== WebSocket.OPEN) continue;
        if (options.mayReceive && !options.mayReceive(identity, message)) continue;
        socket.send(payload);
      }
    },
    recheck,
    get size() {
      return held.size;
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(periodic);
      for (const socket of held.keys()) socket.close(1001, "Server shutting down");
      wss.close();
    },
  };
}

/**
 * Sends `/ws` upgrades to the hub once they pass the pages' host check (`admit`, from
 * `server/http-app.ts`: 400 malformed, 421 a host not accepted). Other upgrade requests are
 * dropped, unless `leaveOthers` (development, where Vite's hot-reload socket shares the server).
 */
export function routeUpgrades(server: Server, hub: LiveHub, options: { admit(req: IncomingMessage): 400 | 421 | null; leaveOthers?: boolean }) {
  server.on("upgrade", (req, socket, head) => {
    const path = req.url?.startsWith("/") ? req.url.split("?")[0] : null;
    if (path !== WS_PATH) {
      if (!options.leaveOthers) socket.destroy();
      return;
    }
    const refused = options.admit(req);
    if (refused) {
      socket.on("error", () => socket.destroy());
      socket.end(`HTTP/1.1 ${refused} ${STATUS_CODES[refused]}\r\nConnection: close\r\nCache-Control: no-store\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    hub.handleUpgrade(req, socket, head);
  });
}
