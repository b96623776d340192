import type { Db } from "../../db/client.server";
import { type DocumentKind, publishDueDocuments } from "../../db/published-documents.server";
import { recordAudit } from "../audit/public.server";
import { timedJob } from "../../jobs/job-runs.server";
import type { Logger } from "pino";

/** How often due schedules are looked for: a scheduled publish shows within this time (and the kept-answer period). */
export const PUBLISH_TICK_MS = 20_000;

/**
 * Publishes the drafts whose scheduled time has come (app/db/published-documents.server.ts,
 * docs/decisions/030-publishing-drafts-versions-schedules.md): every instance looks every `tickMs`; the claim in SQL makes each schedule
 * publish once, and a schedule that passed while the server was down is published by the first look
 * after the start. Each publish, and each schedule that could not be kept, is an audit entry naming
 * the version (or the reason), in the name of the admin who scheduled it.
 */
export function createPublishScheduler({ db, kinds, log, tickMs = PUBLISH_TICK_MS }: { db: Db; kinds: readonly DocumentKind<unknown>[]; log: Logger; tickMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function round(): Promise<void> {
    const outcomes = await timedJob("scheduled-publishing", () => publishDueDocuments(db, kinds));
    for (const outcome of outcomes) {
      const entity = outcome.kind;
      const actor = { actorId: outcome.scheduledBy.id, actor: outcome.scheduledBy.name };
      if ("published" in outcome) {
        log.info({ kind: outcome.kind, key: outcome.key, lang: outcome.lang, version: outcome.published }, "scheduled version published");
        await recordAudit(db, { ...actor, action: "scheduled-publish", entity, entityId: `version ${outcome.published}` });
      } else {
        log.warn({ kind: outcome.kind, key: outcome.key, lang: outcome.lang, reason: outcome.missed }, "scheduled publish missed");
        await recordAudit(db, { ...actor, action: "scheduled-publish-missed", entity, entityId: outcome.key });
      }
    }
  }

  const tick = () => {
    if (stopped || running) return;
    running = round()
      .catch((error: unknown) => log.error({ err: error }, "scheduled publishing failed"))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      tick();
      timer = setInterval(tick, tickMs);
      timer.unref();
    },
    /** One look now (tests; a publish is otherwise at most `tickMs` late). */
    async runOnce() {
      await running;
      await round();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
