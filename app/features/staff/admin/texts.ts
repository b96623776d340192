import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";
import { uploadMegabytes } from "../../../media/media-rules";

// A photo is uploaded into the media library, within its limit.
const STAFF_MB = uploadMegabytes("library");

/** The staff screen, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  staff: {
    title: "Անձնակազմ",
    createTitle: "Նոր աշխատակից",
    listTitle: "Աշխատակիցներ",
    photo: "Լուսանկար",
    photoHint: "Ընտրեք մեդիա գրադարանից կամ վերբեռնեք նոր նկար․ այն կպահվի գրադարանում։ Քարտը ցույց է տալիս քառակուսի՝ նկարի կիզակետի շուրջ։",
    fromLibrary: "Ընտրել մեդիա գրադարանից",
    picked: "Մեդիա գրադարանից՝ {name}",
    linkedIn: "LinkedIn (ըստ ցանկության)",
    displayOrder: "Հերթականություն",
    fields: { firstName: "Անուն", lastName: "Ազգանուն", position: "Պաշտոն" },
    orderShort: "Հերթական համար՝ {n}",
    create: "Ավելացնել աշխատակից",
    saving: "Պահպանվում է...",
    save: "Պահպանել",
    cancel: "Չեղարկել",
    edit: "Խմբագրել",
    editTitle: "Խմբագրել աշխատակցի տվյալները",
    created: "Աշխատակիցն ավելացվեց",
    updated: "Փոփոխությունները պահպանվեցին",
    deleted: "Աշխատակիցը հեռացվեց",
    deleteTitle: "Աշխատակցի հեռացում",
    confirmDelete: "Հեռացնե՞լ այս աշխատակցին։ Այս գործողությունը հնարավոր չէ չեղարկել։",
    empty: "Աշխատակիցներ չեն գտնվել",
    errors: {
      required: "Ընտրեք լուսանկար և լրացրեք անունը անգլերենով",
      invalid: "Խնդրում ենք ընտրել նկար (JPEG, PNG, GIF, WebP)",
      tooLarge: `Նկարի չափը պետք է լինի ${STAFF_MB} ՄԲ-ից պակաս`,
      photoGone: "Այդ նկարն այլևս մեդիա գրադարանում չէ։ Ընտրեք մեկ ուրիշը",
      processing: "Չհաջողվեց մշակել նկարը։ Փորձեք մեկ այլ ֆայլ։",
      invalidLinkedIn: "LinkedIn-ի հղումը պետք է լինի վեբ հասցե (https://…)",
      invalidOrder: "Հերթականությունը պետք է լինի 1 կամ ավելի մեծ ամբողջ թիվ",
      loadFailed: "Չհաջողվեց բեռնել աշխատակիցների ցանկը",
      createFailed: "Չհաջողվեց ավելացնել աշխատակցին",
      updateFailed: "Չհաջողվեց պահպանել փոփոխությունները",
      deleteFailed: "Չհաջողվեց հեռացնել աշխատակցին",
    },
  },
} as const;

export type StaffAdminTexts = TextShape<typeof am>;

const en: StaffAdminTexts = {
  staff: {
    title: "Staff",
    createTitle: "New staff member",
    listTitle: "Staff members",
    photo: "Photo",
    photoHint: "Choose one from the media library, or upload a new picture: it is kept in the library. The card shows a square around the picture's focal point.",
    fromLibrary: "Choose from the library",
    picked: "From the library: {name}",
    linkedIn: "LinkedIn (optional)",
    displayOrder: "Display order",
    fields: { firstName: "First name", lastName: "Last name", position: "Position" },
    orderShort: "Order: {n}",
    create: "Add staff member",
    saving: "Saving...",
    save: "Save changes",
    cancel: "Cancel",
    edit: "Edit",
    editTitle: "Edit staff member",
    created: "Staff member added",
    updated: "Changes saved",
    deleted: "Staff member removed",
    deleteTitle: "Remove staff member",
    confirmDelete: "Remove this staff member? This cannot be undone.",
    empty: "No staff members found",
    errors: {
      required: "Choose a photo and enter the first name in English",
      invalid: "Please select an image (JPEG, PNG, GIF, WebP)",
      tooLarge: `The image must be smaller than ${STAFF_MB} MB`,
      photoGone: "That picture is no longer in the media library. Choose another",
      processing: "Couldn't process the image. Try another file.",
      invalidLinkedIn: "The LinkedIn link must be a web address (https://…)",
      invalidOrder: "The display order must be a whole number, 1 or more",
      loadFailed: "Couldn't load the staff list",
      createFailed: "Couldn't add the staff member",
      updateFailed: "Couldn't save the changes",
      deleteFailed: "Couldn't remove the staff member",
    },
  },
};

const ru: StaffAdminTexts = {
  staff: {
    title: "Коллектив",
    createTitle: "Новый сотрудник",
    listTitle: "Сотрудники",
    photo: "Фотография",
    photoHint: "Выберите снимок в медиатеке или загрузите новый: он сохранится в медиатеке. Карточка показывает квадрат вокруг фокуса снимка.",
    fromLibrary: "Выбрать в медиатеке",
    picked: "Из медиатеки: {name}",
    linkedIn: "LinkedIn (необязательно)",
    displayOrder: "Порядок показа",
    fields: { firstName: "Имя", lastName: "Фамилия", position: "Должность" },
    orderShort: "Порядок: {n}",
    create: "Добавить сотрудника",
    saving: "Сохранение...",
    save: "Сохранить",
    cancel: "Отмена",
    edit: "Изменить",
    editTitle: "Изменение данных сотрудника",
    created: "Сотрудник добавлен",
    updated: "Изменения сохранены",
    deleted: "Сотрудник удалён",
    deleteTitle: "Удаление сотрудника",
    confirmDelete: "Удалить этого сотрудника? Это действие нельзя отменить.",
    empty: "Сотрудники не найдены",
    errors: {
      required: "Выберите фотографию и укажите имя на английском",
      invalid: "Выберите изображение (JPEG, PNG, GIF, WebP)",
      tooLarge: `Размер изображения должен быть меньше ${STAFF_MB} МБ`,
      photoGone: "Этого снимка больше нет в медиатеке. Выберите другой",
      processing: "Не удалось обработать изображение. Попробуйте другой файл.",
      invalidLinkedIn: "Ссылка на LinkedIn должна быть веб-адресом (https://…)",
      invalidOrder: "Порядок показа — целое число не меньше 1",
      loadFailed: "Не удалось загрузить список сотрудников",
      createFailed: "Не удалось добавить сотрудника",
      updateFailed: "Не удалось сохранить изменения",
      deleteFailed: "Не удалось удалить сотрудника",
    },
  },
};

export const STAFF_ADMIN_TEXTS: Localised<StaffAdminTexts> = { am, en, ru };
