import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";

/** The accessibility facts form, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  accessibilityFacts: {
    title: "Մատչելիության էջ",
    intro:
      "Այն, ինչ համերգասրահը հաստատել է մատչելիության մասին, յուրաքանչյուր լեզվով։ Դատարկ թողնված փաստը հանրային էջում ցույց է տրվում «Ճշտվում է համերգասրահի հետ» պիտակով՝ դեռ բաց հարցերի հետ միասին։",
    facts: {
      entrances: "Մուտքեր",
      wheelchair: "Տեղեր անվասայլակով այցելուների համար",
      lifts: "Վերելակներ և աստիճաններ",
      toilets: "Զուգարաններ",
      assistanceDogs: "Ուղեկցող շներ",
      hearing: "Լսողական աջակցություն (ինդուկցիոն օղակ)",
      visit: "Էքսկուրսիայի երթուղին",
    },
    /** A folded topic's state line, by the number of languages filled. */
    filled: ["Դեռ լրացված չէ", "Լրացված է մեկ լեզվով", "Լրացված է երկու լեզվով", "Լրացված է բոլոր երեք լեզվով"],
    pending: "Դատարկ է․ էջում ցույց է տրվում «Ճշտվում է համերգասրահի հետ»",
    problems: { too_long: "Առավելագույնը 1000 նիշ", invalid_text: "Հեռացրեք կառավարման նիշերը", required: "Լրացրեք տեքստը" },
    save: "Պահպանել մատչելիության տվյալները",
    saving: "Պահպանվում է…",
    saved: "Պահպանված է։ Մատչելիության էջն արդեն ցույց է տալիս նոր տվյալները։",
    saveFailed: "Չհաջողվեց պահպանել մատչելիության տվյալները։ Խնդրում ենք կրկին փորձել։",
    fixErrors: "Ստուգեք նշված դաշտերը",
  },
} as const;

export type VenueAdminTexts = TextShape<typeof am>;

const en: VenueAdminTexts = {
  accessibilityFacts: {
    title: "Accessibility page",
    intro:
      "What the hall has confirmed about access, in each language. A fact left empty shows on the public page as \"to be confirmed by the hall\", with the questions still open.",
    facts: {
      entrances: "Entrances",
      wheelchair: "Wheelchair places",
      lifts: "Lifts and stairs",
      toilets: "Toilets",
      assistanceDogs: "Assistance dogs",
      hearing: "Hearing support (hearing loop)",
      visit: "The tour route",
    },
    filled: ["Not filled in yet", "Filled in one language", "Filled in two languages", "Filled in all three languages"],
    pending: "Empty: the page shows \"to be confirmed by the hall\"",
    problems: { too_long: "At most 1,000 characters", invalid_text: "Remove the control characters", required: "Fill in the text" },
    save: "Save the accessibility facts",
    saving: "Saving…",
    saved: "Saved. The accessibility page shows the new facts now.",
    saveFailed: "Couldn't save the accessibility facts. Please try again.",
    fixErrors: "Check the marked fields",
  },
};

const ru: VenueAdminTexts = {
  accessibilityFacts: {
    title: "Страница доступности",
    intro:
      "Что зал подтвердил о доступности, на каждом языке. Незаполненный пункт на сайте показан с пометкой «Уточняется у администрации зала» вместе с открытыми вопросами.",
    facts: {
      entrances: "Входы",
      wheelchair: "Места для зрителей на колясках",
      lifts: "Лифты и лестницы",
      toilets: "Туалеты",
      assistanceDogs: "Собаки-помощники",
      hearing: "Поддержка слуха (индукционная петля)",
      visit: "Маршрут экскурсии",
    },
    filled: ["Пока не заполнено", "Заполнено на одном языке", "Заполнено на двух языках", "Заполнено на всех трёх языках"],
    pending: "Не заполнено: на сайте — «Уточняется у администрации зала»",
    problems: { too_long: "Не больше 1000 символов", invalid_text: "Уберите управляющие символы", required: "Заполните текст" },
    save: "Сохранить сведения о доступности",
    saving: "Сохранение…",
    saved: "Сохранено. Страница доступности уже показывает новые сведения.",
    saveFailed: "Не удалось сохранить сведения о доступности. Попробуйте ещё раз.",
    fixErrors: "Проверьте отмеченные поля",
  },
};

export const VENUE_ADMIN_TEXTS: Localised<VenueAdminTexts> = { am, en, ru };
