import { useEffect, useRef } from "react";
import { adminToken } from "./session";

export type LiveMessage = { type: string; data: { email?: string; name?: string; timestamp: string } };

const MAX_BACKOFF_MS = 30_000;

/**
 * The admin live channel (/ws?token=…): reconnects with exponential backoff and the current token;
 * stops for good when the server says the token is not valid (close code 4401).
 */
export function useLiveMessages(onMessage: (message: LiveMessage) => void) {
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
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
          handler.current(JSON.parse(String(event.data)) as LiveMessage);
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
  }, []);
}
