import type { Hall, InquiryStatus } from "../inquiry-kinds";
import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";

/** The inquiry lists and an inquiry's own page, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  halls: { main: "Գլխավոր դահլիճ", small: "«Հարմոնիա»" } satisfies Record<Hall, string>,
  statuses: { new: "նոր", handled: "մշակված" } satisfies Record<InquiryStatus, string>,
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
} as const;

export type InquiryAdminTexts = TextShape<typeof am>;

const en: InquiryAdminTexts = {
  halls: { main: "Main hall", small: "Harmony" },
  statuses: { new: "new", handled: "handled" },
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
};

const ru: InquiryAdminTexts = {
  halls: { main: "Большой зал", small: "«Гармония»" },
  statuses: { new: "новая", handled: "обработана" },
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
};

export const INQUIRY_ADMIN_TEXTS: Localised<InquiryAdminTexts> = { am, en, ru };
