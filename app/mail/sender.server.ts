import type { Db } from "../db/client.server";
import type { OutgoingMessage } from "./message";
import { claimDue, markFailedAttempt, markSent, type OutboxRow, purgeOldMail, releaseClaims, SENT_MAIL_KEEP_DAYS } from "./outbox.server";
import type { MailTransport } from "./transport.server";

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type MailSenderOptions = {
  /** How often the outbox is read when nothing wakes the sender (other instances' messages, retries). */
  pollMs: number;
  batchSize: number;
  /** How long a claimed message is this instance's; longer than any one send can take. */
  leaseMs: number;
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one up to `retryMaxMs` (±20 % jitter). */
  retryBaseMs: number;
  retryMaxMs: number;
  housekeepingMs: number;
  /** How long `stop()` waits for sends under way. */
  stopWaitMs: number;
};

/** 15 attempts over about five and a half hours: an SMTP outage of an afternoon loses nothing. */
export const MAIL_SENDER_DEFAULTS: MailSenderOptions = {
  pollMs: 5_000,
  batchSize: 10,
  leaseMs: 120_000,
  maxAttempts: 15,
  retryBaseMs: 2_000,
  retryMaxMs: 3_600_000,
  housekeepingMs: 10 * 60_000,
  stopWaitMs: 6_000,
};

/** A recipient the server refuses for good (5xx on RCPT TO) will not become valid by waiting. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * A server's reason as the log may carry it: SMTP refusals quote the recipient ("550 5.1.1 <anahit@example.am>:
 * Recipient address rejected"), and erasure cannot follow an address into the log. The outbox row keeps the reason
 * whole, with the address it already holds, and is erased with it.
 */
function withoutAddresses(reason: string): string {
  return reason.replace(/[^\s<>"'@:;,]+@[^\s<>"'@:;,]+/g, "[address]");
}

/** How one attempt ended: delivered, to be retried, given up after the last attempt, or refused for good (5xx). */
export type DeliveryOutcome = "sent" | "retry" | "failed" | "refused";

export function retryDelayMs(attempt: number, options: Pick<MailSenderOptions, "retryBaseMs" | "retryMaxMs">, random = Math.random): number {
  const delay = Math.min(options.retryBaseMs * 2 ** Math.max(0, attempt - 1), options.retryMaxMs);
  return delay * (0.8 + 0.4 * random());
}

/**
 * Delivers the outbox: woken after a commit that queued mail, and polling besides, so messages
 * queued by other instances or before a restart go out too. Each claimed row is sent once, then
 * marked sent, retried later with exponential backoff, or marked failed after `maxAttempts`.
 * `housekeeping` runs every `housekeepingMs` (expired subscriptions, old outbox rows).
 */
export function createMailSender(init: {
  db: Db;
  transport: MailTransport;
  log: Logger;
  options?: Partial<MailSenderOptions>;
  housekeeping?: (() => Promise<unknown>)[];
  /** Told how each delivery ended (campaigns count their recipients from it); its failure is logged, the row stays as marked. */
  settled?: (row: OutboxRow, outcome: DeliveryOutcome) => Promise<void>;
}) {
  const { db, transport, log } = init;
  const options = { ...MAIL_SENDER_DEFAULTS, ...init.options };
  const housekeeping = [
    () => purgeOldMail(db),
    // What the transport kept of delivered mail (the .eml files) goes with the rows, whose sending time is never before the file's.
    () => transport.removeOlderThan(new Date(Date.now() - SENT_MAIL_KEEP_DAYS * 86_400_000)),
    ...(init.housekeeping ?? []),
  ];
  let running = false;
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  let loop: Promise<void> | null = null;
  let lastHousekeeping = 0;

  async function tell(row: OutboxRow, outcome: DeliveryOutcome): Promise<void> {
    if (!init.settled) return;
    try {
      await init.settled(row, outcome);
    } catch (error) {
      log.warn({ outboxId: row.id, outcome, error: describe(error) }, "mail outcome not recorded");
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    if (!row.message) {
      await markFailedAttempt(db, row.id, "message body missing", null);
      await tell(row, "failed");
      return;
    }
    try {
      await transport.send({ outboxId: row.id, createdAt: row.createdAt }, row.message as OutgoingMessage);
    } catch (error) {
      const permanent = isPermanent(error);
      const giveUp = permanent || row.attempts >= options.maxAttempts;
      const reason = describe(error);
      await markFailedAttempt(db, row.id, reason, giveUp ? null : retryDelayMs(row.attempts, options));
      (giveUp ? log.error : log.warn).call(log, { outboxId: row.id, kind: row.kind, attempt: row.attempts, error: withoutAddresses(reason) }, giveUp ? "mail failed for good" : "mail not sent, will retry");
      await tell(row, permanent ? "refused" : giveUp ? "failed" : "retry");
      return;
    }
    await markSent(db, row.id);
    await tell(row, "sent");
  }

  /** One pass: claim a batch and send it; true when the batch was full (more may be due). */
  async function drain(): Promise<boolean> {
    const rows = await claimDue(db, options.batchSize, options.leaseMs);
    if (stopping) {
      await releaseClaims(db, rows.map((row) => row.id));
      return false;
    }
    await Promise.all(rows.map(deliver));
    return rows.length === options.batchSize;
  }

  async function tidy() {
    if (Date.now() - lastHousekeeping < options.housekeepingMs) return;
    lastHousekeeping = Date.now();
    for (const task of housekeeping) await task();
  }

  function pause(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function run() {
    while (!stopping) {
      let more = false;
      try {
        await tidy();
        more = await drain();
      } catch (error) {
        // The database is out of reach, most likely: the messages wait in it, so try again later.
        log.warn({ error: describe(error) }, "mail outbox not readable, will retry");
      }
      if (!more && !stopping) await pause(options.pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Deletes what the transport kept of the mail to or answering to `address` (erasure). */
    forget: (address: string) => transport.forget(address),
    /** Something was queued and committed: look now rather than at the next poll. */
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    /** Stops claiming, lets sends under way finish (up to `stopWaitMs`), then closes the transport. */
    async stop() {
      stopping = true;
      wakeUp?.();
      if (loop) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)))]);
        clearTimeout(timer);
      }
      transport.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
