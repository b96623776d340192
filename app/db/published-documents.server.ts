import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "./client.server";
import { forgetReads } from "./read-cache.server";
import { documentPreviews, documentVersions, publishedDocuments } from "./schema/published-documents";

/**
 * Documents staff edit as a draft and publish (docs/decisions/030-publishing-drafts-versions-schedules.md):
 * a document is named by (kind, key, language or none) and has a draft, a published content, an
 * optional time its draft is to be published at, and its versions (every publish keeps its content,
 * who and when). A kind brings its contract (what a draft must be to be saved and published) and
 * the prefix of the public reads its publishing changes (app/db/read-cache.server.ts).
 */
export type DocumentKind<T> = {
  kind: string;
  schema: z.ZodType<T>;
  /** Forgotten on this instance when a version is published, so its pages change at once. */
  readPrefix: string;
  /** A short line for the history: what changed from the published content. By default the changed top-level fields. */
  summarise?: (before: T | null, after: T) => string;
};

export type DocumentName = { key: string; lang: string | null };
export type Actor = { id: number | null; name: string };

export type DocumentState<T> = {
  draft: T;
  /** The draft's version: a save names it as its `baseVersion`. */
  version: number;
  published: T | null;
  publishedVersion: number | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  /** The last schedule that could not be kept, and why. */
  missed: { at: string; reason: string } | null;
};

export type VersionEntry = { id: number; number: number; at: string; by: string; summary: string };

export type SaveOutcome<T> = { saved: true; state: DocumentState<T> } | { saved: false; state: DocumentState<T> };
export type PublishOutcome<T> = { state: DocumentState<T>; published: number | null; scheduledAt: string | null };

type Row = typeof publishedDocuments.$inferSelect;

const langOf = (name: DocumentName) => name.lang ?? "";
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function stateOf<T>(row: Row): DocumentState<T> {
  return {
    draft: row.draft as T,
    version: row.draftVersion,
    published: (row.published as T | null) ?? null,
    publishedVersion: row.publishedVersion,
    publishedAt: iso(row.publishedAt),
    scheduledAt: iso(row.scheduledAt),
    missed: row.missedAt && row.missedReason ? { at: row.missedAt.toISOString(), reason: row.missedReason } : null,
  };
}

/** JSON with object keys sorted: jsonb keeps keys in its own order, so two equal contents may be written differently. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** The top-level fields whose content differs, in the draft's order. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || typeof before !== "object" || !after || typeof after !== "object") return [];
  const was = before as Record<string, unknown>;
  return Object.entries(after as Record<string, unknown>)
    .filter(([field, value]) => canonical(value) !== canonical(was[field]))
    .map(([field]) => field);
}

function summaryOf<T>(kind: DocumentKind<T>, before: T | null, after: T): string {
  if (kind.summarise) return kind.summarise(before, after).slice(0, 300);
  if (before === null) return "first version";
  const fields = changedFields(before, after);
  return (fields.length ? `changed: ${fields.join(", ")}` : "no change").slice(0, 300);
}

const where = (kind: string, name: DocumentName) => and(eq(publishedDocuments.kind, kind), eq(publishedDocuments.key, name.key), eq(publishedDocuments.lang, langOf(name)));

/**
 * Publishes the draft of the locked `row` as its next version, or says why it cannot (the draft no
 * longer passes the kind's contract). Runs inside the caller's transaction.
 */
