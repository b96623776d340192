import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { alertAddresses, alerts } from "../../db/schema/alerts";
import { campaignRecipients, campaigns } from "../../db/schema/campaigns";
import { outbox } from "../../db/schema/mail";
import { subscribers } from "../../db/schema/newsletter";
import { INQUIRY_KINDS } from "../inquiries/public";
import { INQUIRY_TABLES as INQUIRY_TABLE, repliesOf } from "../inquiries/public.server";
import type { ErasedCounts, PersonData } from "./schema";

const normalised = (email: string) => email.trim().toLowerCase();

/** Mail that holds the address: sent to it (alone or among others), or a staff notice whose replies go to it. */
function mailOf(email: string): SQL {
  return sql`(${email} = any(string_to_array(lower(${outbox.recipient}), ', '))
    or lower(${outbox.message} ->> 'replyTo') = ${email}
    or exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(${outbox.message} -> 'to') = 'array' then ${outbox.message} -> 'to' else '[]'::jsonb end) as t(address) where lower(t.address) = ${email}))`;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The newsletter campaigns queued for a subscription, newest first: the campaign's subject in the
 * language it went out in (English when the campaign had no text in it) and how the send ended.
 * These rows outlive the outbox's copy of the message (kept a week), so they are the lasting record.
 */
async function campaignSendsOf(db: Db, subscriberId: number): Promise<PersonData["campaigns"]> {
  const rows = await db
    .select({ campaignId: campaignRecipients.campaignId, language: campaignRecipients.language, status: campaignRecipients.status, queuedAt: campaignRecipients.createdAt, translations: campaigns.translations })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(eq(campaignRecipients.subscriberId, subscriberId))
    .orderBy(desc(campaignRecipients.createdAt), desc(campaignRecipients.id));
  return rows.map(({ translations, queuedAt, ...row }) => ({
    ...row,
    subject: (translations[row.language] ?? translations.en)?.subject ?? null,
    queuedAt: queuedAt.toISOString(),
  }));
}

/** Every record holding the address: the subscription and the campaigns sent to it, the inquiries of the four kinds with the replies staff sent to them, queued or sent mail. */
export async function findPerson(db: Db, rawEmail: string): Promise<PersonData> {
  const email = normalised(rawEmail);
  const [subscriber] = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${email}`);
  const inquiries: PersonData["inquiries"] = [];
  const replies: PersonData["replies"] = [];
  for (const kind of INQUIRY_KINDS) {
    const table = INQUIRY_TABLE[kind];
    const rows = await db
      .select()
      .from(table)
      .where(sql`lower(${table.email}) = ${email}`)
      .orderBy(desc(table.createdAt));
    for (const { createdAt, ...row } of rows) inquiries.push({ kind, ...row, createdAt: createdAt.toISOString() });
    replies.push(...(await repliesOf(db, kind, rows.map((row) => row.id))));
  }
  replies.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  inquiries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const mail = await db.select().from(outbox).where(mailOf(email)).orderBy(desc(outbox.createdAt));
  const alertRows = await db
    .select({ kind: alerts.kind, target: alerts.target, language: alerts.language, status: alertAddresses.status, createdAt: alerts.createdAt })
    .from(alerts)
    .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
    .where(sql`lower(${alertAddresses.email}) = ${email}`)
    .orderBy(desc(alerts.createdAt));
  return {
    alerts: alertRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    email,
    subscriber: subscriber
      ? {
          id: subscriber.id,
          email: subscriber.email,
          status: subscriber.status,
          language: subscriber.language,
          createdAt: subscriber.createdAt.toISOString(),
          confirmedAt: iso(subscriber.confirmedAt),
        }
      : null,
    campaigns: subscriber ? await campaignSendsOf(db, subscriber.id) : [],
    inquiries,
    replies,
    mail: mail.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      recipient: row.recipient,
      subject: typeof row.message?.subject === "string" ? row.message.subject : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
  };
}

/** Removes every record holding the address, in one transaction; answers how many of each (the mail files are the transport's). */
export async function erasePerson(db: Db, rawEmail: string): Promise<{ erased: Omit<ErasedCounts["erased"], "files"> }> {
  const email = normalised(rawEmail);
  return db.transaction(async (tx) => {
    const removedSubscribers = await tx
      .delete(subscribers)
      .where(sql`lower(${subscribers.email}) = ${email}`)
      .returning({ id: subscribers.id });
    let inquiries = 0;
    for (const kind of INQUIRY_KINDS) {
      const table = INQUIRY_TABLE[kind];
      inquiries += (
        await tx
          .delete(table)
          .where(sql`lower(${table.email}) = ${email}`)
          .returning({ id: table.id })
      ).length;
    }
    // The inquiries' replies went with them (cascade); the address's alerts and their delivery records go with it (cascade).
    const [{ alertCount } = { alertCount: 0 }] = await tx
      .select({ alertCount: sql<number>`count(*)::int` })
      .from(alerts)
      .innerJoin(alertAddresses, eq(alertAddresses.id, alerts.addressId))
      .where(sql`lower(${alertAddresses.email}) = ${email}`);
    await tx.delete(alertAddresses).where(sql`lower(${alertAddresses.email}) = ${email}`);
    const mailIds = (await tx.select({ id: outbox.id }).from(outbox).where(mailOf(email))).map((row) => row.id);
    if (mailIds.length) await tx.delete(outbox).where(inArray(outbox.id, mailIds));
    return {
      erased: {
        subscribers: removedSubscribers.length,
        inquiries,
        alerts: alertCount,
        mail: mailIds.length,
      },
    };
  });
}

