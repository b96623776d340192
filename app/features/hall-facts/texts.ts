import type { Localised } from "../../i18n/languages";
import type { Weekday } from "./fact-keys";

/**
 * The words the facts are said with on public pages (docs/decisions/014-texts-live-with-their-feature.md):
 * weekday names in the forms a range and the office-hours line need, and the office-hours lines.
 */
export type HallFactsTexts = {
  /** Weekday names as a heading of the week's hours ("Monday"). */
  weekday: Record<Weekday, string>;
  /** Short weekday names for the footer's compact week ("Mon–Fri"). */
  weekdayShort: Record<Weekday, string>;
  /** A day range: "Monday to Saturday" (`{from}`, `{to}`), lower case where the language writes it so mid-sentence. */
  dayRange: string;
  /** The first day of a range, in the form `dayRange` needs (Russian genitive, Armenian ablative). */
  rangeFrom: Record<Weekday, string>;
  /** The last day of a range, in the form `dayRange` needs (Russian accusative). */
  rangeTo: Record<Weekday, string>;
  /** A tour's length in minutes: `{min}`, `{max}`. */
  minutesRange: string;
  /** "Monday" after "opens" ("opens Monday at 10:00"): Russian accusative with its preposition. */
  opensOn: Record<Weekday, string>;
  office: {
    title: string;
    openUntil: string;
    closedOpensToday: string;
    closedOpensTomorrow: string;
    closedOpensOn: string;
    closedOpensDate: string;
    closedNoHours: string;
    closed: string;
    weekTitle: string;
    exceptionsTitle: string;
    exceptionClosed: string;
    exceptionHours: string;
    localNote: string;
  };
};

export const HALL_FACTS_TEXTS: Localised<HallFactsTexts> = {
  am: {
    weekday: { mon: "Երկուշաբթի", tue: "Երեքշաբթի", wed: "Չորեքշաբթի", thu: "Հինգշաբթի", fri: "Ուրբաթ", sat: "Շաբաթ", sun: "Կիրակի" },
    weekdayShort: { mon: "Երկ", tue: "Երք", wed: "Չրք", thu: "Հնգ", fri: "Ուրբ", sat: "Շբթ", sun: "Կիր" },
    dayRange: "{from} {to}",
    rangeFrom: { mon: "երկուշաբթիից", tue: "երեքշաբթիից", wed: "չորեքշաբթիից", thu: "հինգշաբթիից", fri: "ուրբաթից", sat: "շաբաթից", sun: "կիրակիից" },
    rangeTo: { mon: "երկուշաբթի", tue: "երեքշաբթի", wed: "չորեքշաբթի", thu: "հինգշաբթի", fri: "ուրբաթ", sat: "շաբաթ", sun: "կիրակի" },
    minutesRange: "{min}–{max}\u00a0րոպե",
    opensOn: { mon: "երկուշաբթի", tue: "երեքշաբթի", wed: "չորեքշաբթի", thu: "հինգշաբթի", fri: "ուրբաթ", sat: "շաբաթ", sun: "կիրակի" },
    office: {
      title: "Տոմսարկղի աշխատանքային ժամերը",
      openUntil: "Հիմա բաց է՝ մինչև {time}",
      closedOpensToday: "Հիմա փակ է · կբացվի այսօր՝ ժամը {time}-ին",
      closedOpensTomorrow: "Հիմա փակ է · կբացվի վաղը՝ ժամը {time}-ին",
      closedOpensOn: "Հիմա փակ է · կբացվի {day}՝ ժամը {time}-ին",
      closedOpensDate: "Հիմա փակ է · կբացվի {date}-ին՝ ժամը {time}-ին",
      closedNoHours: "Հիմա փակ է",
      closed: "Փակ է",
      weekTitle: "Շաբաթվա ժամերը",
      exceptionsTitle: "Առանձին օրեր",
      exceptionClosed: "{date}՝ փակ է",
      exceptionHours: "{date}՝ {hours}",
      localNote: "Ժամերը նշված են Երևանի ժամանակով։",
    },
  },
  en: {
    weekday: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
    weekdayShort: { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" },
    dayRange: "{from} to {to}",
    rangeFrom: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
    rangeTo: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
    minutesRange: "{min} to {max} minutes",
    opensOn: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
    office: {
      title: "Ticket office hours",
      openUntil: "Open now until {time}",
      closedOpensToday: "Closed now · opens today at {time}",
      closedOpensTomorrow: "Closed now · opens tomorrow at {time}",
      closedOpensOn: "Closed now · opens {day} at {time}",
      closedOpensDate: "Closed now · opens on {date} at {time}",
      closedNoHours: "Closed now",
      closed: "Closed",
      weekTitle: "Opening hours",
      exceptionsTitle: "Special days",
      exceptionClosed: "{date}: closed",
      exceptionHours: "{date}: {hours}",
      localNote: "Times are Yerevan time.",
    },
  },
  ru: {
    weekday: { mon: "Понедельник", tue: "Вторник", wed: "Среда", thu: "Четверг", fri: "Пятница", sat: "Суббота", sun: "Воскресенье" },
    weekdayShort: { mon: "Пн", tue: "Вт", wed: "Ср", thu: "Чт", fri: "Пт", sat: "Сб", sun: "Вс" },
    dayRange: "с {from} по {to}",
    rangeFrom: { mon: "понедельника", tue: "вторника", wed: "среды", thu: "четверга", fri: "пятницы", sat: "субботы", sun: "воскресенья" },
    rangeTo: { mon: "понедельник", tue: "вторник", wed: "среду", thu: "четверг", fri: "пятницу", sat: "субботу", sun: "воскресенье" },
    minutesRange: "{min}–{max}\u00a0минут",
    opensOn: { mon: "в понедельник", tue: "во вторник", wed: "в среду", thu: "в четверг", fri: "в пятницу", sat: "в субботу", sun: "в воскресенье" },
    office: {
      title: "Часы работы кассы",
      openUntil: "Сейчас открыто до {time}",
      closedOpensToday: "Сейчас закрыто · откроется сегодня в {time}",
      closedOpensTomorrow: "Сейчас закрыто · откроется завтра в {time}",
      closedOpensOn: "Сейчас закрыто · откроется {day} в {time}",
      closedOpensDate: "Сейчас закрыто · откроется {date} в {time}",
      closedNoHours: "Сейчас закрыто",
      closed: "Закрыто",
      weekTitle: "Часы работы",
      exceptionsTitle: "Особые дни",
      exceptionClosed: "{date}: закрыто",
      exceptionHours: "{date}: {hours}",
      localNote: "Время указано ереванское.",
    },
  },
};
