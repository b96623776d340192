import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client.server";
import { outbox } from "../../db/schema/mail";
import { jobRuns } from "../../db/schema/privacy";
import { siteSettings } from "../../db/schema/site-settings";
import { removeOldAlertRecords } from "../alerts/public.server";
import { removeOldAuditEntries } from "../audit/public.server";
import { INQUIRY_KINDS } from "../inquiries/public";
import { INQUIRY_REPLY_MAIL_KIND, INQUIRY_TABLES as INQUIRY_TABLE } from "../inquiries/public.server";
import { RETENTION_DEFAULT_DAYS, type RetentionRun, type RetentionSettings, retentionSettingsSchema, type RetentionStatus } from "./schema";

const SETTINGS_KEY = "retention";
const JOB = "retention";
/** Taken for the run's transaction: one instance at a time runs the job (any number stays 0 on the embedded database, a single process). */
const LOCK_ID = 270_027;
/** A run counts as today's for this long, so instances waking through the day do not run it again. */
const DAY_MS = 24 * 60 * 60_000;
/** The outbox kinds written with an inquiry and its replies (app/features/inquiries/inquiry-service.server.ts, reply.server.ts); the replies themselves go with their inquiry (cascade). */
const INQUIRY_MAIL_KINDS = ["inquiry-acknowledgement", "inquiry-staff", INQUIRY_REPLY_MAIL_KIND];

export async function loadRetentionSettings(db: Db): Promise<RetentionSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SETTINGS_KEY));
  const stored = retentionSettingsSchema.safeParse(row?.value);
  return stored.success ? stored.data : { inquiryDays: RETENTION_DEFAULT_DAYS };
}

export async function saveRetentionSettings(db: Db, settings: RetentionSettings): Promise<void> {
  const now = new Date();
  await db
    .insert(siteSettings)
    .values({ key: SETTINGS_KEY, value: settings, updatedAt: now })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: settings, updatedAt: now },
    });
}

export async function retentionStatus(db: Db): Promise<RetentionStatus> {
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.job, JOB)).orderBy(desc(jobRuns.startedAt)).limit(1);
  const lastRun: RetentionRun | null = run
    ? {
        at: run.startedAt.toISOString(),
        removed: {
          inquiries: run.removed.inquiries ?? 0,
          mail: run.removed.mail ?? 0,
          auditEntries: run.removed.auditEntries ?? 0,
          alertMessages: run.removed.alertMessages ?? 0,
        },
      }
    : null;
  return { settings: await loadRetentionSettings(db), lastRun };
}

/**
 * Removes inquiries older than the setting with the mail written with them, audit entries
 * older than a year, and alert messages with their records after their fixed time (app/features/alerts/alert-records.server.ts); records the run and has the database count its tables again. `force` runs even when a run happened in the last day.
 * Null when another instance holds the job or today's run is done.
 */
export async function runRetention(db: Db, now = new Date(), { force = false } = {}): Promise<RetentionRun | null> {
  const { inquiryDays } = await loadRetentionSettings(db);
  const cutoff = new Date(now.getTime() - inquiryDays * DAY_MS);
  return db.transaction(async (tx) => {
    const [answer] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`);
    if (!answer?.locked) return null;
    if (!force) {
      const [recent] = await tx
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, JOB), sql`${jobRuns.startedAt} > ${new Date(now.getTime() - DAY_MS)}`))
        .limit(1);
      if (recent) return null;
    }
    let inquiries = 0;
    for (const kind of INQUIRY_KINDS) {
      const table = INQUIRY_TABLE[kind];
      inquiries += (await tx.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id })).length;
    }
    const mail = (
      await tx
        .delete(outbox)
        .where(and(inArray(outbox.kind, INQUIRY_MAIL_KINDS), lt(outbox.createdAt, cutoff)))
        .returning({ id: outbox.id })
    ).length;
    const auditEntries = await removeOldAuditEntries(tx, now);
    const alerts = await removeOldAlertRecords(tx, now);
    const removed = { inquiries, mail: mail + alerts.mail, auditEntries, alertMessages: alerts.alertMessages };
    await tx.insert(jobRuns).values({ job: JOB, startedAt: now, removed });
    // The embedded database has no autovacuum: without this the planner knows nothing of how the
    // tables have grown, and may read a list newest first instead of through its search index.
    await tx.execute(sql`analyze`);
    return { at: now.toISOString(), removed };
  });
}
