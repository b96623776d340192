import { createContext, createElement, type ReactNode, useContext, useEffect, useRef } from "react";
import { adminToken } from "./session";

export type LiveMessage = { type: string; data: { email?: string; name?: string; timestamp: string } };

type Listener = (message: LiveMessage) => void;

const MAX_BACKOFF_MS = 30_000;

/**
 * The admin live channel (/ws?token=…): reconnects with exponential backoff and the current token;
 * stops for good when the server says the token is not valid (close code 4401) or not for this role (4403).
 * Returns the function that closes it.
 */
function openLiveChannel(onMessage: Listener): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  function connect() {
    const token = adminToken();
    if (!token || stopped) return;
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${window.location.host}/ws?token=${encodeURIComponent(token)}`);
    socket.onopen = () => {
      attempts = 0;
    };
    socket.onmessage = (event) => {
      try {
        onMessage(JSON.parse(String(event.data)) as LiveMessage);
      } catch {
        // Not a message of ours: ignore it.
      }
    };
    socket.onclose = (event) => {
      if (stopped || event.code === 4401 || event.code === 4403) return;
      const delay = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** attempts) * (0.5 + Math.random() / 2);
      attempts += 1;
      retry = setTimeout(connect, delay);
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}

/** The listeners of the one socket the admin layout keeps open for all its screens. */
const LiveContext = createContext<Set<Listener> | null>(null);

/**
 * One live socket for the signed-in admin area: the menu's counts and the open screen both hear
 * it. `enabled` is false for accounts the server would refuse (editors see no visitors' data).
 */
export function LiveProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  useEffect(() => {
    if (!enabled) return;
    return openLiveChannel((message) => {
      for (const listener of listeners.current) listener(message);
    });
  }, [enabled]);
  return createElement(LiveContext.Provider, { value: listeners.current }, children);
}

/** Calls `onMessage` with each live message: through the layout's socket, or a socket of its own outside it. */
export function useLiveMessages(onMessage: Listener) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const shared = useContext(LiveContext);

  useEffect(() => {
    const listener: Listener = (message) => handler.current(message);
    if (!shared) return openLiveChannel(listener);
    shared.add(listener);
    return () => {
      shared.delete(listener);
    };
  }, [shared]);
}
