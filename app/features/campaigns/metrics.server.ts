import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { perScrape } from "../../capability.server";
import { queryRows, type Db } from "../../db/client.server";

type Counts = { campaigns: Record<string, number>; recipients: Record<string, number> };

/**
 * The campaigns' families of `/metrics` (docs/operations.md, "Metrics"): campaigns by status, and the recipients of
 * those sending by the state of their message, every status named even at 0.
 */
export function registerCampaignMetrics(db: Db, registry: Registry): void {
  const counts = perScrape(() => readCounts(db));
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

type StatusCount = { status: string; count: string };
const byStatus = (found: StatusCount[]) => Object.fromEntries(found.map((row) => [row.status, Number(row.count)]));

async function readCounts(db: Db): Promise<Counts> {
  const campaigns = await queryRows<StatusCount>(db, sql`select status, count(*) as count from campaigns group by status`);
  const recipients = await queryRows<StatusCount>(
    db,
    sql`
      select r.status, count(*) as count from campaign_recipients r
      join campaigns c on c.id = r.campaign_id where c.status = 'sending' group by r.status`,
  );
  return { campaigns: byStatus(campaigns), recipients: byStatus(recipients) };
}
