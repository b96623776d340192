import type { Localised } from "../../i18n/languages";

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
}> = {
  am: {
    inEnglish: "Այս էջը դեռ հայերեն չկա․ ստորև անգլերեն տարբերակն է։",
    preview: "Նախադիտում․ այս տարբերակը դեռ հրապարակված չէ։",
    seats: "Նստատեղեր",
    seatLabels: { parterre: "Պարտեր", amphitheater: "Ամֆիթատրոն", rightBox: "Աջ օթյակ", leftBox: "Ձախ օթյակ", stage: "Բեմ", total: "Ընդամենը" },
    tourPrices: "Էքսկուրսիայի տոմսեր",
    priceLabels: { local: "Տեղացի այցելուներ", tourist: "Զբոսաշրջիկներ", university: "Ուսանողներ", school: "Դպրոցականներ" },
    tourSchedule: "Էքսկուրսիաների ժամանակացույց",
    tourDays: "Օրեր և ժամեր",
    tourDuration: "Տևողություն",
  },
  en: {
    inEnglish: "This page has not been written in your language yet: here it is in English.",
    preview: "Preview: this version is not published yet.",
    seats: "Seats",
    seatLabels: { parterre: "Parterre", amphitheater: "Amphitheatre", rightBox: "Right box", leftBox: "Left box", stage: "Stage", total: "Total" },
    tourPrices: "Tour tickets",
    priceLabels: { local: "Local visitors", tourist: "Tourists", university: "University students", school: "School students" },
    tourSchedule: "Tour times",
    tourDays: "Days and hours",
    tourDuration: "Duration",
  },
  ru: {
    inEnglish: "Эта страница ещё не написана по-русски, поэтому она показана на английском.",
    preview: "Предпросмотр: эта версия ещё не опубликована.",
    seats: "Места",
    seatLabels: { parterre: "Партер", amphitheater: "Амфитеатр", rightBox: "Правая ложа", leftBox: "Левая ложа", stage: "Сцена", total: "Всего" },
    tourPrices: "Билеты на экскурсию",
    priceLabels: { local: "Местные посетители", tourist: "Туристы", university: "Студенты", school: "Школьники" },
    tourSchedule: "Расписание экскурсий",
    tourDays: "Дни и часы",
    tourDuration: "Продолжительность",
  },
};
