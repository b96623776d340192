import type { IncomingMessage, Server } from "node:http";
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

export type LiveHubOptions = {
  /** Resolves to a value when the token belongs to a live admin session, else null. */
  verifyToken(token: string | null): Promise<unknown | null>;
  log: Logger;
  /** How often held sockets are re-checked, so an expired or revoked session is cut off. */
  recheckMs?: number;
};

export type LiveHub = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  publish(message: { type: string; data: unknown }): void;
  readonly size: number;
  close(): void;
};

function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: no cross-site hijacking risk
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The admin-only live channel: authenticated sockets receive every published message; others are closed. */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const tokens = new Map<WebSocket, string>();
  const alive = new WeakSet<WebSocket>();

  const heartbeat = setInterval(() => {
    for (const socket of tokens.keys()) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const recheck = setInterval(async () => {
    for (const [socket, token] of tokens) {
      // A database out of reach says nothing about the session: keep the socket until it can be checked.
      if (!(await options.verifyToken(token).catch(() => true))) socket.close(CLOSE_UNAUTHORIZED, "Session ended");
    }
  }, options.recheckMs ?? 60_000);
  recheck.unref();

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<WebSocket> {
    return new Promise((resolve) => wss.handleUpgrade(req, socket, head, resolve));
  }

  return {
    async handleUpgrade(req, socket, head) {
      socket.on("error", () => socket.destroy());
      const url = new URL(req.url ?? "/", "http://localhost");
      const token = url.searchParams.get("token");
      const originOk = sameOrigin(req);
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
      tokens.set(ws, token);
      alive.add(ws);
      ws.on("pong", () => alive.add(ws));
      let second = { startedAt: Date.now(), messages: 0 };
      ws.on("message", () => {
        if (Date.now() - second.startedAt >= 1000) second = { startedAt: Date.now(), messages: 0 };
        if (++second.messages > MAX_MESSAGES_PER_SECOND) ws.close(CLOSE_POLICY_VIOLATION, "Too many messages");
      });
      ws.on("error", () => ws.terminate());
      ws.on("close", () => tokens.delete(ws));
      options.log.debug({ clients: tokens.size }, "admin live socket connected");
    },
    publish(message) {
      const payload = JSON.stringify(message);
      for (const socket of tokens.keys()) {
        if (socket.readyState === WebSocket.OPEN) socket.send(payload);
      }
    },
    get size() {
      return tokens.size;
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(recheck);
      for (const socket of tokens.keys()) socket.close(1001, "Server shutting down");
      wss.close();
    },
  };
}

/**
 * Sends `/ws` upgrades to the hub. Other upgrade requests are dropped, unless `leaveOthers`
 * (development, where Vite's hot-reload socket shares the server).
 */
export function routeUpgrades(server: Server, hub: LiveHub, options: { leaveOthers?: boolean } = {}) {
  server.on("upgrade", (req, socket, head) => {
    if (new URL(req.url ?? "/", "http://localhost").pathname === WS_PATH) hub.handleUpgrade(req, socket, head);
    else if (!options.leaveOthers) socket.destroy();
  });
}
