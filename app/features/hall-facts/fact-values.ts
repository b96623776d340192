import { formatNumber, formatPrice } from "../../i18n/format";
import type { Lang } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { seatTotal } from "./fact-keys";
import type { HallFacts } from "./schema";
import { HALL_FACTS_TEXTS } from "./texts";
import { hoursText } from "./office-hours";

/**
 * The published facts as the values of the placeholders fixed texts hold (`{seats}`, `{floors}`,
 * `{tourDays}`…): the texts keep their words, the figures come from the facts. `fillFacts` fills them.
 */
export function factValues(facts: HallFacts, lang: Lang): Record<string, string> {
  const texts = HALL_FACTS_TEXTS[lang];
  return {
    seats: formatNumber(seatTotal(facts), lang),
    floors: formatNumber(facts.floors, lang),
    harmonyCapacity: formatNumber(facts.harmonyCapacity, lang),
    tourDays: fill(texts.dayRange, { from: texts.rangeFrom[facts.tour.firstDay], to: texts.rangeTo[facts.tour.lastDay] }),
    tourHours: hoursText(facts.tour.hours),
    tourDuration: fill(texts.minutesRange, { min: formatNumber(facts.tour.minMinutes, lang), max: formatNumber(facts.tour.maxMinutes, lang) }),
    giftCardMin: formatPrice({ min: facts.giftCard.min, max: facts.giftCard.min }, lang),
    giftCardMax: formatPrice({ min: facts.giftCard.max, max: facts.giftCard.max }, lang),
    giftCardRange: formatPrice({ min: facts.giftCard.min, max: facts.giftCard.max }, lang),
  };
}

/** A text with its fact placeholders filled; a text that starts with one is given a capital letter. */
export function fillFacts(template: string, facts: HallFacts, lang: Lang): string {
  const filled = fill(template, factValues(facts, lang));
  return template.startsWith("{") ? filled.charAt(0).toLocaleUpperCase(lang === "am" ? "hy" : lang) + filled.slice(1) : filled;
}

/** Every text of a text family with its fact placeholders filled (other placeholders are left for the page). */
export function withFacts<T>(texts: T, facts: HallFacts, lang: Lang): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return value.includes("{") ? fillFacts(value, facts, lang) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(texts) as T;
}
