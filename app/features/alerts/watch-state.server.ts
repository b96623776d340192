import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { alertSeen, alertWatch } from "../../db/schema/alerts";
import { concertProgrammes, programmePerformers } from "../../db/schema/programmes";

/** What staff have said of a concert: its programme's status and a digest of its published notices. */
export type ProgrammeState = { status: string; noticeDigest: string };

const NO_PROGRAMME: ProgrammeState = { status: "scheduled", noticeDigest: "" };

/** The programme state of each concert (scheduled and no notice for a concert without a programme). */
export async function programmeStates(db: Db, eventIds: string[]): Promise<Map<string, ProgrammeState>> {
  const states = new Map<string, ProgrammeState>();
  if (!eventIds.length) return states;
  const rows = await db
    .select({ eventId: concertProgrammes.eventId, status: concertProgrammes.status, translations: concertProgrammes.translations })
    .from(concertProgrammes)
    .where(inArray(concertProgrammes.eventId, eventIds));
  for (const row of rows) {
    const notices = Object.entries(row.translations)
      .filter(([, text]) => (text as { published?: unknown }).published === true)
      .map(([lang, text]) => `${lang}:${String((text as { notice?: unknown }).notice ?? "").trim()}`)
      .filter((entry) => !entry.endsWith(":"))
      .sort();
    const noticeDigest = notices.length ? createHash("sha256").update(notices.join("\n")).digest("hex").slice(0, 16) : "";
    states.set(row.eventId, { status: row.status, noticeDigest });
  }
  return new Map(eventIds.map((id) => [id, states.get(id) ?? NO_PROGRAMME]));
}

/**
 * Starts watching a concert as it is when its first alert is asked for, so the first change after
 * that is one (and what was already so is none). Does nothing for a concert already watched.
 */
export async function startWatching(tx: Db, eventId: string, seats: number | null): Promise<void> {
  const state = (await programmeStates(tx, [eventId])).get(eventId) ?? NO_PROGRAMME;
  await tx
    .insert(alertWatch)
    .values({ eventId, seats, seatsSeen: sql`now()`, status: state.status, noticeDigest: state.noticeDigest })
    .onConflictDoNothing();
}

/**
 * Notes the concerts a followed artist or series already has when a follow begins, so only those
 * that come after are new to it.
 */
export async function noteFollowedConcerts(tx: Db, target: string, ref: { artistId?: number; seriesId?: number }): Promise<void> {
  const rows = ref.artistId
    ? await tx.select({ eventId: programmePerformers.eventId }).from(programmePerformers).where(eq(programmePerformers.artistId, ref.artistId))
    : ref.seriesId
      ? await tx.select({ eventId: concertProgrammes.eventId }).from(concertProgrammes).where(eq(concertProgrammes.seriesId, ref.seriesId))
      : [];
  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  if (eventIds.length) await tx.insert(alertSeen).values(eventIds.map((eventId) => ({ target, eventId, firstSeenAt: sql`now() - interval '1 second'` }))).onConflictDoNothing();
}
