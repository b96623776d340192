import type { Lang, Localised } from "../../../i18n/languages";

/**
 * The one reading of the codes the admin stores (the audit log's actions and entities, the outbox's
 * kinds of mail) in the words staff use, in the admin's language: "Tour inquiry", not
 * `visit-inquiries`; "Acknowledgement mail", not `inquiry-acknowledgement`. A code without words
 * (a route added since) is shown as its words: dashes and slashes become spaces, first letter capital.
 */
type Words = { actions: Record<string, string>; things: Record<string, string> };

const am: Words = {
  actions: {
    create: "ստեղծում",
    update: "փոփոխություն",
    delete: "ջնջում",
    "sign-in": "մուտք",
    "sign-in-failed": "անհաջող մուտքի փորձ",
    "sign-in-throttled": "մուտքի փորձեր՝ մերժված սահմանաչափով",
    test: "փորձնական նամակ",
    logout: "ելք",
    password: "գաղտնաբառի փոփոխություն",
    erase: "անձնական տվյալների ջնջում",
    remove: "հեռացում",
    "toggle-status": "ցուցադրման փոփոխություն",
    upload: "ֆայլի վերբեռնում",
    replies: "պատասխանի ուղարկում",
    programme: "ծրագրի փոփոխություն",
    archive: "արխիվացում",
    cancel: "չեղարկում",
    send: "ուղարկում",
    draft: "սևագրի պահպանում",
    publish: "հրապարակում",
    unschedule: "պլանավորման չեղարկում",
    restore: "վերականգնում",
  },
  things: {
    "advert-banners": "Գովազդային բաններ",
    "advert-banners/bulk-status": "Բաններներ (միանգամից մի քանիսը)",
    staff: "Աշխատակից",
    "events/coming-soon": "Առաջիկա միջոցառում",
    users: "Հաշիվ",
    settings: "Կայքի կոնտակտներ",
    "settings/reply-templates": "Պատասխանների սկզբնական տեքստեր",
    "settings/test-addresses": "Փորձնական նամակների հասցեներ",
    "accessibility-facts": "Մատչելիության տվյալներ",
    privacy: "Անձնական տվյալներ",
    "privacy/retention": "Պահպանման ժամկետ",
    "privacy/pages": "Գաղտնիության և պայմանների էջեր",
    campaigns: "Տեղեկագրի նամակ",
    concerts: "Համերգի ծրագիր",
    "demo-content": "Ցուցադրական բովանդակություն",
    facts: "Դահլիճի տվյալներ",
    "facts/versions": "Դահլիճի տվյալների տարբերակ",
    galleries: "Պատկերասրահ",
    media: "Մեդիադարանի ֆայլ",
    series: "Համերգաշար",
    artists: "Արտիստ",
    subscribers: "Բաժանորդ",
    "rental-inquiries": "Սրահի վարձակալության հայտ",
    "visit-inquiries": "Էքսկուրսիայի հայտ",
    "vip-balcony-inquiries": "Բացառիկ օթյակի հայտ",
    "harmony-hall-inquiries": "«Հարմոնիա» սրահի հայտ",
    session: "Մուտք",
    objects: "Վերբեռնված ֆայլ",
    "inquiry-acknowledgement": "Հայտի ստացման նամակ",
    "inquiry-staff": "Ծանուցում աշխատակիցներին",
    "inquiry-reply": "Պատասխան այցելուին",
    "newsletter-confirmation": "Բաժանորդագրության հաստատում",
  },
};

