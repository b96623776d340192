import { count, countDistinct, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { advertBanners } from "../../db/schema/banners";
import { comingSoonEvents } from "../../db/schema/coming-soon";
import { events } from "../../db/schema/concerts";
import { siteSettings } from "../../db/schema/site-settings";
import type { DemoContent } from "./demo-content";

/** The site_settings key that records when an admin removed the demo content: from then on no demo seed runs (server/seed.ts). */
export const DEMO_CONTENT_SETTING = "demoContent";

export async function demoContentRemoved(db: Db): Promise<boolean> {
  const [row] = await db.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, DEMO_CONTENT_SETTING));
  return Boolean(row);
}

export async function demoContentCounts(db: Db): Promise<DemoContent> {
  const [[banners], [comingSoon], [concerts], removed] = await Promise.all([
    db.select({ n: count() }).from(advertBanners).where(eq(advertBanners.isDemo, true)),
    db.select({ n: count() }).from(comingSoonEvents).where(eq(comingSoonEvents.isDemo, true)),
    db
      .select({ n: countDistinct(events.eventKey) })
      .from(events)
      .where(eq(events.isDemo, true)),
    demoContentRemoved(db),
  ]);
  return { banners: banners?.n ?? 0, comingSoon: comingSoon?.n ?? 0, concerts: concerts?.n ?? 0, removed };
}

/**
 * Deletes every demo row and records that it was done, in one transaction: the seeds read that
 * record at every start and never add demo content to this database again.
 */
export async function removeDemoContent(db: Db, now = new Date()): Promise<DemoContent> {
  await db.transaction(async (tx) => {
    await tx.delete(advertBanners).where(eq(advertBanners.isDemo, true));
    await tx.delete(comingSoonEvents).where(eq(comingSoonEvents.isDemo, true));
    await tx.delete(events).where(eq(events.isDemo, true));
    await tx
      .insert(siteSettings)
      .values({ key: DEMO_CONTENT_SETTING, value: { removedAt: now.toISOString() }, updatedAt: now })
      .onConflictDoNothing();
  });
  // Banners, coming-soon cards and concerts are read by many public pages: forget them all, and retire the kept pages.
  forgetReads(db, "");
  return demoContentCounts(db);
}
