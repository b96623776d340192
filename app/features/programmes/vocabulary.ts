import type { Lang, Localised } from "../../i18n/languages";

/**
 * The fixed lists of a programme, each key labelled in the three languages. Browser-safe:
 * the admin editor, the public pages and the server all read them here.
 */
export const GENRES = ["symphonic", "chamber", "choral", "opera", "jazz", "folk", "family", "contemporary", "organ", "recital"] as const;
export type Genre = (typeof GENRES)[number];

export const PERFORMER_ROLES = ["conductor", "soloist", "ensemble", "narrator", "other"] as const;
export type PerformerRole = (typeof PERFORMER_ROLES)[number];

export const ACCESS_FEATURES = ["wheelchair", "hearing-loop", "audio-description", "sign-language", "relaxed"] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

export const CONCERT_STATUSES = ["scheduled", "cancelled", "postponed", "online"] as const;
export type ConcertStatus = (typeof CONCERT_STATUSES)[number];

export const GENRE_LABELS: Record<Genre, Localised<string>> = {
  symphonic: { am: "Սիմֆոնիկ", en: "Symphonic", ru: "Симфоническая музыка" },
  chamber: { am: "Կամերային", en: "Chamber", ru: "Камерная музыка" },
  choral: { am: "Խմբերգային", en: "Choral", ru: "Хоровая музыка" },
  opera: { am: "Օպերա", en: "Opera", ru: "Опера" },
  jazz: { am: "Ջազ", en: "Jazz", ru: "Джаз" },
  folk: { am: "Ժողովրդական", en: "Folk", ru: "Народная музыка" },
  family: { am: "Ընտանեկան", en: "Family", ru: "Для всей семьи" },
  contemporary: { am: "Ժամանակակից", en: "Contemporary", ru: "Современная музыка" },
  organ: { am: "Երգեհոն", en: "Organ", ru: "Орган" },
  recital: { am: "Մենահամերգ", en: "Recital", ru: "Сольный концерт" },
};

export const ROLE_LABELS: Record<PerformerRole, Localised<string>> = {
  conductor: { am: "Դիրիժոր", en: "Conductor", ru: "Дирижёр" },
  soloist: { am: "Մենակատար", en: "Soloist", ru: "Солист" },
  ensemble: { am: "Համույթ", en: "Ensemble", ru: "Ансамбль" },
  narrator: { am: "Ընթերցող", en: "Narrator", ru: "Чтец" },
  other: { am: "Կատարող", en: "Performer", ru: "Исполнитель" },
};

export const ACCESS_LABELS: Record<AccessFeature, Localised<string>> = {
  wheelchair: { am: "Հասանելի է սայլակով", en: "Wheelchair access", ru: "Доступно на коляске" },
  "hearing-loop": { am: "Ինդուկցիոն օղակ", en: "Hearing loop", ru: "Индукционная петля" },
  "audio-description": { am: "Աուդիոնկարագրություն", en: "Audio description", ru: "Тифлокомментарий" },
  "sign-language": { am: "Ժեստերի լեզվով թարգմանություն", en: "Sign language interpretation", ru: "Перевод на жестовый язык" },
  relaxed: { am: "Հանգիստ ձևաչափով համերգ", en: "Relaxed performance", ru: "Концерт в спокойном формате" },
};

export const STATUS_LABELS: Record<ConcertStatus, Localised<string>> = {
  scheduled: { am: "Ըստ ժամանակացույցի", en: "Scheduled", ru: "По расписанию" },
  cancelled: { am: "Չեղարկված է", en: "Cancelled", ru: "Отменён" },
  postponed: { am: "Հետաձգված է", en: "Postponed", ru: "Перенесён" },
  online: { am: "Առցանց", en: "Online", ru: "Онлайн" },
};

export const isGenre = (value: unknown): value is Genre => typeof value === "string" && (GENRES as readonly string[]).includes(value);

export const label = <K extends string>(labels: Record<K, Localised<string>>, key: K, lang: Lang) => labels[key][lang];