const en: Words = {
  actions: {
    create: "created",
    update: "changed",
    delete: "deleted",
    "sign-in": "signed in",
    "sign-in-failed": "failed sign-in",
    "sign-in-throttled": "sign-ins refused by the limit",
    test: "sent a test",
    logout: "signed out",
    password: "changed password",
    erase: "erased personal data",
    remove: "removed",
    "toggle-status": "shown or hidden",
    upload: "uploaded a file",
    replies: "sent a reply",
    programme: "changed the programme",
    archive: "archived",
    cancel: "cancelled",
    send: "sent",
    draft: "saved a draft",
    publish: "published",
    unschedule: "took off the schedule",
    restore: "restored",
  },
  things: {
    "advert-banners": "Banner",
    "advert-banners/bulk-status": "Banners (several at once)",
    staff: "Staff member",
    "events/coming-soon": "Coming-soon event",
    users: "Account",
    settings: "Site contacts",
    "settings/reply-templates": "Starting texts of replies",
    "settings/test-addresses": "Test addresses",
    "accessibility-facts": "Accessibility facts",
    privacy: "Personal data",
    "privacy/retention": "Retention period",
    "privacy/pages": "Privacy and terms pages",
    campaigns: "Newsletter campaign",
    concerts: "Concert programme",
    "demo-content": "Demo content",
    facts: "Hall facts",
    "facts/versions": "Version of the hall facts",
    galleries: "Gallery",
    media: "Media library item",
    series: "Concert series",
    artists: "Artist",
    subscribers: "Subscriber",
    "rental-inquiries": "Hall rental inquiry",
    "visit-inquiries": "Tour inquiry",
    "vip-balcony-inquiries": "Exclusive balcony inquiry",
    "harmony-hall-inquiries": "Harmony hall inquiry",
    session: "Sign-in",
    objects: "Uploaded file",
    "inquiry-acknowledgement": "Acknowledgement mail",
    "inquiry-staff": "Notice to staff",
    "inquiry-reply": "Reply to the visitor",
    "newsletter-confirmation": "Subscription confirmation",
  },
};

const ru: Words = {
  actions: {
    create: "создание",
    update: "изменение",
    delete: "удаление",
    "sign-in": "вход",
    "sign-in-failed": "неудачная попытка входа",
    "sign-in-throttled": "попытки входа, отклонённые ограничением",
    test: "тестовое письмо",
    logout: "выход",
    password: "смена пароля",
    erase: "удаление персональных данных",
    remove: "удаление",
    "toggle-status": "показ или скрытие",
    upload: "загрузка файла",
    replies: "отправка ответа",
    programme: "изменение программы",
    archive: "перенос в архив",
    cancel: "отмена",
    send: "отправка",
    draft: "сохранение черновика",
    publish: "публикация",
    unschedule: "снятие с расписания",
    restore: "восстановление",
  },
  things: {
    "advert-banners": "Баннер",
    "advert-banners/bulk-status": "Баннеры (несколько сразу)",
    staff: "Сотрудник",
    "events/coming-soon": "Анонс мероприятия",
    users: "Учётная запись",
    settings: "Контакты сайта",
    "settings/reply-templates": "Начальные тексты ответов",
    "settings/test-addresses": "Адреса для тестовых писем",
    "accessibility-facts": "Сведения о доступности",
    privacy: "Персональные данные",
    "privacy/retention": "Срок хранения",
    "privacy/pages": "Страницы политики и условий",
    campaigns: "Рассылка",
    concerts: "Программа концерта",
    "demo-content": "Демонстрационные материалы",
    facts: "Сведения о зале",
    "facts/versions": "Версия сведений о зале",
    galleries: "Галерея",
    media: "Файл медиатеки",
    series: "Цикл концертов",
    artists: "Артист",
    subscribers: "Подписчик",
    "rental-inquiries": "Заявка на аренду зала",
    "visit-inquiries": "Заявка на экскурсию",
    "vip-balcony-inquiries": "Заявка на эксклюзивный балкон",
    "harmony-hall-inquiries": "Заявка на зал «Гармония»",
    session: "Вход",
    objects: "Загруженный файл",
    "inquiry-acknowledgement": "Письмо о получении заявки",
    "inquiry-staff": "Уведомление сотрудникам",
    "inquiry-reply": "Ответ посетителю",
    "newsletter-confirmation": "Подтверждение подписки",
  },
};

export const STAFF_WORDS: Localised<Words> = { am, en, ru };

/** An unknown code as words: `bulk-status` → "Bulk status". */
export function codeAsWords(code: string): string {
  const words = code.replace(/[-_/]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/** What an action code is called in `lang`. */
export function actionWords(code: string, lang: Lang): string {
  return Object.hasOwn(STAFF_WORDS[lang].actions, code) ? STAFF_WORDS[lang].actions[code]! : codeAsWords(code);
}

/** What a thing's code (an audit entity, a kind of mail) is called in `lang`. */
export function thingWords(code: string, lang: Lang): string {
  return Object.hasOwn(STAFF_WORDS[lang].things, code) ? STAFF_WORDS[lang].things[code]! : codeAsWords(code);
}
