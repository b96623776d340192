import type { Hall, InquiryStatus } from "../inquiry-kinds";
import type { RefusalTexts } from "../../../http/error-codes";
import type { INQUIRY_REPLY_REFUSALS } from "../schema";
import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";

/** The inquiry lists and an inquiry's own page, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  halls: { main: "Գլխավոր դահլիճ", small: "«Հարմոնիա»" } satisfies Record<Hall, string>,
  statuses: { new: "նոր", answered: "պատասխանված", handled: "մշակված" } satisfies Record<InquiryStatus, string>,
  markHandled: "Նշել մշակված",
  markNew: "Նշել նոր",
  statusFilter: "Ցույց տալ",
  statusFilterAll: "Բոլորը",
  updateFailed: "Չհաջողվեց փոխել կարգավիճակը։ Խնդրում ենք կրկին փորձել։",
  inquiry: {
    backToList: "Վերադառնալ ցանկին",
    received: "Ստացվել է",
    language: "Այցելուի լեզուն",
    languageUnknown: "չի գրանցվել",
    markedHandled: "Հայտը նշվեց որպես մշակված",
    markedNew: "Հայտը նշվեց որպես նոր",
    saving: "Պահպանվում է…",
    notFound: "Այս հայտն այլևս չկա. հնարավոր է՝ այն ջնջվել է։",
  },
  reply: {
    threadTitle: "Պատասխաններ",
    noReplies: "Այստեղից դեռ պատասխան չի ուղարկվել։",
    sentBy: "Ուղարկող՝ {author}, {date}",
    boxTitle: "Պատասխանել",
    boxLabel: "Պատասխանի տեքստը",
    boxHint: "Նամակը կգնա {email} հասցեին՝ այցելուի լեզվով ({language}), համերգասրահի հասցեից։ Այցելուի պատասխանը կգա համերգասրահի էլ. փոստին (կարգավորումներում)։",
    send: "Ուղարկել պատասխանը",
    sending: "Ուղարկվում է…",
    sent: "Պատասխանն ուղարկված է",
    failed: "Չհաջողվեց ուղարկել պատասխանը։ Խնդրում ենք կրկին փորձել։",
    problems: {
      reply_required: "Գրեք պատասխանը՝ նախքան ուղարկելը",
      reply_too_long: "Պատասխանը չի կարող գերազանցել 10 000 նիշը",
    } satisfies RefusalTexts<keyof typeof INQUIRY_REPLY_REFUSALS>,
  },
} as const;

export type InquiryAdminTexts = TextShape<typeof am>;

const en: InquiryAdminTexts = {
  halls: { main: "Main hall", small: "Harmony" },
  statuses: { new: "new", answered: "answered", handled: "handled" },
  markHandled: "Mark as handled",
  markNew: "Mark as new",
  statusFilter: "Show",
  statusFilterAll: "All",
  updateFailed: "Couldn't change the status. Please try again.",
  inquiry: {
    backToList: "Back to the list",
    received: "Received",
    language: "Visitor's language",
    languageUnknown: "not recorded",
    markedHandled: "Marked as handled",
    markedNew: "Marked as new",
    saving: "Saving…",
    notFound: "This inquiry no longer exists: it may have been deleted.",
  },
  reply: {
    threadTitle: "Replies",
    noReplies: "No reply has been sent from here yet.",
    sentBy: "Sent by {author} on {date}",
    boxTitle: "Reply",
    boxLabel: "Text of the reply",
    boxHint: "It goes to {email} in the visitor's language ({language}), from the hall's address. The visitor's answer comes to the hall's mailbox (set in the settings).",
    send: "Send reply",
    sending: "Sending…",
    sent: "Reply sent",
    failed: "Couldn't send the reply. Please try again.",
    problems: {
      reply_required: "Write the reply before sending it",
      reply_too_long: "A reply can be at most 10,000 characters long",
    },
  },
};

const ru: InquiryAdminTexts = {
  halls: { main: "Большой зал", small: "«Гармония»" },
  statuses: { new: "новая", answered: "отвечена", handled: "обработана" },
  markHandled: "Отметить как обработанную",
  markNew: "Отметить как новую",
  statusFilter: "Статус",
  statusFilterAll: "Все",
  updateFailed: "Не удалось изменить статус. Попробуйте ещё раз.",
  inquiry: {
    backToList: "Назад к списку",
    received: "Получена",
    language: "Язык посетителя",
    languageUnknown: "не записан",
    markedHandled: "Заявка отмечена как обработанная",
    markedNew: "Заявка снова отмечена как новая",
    saving: "Сохранение…",
    notFound: "Этой заявки больше нет: возможно, её удалили.",
  },
  reply: {
    threadTitle: "Ответы",
    noReplies: "Отсюда ещё не отправлено ни одного ответа.",
    sentBy: "Отправлено: {author}, {date}",
    boxTitle: "Ответить",
    boxLabel: "Текст ответа",
    boxHint: "Письмо уйдёт на {email} на языке посетителя ({language}) с адреса концертного зала. Ответ посетителя придёт на почту зала (указана в настройках).",
    send: "Отправить ответ",
    sending: "Отправка…",
    sent: "Ответ отправлен",
    failed: "Не удалось отправить ответ. Попробуйте ещё раз.",
    problems: {
      reply_required: "Напишите ответ, прежде чем отправлять его",
      reply_too_long: "Ответ может быть не длиннее 10 000 символов",
    },
  },
};

export const INQUIRY_ADMIN_TEXTS: Localised<InquiryAdminTexts> = { am, en, ru };
