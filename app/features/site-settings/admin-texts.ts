import type { SettingsField, SettingsProblem } from "./schema";
import type { Localised } from "../../i18n/languages";
import type { TextShape } from "../../i18n/text-shape";

/** The site settings form, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  settings: {
    title: "Կայքի կարգավորումներ",
    intro: "Կոնտակտները, որոնք ցուցադրվում են յուրաքանչյուր էջի ստորին հատվածում և էքսկուրսիաների էջում։",
    contactsTitle: "Կոնտակտներ",
    socialTitle: "Սոցիալական ցանցեր",
    fields: {
      ticketOfficePhone: "Տոմսարկղի հեռախոս",
      receptionPhone: "Ընդունարանի հեռախոս",
      infoEmail: "Տեղեկատվական էլ. փոստ",
      facebookUrl: "Facebook էջ",
      instagramUrl: "Instagram էջ",
      youtubeUrl: "YouTube ալիք",
    } satisfies Record<SettingsField, string>,
    phoneHint: "Միջազգային ձևաչափով, օրինակ՝ +374 10 000000",
    urlHint: "Ամբողջական հասցե, որը սկսվում է https://-ով",
    problems: {
      phone: "Մուտքագրեք հեռախոսահամարը միջազգային ձևաչափով, օրինակ՝ +374 10 000000",
      email: "Մուտքագրեք վավեր էլ. փոստի հասցե",
      url: "Մուտքագրեք https://-ով սկսվող ամբողջական հասցե",
    } satisfies Record<SettingsProblem, string>,
    placeholder: "Դեռ պայմանական արժեք է",
    save: "Պահպանել",
    saving: "Պահպանվում է…",
    saved: "Պահպանված է։ Կայքն արդեն ցուցադրում է նոր կոնտակտները։",
    saveFailed: "Չհաջողվեց պահպանել կարգավորումները։ Խնդրում ենք կրկին փորձել։",
    fixErrors: "Ստուգեք նշված դաշտերը",
  },
} as const;

export type SettingsAdminTexts = TextShape<typeof am>;

const en: SettingsAdminTexts = {
  settings: {
    title: "Site settings",
    intro: "The contacts shown in the footer of every page and on the tour page.",
    contactsTitle: "Contacts",
    socialTitle: "Social networks",
    fields: {
      ticketOfficePhone: "Ticket office phone",
      receptionPhone: "Reception phone",
      infoEmail: "Information e-mail",
      facebookUrl: "Facebook page",
      instagramUrl: "Instagram page",
      youtubeUrl: "YouTube channel",
    },
    phoneHint: "International format, e.g. +374 10 000000",
    urlHint: "A full address starting with https://",
    problems: {
      phone: "Enter the phone number in international format, e.g. +374 10 000000",
      email: "Enter a valid e-mail address",
      url: "Enter a full address starting with https://",
    },
    placeholder: "Still the placeholder value",
    save: "Save",
    saving: "Saving…",
    saved: "Saved. The site shows the new contacts now.",
    saveFailed: "Couldn't save the settings. Please try again.",
    fixErrors: "Check the marked fields",
  },
};

const ru: SettingsAdminTexts = {
  settings: {
    title: "Настройки сайта",
    intro: "Контакты в подвале каждой страницы и на странице экскурсий.",
    contactsTitle: "Контакты",
    socialTitle: "Социальные сети",
    fields: {
      ticketOfficePhone: "Телефон кассы",
      receptionPhone: "Телефон приёмной",
      infoEmail: "Электронная почта для справок",
      facebookUrl: "Страница в Facebook",
      instagramUrl: "Страница в Instagram",
      youtubeUrl: "Канал на YouTube",
    },
    phoneHint: "В международном формате, например +374 10 000000",
    urlHint: "Полный адрес, начинающийся с https://",
    problems: {
      phone: "Введите номер в международном формате, например +374 10 000000",
      email: "Введите корректный адрес электронной почты",
      url: "Введите полный адрес, начинающийся с https://",
    },
    placeholder: "Всё ещё условное значение",
    save: "Сохранить",
    saving: "Сохранение…",
    saved: "Сохранено. Сайт уже показывает новые контакты.",
    saveFailed: "Не удалось сохранить настройки. Попробуйте ещё раз.",
    fixErrors: "Проверьте отмеченные поля",
  },
};

export const SETTINGS_ADMIN_TEXTS: Localised<SettingsAdminTexts> = { am, en, ru };
