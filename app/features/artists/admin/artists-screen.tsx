import { useAdminTexts } from "../../../admin/admin-language";
import { type DirectoryItem, DirectoryScreen, type DirectoryTexts } from "../../../admin/directory-screen";
import type { Localised } from "../../../i18n/languages";
import { UPLOAD_LIMITS } from "../../media-uploads/public";
import { type Artist, artistInputSchema } from "../schema";

/** Artist photos are re-encoded like staff photos: square, 600 px. */
const ARTIST_PHOTO = { width: 600, height: 600, quality: 0.82, maxBytes: UPLOAD_LIMITS.staff.maxBytes, aspect: "1 / 1" } as const;

const TEXTS: Localised<DirectoryTexts> = {
  am: {
    title: "Արտիստներ",
    newItem: "Նոր արտիստ",
    editItem: "Արտիստի խմբագրում",
    empty: "Արտիստներ դեռ չկան",
    loadFailed: "Չհաջողվեց բեռնել արտիստներին։ Փորձեք կրկին։",
    slug: "Էջի հասցե",
    slugHint: "Դատարկ թողնելու դեպքում կկազմվի անգլերեն անունից",
    image: "Լուսանկար",
    imageHint: "JPEG, PNG, GIF կամ WebP, մինչև 5 ՄԲ, կպահվի քառակուսի",
    links: "Հղումներ",
    linksHint: "Մեկ https:// հասցե յուրաքանչյուր տողում",
    fields: { name: "Անուն", role: "Դեր կամ գործիք", bio: "Կենսագրություն" },
    save: "Պահպանել",
    saving: "Պահպանվում է…",
    cancel: "Չեղարկել",
    edit: "Խմբագրել",
    delete: "Ջնջել",
    confirmDelete: "Ջնջե՞լ արտիստին։ Նա կհեռացվի նաև համերգների ծրագրերից։",
    saved: "Արտիստը պահպանված է",
    deleted: "Արտիստը ջնջված է",
    failed: "Չհաջողվեց պահպանել։ Փորձեք կրկին։",
    publicPage: "Էջ",
    imageProblems: { invalid: "Ընտրեք JPEG, PNG, GIF կամ WebP նկար", tooLarge: "Նկարը 5 ՄԲ-ից մեծ է", processing: "Չհաջողվեց մշակել նկարը" },
  },
  en: {
    title: "Artists",
    newItem: "New artist",
    editItem: "Edit artist",
    empty: "No artists yet",
    loadFailed: "Couldn't load the artists. Please try again.",
    slug: "Page address",
    slugHint: "Leave empty to make it from the English name",
    image: "Photo",
    imageHint: "JPEG, PNG, GIF or WebP up to 5 MB, stored square",
    links: "Links",
    linksHint: "One https:// address per line",
    fields: { name: "Name", role: "Role or instrument", bio: "Biography" },
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: "Delete this artist? They are also taken off the concert programmes.",
    saved: "Artist saved",
    deleted: "Artist deleted",
    failed: "Couldn't save. Please try again.",
    publicPage: "Page",
    imageProblems: { invalid: "Choose a JPEG, PNG, GIF or WebP picture", tooLarge: "The picture is larger than 5 MB", processing: "Couldn't process the picture" },
  },
  ru: {
    title: "Артисты",
    newItem: "Новый артист",
    editItem: "Редактирование артиста",
    empty: "Артистов пока нет",
    loadFailed: "Не удалось загрузить артистов. Попробуйте ещё раз.",
    slug: "Адрес страницы",
    slugHint: "Если оставить пустым, адрес составится из английского имени",
    image: "Фотография",
    imageHint: "JPEG, PNG, GIF или WebP до 5 МБ, хранится квадратной",
    links: "Ссылки",
    linksHint: "По одному адресу https:// в строке",
    fields: { name: "Имя", role: "Амплуа или инструмент", bio: "Биография" },
    save: "Сохранить",
    saving: "Сохранение…",
    cancel: "Отмена",
    edit: "Изменить",
    delete: "Удалить",
    confirmDelete: "Удалить артиста? Он будет убран и из программ концертов.",
    saved: "Артист сохранён",
    deleted: "Артист удалён",
    failed: "Не удалось сохранить. Попробуйте ещё раз.",
    publicPage: "Страница",
    imageProblems: { invalid: "Выберите изображение JPEG, PNG, GIF или WebP", tooLarge: "Изображение больше 5 МБ", processing: "Не удалось обработать изображение" },
  },
};

/** Issue 24: `/admin/artists` (editors and admins). */
export function ArtistsScreen({ artists }: { artists: Artist[] | null }) {
  const { lang } = useAdminTexts();
  return (
    <DirectoryScreen
      items={artists as DirectoryItem[] | null}
      texts={TEXTS[lang]}
      fields={[{ key: "name" }, { key: "role" }, { key: "bio", multiline: true }]}
      required="name"
      schema={artistInputSchema}
      purpose="staff"
      photo={ARTIST_PHOTO}
      publicPath="/artists/"
      withLinks
    />
  );
}
