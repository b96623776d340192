import { inArray } from "drizzle-orm";
import type { Db } from "../app/db/client.server";
import { seedRuns } from "../app/db/schema/seeds";
import { demoContentRemoved } from "../app/features/demo-content/demo-content.server";
import { markEarlierDemoBanners, seedBanners } from "../app/features/banners/demo-seed.server";
import { seedMediaLibrary } from "../app/features/media-library/public.server";
import { refreshUntouchedFactPages, seedHomeHero, seedPages, seedPlanVisitPage, seedVenuePages } from "../app/features/pages/public.server";
import { markEarlierDemoComingSoon, seedComingSoon } from "../app/features/coming-soon/demo-seed.server";
import { markEarlierDemoRows, seedDatabaseEvents, seedLegacyConcertIds } from "../app/features/concerts/demo-seed.server";


/**
 * Demo content, each piece applied once per database (recorded in seed_runs), so starting the
 * server twice adds nothing twice and content staff edited or deleted is not brought back.
 * A changed seed gets a new name. `demo` seeds add what the dashboard's "Remove demo content"
 * takes away; after that they never run again, whatever their name.
 */
const SEEDS: { name: string; demo: boolean; run(db: Db, now: Date): Promise<void> }[] = [
  { name: "concerts/database-events-v1", demo: true, run: seedDatabaseEvents },
  { name: "concerts/coming-soon-v1", demo: true, run: seedComingSoon },
  { name: "concerts/legacy-ids-v1", demo: false, run: seedLegacyConcertIds },
  { name: "banners/demo-v1", demo: true, run: seedBanners },
  // Not a `demo` seed: the galleries are made of these items, so an install that removed the demo content before keeps its galleries.
  { name: "media-library/drawings-v1", demo: false, run: seedMediaLibrary },
  // After the library: the pages' pictures name its items.
  { name: "pages/first-versions-v1", demo: false, run: seedPages },
  { name: "pages/venue-first-versions-v1", demo: false, run: seedVenuePages },
  { name: "pages/plan-visit-first-version-v1", demo: false, run: seedPlanVisitPage },
  { name: "pages/home-hero-first-version-v1", demo: false, run: seedHomeHero },
  { name: "pages/facts-blocks-in-first-versions-v1", demo: false, run: refreshUntouchedFactPages },
  {
    name: "demo/mark-earlier-rows-v1",
    demo: true,
    run: async (db) => {
      await markEarlierDemoRows(db);
      await markEarlierDemoComingSoon(db);
      await markEarlierDemoBanners(db);
    },
  },
];


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
