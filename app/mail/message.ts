import { z } from "zod";
import type { Lang } from "../i18n/languages";

/** One message as the outbox keeps it until delivery: already rendered, so a retry sends the same bytes. */
export type OutgoingMessage = {
  /** Addresses as given: each is sent to as one mailbox, never parsed for names or lists. */
  to: string[];
  replyTo?: string;
  /** The language the sender's display name is written in. */
  lang: Lang;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** What a message says, once: rendered both as HTML (React) and as plain text. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: { label: string; value: string }[] }
  | { kind: "action"; label: string; href: string }
  | { kind: "note"; text: string; link?: { label: string; href: string } }
  /** Markup made elsewhere and already safe (sanitised rich text, campaign cards), with its plain-text reading. */
  | { kind: "html"; html: string; text: string };

export type MailContent = {
  lang: Lang;
  subject: string;
  heading: string;
  blocks: MailBlock[];
};

/** What the admin dashboard shows of the outbox. */
export const outboxSummarySchema = z.object({ pending: z.number().int(), failed: z.number().int(), lastError: z.string().optional() });
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
