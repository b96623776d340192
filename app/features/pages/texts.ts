import type { Localised } from "../../i18n/languages";
import type { PluralForms } from "../../i18n/plural";

/** The words block pages show around staff's content (docs/decisions/014-texts-live-with-their-feature.md). */
export const PAGE_TEXTS: Localised<{
  inEnglish: string;
  preview: string;
  seats: string;
  seatLabels: { parterre: string; amphitheater: string; rightBox: string; leftBox: string; stage: string; total: string };
  tourPrices: string;
  priceLabels: { local: string; tourist: string; university: string; school: string };
  tourSchedule: string;
  tourDays: string;
  tourDuration: string;
  guidePrices: string;
  guideLabels: { armenian: string; other: string };
  privateEvening: string;
  giftCard: string;
  giftCardLabels: { min: string; max: string; validity: string };
  /** The card's validity: whole years when the months make them, else months. */
  giftCardValidity: { years: PluralForms; months: PluralForms };
}> = {
  am: {
    inEnglish: "Այս էջը դեռ հայերեն չկա․ ստորև անգլերեն տարբերակն է։",
    preview: "Նախադիտում․ այս տարբերակը դեռ հրապարակված չէ։",
    seats: "Նստատեղեր",
    seatLabels: { parterre: "Պարտեր", amphitheater: "Ամֆիթատրոն", rightBox: "Աջ բեմական օթյակ", leftBox: "Ձախ բեմական օթյակ", stage: "Բեմական հատված", total: "Ընդամենը" },
    tourPrices: "Էքսկուրսիայի տոմսեր",
    priceLabels: { local: "Տեղացի այցելուներ", tourist: "Զբոսաշրջիկներ", university: "Ուսանողներ", school: "Դպրոցականներ" },
    tourSchedule: "Էքսկուրսիաների ժամանակացույց",
    tourDays: "Օրեր և ժամեր",
    tourDuration: "Տևողություն",
    guidePrices: "Էքսկուրսավարի ծառայություն",
    guideLabels: { armenian: "Էքսկուրսավարի ուղեկցությամբ էքսկուրսիա՝ հայերենով", other: "Էքսկուրսավարի ուղեկցությամբ էքսկուրսիա՝ այլ լեզուներով" },
    privateEvening: "Մասնավոր երեկոյան այց",
    giftCard: "Նվեր քարտ",
    giftCardLabels: { min: "Նվազագույն արժեք", max: "Առավելագույն արժեք", validity: "Գործողության ժամկետ" },
    giftCardValidity: { years: { one: "{n}\u00a0տարի", other: "{n}\u00a0տարի" }, months: { one: "{n}\u00a0ամիս", other: "{n}\u00a0ամիս" } },
  },
  en: {
    inEnglish: "This page has not been written in your language yet: here it is in English.",
    preview: "Preview: this version is not published yet.",
    seats: "Seats",
    seatLabels: { parterre: "Parterre", amphitheater: "Amphitheatre", rightBox: "Right stage box", leftBox: "Left stage box", stage: "Stage area", total: "Total" },
    tourPrices: "Tour tickets",
    priceLabels: { local: "Local visitors", tourist: "Tourists", university: "University students", school: "School students" },
    tourSchedule: "Tour times",
    tourDays: "Days and hours",
    tourDuration: "Duration",
    guidePrices: "Guide service",
    guideLabels: { armenian: "Guided tour in Armenian", other: "Guided tour in other languages" },
    privateEvening: "Private evening visit",
    giftCard: "Gift card",
    giftCardLabels: { min: "Minimum amount", max: "Maximum amount", validity: "Valid for" },
    giftCardValidity: { years: { one: "{n} year", other: "{n} years" }, months: { one: "{n} month", other: "{n} months" } },
  },
  ru: {
    inEnglish: "Эта страница ещё не написана по-русски, поэтому она показана на английском.",
    preview: "Предпросмотр: эта версия ещё не опубликована.",
    seats: "Места",
    seatLabels: { parterre: "Партер", amphitheater: "Амфитеатр", rightBox: "Правая ложа у сцены", leftBox: "Левая ложа у сцены", stage: "Сценическая зона", total: "Всего" },
    tourPrices: "Билеты на экскурсию",
    priceLabels: { local: "Местные посетители", tourist: "Туристы", university: "Студенты", school: "Школьники" },
    tourSchedule: "Расписание экскурсий",
    tourDays: "Дни и часы",
    tourDuration: "Продолжительность",
    guidePrices: "Услуги гида",
    guideLabels: { armenian: "Экскурсия с гидом на армянском языке", other: "Экскурсия с гидом на других языках" },
    privateEvening: "Частное вечернее посещение",
    giftCard: "Подарочная карта",
    giftCardLabels: { min: "Минимальный номинал", max: "Максимальный номинал", validity: "Срок действия" },
    giftCardValidity: {
      years: { one: "{n}\u00a0год", few: "{n}\u00a0года", many: "{n}\u00a0лет", other: "{n}\u00a0года" },
      months: { one: "{n}\u00a0месяц", few: "{n}\u00a0месяца", many: "{n}\u00a0месяцев", other: "{n}\u00a0месяца" },
    },
  },
};
