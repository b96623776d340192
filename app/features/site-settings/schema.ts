import { z } from "zod";
import { SITE_CONTACTS, type SiteContacts, SOCIAL_NETWORKS, type SocialNetwork } from "../../site-config";

/** The settings form and API body: one flat field per value, so each can carry its own message. */
export const SETTINGS_FIELDS = ["ticketOfficePhone", "receptionPhone", "infoEmail", "facebookUrl", "instagramUrl", "youtubeUrl"] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
/** The contacts as the settings API answers them; the settings screen reads them with it. */
export const storedContactsSchema = z.record(z.enum(SETTINGS_FIELDS), z.string());
export type ContactSettings = Record<SettingsField, string>;

/** What is wrong with a field; the admin catalogues word each one, the API answers them in English. */
export const SETTINGS_PROBLEMS = {
  phone: "Enter a phone number in international form, like +374 10 000000",
  email: "Enter an e-mail address, like info@example.am",
  url: "Enter a full web address starting with https://",
} as const;
export type SettingsProblem = keyof typeof SETTINGS_PROBLEMS;

const SOCIAL_FIELD: Record<SocialNetwork, SettingsField> = { facebook: "facebookUrl", instagram: "instagramUrl", youtube: "youtubeUrl" };

// A plus, the country code, then groups of digits split by single spaces: +374 10 000000, +374 91 12 34 56.
const PHONE = /^\+\d{1,3}(?: \d{2,8}){1,4}$/;

const phone = z
  .string()
  .trim()
  .regex(PHONE, "phone")
  .refine((value) => value.replace(/\D/g, "").length >= 8 && value.replace(/\D/g, "").length <= 15, "phone");
const email = z.string().trim().max(254, "email").pipe(z.email("email"));
const httpsUrl = z
  .string()
  .trim()
  .max(500, "url")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && Boolean(url.hostname.includes(".")) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "url");

export const contactSettingsSchema = z
  .object({ ticketOfficePhone: phone, receptionPhone: phone, infoEmail: email, facebookUrl: httpsUrl, instagramUrl: httpsUrl, youtubeUrl: httpsUrl })
  .strict();

/** Each invalid field with its problem; null when the whole form is valid. */
export function settingsProblems(
  input: unknown,
): { value: ContactSettings; problems: null } | { value: null; problems: Partial<Record<SettingsField, SettingsProblem>> } {
  const checked = contactSettingsSchema.safeParse(input);
  if (checked.success) return { value: checked.data, problems: null };
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(SETTINGS_FIELDS as readonly string[]).includes(field)) continue;
    const problem = (Object.keys(SETTINGS_PROBLEMS) as SettingsProblem[]).find((key) => key === issue.message);
    problems[field as SettingsField] ??= problem ?? (field.endsWith("Url") ? "url" : field === "infoEmail" ? "email" : "phone");
  }
  return { value: null, problems };
}

export function contactsFromSettings(settings: ContactSettings): SiteContacts {
  return {
    ticketOfficePhone: settings.ticketOfficePhone,
    receptionPhone: settings.receptionPhone,
    infoEmail: settings.infoEmail,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, settings[SOCIAL_FIELD[network]]])) as Record<SocialNetwork, string>,
  };
}

export function settingsFromContacts(contacts: SiteContacts): ContactSettings {
  return {
    ticketOfficePhone: contacts.ticketOfficePhone,
    receptionPhone: contacts.receptionPhone,
    infoEmail: contacts.infoEmail,
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [SOCIAL_FIELD[network], contacts.social[network]])) as Record<
      "facebookUrl" | "instagramUrl" | "youtubeUrl",
      string
    >),
  };
}

/** The fields that still show the placeholder defaults of app/site-config.ts. */
export function placeholderFields(settings: ContactSettings): SettingsField[] {
  const defaults = settingsFromContacts(SITE_CONTACTS);
  return SETTINGS_FIELDS.filter((field) => settings[field] === defaults[field]);
}

/** At most this many staff test addresses: a short list of the hall's own people. */
export const TEST_ADDRESSES_MAX = 5;

/**
 * `PUT /api/admin/settings/test-addresses`: the staff addresses a campaign test may go to besides the
 * sender's own (admins keep the list). Stored lower-cased, each once.
 */
export const testAddressesSchema = z
  .object({
    addresses: z
      .array(z.string("email").trim().max(254, "email").toLowerCase().pipe(z.email("email")), "email")
      .max(TEST_ADDRESSES_MAX, "too_many")
      .transform((addresses) => [...new Set(addresses)]),
  })
  .strict();
export type TestAddresses = z.output<typeof testAddressesSchema>;
/** The staff test addresses as the admin API answers them; the settings screen reads them with it. */
export const storedTestAddressesSchema = z.object({ addresses: z.array(z.string()) });
export type TestAddressesProblem = "email" | "too_many";

/** The longest support text one language may have, as stored HTML. */
export const SUPPORT_TEXT_MAX = 20_000;
const supportHtml = z.string("required").trim().min(1, "required").max(SUPPORT_TEXT_MAX, "too_long");

/**
 * `PUT /api/admin/settings/support`: the support page's text in each language, as rich text (the
 * server keeps only what the sanitiser lets through, and refuses a language left with no text). Each language must say something.
 */
export const supportTextsSchema = z.object({ am: supportHtml, en: supportHtml, ru: supportHtml }).strict();
export type SupportTexts = z.output<typeof supportTextsSchema>;
/** The support texts as the admin API answers them; `isDefault` while no admin has saved any. */
export const storedSupportTextsSchema = z.object({ texts: z.object({ am: z.string(), en: z.string(), ru: z.string() }), isDefault: z.boolean() });
export type StoredSupportTexts = z.infer<typeof storedSupportTextsSchema>;
export type SupportTextProblem = "required" | "too_long";
