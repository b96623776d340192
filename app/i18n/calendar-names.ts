import type { Localised } from "./languages";

/**
 * Month and weekday names, ours rather than the runtime's: browsers ship different locale data
 * (Debian's Chromium, for one, has no Armenian and falls back to English), and a date rendered
 * on the server must read the same after hydration in every browser.
 */
type Names = {
  /** Standalone, as in a calendar title: "November", "ноябрь", "նոյեմբեր". */
  months: readonly string[];
  /** As it reads after a day number: "23 ноября", "23 նոյեմբերի". */
  monthsAfterDay: readonly string[];
  /** Monday first. */
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
};

export const CALENDAR_NAMES: Localised<Names> = {
  en: {
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    monthsAfterDay: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    weekdaysShort: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  },
  ru: {
    months: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
    monthsAfterDay: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
    weekdays: ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"],
    weekdaysShort: ["пн", "вт", "ср", "чт", "пт", "сб", "вс"],
  },
  am: {
    months: ["հունվար", "փետրվար", "մարտ", "ապրիլ", "մայիս", "հունիս", "հուլիս", "օգոստոս", "սեպտեմբեր", "հոկտեմբեր", "նոյեմբեր", "դեկտեմբեր"],
    monthsAfterDay: [
      "հունվարի",
      "փետրվարի",
      "մարտի",
      "ապրիլի",
      "մայիսի",
      "հունիսի",
      "հուլիսի",
      "օգոստոսի",
      "սեպտեմբերի",
      "հոկտեմբերի",
      "նոյեմբերի",
      "դեկտեմբերի",
    ],
    weekdays: ["երկուշաբթի", "երեքշաբթի", "չորեքշաբթի", "հինգշաբթի", "ուրբաթ", "շաբաթ", "կիրակի"],
    weekdaysShort: ["երկ", "երք", "չրք", "հնգ", "ուր", "շբթ", "կիր"],
  },
};
