import { useAdminTexts } from "../../../admin/admin-language";
import { type DirectoryItem, DirectoryScreen, type DirectoryTexts } from "../../../admin/directory-screen";
import type { Localised } from "../../../i18n/languages";
import { UPLOAD_LIMITS } from "../../media-uploads/public";
import { type Series, seriesInputSchema } from "../schema";

/** A series picture is stored like an event's: 16:9. */
const SERIES_IMAGE = { width: 1280, height: 720, quality: 0.82, maxBytes: UPLOAD_LIMITS.event.maxBytes, aspect: "16 / 9" } as const;

const TEXTS: Localised<DirectoryTexts> = {
  am: {
    title: "Համերգաշարեր",
    newItem: "Նոր շարք",
    editItem: "Շարքի խմբագրում",
    empty: "Շարքեր դեռ չկան",
    loadFailed: "Չհաջողվեց բեռնել շարքերը։ Փորձեք կրկին։",
    slug: "Էջի հասցե",
    slugHint: "Դատարկ թողնելու դեպքում կկազմվի անգլերեն անվանումից",
    image: "Նկար",
    imageHint: "JPEG, PNG, GIF կամ WebP, մինչև 5 ՄԲ, կպահվի 16:9",
    fields: { name: "Անվանում", description: "Նկարագրություն" },
    save: "Պահպանել",
    saving: "Պահպանվում է…",
    cancel: "Չեղարկել",
    edit: "Խմբագրել",
    delete: "Ջնջել",
    confirmDelete: "Ջնջե՞լ շարքը։ Համերգները կմնան, բայց առանց շարքի։",
    saved: "Շարքը պահպանված է",
    deleted: "Շարքը ջնջված է",
    failed: "Չհաջողվեց պահպանել։ Փորձեք կրկին։",
    publicPage: "Էջ",
    imageProblems: { invalid: "Ընտրեք JPEG, PNG, GIF կամ WebP նկար", tooLarge: "Նկարը 5 ՄԲ-ից մեծ է", processing: "Չհաջողվեց մշակել նկարը" },
  },
  en: {
    title: "Series",
    newItem: "New series",
    editItem: "Edit series",
    empty: "No series yet",
    loadFailed: "Couldn't load the series. Please try again.",
    slug: "Page address",
    slugHint: "Leave empty to make it from the English name",
    image: "Picture",
    imageHint: "JPEG, PNG, GIF or WebP up to 5 MB, stored 16:9",
    fields: { name: "Name", description: "Description" },
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: "Delete this series? Its concerts stay, without a series.",
    saved: "Series saved",
    deleted: "Series deleted",
    failed: "Couldn't save. Please try again.",
    publicPage: "Page",
    imageProblems: { invalid: "Choose a JPEG, PNG, GIF or WebP picture", tooLarge: "The picture is larger than 5 MB", processing: "Couldn't process the picture" },
  },
  ru: {
    title: "Циклы концертов",
    newItem: "Новый цикл",
    editItem: "Редактирование цикла",
    empty: "Циклов пока нет",
    loadFailed: "Не удалось загрузить циклы. Попробуйте ещё раз.",
    slug: "Адрес страницы",
    slugHint: "Если оставить пустым, адрес составится из английского названия",
    image: "Изображение",
    imageHint: "JPEG, PNG, GIF или WebP до 5 МБ, хранится в формате 16:9",
    fields: { name: "Название", description: "Описание" },
    save: "Сохранить",
    saving: "Сохранение…",
    cancel: "Отмена",
    edit: "Изменить",
    delete: "Удалить",
    confirmDelete: "Удалить цикл? Концерты останутся, но без цикла.",
    saved: "Цикл сохранён",
    deleted: "Цикл удалён",
    failed: "Не удалось сохранить. Попробуйте ещё раз.",
    publicPage: "Страница",
    imageProblems: { invalid: "Выберите изображение JPEG, PNG, GIF или WebP", tooLarge: "Изображение больше 5 МБ", processing: "Не удалось обработать изображение" },
  },
};

/** Issue 24: `/admin/series` (editors and admins). */
export function SeriesScreen({ series }: { series: Series[] | null }) {
  const { lang } = useAdminTexts();
  return (
    <DirectoryScreen
      items={series as DirectoryItem[] | null}
      texts={TEXTS[lang]}
      fields={[{ key: "name" }, { key: "description", multiline: true }]}
      required="name"
      schema={seriesInputSchema}
      purpose="event"
      photo={SERIES_IMAGE}
      publicPath="/series/"
    />
  );
}
