import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeStaleAlerts } from "../../app/features/alerts/alerts.server";
import { runRetention, retentionStatus } from "../../app/features/privacy/retention.server";
import { alertAddresses, alertDeliveries, alerts } from "../../app/db/schema/alerts";
import { outbox } from "../../app/db/schema/mail";
import { hallDay, startOfHallDay } from "../../app/i18n/hall-time";
import { createTestDatabase } from "../helpers/test-database";

// How long the alerts keep what they hold of a person: the alert until the day after its concert,
// an address never confirmed 7 days, the messages sent and their records 90 days.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});

describe("alerts' retention", () => {
  it("deletes the alerts of a concert that took place the next day, an address never confirmed after 7 days, and nothing else", async () => {
    const { db } = database;
    const [kept, stale, fresh] = await db
      .insert(alertAddresses)
      .values([
        { email: "kept@example.am", status: "confirmed", language: "en", confirmedAt: daysAgo(30) },
        { email: "never-confirmed@example.am", status: "pending", language: "ru", confirmSentAt: daysAgo(8) },
        { email: "just-asked@example.am", status: "pending", language: "am", confirmSentAt: daysAgo(6) },
      ])
      .returning({ id: alertAddresses.id });
    const today = startOfHallDay(hallDay(now));
    await db.insert(alerts).values([
      { addressId: kept!.id, kind: "changes", target: "1001", eventId: "1001", language: "en", startsAt: new Date(today.getTime() - 3 * 3_600_000) },
      { addressId: kept!.id, kind: "seats", target: "1002", eventId: "1002", language: "en", startsAt: new Date(today.getTime() + 3_600_000) },
      { addressId: stale!.id, kind: "seats", target: "1003", eventId: "1003", language: "ru", startsAt: daysAgo(-10) },
      { addressId: fresh!.id, kind: "seats", target: "1003", eventId: "1003", language: "am", startsAt: daysAgo(-10) },
    ]);

    expect(await removeStaleAlerts(db, today)).toEqual({ addresses: 1, alerts: 1 });
    const left = await db.select({ email: alertAddresses.email, target: alerts.target }).from(alerts).innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId));
    expect(left.map((row) => `${row.email} ${row.target}`).sort()).toEqual(["just-asked@example.am 1003", "kept@example.am 1002"]);
  });

  it("removes alert messages and their records after 90 days in the daily retention run, which the privacy screen reports", async () => {
    const { db } = database;
    const [address] = await db.select({ id: alertAddresses.id }).from(alertAddresses).where(eq(alertAddresses.email, "kept@example.am"));
    const message = (subject: string) => ({ to: "kept@example.am", subject });
    const mail = await db
      .insert(outbox)
      .values([
        { kind: "alert", recipient: "kept@example.am", message: message("old"), status: "sent", createdAt: daysAgo(91) },
        { kind: "alert-confirmation", recipient: "kept@example.am", message: message("old confirmation"), status: "sent", createdAt: daysAgo(95) },
        { kind: "alert", recipient: "kept@example.am", message: message("recent"), status: "sent", createdAt: daysAgo(89) },
      ])
      .returning({ id: outbox.id });
    await db.insert(alertDeliveries).values([
      { addressId: address!.id, key: "seats:1002:1", outboxId: mail[0]!.id, createdAt: daysAgo(91) },
      { addressId: address!.id, key: "seats:1002:2", outboxId: mail[2]!.id, createdAt: daysAgo(89) },
    ]);

    const run = await runRetention(db, now, { force: true });
    expect(run?.removed).toEqual({ inquiries: 0, mail: 2, auditEntries: 0, alertMessages: 1 });
    expect((await db.select({ key: alertDeliveries.key }).from(alertDeliveries)).map((row) => row.key)).toEqual(["seats:1002:2"]);
    expect((await db.select({ subject: outbox.message }).from(outbox)).map((row) => row.subject?.subject)).toEqual(["recent"]);
    // The address and its alert stay: only what was sent long ago goes.
    expect(await db.select({ target: alerts.target }).from(alerts).where(eq(alerts.addressId, address!.id))).toEqual([{ target: "1002" }]);
    expect((await retentionStatus(db)).lastRun?.removed).toEqual({ inquiries: 0, mail: 2, auditEntries: 0, alertMessages: 1 });
  });
});
