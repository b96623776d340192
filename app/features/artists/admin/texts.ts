import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";
import { uploadMegabytes } from "../../../media/media-rules";

const STAFF_MB = uploadMegabytes("staff");

/** The artists screen's words; Armenian defines the shape (docs/decisions/014-texts-live-with-their-feature.md). */
const am = {
  title: "Արտիստներ",
  newItem: "Նոր արտիստ",
  editItem: "Արտիստի խմբագրում",
  empty: "Արտիստներ դեռ չկան",
  loadFailed: "Չհաջողվեց բեռնել արտիստներին։ Փորձեք կրկին։",
  slug: "Էջի հասցե",
  slugHint: "Դատարկ թողնելու դեպքում կկազմվի անգլերեն անունից",
  image: "Լուսանկար",
  imageHint: `JPEG, PNG, GIF կամ WebP, մինչև ${STAFF_MB} ՄԲ, կպահվի քառակուսի`,
  links: "Հղումներ",
  linksHint: "Մեկ https:// հասցե յուրաքանչյուր տողում",
  fields: { name: "Անուն", role: "Դեր կամ գործիք", bio: "Կենսագրություն" },
  save: "Պահպանել",
  saving: "Պահպանվում է…",
  cancel: "Չեղարկել",
  edit: "Խմբագրել",
  deleteTitle: "Արտիստի ջնջում",
  confirmDelete: "Ջնջե՞լ արտիստին։ Նա կհեռացվի նաև համերգների ծրագրերից։",
  saved: "Արտիստը պահպանված է",
  deleted: "Արտիստը ջնջված է",
  failed: "Չհաջողվեց պահպանել։ Փորձեք կրկին։",
  publicPage: "Էջ",
  imageProblems: { invalid: "Ընտրեք JPEG, PNG, GIF կամ WebP նկար", tooLarge: `Նկարը ${STAFF_MB} ՄԲ-ից մեծ է`, processing: "Չհաջողվեց մշակել նկարը" },
} as const;

const en: TextShape<typeof am> = {
  title: "Artists",
  newItem: "New artist",
  editItem: "Edit artist",
  empty: "No artists yet",
  loadFailed: "Couldn't load the artists. Please try again.",
  slug: "Page address",
  slugHint: "Leave empty to make it from the English name",
  image: "Photo",
  imageHint: `JPEG, PNG, GIF or WebP up to ${STAFF_MB} MB, stored square`,
  links: "Links",
  linksHint: "One https:// address per line",
  fields: { name: "Name", role: "Role or instrument", bio: "Biography" },
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  edit: "Edit",
  deleteTitle: "Delete artist",
  confirmDelete: "Delete this artist? They are also taken off the concert programmes.",
  saved: "Artist saved",
  deleted: "Artist deleted",
  failed: "Couldn't save. Please try again.",
  publicPage: "Page",
  imageProblems: { invalid: "Choose a JPEG, PNG, GIF or WebP picture", tooLarge: `The picture is larger than ${STAFF_MB} MB`, processing: "Couldn't process the picture" },
};

const ru: TextShape<typeof am> = {
  title: "Артисты",
  newItem: "Новый артист",
  editItem: "Редактирование артиста",
  empty: "Артистов пока нет",
  loadFailed: "Не удалось загрузить артистов. Попробуйте ещё раз.",
  slug: "Адрес страницы",
  slugHint: "Если оставить пустым, адрес составится из английского имени",
  image: "Фотография",
  imageHint: `JPEG, PNG, GIF или WebP до ${STAFF_MB} МБ, хранится квадратной`,
  links: "Ссылки",
  linksHint: "По одному адресу https:// в строке",
  fields: { name: "Имя", role: "Амплуа или инструмент", bio: "Биография" },
  save: "Сохранить",
  saving: "Сохранение…",
  cancel: "Отмена",
  edit: "Изменить",
  deleteTitle: "Удаление артиста",
  confirmDelete: "Удалить артиста? Он будет убран и из программ концертов.",
  saved: "Артист сохранён",
  deleted: "Артист удалён",
  failed: "Не удалось сохранить. Попробуйте ещё раз.",
  publicPage: "Страница",
  imageProblems: { invalid: "Выберите изображение JPEG, PNG, GIF или WebP", tooLarge: `Изображение больше ${STAFF_MB} МБ`, processing: "Не удалось обработать изображение" },
};

export const ARTIST_ADMIN_TEXTS: Localised<TextShape<typeof am>> = { am, en, ru };
