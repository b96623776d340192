import { useCallback, useEffect, useState } from "react";

/** Where the service worker of the digital programmes is served (public/sw.js; a kill switch may answer instead). */
export const SERVICE_WORKER_PATH = "/sw.js";

/** How long a page waits for the service worker to say it kept a programme. */
const KEEP_WAIT_MS = 20_000;

/**
 * Asks the service worker to keep a digital programme, and the files it uses, for reading without a network.
 * Registers it on first use: a visitor who never opens a programme never gets one. True once the programme is kept.
 */
export async function keepProgrammeOffline(path: string): Promise<boolean> {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return false;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return false;
    return await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(false), KEEP_WAIT_MS);
      channel.port1.onmessage = (event: MessageEvent<{ kept?: unknown }>) => {
        clearTimeout(timer);
        resolve(event.data?.kept === true);
      };
      worker.postMessage({ keep: path }, [channel.port2]);
    });
  } catch {
    return false;
  }
}

export type OfflineState = "unsupported" | "idle" | "saving" | "kept" | "failed";

/**
 * The state of keeping one programme offline. `auto` keeps it as soon as the page is shown (the digital programme
 * itself); otherwise `keep` does, on the visitor's request. "unsupported" until the browser is known to have service
 * workers, so the server's render and the first client render agree.
 */
export function useOfflineProgramme(path: string, auto: boolean) {
  const [state, setState] = useState<OfflineState>("unsupported");
  const keep = useCallback(() => {
    setState("saving");
    void keepProgrammeOffline(path).then((kept) => setState(kept ? "kept" : "failed"));
  }, [path]);
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    if (auto) keep();
    else setState("idle");
  }, [auto, keep]);
  return { state, keep };
}
