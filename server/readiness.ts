import { type Platform, READINESS_CHECKS } from "../app/capability.server";
import type { Database } from "../app/db/client.server";
import type { MailTransport } from "../app/mail/transport.server";
import type { Logger } from "./logger";

/**
 * Readiness (docs/operations.md, "Liveness and readiness"): may a balancer send visitors here now?
 * `/healthz` stays liveness (the process and its database answer); `/readyz` also asks the mail transport
 * and what the capabilities add (the media storage, the concert catalogue), each within `timeoutMs`, and
 * answers 503 naming what fails.
 * From SIGTERM on (`drain`) it answers 503 at once, without asking anything.
 */
export type CheckName = string;

export type CheckResult = { ok: boolean; problem?: string } & Record<string, unknown>;

export type ReadinessReport = {
  status: "ready" | "unready" | "draining";
  /** The names of the checks that failed (empty when ready). */
  failing: CheckName[];
  checks: Partial<Record<CheckName, CheckResult>>;
};

export type Readiness = {
  check(): Promise<ReadinessReport>;
  /** From now on every check answers "draining" (the instance is shutting down). */
  drain(): void;
  readonly draining: boolean;
};

export const READINESS_TIMEOUT_MS = 3_000;
/** A bucket or SMTP server that answered is not asked again for this long (every balancer probes every few seconds). */
const REMEMBER_SUCCESS_MS = 15_000;

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A short, fixed description of why a dependency failed. `/readyz` is public (balancers ask it without
 * credentials), so it never carries a host, address or server reply: those go to the log.
 */
function problemOf(error: unknown): string {
  if (error instanceof TimedOut) return "timeout";
  const code = (error as { code?: string } | null)?.code;
  if (code === "ECONNREFUSED" || code === "ESOCKET" || code === "ECONNECTION" || code === "ECONNRESET") return "refused";
  if (code === "EAUTH") return "login refused";
  if (code === "ETIMEDOUT") return "timeout";
  if (code === "EACCES" || code === "EPERM" || code === "EROFS" || code === "EEXIST" || code === "ENOTDIR") return "not writable";
  if (code === "ENOSPC") return "disk full";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  const message = error instanceof Error ? error.message : "";
  const status = /HTTP (\d{3})/.exec(message)?.[1];
  if (status) return `HTTP ${status}`;
  if (/fetch failed|ECONNREFUSED|network/i.test(message + String((error as { cause?: unknown })?.cause ?? ""))) return "unreachable";
  return "failed";
}

export function createReadiness(options: {
  database: Pick<Database, "ping">;
  mail: Pick<MailTransport, "kind" | "probe">;
  /** Where the capabilities' checks come from (READINESS_CHECKS). */
  collect: Platform["collect"];
  log: Logger;
  timeoutMs?: number;
  now?: () => number;
}): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let draining = false;
  const lastOk = new Map<CheckName, { at: number; result: CheckResult }>();
  const lastState = new Map<CheckName, boolean>();

  /** Remembers a success for REMEMBER_SUCCESS_MS; a failure is asked again at the next check. */
  async function remembered(name: CheckName, run: () => Promise<CheckResult>): Promise<CheckResult> {
    const kept = lastOk.get(name);
    if (kept && now() - kept.at < REMEMBER_SUCCESS_MS) return kept.result;
    const result = await run();
    if (result.ok) lastOk.set(name, { at: now(), result });
    else lastOk.delete(name);
    return result;
  }

  async function guarded(name: CheckName, run: () => Promise<CheckResult>): Promise<CheckResult> {
    let result: CheckResult;
    let error: unknown;
    try {
      result = await within(run(), timeoutMs);
    } catch (thrown) {
      error = thrown;
      result = { ok: false, problem: problemOf(thrown) };
    }
    // Changes only: a balancer asks every few seconds.
    if (!result.ok && lastState.get(name) !== false) options.log.warn({ check: name, problem: result.problem, err: error }, "readiness: a dependency fails");
    if (result.ok && lastState.get(name) === false) options.log.info({ check: name }, "readiness: the dependency answers again");
    lastState.set(name, result.ok);
    return result;
  }

  type Check = { name: CheckName; kind?: string; run: () => Promise<CheckResult> };
  const mail = options.mail;
  // The database first and the mail last, the capabilities' dependencies in the list's order between them.
  const checks: Check[] = [
    { name: "database", run: async () => ((await options.database.ping(timeoutMs)) ? { ok: true } : { ok: false, problem: "no answer" }) },
    ...options.collect(READINESS_CHECKS).map(({ name, kind, remember, check }) => ({
      name,
      kind,
      run: remember ? () => remembered(name, async () => ({ ...(await check()), ...(kind ? { kind } : {}) })) : check,
    })),
    {
      name: "mail",
      kind: mail.kind,
      run: () =>
        remembered("mail", async () => {
          await mail.probe();
          return { ok: true, kind: mail.kind };
        }),
    },
  ];

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      if (draining) return { status: "draining", failing: [], checks: {} };
      const results = await Promise.all(checks.map(({ name, run }) => guarded(name, run)));
      // Kinds say which storage and transport were asked even when they fail.
      const entries = checks.map(({ name, kind }, i) => [name, !results[i]!.ok && kind ? { ...results[i]!, kind } : results[i]!] as const);
      const failing = entries.filter(([, result]) => !result.ok).map(([name]) => name);
      // Draining may have begun while the checks ran.
      if (draining) return { status: "draining", failing: [], checks: {} };
      return { status: failing.length ? "unready" : "ready", failing, checks: Object.fromEntries(entries) };
    },
  };
}
