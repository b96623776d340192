import type { SubscriberStatus } from "./schema";
import type { Localised } from "../../i18n/languages";
import type { TextShape } from "../../i18n/text-shape";

/** The subscribers' words in the admin's language (the list, the privacy page). Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  // A campaign marks an address whose mail was refused "bounced" (features/campaigns).
  subscriberStatuses: { pending: "սպասում է հաստատման", confirmed: "հաստատված", bounced: "հասցեն մերժվել է" } satisfies Record<SubscriberStatus | "bounced", string>,
} as const;

export type NewsletterAdminTexts = TextShape<typeof am>;

const en: NewsletterAdminTexts = {
  subscriberStatuses: { pending: "pending", confirmed: "confirmed", bounced: "bounced (address refused)" },
};

const ru: NewsletterAdminTexts = {
  subscriberStatuses: { pending: "ожидает подтверждения", confirmed: "подтверждён", bounced: "адрес отклонён" },
};

export const NEWSLETTER_ADMIN_TEXTS: Localised<NewsletterAdminTexts> = { am, en, ru };
