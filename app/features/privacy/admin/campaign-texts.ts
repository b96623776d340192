import type { Lang } from "../../../i18n/languages";

/** The personal-data screen's words for the newsletter campaigns sent to a subscription (the rest are in the admin texts' `privacy`). */
export type PersonCampaignTexts = {
  title: string;
  untitled: string;
  statuses: Record<"queued" | "sent" | "failed" | "bounced" | "cancelled", string>;
};

export const PERSON_CAMPAIGN_TEXTS: Record<Lang, PersonCampaignTexts> = {
  am: {
    title: "Ուղարկված տեղեկագրեր",
    untitled: "Տեղեկագիր № {id}",
    statuses: { queued: "հերթում է", sent: "ուղարկված է", failed: "չի ուղարկվել", bounced: "հասցեն մերժել է", cancelled: "չեղարկված է" },
  },
  en: {
    title: "Newsletters sent",
    untitled: "Newsletter no. {id}",
    statuses: { queued: "queued", sent: "sent", failed: "failed", bounced: "refused by the address", cancelled: "cancelled" },
  },
  ru: {
    title: "Отправленные рассылки",
    untitled: "Рассылка № {id}",
    statuses: { queued: "в очереди", sent: "отправлено", failed: "не отправлено", bounced: "адрес отклонил письмо", cancelled: "отменено" },
  },
};
