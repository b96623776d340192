import { eq } from "drizzle-orm";
import { DEFAULT_LEGAL_TEXTS, DEFAULT_LEGAL_TEXTS_DATE } from "../../content/legal-texts";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { siteSettings } from "../../db/schema/site-settings";
import type { Lang } from "../../i18n/languages";
import { plural } from "../../i18n/plural";
import { sanitiseRichText } from "../../security/rich-text.server";
import { loadRetentionSettings } from "./retention.server";
import { type LegalPageData, type LegalPageName, type LegalTexts, legalTextsSchema } from "./schema";

const key = (page: LegalPageName) => `legal:${page}`;
const READS = "legal:";

const DAYS = {
  am: { one: "{n} օր", other: "{n} օր" },
  en: { one: "{n} day", other: "{n} days" },
  ru: { one: "{n} день", few: "{n} дня", many: "{n} дней", other: "{n} дня" },
} as const;

export async function loadLegalPage(db: Db, page: LegalPageName): Promise<LegalPageData> {
  const [row] = await db
    .select()
    .from(siteSettings)
    .where(eq(siteSettings.key, key(page)));
  const stored = legalTextsSchema.safeParse(row?.value);
  if (row && stored.success)
    return {
      page,
      texts: stored.data,
      updatedAt: row.updatedAt.toISOString(),
      isDefault: false,
    };
  return {
    page,
    texts: { ...DEFAULT_LEGAL_TEXTS[page] },
    updatedAt: DEFAULT_LEGAL_TEXTS_DATE,
    isDefault: true,
  };
}

/** Stores the texts, each cleaned by the one sanitiser; answers what is stored. */
export async function saveLegalPage(db: Db, page: LegalPageName, texts: LegalTexts): Promise<LegalPageData> {
  const clean: LegalTexts = {
    am: sanitiseRichText(texts.am),
    en: sanitiseRichText(texts.en),
    ru: sanitiseRichText(texts.ru),
  };
  const now = new Date();
  await db
    .insert(siteSettings)
    .values({ key: key(page), value: clean, updatedAt: now })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: clean, updatedAt: now },
    });
  // Also retires the kept public pages, so the page changes at once.
  forgetReads(db, READS);
  return { page, texts: clean, updatedAt: now.toISOString(), isDefault: false };
}

/** Back to the default texts (the "last changed" date becomes theirs again). */
export async function resetLegalPage(db: Db, page: LegalPageName): Promise<LegalPageData> {
  await db.delete(siteSettings).where(eq(siteSettings.key, key(page)));
  forgetReads(db, READS);
  return loadLegalPage(db, page);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page's HTML in one language, its placeholders filled: the retention setting as "730 days", the info e-mail. */
export function fillLegalText(html: string, lang: Lang, values: { inquiryDays: number; infoEmail: string }): string {
  return html.replaceAll("{inquiryDays}", escapeHtml(plural(lang, values.inquiryDays, DAYS[lang]))).replaceAll("{infoEmail}", escapeHtml(values.infoEmail));
}

/**
 * What a public legal page shows. Read afresh for each render: the page itself is kept like every
 * public page (server/kept-answers.ts), and saving the texts or the retention setting retires it.
 */
export async function publicLegalPage(db: Db, page: LegalPageName, lang: Lang, infoEmail: string): Promise<{ html: string; updatedAt: string }> {
  const [data, retention] = await Promise.all([loadLegalPage(db, page), loadRetentionSettings(db)]);
  return {
    html: fillLegalText(data.texts[lang], lang, {
      inquiryDays: retention.inquiryDays,
      infoEmail,
    }),
    updatedAt: data.updatedAt,
  };
}

export const LEGAL_READS = READS;
