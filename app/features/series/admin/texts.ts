import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";
import { uploadMegabytes } from "../../../media/media-rules";

const LIBRARY_MB = uploadMegabytes("library");

/** The series screen's words; Armenian defines the shape (docs/decisions/014-texts-live-with-their-feature.md). */
const am = {
  title: "Համերգաշարեր",
  newItem: "Նոր շարք",
  editItem: "Շարքի խմբագրում",
  empty: "Շարքեր դեռ չկան",
  loadFailed: "Չհաջողվեց բեռնել շարքերը։ Փորձեք կրկին։",
  slug: "Էջի հասցե",
  slugHint: "Դատարկ թողնելու դեպքում կկազմվի անգլերեն անվանումից",
  image: "Նկար",
  imageHint: `Ընտրեք մեդիա գրադարանից կամ վերբեռնեք նոր նկար (JPEG, PNG, GIF կամ WebP, մինչև ${LIBRARY_MB} ՄԲ)․ այն կպահվի գրադարանում։ Էջը ցույց է տալիս 16:9 հատված՝ նկարի կիզակետի շուրջ։`,
  fromLibrary: "Ընտրել մեդիա գրադարանից",
  picked: "Մեդիա գրադարանից՝ {name}",
  fields: { name: "Անվանում", description: "Նկարագրություն" },
  save: "Պահպանել",
  saving: "Պահպանվում է…",
  cancel: "Չեղարկել",
  edit: "Խմբագրել",
  deleteTitle: "Շարքի ջնջում",
  confirmDelete: "Ջնջե՞լ շարքը։ Համերգները կմնան, բայց առանց շարքի։",
  saved: "Շարքը պահպանված է",
  deleted: "Շարքը ջնջված է",
  failed: "Չհաջողվեց պահպանել։ Փորձեք կրկին։",
  publicPage: "Էջ",
  imageProblems: { invalid: "Ընտրեք JPEG, PNG, GIF կամ WebP նկար", tooLarge: `Նկարը ${LIBRARY_MB} ՄԲ-ից մեծ է`, processing: "Չհաջողվեց մշակել նկարը" },
} as const;

const en: TextShape<typeof am> = {
  title: "Series",
  newItem: "New series",
  editItem: "Edit series",
  empty: "No series yet",
  loadFailed: "Couldn't load the series. Please try again.",
  slug: "Page address",
  slugHint: "Leave empty to make it from the English name",
  image: "Picture",
  imageHint: `Choose one from the media library, or upload a new picture (JPEG, PNG, GIF or WebP up to ${LIBRARY_MB} MB): it is kept in the library. The page shows a 16:9 cut around the picture's focal point.`,
  fromLibrary: "Choose from the library",
  picked: "From the library: {name}",
  fields: { name: "Name", description: "Description" },
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  edit: "Edit",
  deleteTitle: "Delete series",
  confirmDelete: "Delete this series? Its concerts stay, without a series.",
  saved: "Series saved",
  deleted: "Series deleted",
  failed: "Couldn't save. Please try again.",
  publicPage: "Page",
  imageProblems: { invalid: "Choose a JPEG, PNG, GIF or WebP picture", tooLarge: `The picture is larger than ${LIBRARY_MB} MB`, processing: "Couldn't process the picture" },
};

const ru: TextShape<typeof am> = {
  title: "Циклы концертов",
  newItem: "Новый цикл",
  editItem: "Редактирование цикла",
  empty: "Циклов пока нет",
  loadFailed: "Не удалось загрузить циклы. Попробуйте ещё раз.",
  slug: "Адрес страницы",
  slugHint: "Если оставить пустым, адрес составится из английского названия",
  image: "Изображение",
  imageHint: `Выберите изображение в медиатеке или загрузите новое (JPEG, PNG, GIF или WebP до ${LIBRARY_MB} МБ): оно сохранится в медиатеке. Страница показывает кадр 16:9 вокруг фокуса изображения.`,
  fromLibrary: "Выбрать в медиатеке",
  picked: "Из медиатеки: {name}",
  fields: { name: "Название", description: "Описание" },
  save: "Сохранить",
  saving: "Сохранение…",
  cancel: "Отмена",
  edit: "Изменить",
  deleteTitle: "Удаление цикла",
  confirmDelete: "Удалить цикл? Концерты останутся, но без цикла.",
  saved: "Цикл сохранён",
  deleted: "Цикл удалён",
  failed: "Не удалось сохранить. Попробуйте ещё раз.",
  publicPage: "Страница",
  imageProblems: { invalid: "Выберите изображение JPEG, PNG, GIF или WebP", tooLarge: `Изображение больше ${LIBRARY_MB} МБ`, processing: "Не удалось обработать изображение" },
};

export const SERIES_ADMIN_TEXTS: Localised<TextShape<typeof am>> = { am, en, ru };
