import type { Localised } from "../i18n/languages";

type Venue = { name: string; address: string };

const ADDRESS: Localised<string> = {
  am: "Մեսրոպ Մաշտոցի պողոտա 46, Երևան",
  en: "46 Mesrop Mashtots Avenue, Yerevan",
  ru: "проспект Месропа Маштоца, 46, Ереван",
};

/** The venue a concert is in when its source names none: the concert hall, on Mashtots Avenue (docs/product.md §9). */
export const DEFAULT_VENUE: Localised<Venue> = {
  am: { name: "Արամ Խաչատրյանի անվան համերգասրահ", address: ADDRESS.am },
  en: { name: "Aram Khachaturian Concert Hall", address: ADDRESS.en },
  ru: { name: "Концертный зал имени Арама Хачатуряна", address: ADDRESS.ru },
};

/** The small chamber hall in the same building. */
export const HARMONY_VENUE: Localised<Venue> = {
  am: { name: "«Հարմոնիա» կամերային սրահ", address: ADDRESS.am },
  en: { name: "Harmony Chamber Hall", address: ADDRESS.en },
  ru: { name: "Камерный зал «Гармония»", address: ADDRESS.ru },
};
