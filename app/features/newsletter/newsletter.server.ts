import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { subscribers } from "../../db/schema/newsletter";
import { localePath, type Lang } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { mailTextsFor } from "./mail-texts.server";
import type { OutgoingMessage } from "../../mail/message";
import { renderMail } from "../../mail/render.server";

/** A pending subscription and its link last 7 days from the last confirmation message; a resend waits 10 minutes. */
export const NEWSLETTER_TIMING = { confirmForMs: 7 * 24 * 3_600_000, resendAfterMs: 10 * 60_000 };

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
/** RFC 8058's one-click target: mail clients POST `List-Unsubscribe=One-Click` here. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash of a confirmation token is stored; the token itself is in the visitor's mailbox. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function readToken(value: unknown): string | null {
  return typeof value === "string" && TOKEN_SHAPE.test(value) ? value : null;
}

const interval = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;

/** The confirmation message, which (like every newsletter message) carries the one-click unsubscribe link and headers. */
export function confirmationMessage(input: { email: string; lang: Lang; origin: string; token: string; unsubscribeToken: string }): OutgoingMessage {
  const t = mailTextsFor(input.lang);
  const confirmUrl = `${input.origin}${localePath(input.lang, NEWSLETTER_CONFIRM_PATH)}?token=${encodeURIComponent(input.token)}`;
  const unsubscribeQuery = `?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const unsubscribePage = `${input.origin}${localePath(input.lang, NEWSLETTER_UNSUBSCRIBE_PATH)}${unsubscribeQuery}`;
  const rendered = renderMail({
    lang: input.lang,
    subject: t.confirm.subject,
    heading: t.confirm.heading,
    blocks: [
      { kind: "paragraph", text: fill(t.confirm.intro, { email: input.email }) },
      { kind: "action", label: t.confirm.action, href: confirmUrl },
      { kind: "note", text: t.confirm.expiry },
      { kind: "note", text: t.unsubscribe.note, link: { label: t.unsubscribe.action, href: unsubscribePage } },
    ],
  });
  return {
    to: [input.email],
    lang: input.lang,
    ...rendered,
    headers: {
      "List-Unsubscribe": `<${input.origin}${ONE_CLICK_UNSUBSCRIBE_PATH}${unsubscribeQuery}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Stores a subscription as pending, or readies a new confirmation for a pending one whose last
 * message is older than the resend wait. Returns what to send (nothing for a confirmed address or
 * a recent resend) and whether the address is new. Runs in the caller's transaction.
 */
export async function requestSubscription(tx: Db, email: string, lang: Lang): Promise<{ created: boolean; token: string | null; unsubscribeToken: string | null }> {
  const token = newConfirmToken();
  const fresh = { confirmTokenHash: hashToken(token), confirmSentAt: sql`now()`, language: lang };
  const [created] = await tx
    .insert(subscribers)
    .values({ email, status: "pending", ...fresh })
    .onConflictDoNothing()
    .returning({ unsubscribeToken: subscribers.unsubscribeToken });
  if (created) return { created: true, token, unsubscribeToken: created.unsubscribeToken };
  const [resent] = await tx
    .update(subscribers)
    .set(fresh)
    .where(
      and(
        sql`lower(${subscribers.email}) = lower(${email})`,
        eq(subscribers.status, "pending"),
        or(isNull(subscribers.confirmSentAt), lt(subscribers.confirmSentAt, interval(NEWSLETTER_TIMING.resendAfterMs))),
      ),
    )
    .returning({ unsubscribeToken: subscribers.unsubscribeToken });
  return resent ? { created: false, token, unsubscribeToken: resent.unsubscribeToken } : { created: false, token: null, unsubscribeToken: null };
}

/** The confirmation link's rule: the latest token sent, within its 7 days (or already used to confirm). */
const liveConfirmToken = (hash: string) =>
  and(eq(subscribers.confirmTokenHash, hash), or(eq(subscribers.status, "confirmed"), gt(subscribers.confirmSentAt, interval(NEWSLETTER_TIMING.confirmForMs))));

/** A bounced address (its mail server refused a campaign for good) never confirms again, whatever link it holds. */
const bouncedConfirmToken = (hash: string) => and(eq(subscribers.confirmTokenHash, hash), eq(subscribers.status, "bounced"));

/** What a confirmation link would do, changing nothing (the page opened by the link asks for a click). */
export async function confirmLinkState(db: Db, rawToken: unknown): Promise<"valid" | "invalid" | "bounced"> {
  const token = readToken(rawToken);
  if (!token) return "invalid";
  const hash = hashToken(token);
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(or(liveConfirmToken(hash), bouncedConfirmToken(hash)))
    .limit(1);
  return !row ? "invalid" : row.status === "bounced" ? "bounced" : "valid";
}

/**
 * The button on the link's page confirms; pressing it again still says confirmed. An unknown or
 * expired token confirms nothing, nor does the link of an address that has since bounced.
 */
export async function confirmSubscription(db: Db, rawToken: unknown): Promise<"confirmed" | "invalid" | "bounced"> {
  const token = readToken(rawToken);
  if (!token) return "invalid";
  const hash = hashToken(token);
  const [row] = await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(and(liveConfirmToken(hash), ne(subscribers.status, "bounced")))
    .returning({ id: subscribers.id });
  if (row) return "confirmed";
  const [bounced] = await db.select({ id: subscribers.id }).from(subscribers).where(bouncedConfirmToken(hash)).limit(1);
  return bounced ? "bounced" : "invalid";
}

/** Whether an unsubscribe link still names an address (the page shows its button only then). */
export async function unsubscribeLinkLanguage(db: Db, rawToken: unknown): Promise<Lang | null> {
  const token = readToken(rawToken);
  if (!token) return null;
  const [row] = await db.select({ language: subscribers.language }).from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return row?.language ?? null;
}

/** Unsubscribing removes the address altogether. */
export async function unsubscribe(db: Db, rawToken: unknown): Promise<"removed" | "invalid"> {
  const token = readToken(rawToken);
  if (!token) return "invalid";
  const removed = await db.delete(subscribers).where(eq(subscribers.unsubscribeToken, token)).returning({ id: subscribers.id });
  return removed.length ? "removed" : "invalid";
}

/** Subscriptions never confirmed are forgotten 7 days after their last confirmation message. */
export async function removeExpiredSubscriptions(db: Db): Promise<number> {
  const removed = await db
    .delete(subscribers)
    .where(
      and(
        eq(subscribers.status, "pending"),
        lt(sql`coalesce(${subscribers.confirmSentAt}, ${subscribers.createdAt})`, interval(NEWSLETTER_TIMING.confirmForMs)),
      ),
    )
    .returning({ id: subscribers.id });
  return removed.length;
}
