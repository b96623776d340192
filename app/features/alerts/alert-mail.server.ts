import { localePath, type Lang } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import type { MailBlock, OutgoingMessage } from "../../mail/message";
import { renderMail } from "../../mail/render.server";
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
