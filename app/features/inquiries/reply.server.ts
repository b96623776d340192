import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { inquiryReplies } from "../../db/schema/inquiries";
import type { Lang } from "../../i18n/languages";
import { enqueueMail } from "../../mail/outbox.server";
import { fillReplyTemplate } from "../site-settings/public";
import { loadContactSettings, loadReplyTemplates } from "../site-settings/public.server";
import { replyMessage } from "./inquiry-mail.server";
import type { InquiryKind } from "./inquiry-kinds";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import type { InquiryReplyRecord, InquiryThread } from "./schema";

/** The column of the replies table that names an inquiry of each kind. */
const REPLY_OF = {
  rental: "rentalInquiryId",
  visit: "visitInquiryId",
  vipBalcony: "vipBalconyInquiryId",
  harmony: "harmonyInquiryId",
} as const satisfies Record<InquiryKind, keyof typeof inquiryReplies.$inferInsert>;

/** The kind a stored reply answers, read from the one inquiry column it fills. */
export function replyKind(row: typeof inquiryReplies.$inferSelect): { kind: InquiryKind; inquiryId: number } {
  for (const [kind, column] of Object.entries(REPLY_OF) as [InquiryKind, (typeof REPLY_OF)[InquiryKind]][]) {
    const inquiryId = row[column];
    if (inquiryId !== null) return { kind, inquiryId };
  }
  throw new Error(`reply ${row.id} names no inquiry`);
}

/** Inquiries sent before their language was recorded are answered in Armenian, the hall's language. */
const visitorLanguage = (row: { language: Lang | null }): Lang => row.language ?? "am";

export function replyRecord(row: typeof inquiryReplies.$inferSelect): InquiryReplyRecord {
  return { id: row.id, author: row.author, text: row.text, language: row.language, subject: row.subject, createdAt: row.createdAt.toISOString() };
}

/** An inquiry's thread, oldest first, with the reply box's starting text (the kind's template in the visitor's language, their name put in); null when the inquiry is gone. */
export async function readThread(db: Db, kind: InquiryKind, id: number): Promise<InquiryThread | null> {
  const table = INQUIRY_TABLES[kind];
  const [inquiry] = await db.select().from(table).where(eq(table.id, id));
  if (!inquiry) return null;
  const column = inquiryReplies[REPLY_OF[kind]];
  const replies = await db.select().from(inquiryReplies).where(eq(column, id)).orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
  const language = visitorLanguage(inquiry);
  const templates = await loadReplyTemplates(db);
  return { replies: replies.map(replyRecord), draft: fillReplyTemplate(templates[language][kind], inquiry.name), language };
}

/**
 * Sends staff's reply: stored in the thread, queued in the outbox in the visitor's language (from
 * the hall's address, answers to the information e-mail of the site settings) and the inquiry marked
 * `answered`, all in one transaction; the caller wakes the sender after it. Null when the inquiry is gone.
 */
export async function sendReply(db: Db, input: { kind: InquiryKind; id: number; text: string; author: { id: number; name: string } }) {
  const { kind, id, author } = input;
  const table = INQUIRY_TABLES[kind];
  const replyTo = (await loadContactSettings(db)).infoEmail;
  const text = input.text.trim();
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!inquiry) return null;
    const language = visitorLanguage(inquiry);
    const message = replyMessage(kind, inquiry.email, language, text, replyTo);
    const [reply] = await tx
      .insert(inquiryReplies)
      .values({ [REPLY_OF[kind]]: id, authorId: author.id, author: author.name, text, language, subject: message.subject })
      .returning();
    await enqueueMail(tx, INQUIRY_REPLY_MAIL_KIND, message);
    const [updated] = await tx.update(table).set({ status: "answered" }).where(eq(table.id, id)).returning();
    return { reply: replyRecord(reply!), inquiry: updated! };
  });
}

/** The outbox kind of a reply (the privacy screen and the retention job name it). */
export const INQUIRY_REPLY_MAIL_KIND = "inquiry-reply";

/** The replies sent to the given inquiries of one kind, oldest first (the privacy lookup lists them with the inquiries). */
export async function repliesOf(db: Db, kind: InquiryKind, inquiryIds: number[]): Promise<(InquiryReplyRecord & { kind: InquiryKind; inquiryId: number })[]> {
  if (!inquiryIds.length) return [];
  const column = inquiryReplies[REPLY_OF[kind]];
  const rows = await db.select().from(inquiryReplies).where(inArray(column, inquiryIds)).orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
  return rows.map((row) => ({ kind, inquiryId: replyKind(row).inquiryId, ...replyRecord(row) }));
}
