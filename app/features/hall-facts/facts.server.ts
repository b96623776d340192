import type { Db } from "../../db/client.server";
import { type DocumentKind, documentStore } from "../../db/published-documents.server";
import { cachedRead } from "../../db/read-cache.server";
import { type HallFacts, hallFactsSchema } from "./schema";

/** The kept public reads of the facts: forgotten on this instance when a version is published. */
export const HALL_FACTS_READS = "facts:";

/** The hall's facts as a published document (app/db/published-documents.server.ts): kind `facts`, key `hall`, no language. */
export const HALL_FACTS_KIND: DocumentKind<HallFacts> = { kind: "facts", schema: hallFactsSchema, readPrefix: HALL_FACTS_READS };
export const HALL_FACTS_DOCUMENT = { key: "hall", lang: null } as const;

export const hallFactsStore = (db: Db) => documentStore(db, HALL_FACTS_KIND);

// The last published facts this process read: pages keep showing them while the database is out of reach.
let lastRead: HallFacts | null = null;

/**
 * The published facts every page reads, kept for the public read period (other instances show a
 * new version within it; the one that published, at once). The first version is written by
 * migration 0030, so every database has one.
 */
export async function readHallFacts(db: Db): Promise<HallFacts> {
  try {
    const facts = await cachedRead(db, `${HALL_FACTS_READS}published`, async () => {
      const published = await hallFactsStore(db).published(HALL_FACTS_DOCUMENT);
      const checked = hallFactsSchema.safeParse(published);
      if (!checked.success) throw new Error("the published hall facts are missing or do not pass their contract");
      return checked.data;
    });
    lastRead = facts;
    return facts;
  } catch (error) {
    if (lastRead) return lastRead;
    throw error;
  }
}
