import { createHash } from "node:crypto";
import { timedJob } from "../../jobs/job-runs.server";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { queryRows, type Db } from "../../db/client.server";
import { searchDocuments, searchWords } from "../../db/schema/search";
import { LANGS, type Lang } from "../../i18n/languages";
import { catalogueFor } from "../../i18n/catalogues.server";
import { foldForSearch, skeletonOf } from "./fold";
import type { ResultKind, SearchAnswer, SearchQuery } from "./schema";
import { snippetFor } from "./snippet";

/** One searchable thing in one language, as a source gives it. */
export type SearchDocument = { key: string; kind: ResultKind; title: string; body: string; url: string; startsAt: Date | null };

/**
 * Something the index reads: concerts, pages, artists, series. `prefix` starts every key it gives,
 * so a source that fails this time keeps its earlier rows instead of losing them. A source with a
 * `version` (a cheap signal that writes move, such as `writesUnder` of the read cache) is read only
 * when its version moved since the index last wrote it, or at the periodic full read.
 */
export type SearchSource = { prefix: string; documents(lang: Lang): Promise<SearchDocument[]>; version?(): string };

export type SearchIndexOptions = {
  db: Db;
  log: Logger;
  sources: SearchSource[];
  /** How often each instance reads its sources again (a change shows within this time everywhere). */
  refreshMs?: number;
  /**
   * How often the sources with a version are read even though it stayed the same: their version
   * moves only with writes on this instance, so this is how a write that another instance did not
   * get into the index (it stopped first) still arrives.
   */
  fullReadMs?: number;
};

// Any constant shared by every instance: one of them rebuilds at a time, the others skip that turn.
const REFRESH_LOCK_KEY = 725_2028;
// Rows one statement writes. Between statements the index lets other requests run: the embedded
// database works on the server's one thread, and one statement of 500 documents held every visitor
// for a quarter of a second, a whole catalogue of 10,000 concerts for over ten.
const BATCH = 100;
// Documents hashed or folded between two such pauses.
const YIELD_EVERY = 250;
const otherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
const MAX_TOKENS = 6;
// A refresh that writes this many documents, or a tenth of those stored, asks the database to count
// its tables again (PGlite has no autovacuum), so that it plans searches for the catalogue it now holds.
const ANALYZE_AFTER = 500;

function hashOf(document: SearchDocument): string {
  return createHash("sha1")
    .update(JSON.stringify([document.kind, document.title, document.body, document.url, document.startsAt?.toISOString() ?? null]))
    .digest("base64url");
}

/**
 * The hall's own names in the three languages, folded: every page carries them, so a query made
 * only of their words (Khachaturian, концертный зал) finds a page by its title alone, not by its text.
 */
const HALL_NAMES = LANGS.flatMap((lang) => [catalogueFor(lang).site.name, catalogueFor(lang).site.shortName]).map(foldForSearch);
const namesTheHall = (tokens: string[]) => HALL_NAMES.some((name) => tokens.every((token) => name.split(" ").some((word) => word.startsWith(token))));

