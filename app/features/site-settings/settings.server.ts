import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import { siteSettings } from "../../db/schema/site-settings";
import { ApiError } from "../../http/api-error";
import type { Lang } from "../../i18n/languages";
import { richTextToPlain, sanitiseRichText } from "../../security/rich-text.server";
import { SITE_CONTACTS, type SiteContacts } from "../../site-config";
import { DEFAULT_REPLY_TEMPLATES, type ReplyTemplates, replyTemplatesSchema } from "./reply-templates";
import {
  type ContactSettings,
  contactSettingsSchema,
  contactsFromSettings,
  settingsFromContacts,
  type StoredSupportTexts,
  type SupportTexts,
  supportTextsSchema,
  type TestAddresses,
  testAddressesSchema,
} from "./schema";
import { DEFAULT_SUPPORT_TEXTS } from "./support-texts";

const CONTACTS_KEY = "contacts";
const TEST_ADDRESSES_KEY = "testAddresses";
const REPLY_TEMPLATES_KEY = "replyTemplates";
const SUPPORT_KEY = "support";
export const SETTINGS_READS = "settings:";

/** The stored contacts, or the defaults while none are stored (or the stored ones no longer pass the rules). */
async function readContactSettings(db: Db): Promise<ContactSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, CONTACTS_KEY));
  const stored = contactSettingsSchema.safeParse(row?.value);
  return stored.success ? stored.data : settingsFromContacts(SITE_CONTACTS);
}

export function loadContactSettings(db: Db): Promise<ContactSettings> {
  return readContactSettings(db);
}

/** What the footer and the tour page show: one read per instance and period, forgotten when an admin saves. */
export function publicContacts(db: Db): Promise<SiteContacts> {
  return cachedRead(db, `${SETTINGS_READS}contacts`, async () => contactsFromSettings(await readContactSettings(db)));
}

async function saveSetting(db: Db, key: string, value: unknown): Promise<void> {
  const now = new Date();
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}

export async function saveContactSettings(db: Db, settings: ContactSettings): Promise<void> {
  await saveSetting(db, CONTACTS_KEY, settings);
  // Also retires every kept public page on this instance (server/kept-answers.ts), so the footer changes at once.
  forgetReads(db, SETTINGS_READS);
}

/** The staff addresses campaign tests may go to (none until an admin lists them). */
export async function loadTestAddresses(db: Db): Promise<TestAddresses> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, TEST_ADDRESSES_KEY));
  const stored = testAddressesSchema.safeParse(row?.value);
  return stored.success ? stored.data : { addresses: [] };
}

export function saveTestAddresses(db: Db, list: TestAddresses): Promise<void> {
  return saveSetting(db, TEST_ADDRESSES_KEY, list);
}

/** The starting texts of inquiry replies, or the defaults while none are stored (or the stored ones no longer pass the rules). */
export async function loadReplyTemplates(db: Db): Promise<ReplyTemplates> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, REPLY_TEMPLATES_KEY));
  const stored = replyTemplatesSchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_REPLY_TEMPLATES;
}

export function saveReplyTemplates(db: Db, templates: ReplyTemplates): Promise<void> {
  return saveSetting(db, REPLY_TEMPLATES_KEY, templates);
}

/** The support page's texts as stored, or the defaults while no admin has saved any. */
export async function loadSupportTexts(db: Db): Promise<StoredSupportTexts> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SUPPORT_KEY));
  const stored = supportTextsSchema.safeParse(row?.value);
  return stored.success ? { texts: stored.data, isDefault: false } : { texts: { ...DEFAULT_SUPPORT_TEXTS }, isDefault: true };
}

/**
 * Stores the texts, each cleaned by the one sanitiser; a language whose text is left empty once
 * cleaned (only a script, only empty paragraphs) is refused. Retires the kept support pages at once.
 */
export async function saveSupportTexts(db: Db, texts: SupportTexts): Promise<StoredSupportTexts> {
  const clean: SupportTexts = { am: sanitiseRichText(texts.am), en: sanitiseRichText(texts.en), ru: sanitiseRichText(texts.ru) };
  const empty = (Object.keys(clean) as Lang[]).filter((lang) => !richTextToPlain(clean[lang]).trim());
  if (empty.length) throw new ApiError("invalid_support_texts", "Each language needs some text", Object.fromEntries(empty.map((lang) => [lang, "required"])));
  await saveSetting(db, SUPPORT_KEY, clean);
  forgetReads(db, SETTINGS_READS);
  return { texts: clean, isDefault: false };
}

/** Back to the default texts. */
export async function resetSupportTexts(db: Db): Promise<StoredSupportTexts> {
  await db.delete(siteSettings).where(eq(siteSettings.key, SUPPORT_KEY));
  forgetReads(db, SETTINGS_READS);
  return loadSupportTexts(db);
}

/** What the support page shows in one language: one read per instance and period, forgotten when an admin saves. */
export function publicSupportText(db: Db, lang: Lang): Promise<string> {
  return cachedRead(db, `${SETTINGS_READS}support:${lang}`, async () => (await loadSupportTexts(db)).texts[lang]);
}
