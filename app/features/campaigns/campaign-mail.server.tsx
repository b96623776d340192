import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "../../i18n/languages";
import { richTextToPlain } from "../../security/rich-text.server";
import type { OutgoingMessage } from "../../mail/message";
import { renderMail } from "../../mail/render.server";
import { campaignMailTexts } from "./mail-texts.server";

/** A picked concert as its card in the mail shows it: date already in hall time and the subscriber's language. */
export type ConcertCard = { name: string; date: string; href: string };

/** Where a subscriber's unsubscribe token leads: the page with its button, and RFC 8058's one-click target. */
export type UnsubscribeLinks = (lang: Lang, token: string) => { page: string; oneClick: string };

/**
 * Stands in for the subscriber's unsubscribe token in a rendered campaign: each language is
 * rendered once per batch and every subscriber's copy only swaps this for their token.
 */
export const TOKEN_SLOT = "UNSUBSCRIBETOKENSLOT";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!);
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const LINK = /(<a\b[^>]*?\bhref=")([^"]*)(")/gi;

/** The web links (http, https) of sanitised rich text, as their targets. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(LINK)].map((match) => decode(match[2]!)).filter((url) => /^https?:\/\//i.test(url));
}

/**
 * A link target as the URL parser reads it (tabs and line breaks dropped, host lower-cased, dots
 * resolved), or null when it is not an http(s) address that parses: what a campaign stores and what
 * its redirect may answer with.
 */
export function webAddress(target: string): string | null {
  try {
    const url = new URL(target);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Sanitised rich text with each web link rewritten as the URL parser reads it; null when one of them
 * does not parse. Other links (mailto:, tel:) stay as they are and are never tracked.
 */
export function normaliseWebLinks(html: string): string | null {
  let refused = false;
  const normalised = html.replace(LINK, (whole, start: string, href: string, end: string) => {
    const target = decode(href);
    if (!/^\s*https?:/i.test(target)) return whole;
    const address = webAddress(target.trim());
    if (!address) refused = true;
    return `${start}${escapeAttribute(address ?? "")}${end}`;
  });
  return refused ? null : normalised;
}

/** Every web link made to go through `track(url)`; pictures from the site's uploads given the site's origin. */
function forMail(html: string, origin: string, track: (url: string) => string): string {
  return html
    .replace(LINK, (whole, start: string, href: string, end: string) => {
      const url = decode(href);
      return /^https?:\/\//i.test(url) ? `${start}${escapeAttribute(track(url))}${end}` : whole;
    })
    .replace(/(<img\b[^>]*?\bsrc=")(\/uploads\/)/gi, `$1${origin}$2`);
}

/** Plain text of the body, each link written after its words so the plain-text reader can follow it. */
function plainOf(html: string): string {
  const withTargets = html.replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label}: ${href}`);
  return decode(richTextToPlain(withTargets));
}

const card = {
  table: { width: "100%", borderCollapse: "collapse", margin: "8px 0 20px" },
  cell: { padding: "12px 0", borderTop: "1px solid #eee7de", verticalAlign: "top" },
  date: { margin: 0, fontSize: 13, color: "#6b625b" },
  name: { margin: "2px 0 4px", fontSize: 17, fontWeight: 700 },
  link: { color: "#8a1c2b", fontWeight: 700 },
  heading: { margin: "8px 0 4px", fontSize: 18 },
} as const;

function ConcertCards({ cards, heading, linkLabel }: { cards: ConcertCard[]; heading: string; linkLabel: string }) {
  return (
    <>
      <h2 style={card.heading}>{heading}</h2>
      <table role="presentation" style={card.table}>
        <tbody>
          {cards.map((concert) => (
            <tr key={concert.href}>
              <td style={card.cell}>
                <p style={card.date}>{concert.date}</p>
                <p style={card.name}>{concert.name}</p>
                <a href={concert.href} style={card.link}>
                  {linkLabel}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export type CampaignMailInput = {
  lang: Lang;
  subject: string;
  /** Sanitised rich text. */
  body: string;
  cards: ConcertCard[];
  origin: string;
  unsubscribe: UnsubscribeLinks;
  /** The address each web link is sent as (`/{lang}/n/{token}`); a test keeps the targets as they are. */
  track: (url: string) => string;
  test?: boolean;
};

/**
 * One language of a campaign as every subscriber of it gets it, with `TOKEN_SLOT` where their
 * unsubscribe token goes: letterhead, subject as heading, the body, the concerts, why they get it
 * and how to stop, and the List-Unsubscribe headers.
 */
export function campaignTemplate(input: CampaignMailInput): Omit<OutgoingMessage, "to"> {
  const t = campaignMailTexts(input.lang);
  const links = input.unsubscribe(input.lang, TOKEN_SLOT);
  const subject = input.test ? `${t.testMark} ${input.subject}` : input.subject;
  const cards = input.cards.map((concert) => ({ ...concert, href: input.track(concert.href) }));
  const rendered = renderMail({
    lang: input.lang,
    subject,
    heading: input.subject,
    blocks: [
      { kind: "html", html: forMail(input.body, input.origin, input.track), text: plainOf(forMail(input.body, input.origin, input.track)) },
      ...(cards.length
        ? [
            {
              kind: "html" as const,
              html: renderToStaticMarkup(<ConcertCards cards={cards} heading={t.concerts} linkLabel={t.concertLink} />),
              text: [t.concerts, ...cards.map((concert) => `${concert.date}\n${concert.name}\n${concert.href}`)].join("\n\n"),
            },
          ]
        : []),
      { kind: "note", text: t.whyNote },
      { kind: "note", text: t.unsubscribeNote, link: { label: t.unsubscribeAction, href: links.page } },
    ],
  });
  return {
    lang: input.lang,
    ...rendered,
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A subscriber's copy of a language's template. */
export function addressed(template: Omit<OutgoingMessage, "to">, email: string, token: string): OutgoingMessage {
  const fill = (text: string) => text.replaceAll(TOKEN_SLOT, token);
  return {
    ...template,
    to: [email],
    html: fill(template.html),
    text: fill(template.text),
    headers: Object.fromEntries(Object.entries(template.headers ?? {}).map(([name, value]) => [name, fill(value)])),
  };
}
