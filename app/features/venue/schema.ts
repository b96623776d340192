import { z } from "zod";
import { ACCESSIBILITY_TOPICS } from "../../content/accessibility-topics";
import { LANGS, type Lang, type Localised } from "../../i18n/languages";

/**
 * The accessibility page's facts admins confirm: one per topic, and one for the tour,
 * in each language. An empty fact is still "to be confirmed by the hall": the page then shows the
 * questions the hall has yet to answer in its place.
 */
export const ACCESSIBILITY_FACTS = [...ACCESSIBILITY_TOPICS, "visit"] as const;
export type AccessibilityFact = (typeof ACCESSIBILITY_FACTS)[number];
export type AccessibilityFacts = Record<AccessibilityFact, Localised<string>>;
/** The facts as the admin API answers them; the settings screen reads them with it. */
export const storedFactsSchema: z.ZodType<AccessibilityFacts> = z.record(z.enum(ACCESSIBILITY_FACTS), z.object({ am: z.string(), en: z.string(), ru: z.string() }));

export const ACCESSIBILITY_FACT_MAX = 1_000;

const factText = z
  .string("required")
  .trim()
  .max(ACCESSIBILITY_FACT_MAX, "too_long")
  // Plain text shown as it is written: no control characters beyond line breaks.
  .refine((value) => ![...value].some(isControl), "invalid_text");

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 32 && char !== "\n") || code === 127;
}
const inEachLanguage = z.object({ am: factText, en: factText, ru: factText }).strict();

/** PUT /api/admin/accessibility-facts takes, and GET answers, every fact in every language. */
export const accessibilityFactsSchema = z
  .object({
    entrances: inEachLanguage,
    wheelchair: inEachLanguage,
    lifts: inEachLanguage,
    toilets: inEachLanguage,
    assistanceDogs: inEachLanguage,
    hearing: inEachLanguage,
    visit: inEachLanguage,
  })
  .strict() satisfies z.ZodType<AccessibilityFacts>;

/** Nothing confirmed yet: what the page shows until an admin saves. */
export function emptyAccessibilityFacts(): AccessibilityFacts {
  return Object.fromEntries(ACCESSIBILITY_FACTS.map((fact) => [fact, Object.fromEntries(LANGS.map((lang) => [lang, ""]))])) as AccessibilityFacts;
}

/** The facts in one language, empty where still to be confirmed. */
export function factsIn(facts: AccessibilityFacts, lang: Lang): Record<AccessibilityFact, string> {
  return Object.fromEntries(ACCESSIBILITY_FACTS.map((fact) => [fact, facts[fact][lang]])) as Record<AccessibilityFact, string>;
}
