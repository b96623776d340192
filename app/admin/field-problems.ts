import type { ErrorCode, RefusalTexts } from "../http/error-codes";
import type { Refusals } from "../http/parse-body";
import type { Localised } from "../i18n/languages";

/**
 * What the server's problem keys (`fields` of a 400, `code` of a 409) say, in the admin's
 * language. Schemas use these keys as their zod messages (docs/decisions/007-validation.md).
 */
/** The problem keys and codes the kit words for every screen (a field's problem, or the form's). */
export type KitProblem =
  | "required"
  | "too_long"
  | "too_many"
  | "invalid"
  | "invalid_type"
  | "invalid_url"
  | "invalid_slug"
  | "invalid_duration"
  | "invalid_time"
  | "invalid_format"
  | "duplicate"
  | "unknown_artist"
  | "unknown_series"
  | "unknown_genre"
  | "unknown_access"
  | "unknown_role"
  | "unknown_status"
  | "slug_taken"
  | "taken"
  | "not_found"
  | "invalid_media_url"
  | "forbidden";

export const FIELD_PROBLEMS: Localised<Readonly<Record<KitProblem, string>>> = {
  am: {
    required: "Պարտադիր դաշտ է",
    too_long: "Չափազանց երկար է",
    too_many: "Չափազանց շատ են",
    invalid: "Անվավեր արժեք",
    invalid_type: "Անվավեր արժեք",
    invalid_url: "Պետք է լինի https:// հասցե",
    invalid_slug: "Միայն լատինական փոքրատառեր, թվեր և գծիկներ",
    invalid_duration: "Տևողությունը՝ ISO 8601 ձևաչափով, օրինակ PT25M",
    invalid_time: "Ժամը՝ ԺԺ:ՐՐ ձևաչափով",
    invalid_format: "Անվավեր ձևաչափ",
    duplicate: "Կրկնվող արժեք",
    unknown_artist: "Այդպիսի արտիստ չկա",
    unknown_series: "Այդպիսի շարք չկա",
    unknown_genre: "Անհայտ ժանր",
    unknown_access: "Անհայտ մատչելիության տարբերակ",
    unknown_role: "Անհայտ դեր",
    unknown_status: "Անհայտ կարգավիճակ",
    slug_taken: "Այս հասցեն արդեն զբաղված է",
    taken: "Այս հասցեն արդեն զբաղված է",
    not_found: "Գրառումն այլևս գոյություն չունի",
    invalid_media_url: "Նկարը պետք է վերբեռնվի այստեղ",
    forbidden: "Ձեր հաշիվը չի կարող դա անել",
  },
  en: {
    required: "This field is required",
    too_long: "Too long",
    too_many: "Too many",
    invalid: "Not a valid value",
    invalid_type: "Not a valid value",
    invalid_url: "Must be an https:// address",
    invalid_slug: "Lower-case Latin letters, digits and dashes only",
    invalid_duration: "A duration in ISO 8601, such as PT25M",
    invalid_time: "A time as HH:MM",
    invalid_format: "Not in the right format",
    duplicate: "Listed twice",
    unknown_artist: "No such artist",
    unknown_series: "No such series",
    unknown_genre: "Unknown genre",
    unknown_access: "Unknown access feature",
    unknown_role: "Unknown role",
    unknown_status: "Unknown status",
    slug_taken: "This address is already taken",
    taken: "This address is already taken",
    not_found: "This record no longer exists",
    invalid_media_url: "The picture must be uploaded here",
    forbidden: "Your account may not do this",
  },
  ru: {
    required: "Обязательное поле",
    too_long: "Слишком длинно",
    too_many: "Слишком много",
    invalid: "Недопустимое значение",
    invalid_type: "Недопустимое значение",
    invalid_url: "Нужен адрес https://",
    invalid_slug: "Только строчные латинские буквы, цифры и дефисы",
    invalid_duration: "Длительность в формате ISO 8601, например PT25M",
    invalid_time: "Время в формате ЧЧ:ММ",
    invalid_format: "Неверный формат",
    duplicate: "Указано дважды",
    unknown_artist: "Такого артиста нет",
    unknown_series: "Такого цикла нет",
    unknown_genre: "Неизвестный жанр",
    unknown_access: "Неизвестный вариант доступности",
    unknown_role: "Неизвестная роль",
    unknown_status: "Неизвестный статус",
    slug_taken: "Этот адрес уже занят",
    taken: "Этот адрес уже занят",
    not_found: "Запись больше не существует",
    invalid_media_url: "Изображение нужно загрузить здесь",
    forbidden: "Вашей учётной записи это не разрешено",
  },
};

/**
 * Codes a screen's form cannot raise (it always sends an object with its translations, ids and switches):
 * the screen answers them with its general "could not save" text.
 */
export type MalformedRequestCode = "invalid_body" | "invalid_translations" | "invalid_id" | "invalid_status";

/**
 * What a screen words itself: each code of its entity's refusals (`features/<x>/schema.ts`) that the
 * kit does not word, so a refusal added to the contract without its texts fails the type check.
 */
export type OwnRefusalTexts<R extends Refusals> = RefusalTexts<Exclude<keyof R & ErrorCode, KitProblem | MalformedRequestCode | "unavailable" | "internal">>;
