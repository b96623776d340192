import type { Lang, Localised } from "../../../i18n/languages";
import type { PluralForms } from "../../../i18n/plural";
import type { RefusalTexts } from "../../../http/error-codes";
import type { CampaignCode, CampaignProblem, CampaignStatus } from "../schema";

/** The newsletter screen's words in the admin's language (kept with the feature). */
export type CampaignScreenTexts = {
  title: string;
  intro: string;
  newCampaign: string;
  empty: string;
  back: string;
  statuses: Record<CampaignStatus, string>;
  columns: { subject: string; status: string; when: string; recipients: string; sent: string; failed: string; bounced: string; unsubscribed: string; clicks: string };
  open: string;
  noSubject: string;
  editorTitle: string;
  viewTitle: string;
  subject: string;
  body: string;
  bodyHint: string;
  languageHint: string;
  concerts: string;
  concertsHint: string;
  noConcerts: string;
  save: string;
  saving: string;
  saved: string;
  remove: string;
  removeTitle: string;
  confirmRemove: string;
  removed: string;
  readOnly: string;
  archive: string;
  archiveTitle: string;
  confirmArchive: string;
  archiveHint: string;
  preview: string;
  previewOf: string;
  previewHtml: string;
  previewText: string;
  reach: string;
  reachOf: string;
  noVersion: string;
  testTitle: string;
  testAddresses: string;
  ownAddress: string;
  noTestRecipients: string;
  testHint: string;
  sendTest: string;
  testSent: string;
  sendTitle: string;
  sendAt: string;
  sendAtHint: string;
  schedule: string;
  sendNow: string;
  confirmSchedule: string;
  confirmSendNow: string;
  confirmSendTitle: string;
  confirmScheduleTitle: string;
  /** The count line of the send confirmation: `{total}` subscribers, `{counts}` per version. */
  sendCount: PluralForms;
  /** How each version is named in the count line. */
  versionCodes: Record<Lang, string>;
  scheduled: string;
  cancel: string;
  cancelTitle: string;
  confirmCancel: string;
  cancelled: string;
  adminsOnly: string;
  figures: string;
  links: string;
  noClicks: string;
  scheduledFor: string;
  failures: RefusalTexts<CampaignCode> & Readonly<Record<CampaignProblem, string>>;
  failed: string;
};

const STATUSES = {
  am: { draft: "սևագիր", scheduled: "պլանավորված", sending: "ուղարկվում է", sent: "ուղարկված", cancelled: "չեղարկված" },
  en: { draft: "draft", scheduled: "scheduled", sending: "sending", sent: "sent", cancelled: "cancelled" },
  ru: { draft: "черновик", scheduled: "запланирована", sending: "отправляется", sent: "отправлена", cancelled: "отменена" },
} satisfies Localised<Record<CampaignStatus, string>>;

