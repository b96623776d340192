import type { IncomingMessage } from "node:http";
import { createSiteOrigin } from "../../app/http/site-origin.server";

/**
 * What the host check every request passes (server/http-app.ts) costs on a kept hit, in ns: the
 * server's own configuration (no PUBLIC_URL, loopback names), a host it accepted before, the
 * request's headers already read (node:http reads them once, for the host check or the answer).
 */
export function hostCheckCost(): number {
  const originOf = createSiteOrigin({ publicUrl: undefined, allowedHosts: [], trustsProxy: () => false });
  const req = { headers: { host: "127.0.0.1:3000", "accept-encoding": "gzip" }, socket: {} } as unknown as IncomingMessage;
  const calls = 1_000_000;
  let accepted = 0;
  for (let i = 0; i < 10_000; i++) if (originOf(req)) accepted++;
  // CPU time, not the clock: on a machine shared with other work the clock would count their turns too.
  const started = process.cpuUsage();
  for (let i = 0; i < calls; i++) if (originOf(req)) accepted++;
  const used = process.cpuUsage(started);
  const ns = ((used.user + used.system) * 1000) / calls;
  if (accepted !== calls + 10_000) throw new Error("the host check refused the loopback host");
  return ns;
}
