import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";

/** The personal data screen and the legal pages editor, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  privacy: {
    title: "Անձնական տվյալներ",
    intro:
      "Գտեք այն ամենը, ինչ կայքը պահում է մեկ էլ. հասցեի վերաբերյալ, ներբեռնեք այն կամ ջնջեք ամբողջությամբ։",
    searchTitle: "Անձի տվյալները",
    email: "Էլ. հասցե",
    find: "Գտնել",
    emailInvalid: "Մուտքագրեք վավեր էլ. հասցե",
    resultTitle: "Ինչ է պահվում {email} հասցեի վերաբերյալ",
    nothing: "Այս հասցեով ոչինչ չի պահվում։",
    alerts: "Ծանուցումներ (համերգներ, արտիստներ, համերգաշարեր)",
    subscriber: "Տեղեկագրի բաժանորդագրություն",
    noSubscriber: "Բաժանորդագրություն չկա",
    subscribedOn: "Բաժանորդագրվել է՝ {date}, կարգավիճակը՝ {status}",
    inquiries: "Հայտեր",
    replies: "Պատասխաններ հայտերին",
    mail: "Նամակներ",
    kinds: {
      rental: "Սրահի վարձակալություն",
      visit: "Էքսկուրսիա",
      vipBalcony: "Բացառիկ օթյակ",
      harmony: "«Հարմոնիա» սրահ",
    },
    mailStatuses: {
      pending: "սպասում է",
      sent: "ուղարկված",
      failed: "չառաքված",
    } as Record<string, string>,
    columns: {
      kind: "Տեսակ",
      date: "Ամսաթիվ",
      status: "Կարգավիճակ",
      details: "Մանրամասներ",
      subject: "Թեմա",
    },
    download: "Ներբեռնել JSON",
    erase: "Ջնջել ամբողջը",
    eraseTitle: "Ջնջե՞լ այս անձի բոլոր տվյալները",
    eraseText:
      "{email} հասցեով բոլոր գրառումները (բաժանորդագրություն, հայտեր, ծանուցումներ, նամակներ) կջնջվեն ընդմիշտ։ Այս գործողությունը հնարավոր չէ չեղարկել։",
    eraseConfirm: "Այո, ջնջել",
    erasing: "Ջնջվում է…",
    erased:
      "Ջնջված է՝ բաժանորդագրություններ՝ {subscribers}, հայտեր՝ {inquiries}, ծանուցումներ՝ {alerts}, նամակներ՝ {mail}։",
    eraseFailed: "Չհաջողվեց ջնջել տվյալները։ Խնդրում ենք կրկին փորձել։",
    retentionTitle: "Պահպանման ժամկետ",
    retentionIntro:
      "Այս ժամկետից հին հայտերը իրենց նամակների հետ ավտոմատ ջնջվում են ամեն օր։ Գաղտնիության քաղաքականությունը նշում է այս ժամկետը։",
    inquiryDays: "Հայտերը պահել (օր)",
    inquiryDaysHint: "30-ից 3650 օր",
    retentionProblems: {
      required: "Մուտքագրեք օրերի քանակը",
      whole_number: "Մուտքագրեք ամբողջ թիվ",
      too_small: "Առնվազն 30 օր",
      too_large: "Առավելագույնը 3650 օր",
    } as Record<string, string>,
    save: "Պահպանել",
    saving: "Պահպանվում է…",
    retentionSaved: "Պահպանման ժամկետը պահպանված է",
    saveFailed: "Չհաջողվեց պահպանել։ Խնդրում ենք կրկին փորձել։",
    lastRun:
      "Վերջին գործարկումը՝ {date}։ Ջնջվել են՝ հայտեր՝ {inquiries}, նամակներ՝ {mail}, մատյանի գրառումներ՝ {auditEntries}, ծանուցումների առաքման գրառումներ՝ {alertMessages}։",
    alertsRetention:
      "Համերգների ծանուցումները ջնջվում են համերգից հաջորդ օրը, չհաստատված հասցեները՝ 7 օր անց, իսկ ուղարկված ծանուցումներն ու դրանց գրառումները՝ {alertDays} օր անց։",
    neverRun: "Ամենօրյա մաքրումը դեռ չի գործարկվել։",
    pagesLink:
      "Խմբագրել գաղտնիության քաղաքականությունը և օգտագործման պայմանները",
    auditLink: "Գործողությունների մատյան",
  },
  legalPages: {
    title: "Գաղտնիություն և պայմաններ",
    intro:
      "Կայքի գաղտնիության քաղաքականության և օգտագործման պայմանների տեքստերը երեք լեզվով։",
    pages: {
      privacy: "Գաղտնիության քաղաքականություն",
      terms: "Օգտագործման պայմաններ",
    },
    languages: { am: "Հայերեն", en: "Անգլերեն", ru: "Ռուսերեն" },
    placeholders:
      "{inquiryDays} տեքստում փոխարինվում է պահպանման ժամկետով («730 օր»), {infoEmail}՝ կարգավորումների էլ. հասցեով։ Թույլատրված են վերնագրեր, պարբերություններ, ցանկեր, հղումներ և մեջբերումներ (մեջբերումը նշանակում է «Ճշտվում է համերգասրահի հետ»)։",
    updated: "Վերջին փոփոխությունը՝ {date}",
    isDefault: "Սա սկզբնական տեքստն է՝ համերգասրահը դեռ չի խմբագրել այն։",
    view: "Դիտել կայքում",
    save: "Պահպանել",
    saving: "Պահպանվում է…",
    saved: "Պահպանված է։ Կայքն արդեն ցուցադրում է նոր տեքստը։",
    saveFailed: "Չհաջողվեց պահպանել։ Խնդրում ենք կրկին փորձել։",
    required: "Տեքստը պարտադիր է",
    tooLong: "Տեքստը չափազանց երկար է",
    reset: "Վերականգնել սկզբնական տեքստը",
    confirmReset:
      "Վերականգնե՞լ սկզբնական տեքստը երեք լեզուներով։ Ձեր փոփոխությունները կկորչեն։",
    resetDone: "Սկզբնական տեքստը վերականգնված է",
  },

} as const;

export type PrivacyAdminTexts = TextShape<typeof am>;

const en: PrivacyAdminTexts = {
  privacy: {
    title: "Personal data",
    intro:
      "Find everything the site holds about one e-mail address, download it, or erase all of it.",
    searchTitle: "A person's data",
    email: "E-mail address",
    find: "Find",
    emailInvalid: "Enter a valid e-mail address",
    resultTitle: "What is held about {email}",
    nothing: "Nothing is held for this address.",
    alerts: "Alerts (concerts, artists, series)",
    subscriber: "Newsletter subscription",
    noSubscriber: "No subscription",
    subscribedOn: "Subscribed on {date}, status: {status}",
    inquiries: "Inquiries",
    replies: "Replies to the inquiries",
    mail: "Mail",
    kinds: {
      rental: "Hall rental",
      visit: "Tour",
      vipBalcony: "Exclusive balcony",
      harmony: "Harmony hall",
    },
    mailStatuses: { pending: "waiting", sent: "sent", failed: "not delivered" },
    columns: {
      kind: "Kind",
      date: "Date",
      status: "Status",
      details: "Details",
      subject: "Subject",
    },
    download: "Download JSON",
    erase: "Erase all",
    eraseTitle: "Erase all of this person's data?",
    eraseText:
      "Every record holding {email} (subscription, inquiries, alerts, mail) will be deleted for good. This cannot be undone.",
    eraseConfirm: "Yes, erase",
    erasing: "Erasing…",
    erased:
      "Erased: {subscribers} subscriptions, {inquiries} inquiries, {alerts} alerts, {mail} messages.",
    eraseFailed: "The data could not be erased. Please try again.",
    retentionTitle: "Retention",
    retentionIntro:
      "Inquiries older than this, with their mail, are deleted automatically every day. The privacy policy states this period.",
    inquiryDays: "Keep inquiries for (days)",
    inquiryDaysHint: "From 30 to 3650 days",
    retentionProblems: {
      required: "Enter a number of days",
      whole_number: "Enter a whole number",
      too_small: "At least 30 days",
      too_large: "At most 3650 days",
    },
    save: "Save",
    saving: "Saving…",
    retentionSaved: "Retention period saved",
    saveFailed: "Could not save. Please try again.",
    lastRun:
      "Last run: {date}. Removed {inquiries} inquiries, {mail} messages, {auditEntries} audit entries and {alertMessages} records of alert messages.",
    alertsRetention:
      "Concert alerts are deleted the day after their concert, addresses never confirmed after 7 days, and alert messages sent, with their records, after {alertDays} days.",
    neverRun: "The daily clean-up has not run yet.",
    pagesLink: "Edit the privacy policy and the terms of use",
    auditLink: "Audit log",
  },
  legalPages: {
    title: "Privacy and terms",
    intro:
      "The texts of the site's privacy policy and terms of use, in three languages.",
    pages: { privacy: "Privacy policy", terms: "Terms of use" },
    languages: { am: "Armenian", en: "English", ru: "Russian" },
    placeholders:
      '{inquiryDays} in the text becomes the retention period ("730 days"), {infoEmail} the e-mail address of the settings. Headings, paragraphs, lists, links and quotations are allowed (a quotation marks a point "to be confirmed by the hall").',
    updated: "Last changed on {date}",
    isDefault: "This is the default text: the hall has not edited it yet.",
    view: "View on the site",
    save: "Save",
    saving: "Saving…",
    saved: "Saved. The site shows the new text now.",
    saveFailed: "Could not save. Please try again.",
    required: "The text is required",
    tooLong: "The text is too long",
    reset: "Restore the default text",
    confirmReset:
      "Restore the default text in all three languages? Your changes will be lost.",
    resetDone: "The default text is restored",
  },

};

const ru: PrivacyAdminTexts = {
  privacy: {
    title: "Персональные данные",
    intro:
      "Найдите всё, что сайт хранит об одном адресе электронной почты, скачайте это или удалите полностью.",
    searchTitle: "Данные человека",
    email: "Адрес электронной почты",
    find: "Найти",
    emailInvalid: "Введите корректный адрес электронной почты",
    resultTitle: "Что хранится об адресе {email}",
    nothing: "Об этом адресе ничего не хранится.",
    alerts: "Уведомления (концерты, артисты, циклы)",
    subscriber: "Подписка на рассылку",
    noSubscriber: "Подписки нет",
    subscribedOn: "Подписка от {date}, статус: {status}",
    inquiries: "Заявки",
    replies: "Ответы на заявки",
    mail: "Письма",
    kinds: {
      rental: "Аренда зала",
      visit: "Экскурсия",
      vipBalcony: "Эксклюзивный балкон",
      harmony: "Зал «Гармония»",
    },
    mailStatuses: {
      pending: "ожидает",
      sent: "отправлено",
      failed: "не доставлено",
    },
    columns: {
      kind: "Вид",
      date: "Дата",
      status: "Статус",
      details: "Подробности",
      subject: "Тема",
    },
    download: "Скачать JSON",
    erase: "Удалить всё",
    eraseTitle: "Удалить все данные этого человека?",
    eraseText:
      "Все записи с адресом {email} (подписка, заявки, уведомления, письма) будут удалены навсегда. Это действие нельзя отменить.",
    eraseConfirm: "Да, удалить",
    erasing: "Удаляем…",
    erased:
      "Удалено: подписок — {subscribers}, заявок — {inquiries}, уведомлений — {alerts}, писем — {mail}.",
    eraseFailed: "Не удалось удалить данные. Пожалуйста, попробуйте ещё раз.",
    retentionTitle: "Срок хранения",
    retentionIntro:
      "Заявки старше этого срока вместе с их письмами удаляются автоматически каждый день. Этот срок указан в политике конфиденциальности.",
    inquiryDays: "Хранить заявки (дней)",
    inquiryDaysHint: "От 30 до 3650 дней",
    retentionProblems: {
      required: "Введите число дней",
      whole_number: "Введите целое число",
      too_small: "Не меньше 30 дней",
      too_large: "Не больше 3650 дней",
    },
    save: "Сохранить",
    saving: "Сохраняем…",
    retentionSaved: "Срок хранения сохранён",
    saveFailed: "Не удалось сохранить. Пожалуйста, попробуйте ещё раз.",
    lastRun:
      "Последний запуск: {date}. Удалено заявок — {inquiries}, писем — {mail}, записей журнала — {auditEntries}, записей об отправленных уведомлениях — {alertMessages}.",
    alertsRetention:
      "Уведомления о концертах удаляются на следующий день после концерта, неподтверждённые адреса — через 7 дней, а отправленные уведомления и записи о них — через {alertDays} дней.",
    neverRun: "Ежедневная очистка ещё не запускалась.",
    pagesLink:
      "Редактировать политику конфиденциальности и условия использования",
    auditLink: "Журнал действий",
  },
  legalPages: {
    title: "Конфиденциальность и условия",
    intro:
      "Тексты политики конфиденциальности и условий использования сайта на трёх языках.",
    pages: {
      privacy: "Политика конфиденциальности",
      terms: "Условия использования",
    },
    languages: { am: "Армянский", en: "Английский", ru: "Русский" },
    placeholders:
      "{inquiryDays} в тексте заменяется сроком хранения («730 дней»), {infoEmail} — адресом электронной почты из настроек. Допускаются заголовки, абзацы, списки, ссылки и цитаты (цитата означает пункт «Уточняется у зала»).",
    updated: "Последнее изменение: {date}",
    isDefault: "Это исходный текст: зал его ещё не редактировал.",
    view: "Открыть на сайте",
    save: "Сохранить",
    saving: "Сохраняем…",
    saved: "Сохранено. Сайт уже показывает новый текст.",
    saveFailed: "Не удалось сохранить. Пожалуйста, попробуйте ещё раз.",
    required: "Текст обязателен",
    tooLong: "Текст слишком длинный",
    reset: "Вернуть исходный текст",
    confirmReset:
      "Вернуть исходный текст на всех трёх языках? Ваши изменения будут потеряны.",
    resetDone: "Исходный текст восстановлен",
  },

};

export const PRIVACY_ADMIN_TEXTS: Localised<PrivacyAdminTexts> = { am, en, ru };