function escapeLike(token: string): string {
  return token.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function createSearchIndex({ db, log, sources, refreshMs = 30_000, fullReadMs = 15 * 60_000 }: SearchIndexOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  let stopped = false;

  type Row = typeof searchDocuments.$inferInsert;
  // What each source gave last time, per language: the same array again (the catalogue hands back
  // its cached list until it refreshes) is not folded again, and unchanged rows touch no database.
  const previous = new Map<string, { documents: SearchDocument[]; rows: Row[]; fingerprint: string }>();
  // Set until this instance has written what its sources gave (at the start, and after each change).
  let unsynced = true;
  // The version of each versioned source whose documents are in the index, and when all were last read.
  const indexedVersion = new Map<string, string>();
  let lastFullRead = -Infinity;

  /**
   * The rows of a source's documents in one language. A document whose hash is the one of its row
   * last time keeps that row: a catalogue refresh hands back a new list of mostly the same concerts,
   * and folding 30,000 texts again would hold the event loop for seconds. The work yields to other
   * requests every `YIELD_EVERY` documents.
   */
  async function rowsOf(lang: Lang, documents: SearchDocument[], before: Row[] = []): Promise<Row[]> {
    const known = new Map(before.map((row) => [row.key, row]));
    const rows: Row[] = [];
    for (const [index, document] of documents.entries()) {
      if (index > 0 && index % YIELD_EVERY === 0) await otherRequests();
      const hash = hashOf(document);
      const row = known.get(document.key);
      if (row?.hash === hash) {
        rows.push(row);
        continue;
      }
      const folded = foldForSearch(`${document.title} ${document.body}`);
      const words = [...new Set(folded.split(" ").filter(Boolean))];
      rows.push({ ...document, languageCode: lang, foldedTitle: foldForSearch(document.title), folded, skeleton: skeletonOf(folded), words, hash });
    }
    return rows;
  }

  async function collect(): Promise<{ rows: Row[]; prefixes: string[]; changed: boolean; versions: Map<string, string> }> {
    const rows: Row[] = [];
    const prefixes: string[] = [];
    const versions = new Map<string, string>();
    let changed = false;
    const fullRead = Date.now() - lastFullRead >= fullReadMs;
    if (fullRead) lastFullRead = Date.now();
    for (const source of sources) {
      // Unchanged since it was indexed: not read, and its stored rows are left as they are.
      const version = source.version?.();
      if (version !== undefined && !fullRead && indexedVersion.get(source.prefix) === version) continue;
      try {
        const perLang = await Promise.all(LANGS.map(async (lang) => ({ lang, documents: await source.documents(lang) })));
        prefixes.push(source.prefix);
        for (const { lang, documents } of perLang) {
          const key = `${source.prefix}${lang}`;
          const before = previous.get(key);
          if (before?.documents === documents) {
            rows.push(...before.rows);
            continue;
          }
          const fresh = await rowsOf(lang, documents, before?.rows);
          const fingerprint = fresh.map((row) => `${row.key}:${row.hash}`).join(",");
          if (fingerprint !== before?.fingerprint) changed = true;
          previous.set(key, { documents, rows: fresh, fingerprint });
          rows.push(...fresh);
        }
        if (version !== undefined) versions.set(source.prefix, version);
      } catch (err) {
        log.warn({ err, source: source.prefix }, "search source not read; its documents stay as they were");
      }
    }
    return { rows, prefixes, changed, versions };
  }

  async function rebuild(): Promise<void> {
    const { rows, prefixes, changed: sourcesChanged, versions } = await collect();
    if (sourcesChanged) unsynced = true;
    const indexed = () => {
      for (const [prefix, version] of versions) indexedVersion.set(prefix, version);
    };
    if (!prefixes.length) return;
    if (!unsynced) return indexed();
    const written = await db.transaction(async (tx) => {
      const [locked] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) as ok`);
      if (!locked?.ok) return false;
      const stored = await tx
        .select({ key: searchDocuments.key, lang: searchDocuments.languageCode, hash: searchDocuments.hash })
        .from(searchDocuments);
      const storedHash = new Map(stored.map((row) => [`${row.lang}\u0000${row.key}`, row.hash]));
      const wanted = new Set(rows.map((row) => `${row.languageCode}\u0000${row.key}`));
      const changed = rows.filter((row) => storedHash.get(`${row.languageCode}\u0000${row.key}`) !== row.hash);
      const gone = stored.filter((row) => !wanted.has(`${row.lang}\u0000${row.key}`) && prefixes.some((prefix) => row.key.startsWith(prefix)));
      // How many more (or fewer) documents hold each word once this write is done: the words of the
      // rows it replaces or removes count down, those of the rows it writes count up.
      const wordCounts = new Map<string, { languageCode: Lang; word: string; documents: number }>();
      const count = (languageCode: Lang, words: string[], by: number) => {
        for (const word of words) {
          const entry = wordCounts.get(`${languageCode}\u0000${word}`) ?? { languageCode, word, documents: 0 };
          entry.documents += by;
          wordCounts.set(`${languageCode}\u0000${word}`, entry);
        }
      };
      const replaced = [
        ...changed.filter((row) => storedHash.has(`${row.languageCode}\u0000${row.key}`)).map((row) => ({ lang: row.languageCode, key: row.key })),
        ...gone,
      ];
      for (const lang of LANGS) {
        const keys = replaced.filter((row) => row.lang === lang).map((row) => row.key);
        for (let i = 0; i < keys.length; i += BATCH) {
          await otherRequests();
          const before = await tx
            .select({ words: searchDocuments.words })
            .from(searchDocuments)
            .where(and(eq(searchDocuments.languageCode, lang), inArray(searchDocuments.key, keys.slice(i, i + BATCH))));
          for (const row of before) count(lang, row.words, -1);
        }
      }
      for (const row of changed) count(row.languageCode, row.words ?? [], 1);
      for (let i = 0; i < changed.length; i += BATCH) {
        await otherRequests();
        await tx
          .insert(searchDocuments)
          .values(changed.slice(i, i + BATCH))
          .onConflictDoUpdate({
            target: [searchDocuments.key, searchDocuments.languageCode],
            set: {
              kind: sql`excluded.kind`,
              title: sql`excluded.title`,
              body: sql`excluded.body`,
              url: sql`excluded.url`,
              startsAt: sql`excluded.starts_at`,
              foldedTitle: sql`excluded.folded_title`,
              folded: sql`excluded.folded`,
              skeleton: sql`excluded.skeleton`,
              words: sql`excluded.words`,
              hash: sql`excluded.hash`,
            },
          });
      }
      for (const lang of LANGS) {
        const keys = gone.filter((row) => row.lang === lang).map((row) => row.key);
        for (let i = 0; i < keys.length; i += BATCH) {
          await otherRequests();
          await tx.delete(searchDocuments).where(and(eq(searchDocuments.languageCode, lang), inArray(searchDocuments.key, keys.slice(i, i + BATCH))));
        }
      }
      const counted = [...wordCounts.values()].filter((entry) => entry.documents !== 0);
      for (let i = 0; i < counted.length; i += BATCH) {
        await otherRequests();
        await tx
          .insert(searchWords)
          .values(counted.slice(i, i + BATCH).map((entry) => ({ ...entry, skeleton: skeletonOf(entry.word) })))
          .onConflictDoUpdate({
            target: [searchWords.languageCode, searchWords.word],
            set: { documents: sql`${searchWords.documents} + excluded.documents` },
          });
      }
      if (counted.some((entry) => entry.documents < 0)) await tx.delete(searchWords).where(lte(searchWords.documents, 0));
      if (changed.length || gone.length) log.info({ changed: changed.length, removed: gone.length }, "search index refreshed");
      return { documents: changed.length + gone.length, stored: stored.length };
    });
    if (written) {
      unsynced = false;
      indexed();
      if (written.documents >= Math.min(ANALYZE_AFTER, Math.max(1, written.stored / 10))) await db.execute(sql`analyze ${searchDocuments}, ${searchWords}`);
    }
  }

  /**
   * Reads every source and brings the stored documents up to date. The promise settles after a run
   * that started after the call: a run under way may have read its sources before a write the caller
   * made, so calls made meanwhile share one more run after it.
   */
  function refresh(): Promise<void> {
    if (!running) {
      running = timedJob("search-index", rebuild)
        .catch((err) => log.warn({ err }, "search index not refreshed"))
        .finally(() => {
          running = null;
        });
      return running;
    }
    following ??= running.then(() => {
      following = null;
      return stopped ? undefined : refresh();
    });
    return following;
  }

  async function search(query: SearchQuery): Promise<SearchAnswer> {
    const folded = foldForSearch(query.q);
    const tokens = folded.split(" ").filter(Boolean).slice(0, MAX_TOKENS);
    if (!tokens.length) return { query: query.q, results: [] };
    const matches = tokens.map((token) => {
      const skeleton = skeletonOf(token);
      // A typo is matched against the language's distinct words (short strings, trigram-indexed),
      // and the documents holding any word it nearly matches are found through their words' index.
      const nearWords = sql`array(select ${searchWords.word} from ${searchWords} where ${searchWords.languageCode} = ${query.language}
        and ((length(${token}) >= 4 and ${token} <<% ${searchWords.word}) or (length(${skeleton}) >= 4 and ${skeleton} <% ${searchWords.skeleton})))`;
      return sql`(${searchDocuments.folded} like ${`%${escapeLike(token)}%`} or ${searchDocuments.words} && ${nearWords})`;
    });
    const skeleton = skeletonOf(folded);
    const pagesByTitleOnly = namesTheHall(tokens)
      ? [sql`(${searchDocuments.kind} <> 'page' or (${sql.join(tokens.map((token) => sql`${searchDocuments.foldedTitle} like ${`%${escapeLike(token)}%`}`), sql` and `)}))`]
      : [];
    // An artist, series or concert whose title is the query, or starts with it, comes first whatever its kind.
    const best = sql<boolean>`(${searchDocuments.kind} in ('concert', 'artist', 'series') and (${searchDocuments.foldedTitle} = ${folded} or ${searchDocuments.foldedTitle} like ${`${escapeLike(folded)}%`}))`;
    // Every match placed by the cheap keys (past concerts after all else, exact title, title starting with
    // the query, concerts first, soonest first, the latest past concert first); only the
    // rows that can reach the first `limit` places are then ordered by similarity within ties.
    const candidates = db
      .select({
        kind: searchDocuments.kind,
        title: searchDocuments.title,
        body: searchDocuments.body,
        url: searchDocuments.url,
        startsAt: searchDocuments.startsAt,
        foldedTitle: searchDocuments.foldedTitle,
        folded: searchDocuments.folded,
        skeleton: searchDocuments.skeleton,
        best: best.as("best"),
        place: sql<number>`rank() over (order by (${searchDocuments.kind} = 'past') asc, (${searchDocuments.foldedTitle} = ${folded}) desc, ${best} desc, (${searchDocuments.kind} = 'concert') desc, (case when ${searchDocuments.kind} = 'past' then ${searchDocuments.startsAt} end) desc nulls last, ${searchDocuments.startsAt} asc nulls last)`.as(
          "place",
        ),
      })
      .from(searchDocuments)
      .where(
        and(
          eq(searchDocuments.languageCode, query.language),
          sql`(${searchDocuments.kind} = 'past' or ${searchDocuments.startsAt} is null or ${searchDocuments.startsAt} > now() - interval '3 hours')`,
          ...matches,
          ...pagesByTitleOnly,
        ),
      )
      .as("candidates");
    const rows = await db
      .select({ kind: candidates.kind, title: candidates.title, body: candidates.body, url: candidates.url, startsAt: candidates.startsAt, best: candidates.best })
      .from(candidates)
      .where(lte(candidates.place, query.limit))
      .orderBy(
        candidates.place,
        sql`word_similarity(${folded}, ${candidates.foldedTitle}) * 2 + word_similarity(${folded}, ${candidates.folded}) + word_similarity(${skeleton}, ${candidates.skeleton}) / 2 desc`,
      )
      .limit(query.limit);
    return {
      query: query.q,
      results: rows.map((row) => ({
        type: row.kind,
        title: row.title,
        url: row.url,
        ...snippetFor(row.body || row.title, query.q),
        ...(row.startsAt ? { date: row.startsAt.toISOString() } : {}),
        ...(row.best ? { best: true } : {}),
      })),
    };
  }

  return {
    refresh,
    search,
    /** Reads the sources now and then every `refreshMs`. */
    start() {
      void refresh();
      timer = setInterval(() => void refresh(), refreshMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await following;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