async function publishLocked<T>(tx: Db, kind: DocumentKind<T>, row: Row, actor: Actor, now: Date): Promise<{ number: number } | { refused: string }> {
  const checked = kind.schema.safeParse(row.draft);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { refused: `the draft is not valid: ${issue ? `${issue.path.join(".") || "draft"} ${issue.message}` : "refused"}`.slice(0, 300) };
  }
  const [last] = await tx
    .select({ number: documentVersions.number })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, row.id))
    .orderBy(desc(documentVersions.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  await tx.insert(documentVersions).values({
    documentId: row.id,
    number,
    content: checked.data,
    at: now,
    by: actor.name,
    byId: actor.id,
    summary: summaryOf(kind, (row.published as T | null) ?? null, checked.data),
  });
  await tx
    .update(publishedDocuments)
    .set({ published: checked.data, publishedVersion: number, publishedAt: now, scheduledAt: null, scheduledBy: null, scheduledById: null, missedAt: null, missedReason: null })
    .where(eq(publishedDocuments.id, row.id));
  return { number };
}

/** The store of one kind's documents. Writes that publish forget the kind's public reads on this instance. */
export function documentStore<T>(db: Db, kind: DocumentKind<T>) {
  async function row(name: DocumentName, tx: Db = db, lock = false): Promise<Row | undefined> {
    const query = tx.select().from(publishedDocuments).where(where(kind.kind, name));
    const [found] = await (lock ? query.for("update") : query);
    return found;
  }
  async function required(name: DocumentName, tx: Db = db, lock = false): Promise<Row> {
    const found = await row(name, tx, lock);
    if (!found) throw new Error(`no ${kind.kind} document ${name.key}/${langOf(name)}`);
    return found;
  }

  return {
    /** The document as the admin screen edits it; null when there is none. */
    async state(name: DocumentName): Promise<DocumentState<T> | null> {
      const found = await row(name);
      return found ? stateOf<T>(found) : null;
    },

    /** What the public reads (not kept: callers keep it with `cachedRead` under the kind's prefix). */
    async published(name: DocumentName): Promise<T | null> {
      const [found] = await db.select({ published: publishedDocuments.published }).from(publishedDocuments).where(where(kind.kind, name));
      return (found?.published as T | null | undefined) ?? null;
    },

    /**
     * Creates the document with `content` published as its first version, unless it exists (a seed
     * that runs on every database: a second instance starting at once adds nothing).
     */
    async createPublished(name: DocumentName, content: T, actor: Actor, now = new Date()): Promise<boolean> {
      const checked = kind.schema.parse(content);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(publishedDocuments)
          .values({ kind: kind.kind, key: name.key, lang: langOf(name), draft: checked, draftAt: now, draftBy: actor.name })
          .onConflictDoNothing()
          .returning();
        if (!created) return false;
        await publishLocked(tx as unknown as Db, kind, created, actor, now);
        return true;
      });
    },

    /**
     * Saves the draft when it is based on the stored draft's version (an atomic compare and set):
     * otherwise nothing is saved and the answer carries the draft as it is now.
     */
    async saveDraft(name: DocumentName, content: T, baseVersion: number, actor: Actor, now = new Date()): Promise<SaveOutcome<T>> {
      // Version 0 is a document not begun: the first save creates it, unless another save did first.
      if (baseVersion === 0) {
        const [created] = await db
          .insert(publishedDocuments)
          .values({ kind: kind.kind, key: name.key, lang: langOf(name), draft: content, draftAt: now, draftBy: actor.name })
          .onConflictDoNothing()
          .returning();
        if (created) return { saved: true, state: stateOf<T>(created) };
        return { saved: false, state: stateOf<T>(await required(name)) };
      }
      const [saved] = await db
        .update(publishedDocuments)
        .set({ draft: content, draftVersion: sql`${publishedDocuments.draftVersion} + 1`, draftAt: now, draftBy: actor.name })
        .where(and(where(kind.kind, name), eq(publishedDocuments.draftVersion, baseVersion)))
        .returning();
      if (saved) return { saved: true, state: stateOf<T>(saved) };
      return { saved: false, state: stateOf<T>(await required(name)) };
    },

    /**
     * Publishes the draft now, or, with `at` later than `now`, schedules it (the scheduler publishes
     * the draft as it stands then). A refused draft (it no longer passes the contract) is answered
     * with `refused`.
     */
    async publish(name: DocumentName, actor: Actor, at: Date | null = null, now = new Date()): Promise<PublishOutcome<T> | { refused: string }> {
      if (at && at.getTime() > now.getTime()) {
        const [scheduled] = await db
          .update(publishedDocuments)
          .set({ scheduledAt: at, scheduledBy: actor.name, scheduledById: actor.id, missedAt: null, missedReason: null })
          .where(where(kind.kind, name))
          .returning();
        if (!scheduled) throw new Error(`no ${kind.kind} document ${name.key}`);
        return { state: stateOf<T>(scheduled), published: null, scheduledAt: at.toISOString() };
      }
      const outcome = await db.transaction(async (tx) => {
        const locked = await required(name, tx as unknown as Db, true);
        const done = await publishLocked(tx as unknown as Db, kind, locked, actor, now);
        return { done, state: stateOf<T>(await required(name, tx as unknown as Db)) };
      });
      if ("refused" in outcome.done) return { refused: outcome.done.refused };
      forgetReads(db, kind.readPrefix);
      return { state: outcome.state, published: outcome.done.number, scheduledAt: null };
    },

    async unschedule(name: DocumentName): Promise<DocumentState<T>> {
      const [updated] = await db.update(publishedDocuments).set({ scheduledAt: null, scheduledBy: null, scheduledById: null }).where(where(kind.kind, name)).returning();
      if (!updated) throw new Error(`no ${kind.kind} document ${name.key}`);
      return stateOf<T>(updated);
    },

    /** Every published version, newest first. */
    async versions(name: DocumentName): Promise<VersionEntry[]> {
      const found = await row(name);
      if (!found) return [];
      const rows = await db.select().from(documentVersions).where(eq(documentVersions.documentId, found.id)).orderBy(desc(documentVersions.number));
      return rows.map((version) => ({ id: version.id, number: version.number, at: version.at.toISOString(), by: version.by, summary: version.summary }));
    },

    /** Version `id` of the document, with the content of the version before it (null for the first); null when there is no such version. */
    async version(name: DocumentName, versionId: number): Promise<{ entry: VersionEntry; content: T; previous: T | null } | null> {
      const found = await row(name);
      if (!found) return null;
      const [version] = await db
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, found.id)));
      if (!version) return null;
      const [before] = await db
        .select({ content: documentVersions.content })
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, found.id), eq(documentVersions.number, version.number - 1)));
      const entry = { id: version.id, number: version.number, at: version.at.toISOString(), by: version.by, summary: version.summary };
      return { entry, content: version.content as T, previous: (before?.content as T | undefined) ?? null };
    },

    /** A new preview link's token for the document's draft, good until `expiresAt`; expired tokens are removed on the way. */
    async createPreview(name: DocumentName, expiresAt: Date, now = new Date()): Promise<string> {
      const found = await required(name);
      await db.delete(documentPreviews).where(lt(documentPreviews.expiresAt, now));
      const token = randomBytes(24).toString("base64url");
      await db.insert(documentPreviews).values({ token, documentId: found.id, expiresAt });
      return token;
    },

    /** The draft a preview token shows, when the token is this document's and has not expired; else null. */
    async previewDraft(name: DocumentName, token: string, now = new Date()): Promise<T | null> {
      const [found] = await db
        .select({ draft: publishedDocuments.draft })
        .from(documentPreviews)
        .innerJoin(publishedDocuments, eq(publishedDocuments.id, documentPreviews.documentId))
        .where(and(eq(documentPreviews.token, token), gt(documentPreviews.expiresAt, now), where(kind.kind, name)));
      return (found?.draft as T | undefined) ?? null;
    },

    /** Every published version with its content, oldest first (for a history that words each change itself). */
    async versionContents(name: DocumentName): Promise<(VersionEntry & { content: T })[]> {
      const found = await row(name);
      if (!found) return [];
      const rows = await db.select().from(documentVersions).where(eq(documentVersions.documentId, found.id)).orderBy(asc(documentVersions.number));
      return rows.map((version) => ({ id: version.id, number: version.number, at: version.at.toISOString(), by: version.by, summary: version.summary, content: version.content as T }));
    },

    /** Makes version `id`'s content the draft (a new draft version); null when the document has no such version. */
    async restore(name: DocumentName, versionId: number, actor: Actor, now = new Date()): Promise<{ state: DocumentState<T>; number: number } | null> {
      const found = await required(name);
      const [version] = await db
        .select()
        .from(documentVersions)
        .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, found.id)));
      if (!version) return null;
      const [updated] = await db
        .update(publishedDocuments)
        .set({ draft: version.content, draftVersion: sql`${publishedDocuments.draftVersion} + 1`, draftAt: now, draftBy: actor.name })
        .where(eq(publishedDocuments.id, found.id))
        .returning();
      return { state: stateOf<T>(updated!), number: version.number };
    },
  };
}

