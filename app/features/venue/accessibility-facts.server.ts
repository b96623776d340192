import { eq } from "drizzle-orm";
import { ACCESSIBILITY_TEXTS } from "../../content/accessibility-texts.server";
import type { AccessibilityTexts } from "../../content/accessibility-texts.types";
import type { Db } from "../../db/client.server";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import { siteSettings } from "../../db/schema/site-settings";
import type { Lang } from "../../i18n/languages";
import { readHallFacts } from "../hall-facts/public.server";
import { withFacts } from "../hall-facts/public";
import { type AccessibilityFact, type AccessibilityFacts, accessibilityFactsSchema, emptyAccessibilityFacts, factsIn } from "./schema";

/** Stored as one row of the site settings (app/db/schema/site-settings.ts `site_settings`), beside the contacts. */
const FACTS_KEY = "accessibilityFacts";
export const ACCESSIBILITY_READS = "accessibility:";

/** The stored facts, or none confirmed while nothing is stored (or what is stored no longer passes the contract). */
export async function loadAccessibilityFacts(db: Db): Promise<AccessibilityFacts> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, FACTS_KEY));
  const stored = accessibilityFactsSchema.safeParse(row?.value);
  return stored.success ? stored.data : emptyAccessibilityFacts();
}

export async function saveAccessibilityFacts(db: Db, facts: AccessibilityFacts): Promise<AccessibilityFacts> {
  const now = new Date();
  await db
    .insert(siteSettings)
    .values({ key: FACTS_KEY, value: facts, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: facts, updatedAt: now } });
  // Also retires the kept public pages on this instance, so the page changes at once.
  forgetReads(db, ACCESSIBILITY_READS);
  return facts;
}

export type AccessibilityPageData = { texts: AccessibilityTexts; facts: Record<AccessibilityFact, string> };

/**
 * What the public page shows in `lang`: its texts and the facts confirmed so far; one kept read
 * per period. With the database out of reach the page still shows, every fact to be confirmed.
 */
export async function readAccessibilityPage(db: Db, lang: Lang): Promise<AccessibilityPageData> {
  const [facts, hall] = await Promise.all([cachedRead(db, `${ACCESSIBILITY_READS}facts`, () => loadAccessibilityFacts(db)).catch(() => emptyAccessibilityFacts()), readHallFacts(db)]);
  // The hall's seats and the tour's days and hours come from the published hall facts.
  return { texts: withFacts(ACCESSIBILITY_TEXTS[lang], hall, lang), facts: factsIn(facts, lang) };
}
