/**
 * Facts the ticketing provider only gives inside a concert's description text
 * (docs/product.md §9, facts read from the description), in any of the three languages.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", ndash: "–", mdash: "—" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Plain text of a description: paragraphs become blank lines, line breaks new lines. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote)>/gi, "\n\n")
      .replace(/<\/li>/gi, "\n")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function toNumber(digits: string): number {
  return Number(digits.replace(/[\s\u00a0\u202f,.]/g, ""));
}

const NUMBER = String.raw`\d{1,3}(?:[\s\u00a0\u202f,.]\d{3})+|\d+`;
const PRICE = new RegExp(`(${NUMBER})(?:\\s*[-–—]\\s*(${NUMBER}))?\\s*(?:AMD|драм[а-я]*|դրամ|֏)`, "iu");

/** "5000 AMD", "3 000–15 000 драм", "5,000-20,000 դրամ" -> { min, max } in AMD. */
export function parseTicketPrice(text: string): { min: number; max: number } | null {
  const match = PRICE.exec(text);
  if (!match?.[1]) return null;
  const first = toNumber(match[1]);
  const second = match[2] ? toNumber(match[2]) : first;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

const AGE = /(?<![\d+])(\d{1,2})\s?\+(?!\d)/u;

/** The "6+" admission age, looked for in the concert's name first, then in its description. */
export function parseMinAge(name: string, description: string): number | null {
  const match = AGE.exec(name) ?? AGE.exec(description);
  return match?.[1] ? Number(match[1]) : null;
}

const FESTIVAL = /(?:festival|фестивал[а-я]*|փառատոն[ա-ֆ]*)\s*[:՝—–-]?\s*[«"“]?([^\n«»"”.։]+)/iu;

/** The festival a concert belongs to: the name written after "Festival", "Фестиваль" or "Փառատոն". */
export function parseFestival(text: string): string | null {
  const name = FESTIVAL.exec(text)?.[1]?.trim();
  return name ? name : null;
}

const PROGRAM_HEADING = String.raw`[ \t]*(?:concert\s+program(?:me)?|program(?:me)?|concert|программа(?:\s+концерта)?|համերգի\s+ծրագիր|ծրագիր)[ \t]*[:՝]`;
const PROGRAM = new RegExp(String.raw`(?:^|\n)${PROGRAM_HEADING}[ \t]*\n?([\s\S]*?)(?:\n[ \t]*\n|$)`, "iu");
const STARTS_WITH_PROGRAM = new RegExp(`^${PROGRAM_HEADING}`, "iu");

/** The programme: the text after a "Program:" heading up to the next blank line, else the provider's eventInfo. */
export function parseProgram(text: string, eventInfo?: string | null): string | null {
  const program = PROGRAM.exec(text)?.[1]?.trim();
  if (program) return program;
  const info = eventInfo?.trim();
  return info ? info : null;
}

/**
 * The description without its programme paragraph, for a page that shows the programme in a box
 * of its own (parseProgram took it from that paragraph), so it is not printed twice.
 */
export function descriptionWithoutProgram(html: string): string {
  return html.replace(/<p\b[^>]*>[\s\S]*?<\/p>/gi, (block) => (STARTS_WITH_PROGRAM.test(htmlToText(block)) ? "" : block)).trim();
}

/** A paragraph that only states the price: a short label ("Ticket price:", "Цена билета:") and the amount. */
const PRICE_LINE = new RegExp(String.raw`^[^\d\n]{0,40}?\s*${PRICE.source}\s*[.։]?$`, "iu");

/**
 * The description without the paragraph that only states the ticket price, for a page that shows
 * the price among its facts (parseTicketPrice read it from there), so it is not printed twice.
 */
export function descriptionWithoutPrice(html: string): string {
  return html.replace(/<p\b[^>]*>[\s\S]*?<\/p>/gi, (block) => (PRICE_LINE.test(htmlToText(block)) ? "" : block)).trim();
}
