import { and, countDistinct, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { alertAddresses, alerts } from "../../db/schema/alerts";
import type { WaitingCounts } from "./admin/waiting";

/**
 * For staff: how many confirmed addresses wait on each concert (per kind) and follow each artist and
 * series. Counts only, never the addresses (those are the privacy screen's). Concerts, artists and
 * series nobody waits for are left out.
 */
export async function waitingCounts(db: Db): Promise<WaitingCounts> {
  const rows = await db
    .select({ kind: alerts.kind, eventId: alerts.eventId, artistId: alerts.artistId, seriesId: alerts.seriesId, addresses: countDistinct(alerts.addressId) })
    .from(alerts)
    .innerJoin(alertAddresses, and(eq(alertAddresses.id, alerts.addressId), eq(alertAddresses.status, "confirmed")))
    .groupBy(alerts.kind, alerts.eventId, alerts.artistId, alerts.seriesId);
  const counts: WaitingCounts = { concerts: {}, artists: {}, series: {} };
  for (const row of rows) {
    if (row.kind === "artist" && row.artistId !== null) counts.artists[row.artistId] = (counts.artists[row.artistId] ?? 0) + row.addresses;
    else if (row.kind === "series" && row.seriesId !== null) counts.series[row.seriesId] = (counts.series[row.seriesId] ?? 0) + row.addresses;
    else if (row.eventId !== null && (row.kind === "seats" || row.kind === "on-sale" || row.kind === "changes")) {
      const concert = (counts.concerts[row.eventId] ??= { seats: 0, "on-sale": 0, changes: 0 });
      concert[row.kind] += row.addresses;
    }
  }
  return counts;
}