export type DocumentStore<T> = ReturnType<typeof documentStore<T>>;

/** What the scheduler did with one due document. */
export type ScheduledOutcome =
  | { kind: string; key: string; lang: string | null; scheduledBy: Actor; published: number }
  | { kind: string; key: string; lang: string | null; scheduledBy: Actor; missed: string };

/**
 * Publishes every draft whose time has come, of the kinds given, once across instances: the due
 * rows are claimed in one transaction with `FOR UPDATE SKIP LOCKED` (another instance skips what
 * this one holds, and finds it unscheduled once this one commits), and each is published or, when
 * its draft can no longer be published, unscheduled with the reason recorded. A schedule whose
 * time passed while no instance ran is published by the first one that looks, after a restart too.
 */
export async function publishDueDocuments(db: Db, kinds: readonly DocumentKind<unknown>[], now = new Date()): Promise<ScheduledOutcome[]> {
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  const outcomes = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(publishedDocuments)
      .where(and(isNotNull(publishedDocuments.scheduledAt), lte(publishedDocuments.scheduledAt, sql`now()`)))
      .orderBy(asc(publishedDocuments.scheduledAt))
      .limit(50)
      .for("update", { skipLocked: true });
    const done: ScheduledOutcome[] = [];
    for (const row of due) {
      const kind = byKind.get(row.kind);
      if (!kind) continue;
      const scheduledBy = { id: row.scheduledById, name: row.scheduledBy ?? "" };
      const name = { kind: row.kind, key: row.key, lang: row.lang || null, scheduledBy };
      const result = await publishLocked(tx as unknown as Db, kind, row, scheduledBy, now);
      if ("number" in result) {
        done.push({ ...name, published: result.number });
        continue;
      }
      await tx
        .update(publishedDocuments)
        .set({ scheduledAt: null, scheduledBy: null, scheduledById: null, missedAt: now, missedReason: result.refused })
        .where(eq(publishedDocuments.id, row.id));
      done.push({ ...name, missed: result.refused });
    }
    return done;
  });
  for (const kind of new Set(outcomes.filter((outcome) => "published" in outcome).map((outcome) => outcome.kind))) forgetReads(db, byKind.get(kind)!.readPrefix);
  return outcomes;
}