export const CAMPAIGN_SCREEN_TEXTS: Localised<CampaignScreenTexts> = {
  am: {
    title: "Տեղեկագիր",
    intro: "Նամակներ բաժանորդներին՝ յուրաքանչյուրին իր լեզվով։ Խմբագիրները գրում և փորձարկում են, ուղարկում են միայն ադմինիստրատորները։",
    newCampaign: "Նոր նամակ",
    empty: "Դեռ նամակներ չկան։",
    back: "Վերադառնալ ցանկին",
    statuses: STATUSES.am,
    columns: { subject: "Թեմա", status: "Կարգավիճակ", when: "Ե՞րբ", recipients: "Ստացողներ", sent: "Ուղարկված", failed: "Չհաջողված", bounced: "Մերժված", unsubscribed: "Հրաժարվել են", clicks: "Սեղմումներ" },
    open: "Բացել",
    noSubject: "(առանց թեմայի)",
    editorTitle: "Նամակի խմբագրում",
    viewTitle: "Նամակ",
    subject: "Թեմա",
    body: "Տեքստ",
    bodyHint: "Վերնագրեր, պարբերություններ, ընդգծում, ցուցակներ, հղումներ և կայքում վերբեռնված նկարներ։",
    languageHint: "Լրացրեք այն լեզուները, որոնցով ուղարկում եք։ Առանց իր լեզվի տարբերակի բաժանորդը կստանա անգլերենը, եթե այն կա։",
    concerts: "Համերգներ նամակում",
    concertsHint: "Ընտրված համերգները նամակում կհայտնվեն քարտերով՝ ամսաթվով, անվանումով և հղումով։",
    noConcerts: "Առաջիկա համերգներ չկան։",
    save: "Պահպանել",
    saving: "Պահպանվում է…",
    saved: "Նամակը պահպանված է։",
    remove: "Ջնջել",
    removeTitle: "Ջնջե՞լ նամակը",
    confirmRemove: "Ջնջե՞լ այս նամակը։",
    removed: "Նամակը ջնջված է։",
    readOnly: "Այս նամակն այլևս չի խմբագրվում։",
    archive: "Արխիվացնել",
    archiveTitle: "Արխիվացնե՞լ նամակը",
    confirmArchive: "Արխիվացնե՞լ այս նամակը։ Այն կհեռանա ցանկից, բայց նրա հղումներն ու թվերը կպահպանվեն։",
    archiveHint: "Ուղարկված նամակը չի ջնջվում. այն արդեն բաժանորդների փոստում է, և նրա հղումները պետք է շարունակեն աշխատել։",
    preview: "Նախադիտում",
    previewOf: "Նախադիտման լեզուն",
    previewHtml: "Նամակը, ինչպես այն կստանա բաժանորդը",
    previewText: "Պարզ տեքստային տարբերակ",
    reach: "Ո՞ւմ կհասնի",
    reachOf: "{language}՝ {n} բաժանորդ",
    noVersion: "Այս լեզվով տարբերակ չկա։",
    testTitle: "Փորձնական ուղարկում",
    testAddresses: "Ստացողներ",
    ownAddress: "Ձեր հասցեն՝ {email}",
    noTestRecipients: "Ուղարկելու հասցե չկա։ Ադմինիստրատորը կարող է նշել ձեր հասցեն «Հաշիվներ» էջում կամ աշխատակիցների հասցեները՝ կայքի կարգավորումներում։",
    testHint:
      "Փորձնական նամակը կարող է գնալ միայն ձեր հասցեին և աշխատակիցների այն հասցեներին, որոնք ադմինիստրատորները պահում են կայքի կարգավորումներում։ Օրական առավելագույնը {n} նամակ (յուրաքանչյուր լեզու՝ մեկ նամակ)։ Փորձնական նամակները նշված են որպես փորձ և ոչ մի տեղ չեն հաշվվում։",
    sendTest: "Ուղարկել փորձը",
    testSent: "Փորձնական նամակները հերթագրված են։",
    sendTitle: "Ուղարկում",
    sendAt: "Ուղարկել (Երևանի ժամանակով)",
    sendAtHint: "Թողեք դատարկ՝ հիմա ուղարկելու համար։",
    schedule: "Պլանավորել",
    sendNow: "Ուղարկել հիմա",
    confirmSchedule: "Ուղարկե՞լ նամակը {date}-ին բոլոր հաստատված բաժանորդներին։",
    confirmSendNow: "Ուղարկե՞լ նամակը հիմա բոլոր հաստատված բաժանորդներին։",
    confirmSendTitle: "Ուղարկե՞լ նամակը",
    confirmScheduleTitle: "Պլանավորե՞լ նամակը",
    sendCount: { one: "Ուղարկել {total} բաժանորդի՝ {counts}", other: "Ուղարկել {total} բաժանորդի՝ {counts}" },
    versionCodes: { am: "հայ.", en: "անգլ.", ru: "ռուս." },
    scheduled: "Նամակը պլանավորված է։",
    cancel: "Չեղարկել ուղարկումը",
    cancelTitle: "Չեղարկե՞լ ուղարկումը",
    confirmCancel: "Չեղարկե՞լ։ Դեռ չուղարկված նամակներն այլևս չեն ուղարկվի։",
    cancelled: "Ուղարկումը չեղարկված է։",
    adminsOnly: "Ուղարկել և չեղարկել կարող են միայն ադմինիստրատորները։",
    figures: "Թվեր",
    links: "Սեղմումներ ըստ հղման",
    noClicks: "Դեռ սեղմումներ չկան։",
    scheduledFor: "Պլանավորված՝ {date}",
    failures: {
      required: "Լրացրեք թեման և տեքստը գոնե մեկ լեզվով։",
      no_language: "Լրացրեք թեման և տեքստը գոնե մեկ լեզվով։",
      too_long: "Տեքստը չափազանց երկար է։",
      invalid_link: "Հղումներից մեկը վեբ հասցե չէ։ Ստուգեք, որ այն սկսվում է https://-ով և բացատներ չունի։",
      invalid_email: "Ստուգեք հասցեները։",
      too_many: "Ընտրեք ավելի քիչ հասցե։",
      not_a_test_address: "Փորձնական նամակը կարող է գնալ միայն ձեր հասցեին և աշխատակիցների ցանկի հասցեներին։",
      test_limit: "Այսօրվա փորձնական նամակների սահմանաչափը սպառված է։ Փորձեք վաղը։",
      invalid_date: "Ստուգեք ամսաթիվը և ժամը։",
      not_draft: "Նամակն արդեն ուղարկվել կամ պլանավորվել է։",
      not_running: "Այս նամակն այլևս չի ուղարկվում։",
      campaign_active: "Նախ չեղարկեք ուղարկումը։",
      archive_instead: "Ուղարկված կամ չեղարկված նամակը չի ջնջվում. արխիվացրեք այն։",
      not_finished: "Արխիվացնել կարելի է միայն ուղարկված կամ չեղարկված նամակը։",
      forbidden: "Ձեր հաշիվը չի կարող դա անել. դիմեք ադմինիստրատորին։",
      not_found: "Նամակն այլևս չկա։",
    },
    failed: "Չհաջողվեց",
  },
  en: {
    title: "Newsletter",
    intro: "Letters to subscribers, each in their own language. Editors write and test; only admins send.",
    newCampaign: "New campaign",
    empty: "No campaigns yet.",
    back: "Back to the list",
    statuses: STATUSES.en,
    columns: { subject: "Subject", status: "Status", when: "When", recipients: "Recipients", sent: "Sent", failed: "Failed", bounced: "Bounced", unsubscribed: "Unsubscribed since", clicks: "Clicks" },
    open: "Open",
    noSubject: "(no subject)",
    editorTitle: "Edit campaign",
    viewTitle: "Campaign",
    subject: "Subject",
    body: "Text",
    bodyHint: "Headings, paragraphs, emphasis, lists, links and pictures uploaded to the site.",
    languageHint: "Fill in the languages you send in. A subscriber whose language has no version gets the English one, if there is one.",
    concerts: "Concerts in the letter",
    concertsHint: "Picked concerts appear in the letter as cards with their date, name and a link.",
    noConcerts: "No upcoming concerts.",
    save: "Save",
    saving: "Saving…",
    saved: "Campaign saved.",
    remove: "Delete",
    removeTitle: "Delete the campaign?",
    confirmRemove: "Delete this campaign?",
    removed: "Campaign deleted.",
    readOnly: "This campaign can no longer be changed.",
    archive: "Archive",
    archiveTitle: "Archive the campaign?",
    confirmArchive: "Archive this campaign? It leaves the list, but its links and figures are kept.",
    archiveHint: "A campaign that went out is not deleted: it is already in subscribers' mail, and its links must keep working.",
    preview: "Preview",
    previewOf: "Preview language",
    previewHtml: "The letter as a subscriber receives it",
    previewText: "Plain-text version",
    reach: "Who it reaches",
    reachOf: "{language}: {n} subscribers",
    noVersion: "No version in this language.",
    testTitle: "Test send",
    testAddresses: "Recipients",
    ownAddress: "Your address: {email}",
    noTestRecipients: "There is no address to send to: an admin can set your address on the Accounts screen, or staff addresses in the site settings.",
    testHint:
      "A test goes only to your own address and to the staff addresses admins keep in the site settings, at most {n} letters a day (each language is one letter). Test letters are marked as tests and counted nowhere.",
    sendTest: "Send test",
    testSent: "Test letters queued.",
    sendTitle: "Sending",
    sendAt: "Send at (Yerevan time)",
    sendAtHint: "Leave empty to send now.",
    schedule: "Schedule",
    sendNow: "Send now",
    confirmSchedule: "Send this campaign on {date} to every confirmed subscriber?",
    confirmSendNow: "Send this campaign now to every confirmed subscriber?",
    confirmSendTitle: "Send the campaign?",
    confirmScheduleTitle: "Schedule the campaign?",
    sendCount: { one: "Send to {total} subscriber: {counts}", other: "Send to {total} subscribers: {counts}" },
    versionCodes: { am: "AM", en: "EN", ru: "RU" },
    scheduled: "Campaign scheduled.",
    cancel: "Cancel sending",
    cancelTitle: "Cancel the sending?",
    confirmCancel: "Cancel? Letters not yet sent will not be sent.",
    cancelled: "Sending cancelled.",
    adminsOnly: "Only admins can send and cancel.",
    figures: "Figures",
    links: "Clicks per link",
    noClicks: "No clicks yet.",
    scheduledFor: "Scheduled for {date}",
    failures: {
      required: "Fill in the subject and text in at least one language.",
      no_language: "Fill in the subject and text in at least one language.",
      too_long: "The text is too long.",
      invalid_link: "One of the links is not a web address. Check that it starts with https:// and has no spaces.",
      invalid_email: "Check the addresses.",
      too_many: "Choose fewer addresses.",
      not_a_test_address: "A test can only go to your own address and the staff addresses on the list.",
      test_limit: "You have used up today's test letters. Try again tomorrow.",
      invalid_date: "Check the date and time.",
      not_draft: "The campaign has already been sent or scheduled.",
      not_running: "This campaign is no longer sending.",
      campaign_active: "Cancel the sending first.",
      archive_instead: "A sent or cancelled campaign is not deleted: archive it.",
      not_finished: "Only a sent or cancelled campaign can be archived.",
      forbidden: "Your account may not do this; ask an admin.",
      not_found: "The campaign no longer exists.",
    },
    failed: "Something went wrong",
  },
  ru: {
    title: "Рассылка",
    intro: "Письма подписчикам, каждому на его языке. Редакторы пишут и проверяют, отправляют только администраторы.",
    newCampaign: "Новая рассылка",
    empty: "Рассылок пока нет.",
    back: "К списку",
    statuses: STATUSES.ru,
    columns: { subject: "Тема", status: "Статус", when: "Когда", recipients: "Получатели", sent: "Отправлено", failed: "Ошибки", bounced: "Отклонено", unsubscribed: "Отписались", clicks: "Переходы" },
    open: "Открыть",
    noSubject: "(без темы)",
    editorTitle: "Редактирование рассылки",
    viewTitle: "Рассылка",
    subject: "Тема",
    body: "Текст",
    bodyHint: "Заголовки, абзацы, выделение, списки, ссылки и картинки, загруженные на сайт.",
    languageHint: "Заполните языки, на которых отправляете. Подписчик, для языка которого версии нет, получит английскую, если она есть.",
    concerts: "Концерты в письме",
    concertsHint: "Выбранные концерты появятся в письме карточками: дата, название и ссылка.",
    noConcerts: "Ближайших концертов нет.",
    save: "Сохранить",
    saving: "Сохраняем…",
    saved: "Рассылка сохранена.",
    remove: "Удалить",
    removeTitle: "Удалить рассылку?",
    confirmRemove: "Удалить эту рассылку?",
    removed: "Рассылка удалена.",
    readOnly: "Эту рассылку больше нельзя изменить.",
    archive: "В архив",
    archiveTitle: "Архивировать рассылку?",
    confirmArchive: "Отправить эту рассылку в архив? Она исчезнет из списка, но её ссылки и цифры сохранятся.",
    archiveHint: "Отправленная рассылка не удаляется: она уже в почте подписчиков, и её ссылки должны продолжать работать.",
    preview: "Предпросмотр",
    previewOf: "Язык предпросмотра",
    previewHtml: "Письмо так, как его получит подписчик",
    previewText: "Текстовая версия",
    reach: "Кому дойдёт",
    reachOf: "{language}: подписчиков — {n}",
    noVersion: "Версии на этом языке нет.",
    testTitle: "Пробная отправка",
    testAddresses: "Получатели",
    ownAddress: "Ваш адрес: {email}",
    noTestRecipients: "Отправить некуда: администратор может указать ваш адрес на странице «Учётные записи» или адреса сотрудников в настройках сайта.",
    testHint:
      "Пробное письмо уходит только на ваш адрес и на адреса сотрудников, которые администраторы указывают в настройках сайта, — не больше {n} писем в день (каждый язык — одно письмо). Пробные письма помечены как пробные и нигде не учитываются.",
    sendTest: "Отправить пробное",
    testSent: "Пробные письма поставлены в очередь.",
    sendTitle: "Отправка",
    sendAt: "Отправить (по ереванскому времени)",
    sendAtHint: "Оставьте пустым, чтобы отправить сейчас.",
    schedule: "Запланировать",
    sendNow: "Отправить сейчас",
    confirmSchedule: "Отправить рассылку {date} всем подтверждённым подписчикам?",
    confirmSendNow: "Отправить рассылку сейчас всем подтверждённым подписчикам?",
    confirmSendTitle: "Отправить рассылку?",
    confirmScheduleTitle: "Запланировать рассылку?",
    sendCount: { one: "Отправить {total} подписчику: {counts}", few: "Отправить {total} подписчикам: {counts}", many: "Отправить {total} подписчикам: {counts}", other: "Отправить {total} подписчикам: {counts}" },
    versionCodes: { am: "арм.", en: "англ.", ru: "рус." },
    scheduled: "Рассылка запланирована.",
    cancel: "Отменить отправку",
    cancelTitle: "Отменить отправку?",
    confirmCancel: "Отменить? Ещё не отправленные письма отправлены не будут.",
    cancelled: "Отправка отменена.",
    adminsOnly: "Отправлять и отменять могут только администраторы.",
    figures: "Цифры",
    links: "Переходы по ссылкам",
    noClicks: "Переходов пока нет.",
    scheduledFor: "Запланирована на {date}",
    failures: {
      required: "Заполните тему и текст хотя бы на одном языке.",
      no_language: "Заполните тему и текст хотя бы на одном языке.",
      too_long: "Текст слишком длинный.",
      invalid_link: "Одна из ссылок не является веб-адресом. Проверьте, что она начинается с https:// и не содержит пробелов.",
      invalid_email: "Проверьте адреса.",
      too_many: "Выберите меньше адресов.",
      not_a_test_address: "Пробное письмо может уйти только на ваш адрес и на адреса сотрудников из списка.",
      test_limit: "Пробные письма на сегодня закончились. Попробуйте завтра.",
      invalid_date: "Проверьте дату и время.",
      not_draft: "Рассылка уже отправлена или запланирована.",
      not_running: "Эта рассылка уже не отправляется.",
      campaign_active: "Сначала отмените отправку.",
      archive_instead: "Отправленную или отменённую рассылку нельзя удалить: отправьте её в архив.",
      not_finished: "В архив можно отправить только отправленную или отменённую рассылку.",
      forbidden: "Вашей учётной записи это не разрешено; обратитесь к администратору.",
      not_found: "Этой рассылки больше нет.",
    },
    failed: "Не получилось",
  },
};
