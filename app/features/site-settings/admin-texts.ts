import type { SettingsField, SettingsProblem, SupportTextProblem, TestAddressesProblem } from "./schema";
import type { InquiryKind } from "../inquiries/public";
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
  replyTemplates: {
    title: "Հայտերի պատասխանների սկզբնական տեքստեր",
    intro: "Այս տեքստով է սկսվում պատասխանը հայտի էջում՝ ըստ հայտի տեսակի և այցելուի լեզվի։ {placeholder}-ի փոխարեն կդրվի այցելուի անունը։ Աշխատակիցը լրացնում է տեքստը ուղարկելուց առաջ։",
    kinds: {
      rental: "Սրահի վարձակալություն",
      visit: "Էքսկուրսիա",
      vipBalcony: "Բացառիկ օթյակ",
      harmony: "«Հարմոնիա» սրահ",
    } satisfies Record<InquiryKind, string>,
    label: "{kind}, լեզուն՝ {language}",
    required: "Գրեք սկզբնական տեքստը",
    tooLong: "Առավելագույնը {max} նիշ",
    save: "Պահպանել տեքստերը",
    saving: "Պահպանվում է…",
    saved: "Պատասխանների սկզբնական տեքստերը պահպանված են",
    saveFailed: "Չհաջողվեց պահպանել տեքստերը։ Խնդրում ենք կրկին փորձել։",
  },
  testAddresses: {
    title: "Փորձնական նամակների հասցեներ",
    intro:
      "Աշխատակիցների հասցեները, որոնց կարելի է ուղարկել տեղեկագրի փորձնական նամակը։ Բացի դրանցից՝ փորձնական նամակը կարող է գնալ միայն ուղարկողի սեփական հասցեին (նշվում է «Հաշիվներ» էջում)։",
    label: "Հասցեներ",
    hint: "Մեկ հասցե յուրաքանչյուր տողում, առավելագույնը {max}",
    problems: {
      email: "Յուրաքանչյուր տող պետք է լինի վավեր էլ. փոստի հասցե",
      too_many: "Առավելագույնը {max} հասցե",
    } satisfies Record<TestAddressesProblem, string>,
    save: "Պահպանել հասցեները",
    saving: "Պահպանվում է…",
    saved: "Փորձնական նամակների հասցեները պահպանված են",
    saveFailed: "Չհաջողվեց պահպանել հասցեները։ Խնդրում ենք կրկին փորձել։",
  },
  support: {
    title: "«Աջակցել նվագախմբին» էջը",
    intro: "Ինչպես աջակցել նվագախմբին՝ բանկային վավերապայմաններ, հովանավորություն, ում դիմել։ Կայքում վճարումներ չեն ընդունվում։ Տեքստի տակ էջը ցուցադրում է վերևում պահպանված կոնտակտները։",
    isDefault: "Էջը դեռ ցուցադրում է սկզբնական տեքստը։",
    view: "Բացել էջը",
    languages: { am: "Տեքստը հայերեն", en: "Տեքստը անգլերեն", ru: "Տեքստը ռուսերեն" },
    problems: {
      required: "Գրեք տեքստը այս լեզվով",
      too_long: "Տեքստը չափազանց երկար է",
    } satisfies Record<SupportTextProblem, string>,
    save: "Պահպանել տեքստը",
    saving: "Պահպանվում է…",
    saved: "Աջակցության էջի տեքստը պահպանված է",
    saveFailed: "Չհաջողվեց պահպանել տեքստը։ Խնդրում ենք կրկին փորձել։",
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
  replyTemplates: {
    title: "Starting texts of inquiry replies",
    intro: "The reply box on an inquiry's page starts with this text, chosen by the kind of inquiry and the visitor's language. {placeholder} is replaced with the visitor's name. Staff complete the text before sending it.",
    kinds: {
      rental: "Hall rental",
      visit: "Tour",
      vipBalcony: "Exclusive balcony",
      harmony: "Harmony hall",
    },
    label: "{kind}, in {language}",
    required: "Write the starting text",
    tooLong: "At most {max} characters",
    save: "Save the texts",
    saving: "Saving…",
    saved: "The starting texts of replies are saved",
    saveFailed: "Couldn't save the texts. Please try again.",
  },
  testAddresses: {
    title: "Addresses for test messages",
    intro:
      "Staff addresses a newsletter test may be sent to. Besides these, a test can only go to the sender's own address (set on the Accounts screen).",
    label: "Addresses",
    hint: "One address per line, at most {max}",
    problems: {
      email: "Each line must be a valid e-mail address",
      too_many: "At most {max} addresses",
    },
    save: "Save the addresses",
    saving: "Saving…",
    saved: "The addresses for test messages are saved",
    saveFailed: "Couldn't save the addresses. Please try again.",
  },
  support: {
    title: "The “Support the orchestra” page",
    intro: "How to give to the orchestra: bank details, patronage, whom to ask. No payment is taken on the site. Under the text the page shows the contacts saved above.",
    isDefault: "The page still shows its first text.",
    view: "Open the page",
    languages: { am: "Text in Armenian", en: "Text in English", ru: "Text in Russian" },
    problems: {
      required: "Write the text in this language",
      too_long: "The text is too long",
    },
    save: "Save the text",
    saving: "Saving…",
    saved: "The support page's text is saved",
    saveFailed: "The text could not be saved. Please try again.",
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
  replyTemplates: {
    title: "Начальные тексты ответов на заявки",
    intro: "С этого текста начинается ответ на странице заявки — в зависимости от вида заявки и языка посетителя. Вместо {placeholder} подставляется имя посетителя. Перед отправкой сотрудник дописывает текст.",
    kinds: {
      rental: "Аренда зала",
      visit: "Экскурсия",
      vipBalcony: "Эксклюзивный балкон",
      harmony: "Зал «Гармония»",
    },
    label: "{kind}, язык: {language}",
    required: "Напишите начальный текст",
    tooLong: "Не более {max} символов",
    save: "Сохранить тексты",
    saving: "Сохранение…",
    saved: "Начальные тексты ответов сохранены",
    saveFailed: "Не удалось сохранить тексты. Попробуйте ещё раз.",
  },
  testAddresses: {
    title: "Адреса для тестовых писем",
    intro:
      "Адреса сотрудников, на которые можно отправить тестовое письмо рассылки. Кроме них, тест может уйти только на собственный адрес отправителя (он указывается на странице «Учётные записи»).",
    label: "Адреса",
    hint: "По одному адресу в строке, не больше {max}",
    problems: {
      email: "Каждая строка должна быть корректным адресом электронной почты",
      too_many: "Не больше {max} адресов",
    },
    save: "Сохранить адреса",
    saving: "Сохранение…",
    saved: "Адреса для тестовых писем сохранены",
    saveFailed: "Не удалось сохранить адреса. Попробуйте ещё раз.",
  },
  support: {
    title: "Страница «Поддержать оркестр»",
    intro: "Как поддержать оркестр: банковские реквизиты, меценатство, к кому обратиться. Платежи на сайте не принимаются. Под текстом страница показывает контакты, сохранённые выше.",
    isDefault: "Страница пока показывает исходный текст.",
    view: "Открыть страницу",
    languages: { am: "Текст на армянском", en: "Текст на английском", ru: "Текст на русском" },
    problems: {
      required: "Напишите текст на этом языке",
      too_long: "Текст слишком длинный",
    },
    save: "Сохранить текст",
    saving: "Сохранение…",
    saved: "Текст страницы поддержки сохранён",
    saveFailed: "Не удалось сохранить текст. Попробуйте ещё раз.",
  },
};

export const SETTINGS_ADMIN_TEXTS: Localised<SettingsAdminTexts> = { am, en, ru };
