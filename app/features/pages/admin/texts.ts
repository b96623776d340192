import type { Localised } from "../../../i18n/languages";
import type { BlockType, PageLanguageState } from "../schema";
import type { FactBlock, PageKey } from "../page-keys";

/** The words of the pages' admin screens (docs/decisions/014-texts-live-with-their-feature.md). */
export type PagesAdminTexts = {
  title: string;
  intro: string;
  pageNames: Record<PageKey, string>;
  states: Record<PageLanguageState, string>;
  edit: string;
  languageState: string;
  scheduledFor: string;
  allPages: string;
  tabs: string;
  pageTitle: string;
  lead: string;
  blocks: string;
  blockNames: Record<BlockType, string>;
  factNames: Record<FactBlock, string>;
  add: string;
  moveUp: string;
  moveDown: string;
  remove: string;
  dragHint: string;
  noBlocks: string;
  copyEnglish: string;
  emptyLanguage: string;
  text: string;
  gallery: string;
  facts: string;
  picture: string;
  choosePicture: string;
  changePicture: string;
  noPicture: string;
  save: string;
  saving: string;
  saved: string;
  autosaved: string;
  unsaved: string;
  leaveWarning: string;
  leaveTitle: string;
  leaveConfirm: string;
  preview: string;
  previewOpened: string;
  previewBeside: string;
  previewFrame: string;
  previewLink: string;
  publishNow: string;
  published: string;
  saveFirst: string;
  scheduleAt: string;
  schedule: string;
  scheduled: string;
  unschedule: string;
  unscheduled: string;
  history: string;
  versionLine: string;
  restore: string;
  restoreLabel: string;
  restored: string;
  noVersions: string;
  changes: { first: string; title: string; lead: string; added: string; removed: string; changed: string; words: string; none: string };
  stale: string;
  staleChanged: string;
  keepMine: string;
  takeTheirs: string;
  failed: string;
  fixErrors: string;
  problems: Record<string, string>;
  buttonLabel: string;
  buttonLink: string;
  buttonLinkHint: string;
};

