import { catalogueFor } from "../../i18n/catalogues.server";
import { formatEventDate } from "../../i18n/format";
import { localePath, type Lang } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import type { MailBlock, OutgoingMessage } from "../../mail/message";
import { renderMail } from "../../mail/render.server";
import { concertPath } from "../concerts/public";
import { ALERTS_CONFIRM_PATH, ALERTS_ONE_CLICK_PATH, ALERTS_STOP_PATH } from "./alerts.server";
import { mailTextsFor } from "./mail-texts.server";

/** The outbox kinds of the alerts' mail. */
export const ALERT_MAIL_KINDS = { confirmation: "alert-confirmation", alert: "alert" } as const;

/**
 * The ways out every alert message carries: links to the page that stops this alert or all
 * (opening a link changes nothing), and the one-click headers of RFC 8058 (a mail client's POST stops this alert).
 */
function stopParts(origin: string, lang: Lang, alertToken: string): { blocks: MailBlock[]; headers: Record<string, string> } {
  const t = mailTextsFor(lang).stop;
  const query = `?token=${encodeURIComponent(alertToken)}`;
  const page = `${origin}${localePath(lang, ALERTS_STOP_PATH)}${query}`;
  return {
    blocks: [
      { kind: "note", text: t.note },
      { kind: "note", text: t.oneNote, link: { label: t.one, href: page } },
      { kind: "note", text: t.allNote, link: { label: t.all, href: `${page}&all=1` } },
    ],
    headers: {
      "List-Unsubscribe": `<${origin}${ALERTS_ONE_CLICK_PATH}${query}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in message: the address is all it repeats of what the visitor typed. */
export function alertConfirmationMessage(input: { email: string; lang: Lang; origin: string; token: string; alertToken: string }): OutgoingMessage {
  const t = mailTextsFor(input.lang).confirm;
  const confirmUrl = `${input.origin}${localePath(input.lang, ALERTS_CONFIRM_PATH)}?token=${encodeURIComponent(input.token)}`;
  const stop = stopParts(input.origin, input.lang, input.alertToken);
  const rendered = renderMail({
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fill(t.intro, { email: input.email }) },
      { kind: "action", label: t.action, href: confirmUrl },
      { kind: "note", text: t.expiry },
      ...stop.blocks,
    ],
  });
  return { to: [input.email], lang: input.lang, ...rendered, headers: stop.headers };
}

/** An alert message: what it says, and the alert whose stop links and headers it carries. */
export function alertMessage(input: {
  email: string;
  lang: Lang;
  origin: string;
  alertToken: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
}): OutgoingMessage {
  const stop = stopParts(input.origin, input.lang, input.alertToken);
  const rendered = renderMail({ lang: input.lang, subject: input.subject, heading: input.heading, blocks: [...input.blocks, ...stop.blocks] });
  return { to: [input.email], lang: input.lang, ...rendered, headers: stop.headers };
}

/** A concert as a message names it: the catalogue's name and start, never anything a visitor typed. */
export type ConcertLine = { eventId: string; name: string; startsAt: Date | null };

type AlertInput = { email: string; lang: Lang; origin: string; alertToken: string; concert: ConcertLine };

const concertHref = (origin: string, lang: Lang, eventId: string) => `${origin}${localePath(lang, concertPath({ eventId }))}`;
const when = (concert: ConcertLine, lang: Lang) => (concert.startsAt ? formatEventDate(concert.startsAt, lang) : "");
/** The concert's name in the subject and text; an unnamed concert (the catalogue did not answer) is "the concert". */
const nameOf = (concert: ConcertLine, lang: Lang) => concert.name || catalogueFor(lang).concerts.untitled;

/** Seats came back on a sold-out concert. */
export function seatsMessage(input: AlertInput): OutgoingMessage {
  const t = mailTextsFor(input.lang).seats;
  const vars = { concert: nameOf(input.concert, input.lang), date: when(input.concert, input.lang) };
  return alertMessage({
    ...input,
    subject: fill(t.subject, vars),
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fill(t.intro, vars) },
      { kind: "action", label: t.action, href: concertHref(input.origin, input.lang, input.concert.eventId) },
    ],
  });
}

/** A concert announced before its sale went on sale. */
export function saleMessage(input: AlertInput): OutgoingMessage {
  const t = mailTextsFor(input.lang).onSale;
  const vars = { concert: nameOf(input.concert, input.lang), date: when(input.concert, input.lang) };
  return alertMessage({
    ...input,
    subject: fill(t.subject, vars),
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fill(t.intro, vars) },
      { kind: "action", label: t.action, href: concertHref(input.origin, input.lang, input.concert.eventId) },
    ],
  });
}

/** The concert's status or staff notice changed: the status as it now is, and the notice (staff's words, as text). */
export function changeMessage(input: AlertInput & { status: string; notice: string }): OutgoingMessage {
  const t = mailTextsFor(input.lang).changes;
  const vars = { concert: nameOf(input.concert, input.lang), date: when(input.concert, input.lang) };
  const status = input.status === "cancelled" || input.status === "postponed" || input.status === "online" ? t[input.status] : t.scheduled;
  return alertMessage({
    ...input,
    subject: fill(t.subject, vars),
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fill(t.intro, vars) },
      { kind: "paragraph", text: status },
      ...(input.notice ? [{ kind: "fields" as const, rows: [{ label: t.notice, value: input.notice }] }] : []),
      { kind: "action", label: t.action, href: concertHref(input.origin, input.lang, input.concert.eventId) },
    ],
  });
}

/** The day's new concerts of an address's follows, one section per artist or series. */
export function digestMessage(input: {
  email: string;
  lang: Lang;
  origin: string;
  alertToken: string;
  sections: { kind: "artist" | "series"; name: string; concerts: ConcertLine[] }[];
}): OutgoingMessage {
  const t = mailTextsFor(input.lang).digest;
  const blocks: MailBlock[] = input.sections.flatMap((section) => [
    { kind: "paragraph" as const, text: fill(t[section.kind], { name: section.name }) },
    {
      kind: "fields" as const,
      rows: section.concerts.map((concert) => ({ label: when(concert, input.lang), value: `${nameOf(concert, input.lang)}\n${concertHref(input.origin, input.lang, concert.eventId)}` })),
    },
  ]);
  return alertMessage({ ...input, subject: t.subject, heading: t.heading, blocks });
}
