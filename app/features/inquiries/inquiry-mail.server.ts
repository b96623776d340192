import { catalogueFor } from "../../i18n/catalogues.server";
import { formatEventDate } from "../../i18n/format";
import { LANGUAGE_NAME, type Lang } from "../../i18n/languages";
import { mailTextsFor } from "./mail-texts.server";
import { fill } from "../../i18n/plural";
import type { OutgoingMessage } from "../../mail/message";
import { renderMail } from "../../mail/render.server";
import type { SiteContacts } from "../../site-config";
import { type Hall, INQUIRY_ADMIN_PATH, INQUIRY_FIELDS, type InquiryKind } from "./inquiry-kinds";
import type { InquiryValues } from "./validation";

/**
 * Staff notifications are written in Armenian: the hall's staff work in Armenian, and the admin
 * area they open from the link starts in Armenian too. The visitor's own language is named in
 * the message, so a reply can be written in it.
 */
export const STAFF_MAIL_LANG: Lang = "am";

/** The fields a visitor sent, labelled in `lang` as on the form (the hall by its name, not its code). */
function sentFields(kind: InquiryKind, values: InquiryValues, lang: Lang) {
  const forms = catalogueFor(lang).forms;
  return INQUIRY_FIELDS[kind].map((field) => ({
    label: forms.labels[field],
    value: field === "hall" ? forms.halls[values.hall as Hall] : (values[field] ?? ""),
  }));
}

/**
 * The visitor's copy: what kind of request arrived, when (the hall's time), and how to reach the
 * hall (the contacts admins set). It repeats nothing the visitor typed: anyone can type any
 * address into a form, so the hall must not become a way to mail a stranger someone's text.
 */
export function acknowledgementMessage(kind: InquiryKind, to: string, lang: Lang, at: Date, contacts: SiteContacts): OutgoingMessage {
  const t = mailTextsFor(lang).acknowledgement;
  const kindName = mailTextsFor(lang).kinds[kind];
  const date = formatEventDate(at, lang);
  return {
    to: [to],
    lang,
    ...renderMail({
      lang,
      subject: fill(t.subject, { kind: kindName }),
      heading: t.heading,
      blocks: [
        { kind: "paragraph", text: fill(t.intro, { kind: kindName, date }) },
        { kind: "paragraph", text: t.reachTitle },
        {
          kind: "fields",
          rows: [
            { label: t.ticketOffice, value: contacts.ticketOfficePhone },
            { label: t.reception, value: contacts.receptionPhone },
            { label: t.email, value: contacts.infoEmail },
          ],
        },
        { kind: "note", text: t.ignore },
      ],
    }),
  };
}

/** The staff's notice: every field, the visitor's language, and the admin list; replies go to the visitor. */
export function staffNoticeMessage(kind: InquiryKind, values: InquiryValues, visitorLang: Lang, at: Date, origin: string, to: string[]): OutgoingMessage {
  const lang = STAFF_MAIL_LANG;
  const t = mailTextsFor(lang).staff;
  const kindName = mailTextsFor(lang).kinds[kind];
  const date = formatEventDate(at, lang);
  const name = [values.name, values.surname].filter(Boolean).join(" ");
  return {
    to,
    replyTo: values.email,
    lang,
    ...renderMail({
      lang,
      subject: fill(t.subject, { kind: kindName, name }),
      heading: fill(t.heading, { kind: kindName }),
      blocks: [
        { kind: "paragraph", text: fill(t.intro, { date }) },
        { kind: "fields", rows: [...sentFields(kind, values, lang), { label: t.language, value: LANGUAGE_NAME[visitorLang] }, { label: t.received, value: date }] },
        { kind: "action", label: t.open, href: `${origin}/admin/${INQUIRY_ADMIN_PATH[kind]}` },
      ],
    }),
  };
}

/** The subject of a reply: the acknowledgement's, which the visitor already has, after "Re:" (in their language). */
export function replySubject(kind: InquiryKind, lang: Lang): string {
  const texts = mailTextsFor(lang);
  return fill(texts.reply.subject, { subject: fill(texts.acknowledgement.subject, { kind: texts.kinds[kind] }) });
}

/**
 * Staff's reply to a visitor, in the visitor's language: the text as staff wrote it (plain text, a
 * paragraph per blank line, escaped in the HTML part like every mail text), answers going to the
 * hall's mailbox (`replyTo`, the information e-mail of the site settings).
 */
export function replyMessage(kind: InquiryKind, to: string, lang: Lang, text: string, replyTo: string): OutgoingMessage {
  const t = mailTextsFor(lang).reply;
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((part) => part.replace(/^\n+|\s+$/g, ""))
    .filter(Boolean);
  return {
    to: [to],
    replyTo,
    lang,
    ...renderMail({
      lang,
      subject: replySubject(kind, lang),
      heading: t.heading,
      blocks: [...paragraphs.map((paragraph) => ({ kind: "paragraph" as const, text: paragraph })), { kind: "note", text: t.note }],
    }),
  };
}
