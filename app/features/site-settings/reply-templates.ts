import { z } from "zod";
import { LANGS, type Lang } from "../../i18n/languages";
import { INQUIRY_KINDS, type InquiryKind } from "../inquiries/public";

/**
 * The starting texts of staff replies to inquiries (docs/product.md §12): one per inquiry kind and
 * visitor language, edited by admins at /admin/settings. `{name}` is the visitor's name as they
 * wrote it; the inquiry page fills it in and staff finish the text before sending.
 */
export type ReplyTemplates = Record<Lang, Record<InquiryKind, string>>;

export const REPLY_TEMPLATE_MAX_LENGTH = 5000;
export const REPLY_NAME_PLACEHOLDER = "{name}";

const SIGNATURE: Record<Lang, string> = {
  am: "Հարգանքով՝\nԱրամ Խաչատրյանի անվան համերգասրահ",
  en: "Kind regards,\nAram Khachaturian Concert Hall",
  ru: "С уважением,\nКонцертный зал имени Арама Хачатуряна",
};

const GREETING: Record<Lang, string> = {
  am: "Հարգելի {name},",
  en: "Dear {name},",
  ru: "Здравствуйте, {name}!",
};

const THANKS: ReplyTemplates = {
  am: {
    rental: "Շնորհակալություն դահլիճի վարձակալության հայտի համար։ Ուրախ ենք, որ Ձեր միջոցառման համար ընտրել եք մեր համերգասրահը։",
    visit: "Շնորհակալություն համերգասրահում էքսկուրսիայի հայտի համար։ Սիրով ցույց կտանք Ձեզ մեր դահլիճները։",
    vipBalcony: "Շնորհակալություն բացառիկ օթյակի վերաբերյալ Ձեր հայտի համար։",
    harmony: "Շնորհակալություն «Հարմոնիա» կամերային սրահի վերաբերյալ Ձեր հայտի համար։",
  },
  en: {
    rental: "Thank you for your request to rent a hall. We are glad you are thinking of our concert hall for your event.",
    visit: "Thank you for your request for a tour of the hall. We will be happy to show you around.",
    vipBalcony: "Thank you for your request about the exclusive balcony.",
    harmony: "Thank you for your request about the Harmony chamber hall.",
  },
  ru: {
    rental: "Спасибо за заявку на аренду зала. Нам приятно, что для своего мероприятия вы выбрали наш концертный зал.",
    visit: "Спасибо за заявку на экскурсию. Мы с радостью покажем вам наш концертный зал.",
    vipBalcony: "Спасибо за заявку на эксклюзивный балкон.",
    harmony: "Спасибо за заявку на камерный зал «Гармония».",
  },
};

/** Greeting by name, thanks for the kind of request, room for the answer, the hall's signature. */
export const DEFAULT_REPLY_TEMPLATES: ReplyTemplates = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.fromEntries(INQUIRY_KINDS.map((kind) => [kind, `${GREETING[lang]}\n\n${THANKS[lang][kind]}\n\n\n\n${SIGNATURE[lang]}`]))]),
) as ReplyTemplates;

const template = z.string("required").trim().min(1, "required").max(REPLY_TEMPLATE_MAX_LENGTH, "too_long");
const kindTemplates = z.object(Object.fromEntries(INQUIRY_KINDS.map((kind) => [kind, template])) as Record<InquiryKind, typeof template>).strict();

/** `PUT /api/admin/settings/reply-templates`: every kind in every language, each 1–5000 characters. */
export const replyTemplatesSchema = z.object({ am: kindTemplates, en: kindTemplates, ru: kindTemplates }).strict() satisfies z.ZodType<ReplyTemplates>;
/** What the settings API answers; the settings screen reads it with this. */
export const storedReplyTemplatesSchema = replyTemplatesSchema;

/** A template with the visitor's name put in. */
export function fillReplyTemplate(text: string, name: string): string {
  return text.split(REPLY_NAME_PLACEHOLDER).join(name);
}
