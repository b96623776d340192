import { inArray } from "drizzle-orm";
import type { Db } from "../app/db/client.server";
import { seedRuns } from "../app/db/schema/seeds";
import { demoContentRemoved, SEEDS } from "../app/capabilities.server";

/** Applies the seeds of `app/capabilities.server.ts` that this database has not had (and no demo seed once the demo content was removed). */
export async function runSeeds(db: Db, now = new Date()): Promise<string[]> {
  const done = new Set(
    (
      await db
        .select({ name: seedRuns.name })
        .from(seedRuns)
        .where(
          inArray(
            seedRuns.name,
            SEEDS.map((s) => s.name),
          ),
        )
    ).map((r) => r.name),
  );
  const withoutDemo = await demoContentRemoved(db);
  const applied: string[] = [];
  for (const seed of SEEDS) {
    if (done.has(seed.name) || (seed.demo && withoutDemo)) continue;
    await db.transaction(async (tx) => {
      // The primary key makes a second instance starting at the same moment skip instead of duplicating.
      const claimed = await tx.insert(seedRuns).values({ name: seed.name }).onConflictDoNothing().returning();
      if (claimed.length) await seed.run(tx as unknown as Db, now);
    });
    applied.push(seed.name);
  }
  return applied;
}
