import { count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { adminTileViews } from "../../db/schema/admin-dashboard";
import { subscribers } from "../../db/schema/newsletter";
import { BADGE_TILES, type BadgeTile } from "./badges";
import { INQUIRY_TABLES } from "../inquiries/public.server";


const TILE_TABLES = { subscribers, ...INQUIRY_TABLES } as const;

/** For one admin, how many items arrived on each tile since that admin last opened it (all of them if never). */
export async function badgeCounts(db: Db, adminId: number): Promise<Record<BadgeTile, number>> {
  const seen = new Map(
    (await db.select().from(adminTileViews).where(eq(adminTileViews.adminId, adminId))).map((row) => [row.tile, row.seenAt]),
  );
  const entries = await Promise.all(
    BADGE_TILES.map(async (tile) => {
      const table = TILE_TABLES[tile];
      const since = seen.get(tile);
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(since ? gt(table.createdAt, since) : undefined);
      return [tile, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<BadgeTile, number>;
}

/** Opening a tile clears its badge for this admin. */
export async function markTileSeen(db: Db, adminId: number, tile: BadgeTile, now = new Date()): Promise<void> {
  await db
    .insert(adminTileViews)
    .values({ adminId, tile, seenAt: now })
    .onConflictDoUpdate({ target: [adminTileViews.adminId, adminTileViews.tile], set: { seenAt: now } });
}
