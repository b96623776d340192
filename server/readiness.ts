import type { Database } from "../app/db/client.server";
import type { ConcertCatalogue } from "../app/features/concerts/catalogue.server";
import type { MediaStorage } from "../app/features/media-uploads/storage.server";
import type { MailTransport } from "../app/mail/transport.server";
import type { Lang } from "../app/i18n/languages";
import type { Logger } from "./logger";

/**
 * Readiness (docs/operations.md, "Liveness and readiness"): may a balancer send visitors here now?
 * `/healthz` stays liveness (the process and its database answer); `/readyz` also asks the media storage,
 * the mail transport and the concert catalogue, each within `timeoutMs`, and answers 503 naming what fails.
 * From SIGTERM on (`drain`) it answers 503 at once, without asking anything.
 */
export type CheckName = "database" | "storage" | "mail" | "catalogue";

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
  storage: Pick<MediaStorage, "kind" | "probe">;
  mail: Pick<MailTransport, "kind" | "probe">;
  catalogue: Pick<ConcertCatalogue, "readiness">;
  log: Logger;
  /** Which language's list the catalogue check asks for (every language is refreshed the same way). */
  lang?: Lang;
  timeoutMs?: number;
  now?: () => number;
}): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const lang = options.lang ?? "am";
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

  const checks: Record<CheckName, () => Promise<CheckResult>> = {
    database: async () => {
      return (await options.database.ping(timeoutMs)) ? { ok: true } : { ok: false, problem: "no answer" };
    },
    storage: () =>
      remembered("storage", async () => {
        await options.storage.probe();
        return { ok: true, kind: options.storage.kind };
      }),
    mail: () =>
      remembered("mail", async () => {
        await options.mail.probe();
        return { ok: true, kind: options.mail.kind };
      }),
    catalogue: async () => {
      const { source, fallback, ageMs } = await options.catalogue.readiness(lang);
      return { ok: true, source, fallback, ...(ageMs === null ? {} : { ageSeconds: Math.round(ageMs / 1000) }) };
    },
  };

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      if (draining) return { status: "draining", failing: [], checks: {} };
      const names = Object.keys(checks) as CheckName[];
      const results = await Promise.all(names.map((name) => guarded(name, checks[name])));
      const entries = names.map((name, i) => {
        const result = results[i]!;
        // Kinds say which storage and transport were asked even when they fail.
        if (!result.ok && name === "storage") return [name, { ...result, kind: options.storage.kind }] as const;
        if (!result.ok && name === "mail") return [name, { ...result, kind: options.mail.kind }] as const;
        return [name, result] as const;
      });
      const failing = entries.filter(([, result]) => !result.ok).map(([name]) => name);
      // Draining may have begun while the checks ran.
      if (draining) return { status: "draining", failing: [], checks: {} };
      return { status: failing.length ? "unready" : "ready", failing, checks: Object.fromEntries(entries) };
    },
  };
}
