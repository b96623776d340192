import type { Lang, Localised } from "../../i18n/languages";

/** What a campaign message says around its body, in the subscriber's language (server-only). */
export const CAMPAIGN_MAIL_TEXTS: Localised<{
  concerts: string;
  concertLink: string;
  unsubscribeNote: string;
  unsubscribeAction: string;
  whyNote: string;
  testMark: string;
}> = {
  am: {
    concerts: "Առաջիկա համերգներ",
    concertLink: "Մանրամասներ և տոմսեր",
    unsubscribeNote: "Չե՞ք ցանկանում այլևս ստանալ մեր նամակները։",
    unsubscribeAction: "Հրաժարվել բաժանորդագրությունից",
    whyNote: "Դուք ստանում եք այս նամակը, քանի որ բաժանորդագրվել եք համերգասրահի նորություններին։",
    testMark: "[ՓՈՐՁ]",
  },
  en: {
    concerts: "Coming up",
    concertLink: "Details and tickets",
    unsubscribeNote: "No longer want our letters?",
    unsubscribeAction: "Unsubscribe",
    whyNote: "You receive this letter because you subscribed to the concert hall's news.",
    testMark: "[TEST]",
  },
  ru: {
    concerts: "Ближайшие концерты",
    concertLink: "Подробнее и билеты",
    unsubscribeNote: "Больше не хотите получать наши письма?",
    unsubscribeAction: "Отписаться от рассылки",
    whyNote: "Вы получили это письмо, потому что подписались на новости концертного зала.",
    testMark: "[ТЕСТ]",
  },
};

export function campaignMailTexts(lang: Lang) {
  return CAMPAIGN_MAIL_TEXTS[lang];
}
