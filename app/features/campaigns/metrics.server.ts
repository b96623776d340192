import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Db } from "../../db/client.server";

type Counts = { campaigns: Record<string, number>; recipients: Record<string, number> };

/**
 * The campaigns' families of `/metrics` (docs/operations.md, "Metrics"): campaigns by status, and the recipients of
 * those sending by the state of their message, every status named even at 0. One read of the database per scrape;
 * while it does not answer, the two families are left out (the others still come).
 */
export function registerCampaignMetrics(db: Db, registry: Registry): void {
  let read: { at: number; value: Promise<Counts | null> } | null = null;
  const counts = () => {
    if (!read || Date.now() - read.at > 1_000) read = { at: Date.now(), value: readCounts(db).catch(() => null) };
    return read.value;
  };
  const byStatus = (name: string, help: string, field: keyof Counts, statuses: readonly string[]) =>
    new Gauge({
      name,
      help,
      labelNames: ["status"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const found = await counts();
        if (!found) return;
        for (const status of statuses) this.set({ status }, found[field][status] ?? 0);
      },
    });
  byStatus("hall_campaigns", "Newsletter campaigns by status.", "campaigns", ["draft", "scheduled", "sending", "sent", "cancelled"]);
  byStatus(
    "hall_campaign_recipients_sending",
    "Recipients of the campaigns now sending, by the state of their message (queued, sent, failed, bounced, cancelled).",
    "recipients",
    ["queued", "sent", "failed", "bounced", "cancelled"],
  );
}

async function readCounts(db: Db): Promise<Counts> {
  const rows = (result: unknown) => ((result as { rows?: { status: string; count: string }[] }).rows ?? (result as { status: string; count: string }[]));
  const byStatus = (found: { status: string; count: string }[]) => Object.fromEntries(found.map((row) => [row.status, Number(row.count)]));
  const campaigns = rows(await db.execute(sql`select status, count(*) as count from campaigns group by status`));
  const recipients = rows(
    await db.execute(sql`
      select r.status, count(*) as count from campaign_recipients r
      join campaigns c on c.id = r.campaign_id where c.status = 'sending' group by r.status`),
  );
  return { campaigns: byStatus(campaigns), recipients: byStatus(recipients) };
}