export const PAGES_ADMIN_TEXTS: Localised<PagesAdminTexts> = {
  am: {
    title: "Համերգասրահի էջեր",
    intro: "Համերգասրահի էջերը՝ ամեն լեզվով առանձին։ Փոփոխությունները պահվում են որպես սևագիր և կայքում երևում են միայն հրապարակելուց հետո։",
    pageNames: { "hall-history": "Համերգասրահի պատմություն", "orchestra-history": "Նվագախմբի պատմություն", "gift-card": "Նվեր քարտ", "venue-rent": "Սրահի վարձակալություն", "venue-visit": "Էքսկուրսիա համերգասրահում", "venue-vip-balcony": "Բացառիկ օթյակ", "venue-harmony": "«Հարմոնիա» կամերային սրահ", "plan-visit": "Ինչպես այցելել համերգասրահ", "home-hero": "Գլխավոր էջի վերնամաս" },
    states: { published: "Հրապարակված", changed: "Սևագրում փոփոխություններ կան", scheduled: "Նախատեսված", draft: "Միայն սևագիր", missing: "Չկա" },
    edit: "Խմբագրել՝ {name}",
    languageState: "Լեզուներ",
    scheduledFor: "Կհրապարակվի {date}",
    allPages: "Բոլոր էջերը",
    tabs: "Էջի լեզուն",
    pageTitle: "Էջի վերնագիր",
    lead: "Ներածություն",
    blocks: "Բլոկներ",
    blockNames: { heading: "Ենթավերնագիր", text: "Տեքստ", picture: "Նկար", gallery: "Պատկերասրահ", facts: "Փաստեր", callout: "Ընդգծված նշում", button: "Կոճակ" },
    factNames: { seats: "Նստատեղեր", tourPrices: "Էքսկուրսիայի գներ", tourSchedule: "Էքսկուրսիաների ժամանակացույց", officeHours: "Տոմսարկղի աշխատաժամեր", guidePrices: "Էքսկուրսավարի գներ", privateEvening: "Մասնավոր երեկոյան այցի գինը", giftCard: "Նվեր քարտի արժեքը և ժամկետը" },
    add: "Ավելացնել՝ {type}",
    moveUp: "Վեր տեղափոխել՝ բլոկ {n}",
    moveDown: "Վար տեղափոխել՝ բլոկ {n}",
    remove: "Հեռացնել՝ բլոկ {n}",
    dragHint: "Քաշեք բլոկը կամ օգտագործեք «Վեր» և «Վար» կոճակները։",
    noBlocks: "Բլոկներ դեռ չկան։",
    copyEnglish: "Պատճենել անգլերեն բլոկները",
    emptyLanguage: "Այս լեզվով էջը դեռ գրված չէ։ Սկսեք դատարկ էջից կամ պատճենեք անգլերեն տարբերակը՝ թարգմանելու համար։",
    text: "Տեքստ",
    gallery: "Պատկերասրահ",
    facts: "Ցուցադրվող փաստեր",
    picture: "Նկար",
    choosePicture: "Ընտրել նկար",
    changePicture: "Փոխել նկարը",
    noPicture: "Նկար ընտրված չէ",
    save: "Պահպանել սևագիրը",
    saving: "Պահպանվում է…",
    saved: "Սևագիրը պահպանված է",
    autosaved: "Ինքնաշխատ պահպանված է {time}-ին",
    unsaved: "Չպահպանված փոփոխություններ կան",
    leaveWarning: "Կան չպահպանված փոփոխություններ։ Լքե՞լ էջը։",
    leaveTitle: "Փոփոխությունները պահպանված չեն",
    leaveConfirm: "Լքել էջը",
    preview: "Նախադիտում",
    previewOpened: "Նախադիտումը բացվեց նոր ներդիրում։ Հղումը գործում է մեկ ժամ։",
    previewBeside: "Նախադիտումը ցուցադրված է խմբագրի կողքին՝ ինչպես այցելուն կտեսնի հեռախոսում։ Հղումը գործում է մեկ ժամ։",
    previewFrame: "Էջի նախադիտումը",
    previewLink: "Բացել նախադիտումը",
    publishNow: "Հրապարակել հիմա",
    published: "Հրապարակված է",
    saveFirst: "Նախ պահպանեք սևագիրը, ապա հրապարակեք։",
    scheduleAt: "Հրապարակել (Երևանի ժամանակով)",
    schedule: "Նախատեսել",
    scheduled: "Հրապարակումը նախատեսված է",
    unschedule: "Չեղարկել",
    unscheduled: "Նախատեսված հրապարակումը չեղարկված է",
    history: "Տարբերակներ",
    versionLine: "Տարբերակ {number} · {date} · {by}",
    restore: "Վերականգնել որպես սևագիր",
    restoreLabel: "Վերականգնել տարբերակ {number}-ը որպես սևագիր",
    restored: "Տարբերակը վերականգնված է որպես սևագիր",
    noVersions: "Այս լեզվով դեռ ոչինչ հրապարակված չէ։",
    changes: { first: "Առաջին տարբերակը", title: "վերնագիրը փոխվել է", lead: "ներածությունը փոխվել է", added: "ավելացված բլոկներ՝ {n}", removed: "հեռացված բլոկներ՝ {n}", changed: "փոփոխված բլոկներ՝ {n}", words: "բառեր՝ +{added} −{removed}", none: "Փոփոխություն չկա" },
    stale: "Մինչ դուք խմբագրում էիք, մեկ ուրիշը պահպանեց այս էջը։ Ցուցադրված է նրա սևագիրը։",
    staleChanged: "Ձեր տարբերակից տարբերվում են՝ {list}։",
    keepMine: "Պահպանել իմ փոփոխությունները նրանց փոխարեն",
    takeTheirs: "Ընդունել նրանց տարբերակը",
    failed: "Չհաջողվեց։ Փորձեք կրկին։",
    fixErrors: "Ուղղեք նշված դաշտերը։",
    buttonLabel: "Կոճակի տեքստը",
    buttonLink: "Կոճակի հղումը",
    buttonLinkHint: "Կայքի էջի հասցեն առանց լեզվի, օրինակ՝ /concerts, կամ #upcoming՝ առաջիկա համերգներին",
    problems: { invalid_page: "Էջը չընդունվեց․ ուղղեք նշված դաշտերը։", unknown_media: "Ընտրեք նկար գրադարանից", too_many: "Առավելագույնը 200 բլոկ", too_long: "Տեքստը չափազանց երկար է", invalid_link: "Գրեք կայքի էջի հասցե առանց լեզվի (օրինակ՝ /concerts) կամ էջի հատված (#upcoming)", not_on_this_page: "Այս էջում նման բլոկ չի կարող լինել", only_one: "Այս բլոկը էջում կարող է լինել միայն մեկ անգամ" },
  },
  en: {
    title: "Hall pages",
    intro: "The hall's pages, one language at a time. Changes are kept as a draft and show on the site only once published.",
    pageNames: { "hall-history": "History of the hall", "orchestra-history": "History of the orchestra", "gift-card": "Gift card", "venue-rent": "Hall rental", "venue-visit": "Tour of the hall", "venue-vip-balcony": "Exclusive balcony", "venue-harmony": "Harmony chamber hall", "plan-visit": "Plan your visit", "home-hero": "Home page hero" },
    states: { published: "Published", changed: "Draft with changes", scheduled: "Scheduled", draft: "Draft only", missing: "Missing" },
    edit: "Edit {name}",
    languageState: "Languages",
    scheduledFor: "Publishes {date}",
    allPages: "All pages",
    tabs: "Page language",
    pageTitle: "Page title",
    lead: "Lead",
    blocks: "Blocks",
    blockNames: { heading: "Heading", text: "Text", picture: "Picture", gallery: "Gallery", facts: "Facts", callout: "Call-out", button: "Button" },
    factNames: { seats: "Seats", tourPrices: "Tour prices", tourSchedule: "Tour times", officeHours: "Ticket office hours", guidePrices: "Guide prices", privateEvening: "Private evening visit price", giftCard: "Gift card amounts and validity" },
    add: "Add {type}",
    moveUp: "Move block {n} up",
    moveDown: "Move block {n} down",
    remove: "Remove block {n}",
    dragHint: "Drag a block, or use its Up and Down buttons.",
    noBlocks: "No blocks yet.",
    copyEnglish: "Copy the blocks of English",
    emptyLanguage: "This page is not written in this language yet. Start from an empty page or copy the English one to translate it.",
    text: "Text",
    gallery: "Gallery",
    facts: "Facts shown",
    picture: "Picture",
    choosePicture: "Choose a picture",
    changePicture: "Change the picture",
    noPicture: "No picture chosen",
    save: "Save the draft",
    saving: "Saving…",
    saved: "Draft saved",
    autosaved: "Saved automatically at {time}",
    unsaved: "Unsaved changes",
    leaveWarning: "You have unsaved changes. Leave the page?",
    leaveTitle: "Unsaved changes",
    leaveConfirm: "Leave the page",
    preview: "Preview",
    previewOpened: "The preview opened in a new tab. The link works for one hour.",
    previewBeside: "The preview is shown beside the editor, as a visitor sees it on a phone. The link works for one hour.",
    previewFrame: "Preview of the page",
    previewLink: "Open the preview",
    publishNow: "Publish now",
    published: "Published",
    saveFirst: "Save the draft first, then publish it.",
    scheduleAt: "Publish at (Yerevan time)",
    schedule: "Schedule",
    scheduled: "Publishing scheduled",
    unschedule: "Cancel",
    unscheduled: "The scheduled publishing was cancelled",
    history: "Versions",
    versionLine: "Version {number} · {date} · {by}",
    restore: "Restore as the draft",
    restoreLabel: "Restore version {number} as the draft",
    restored: "The version is now the draft",
    noVersions: "Nothing has been published in this language yet.",
    changes: { first: "First version", title: "title changed", lead: "lead changed", added: "blocks added: {n}", removed: "blocks removed: {n}", changed: "blocks changed: {n}", words: "words: +{added} −{removed}", none: "No change" },
    stale: "Someone else saved this page while you were editing it. Their draft is shown.",
    staleChanged: "It differs from yours in: {list}.",
    keepMine: "Save my changes over theirs",
    takeTheirs: "Keep their version",
    failed: "That did not work. Please try again.",
    fixErrors: "Please correct the marked fields.",
    buttonLabel: "Button text",
    buttonLink: "Button link",
    buttonLinkHint: "A path of this site without the language, such as /concerts, or #upcoming for the upcoming concerts",
    problems: { invalid_page: "The page was refused: correct the marked fields.", unknown_media: "Choose a picture from the library", too_many: "At most 200 blocks", too_long: "The text is too long", invalid_link: "Write a path of this site without the language (such as /concerts) or a place on the page (#upcoming)", not_on_this_page: "This page cannot hold a block of this kind", only_one: "This page holds only one block of this kind" },
  },
  ru: {
    title: "Страницы зала",
    intro: "Страницы зала, на каждом языке отдельно. Изменения сохраняются как черновик и появляются на сайте только после публикации.",
    pageNames: { "hall-history": "История зала", "orchestra-history": "История оркестра", "gift-card": "Подарочная карта", "venue-rent": "Аренда зала", "venue-visit": "Экскурсия по залу", "venue-vip-balcony": "Эксклюзивный балкон", "venue-harmony": "Камерный зал «Гармония»", "plan-visit": "Планируйте визит", "home-hero": "Главный экран домашней страницы" },
    states: { published: "Опубликовано", changed: "Черновик с изменениями", scheduled: "Запланировано", draft: "Только черновик", missing: "Нет" },
    edit: "Редактировать: {name}",
    languageState: "Языки",
    scheduledFor: "Публикация {date}",
    allPages: "Все страницы",
    tabs: "Язык страницы",
    pageTitle: "Заголовок страницы",
    lead: "Вступление",
    blocks: "Блоки",
    blockNames: { heading: "Подзаголовок", text: "Текст", picture: "Изображение", gallery: "Галерея", facts: "Факты", callout: "Выделенная заметка", button: "Кнопка" },
    factNames: { seats: "Места", tourPrices: "Цены на экскурсии", tourSchedule: "Расписание экскурсий", officeHours: "Часы работы кассы", guidePrices: "Цены на услуги гида", privateEvening: "Цена частного вечернего посещения", giftCard: "Номинал и срок действия подарочной карты" },
    add: "Добавить: {type}",
    moveUp: "Переместить блок {n} выше",
    moveDown: "Переместить блок {n} ниже",
    remove: "Удалить блок {n}",
    dragHint: "Перетащите блок или воспользуйтесь кнопками «Выше» и «Ниже».",
    noBlocks: "Блоков пока нет.",
    copyEnglish: "Скопировать блоки английской версии",
    emptyLanguage: "На этом языке страница ещё не написана. Начните с пустой страницы или скопируйте английскую, чтобы перевести её.",
    text: "Текст",
    gallery: "Галерея",
    facts: "Какие факты показать",
    picture: "Изображение",
    choosePicture: "Выбрать изображение",
    changePicture: "Заменить изображение",
    noPicture: "Изображение не выбрано",
    save: "Сохранить черновик",
    saving: "Сохранение…",
    saved: "Черновик сохранён",
    autosaved: "Сохранено автоматически в {time}",
    unsaved: "Есть несохранённые изменения",
    leaveWarning: "Есть несохранённые изменения. Покинуть страницу?",
    leaveTitle: "Изменения не сохранены",
    leaveConfirm: "Покинуть страницу",
    preview: "Предпросмотр",
    previewOpened: "Предпросмотр открыт в новой вкладке. Ссылка действует один час.",
    previewBeside: "Предпросмотр показан рядом с редактором так, как его увидит посетитель на телефоне. Ссылка действует один час.",
    previewFrame: "Предпросмотр страницы",
    previewLink: "Открыть предпросмотр",
    publishNow: "Опубликовать сейчас",
    published: "Опубликовано",
    saveFirst: "Сначала сохраните черновик, затем опубликуйте его.",
    scheduleAt: "Опубликовать (по ереванскому времени)",
    schedule: "Запланировать",
    scheduled: "Публикация запланирована",
    unschedule: "Отменить",
    unscheduled: "Запланированная публикация отменена",
    history: "Версии",
    versionLine: "Версия {number} · {date} · {by}",
    restore: "Восстановить как черновик",
    restoreLabel: "Восстановить версию {number} как черновик",
    restored: "Версия стала черновиком",
    noVersions: "На этом языке ещё ничего не опубликовано.",
    changes: { first: "Первая версия", title: "изменён заголовок", lead: "изменено вступление", added: "добавлено блоков: {n}", removed: "удалено блоков: {n}", changed: "изменено блоков: {n}", words: "слова: +{added} −{removed}", none: "Без изменений" },
    stale: "Пока вы редактировали страницу, её сохранил кто-то другой. Показан его черновик.",
    staleChanged: "Отличия от вашей версии: {list}.",
    keepMine: "Сохранить мои изменения поверх",
    takeTheirs: "Оставить их версию",
    failed: "Не получилось. Попробуйте ещё раз.",
    fixErrors: "Исправьте отмеченные поля.",
    buttonLabel: "Текст кнопки",
    buttonLink: "Ссылка кнопки",
    buttonLinkHint: "Путь на этом сайте без языка, например /concerts, или #upcoming — к ближайшим концертам",
    problems: { invalid_page: "Страница не принята: исправьте отмеченные поля.", unknown_media: "Выберите изображение из библиотеки", too_many: "Не более 200 блоков", too_long: "Текст слишком длинный", invalid_link: "Укажите путь на этом сайте без языка (например, /concerts) или место на странице (#upcoming)", not_on_this_page: "На этой странице не может быть такого блока", only_one: "На этой странице может быть только один такой блок" },
  },
};
