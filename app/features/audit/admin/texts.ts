import type { Localised } from "../../../i18n/languages";
import type { TextShape } from "../../../i18n/text-shape";

/** The audit log screen, in the admin's language. Armenian first: its shape is every language's (docs/architecture.md). */
const am = {
  audit: {
    title: "Գործողությունների մատյան",
    intro:
      "Ադմինիստրատիվ վահանակում կատարված յուրաքանչյուր փոփոխություն և յուրաքանչյուր մուտք՝ նորից հին։ Գրառումները հնարավոր չէ փոխել կամ ջնջել։ Դրանք պահվում են մեկ տարի։",
    filters: "Զտիչներ",
    account: "Հաշիվ",
    entity: "Օբյեկտ",
    all: "Բոլորը",
    from: "Սկսած",
    to: "Մինչև",
    apply: "Կիրառել",
    reset: "Մաքրել զտիչները",
    caption: "Մատյանի գրառումները՝ նորից հին",
    columns: {
      at: "Ժամանակը",
      actor: "Հաշիվ",
      action: "Գործողություն",
      entity: "Օբյեկտ",
      entityId: "ID",
      fields: "Դաշտեր",
    },
    unknownName: "անհայտ անուն",
    times: { one: "{n} անգամ", other: "{n} անգամ" },
    sentTo: "Ստացողներ՝ {addresses}",
    none: "Այս զտիչներով գրառումներ չկան",
    loadMore: "Բեռնել ևս",
    invalidDates: "Ստուգեք ամսաթվերը",
  },
} as const;

export type AuditAdminTexts = TextShape<typeof am>;

const en: AuditAdminTexts = {
  audit: {
    title: "Audit log",
    intro:
      "Every change made in the admin area and every sign-in, newest first. Entries cannot be changed or deleted; they are kept for one year.",
    filters: "Filters",
    account: "Account",
    entity: "Entity",
    all: "All",
    from: "From",
    to: "To",
    apply: "Apply",
    reset: "Clear filters",
    caption: "Audit log entries, newest first",
    columns: {
      at: "Time",
      actor: "Account",
      action: "Action",
      entity: "Entity",
      entityId: "ID",
      fields: "Fields",
    },
    unknownName: "unknown name",
    times: { one: "{n} time", other: "{n} times" },
    sentTo: "Sent to: {addresses}",
    none: "No entries match these filters",
    loadMore: "Load more",
    invalidDates: "Check the dates",
  },
};

const ru: AuditAdminTexts = {
  audit: {
    title: "Журнал действий",
    intro:
      "Все изменения, сделанные в панели управления, и все входы — от новых к старым. Записи нельзя изменить или удалить; они хранятся один год.",
    filters: "Фильтры",
    account: "Учётная запись",
    entity: "Объект",
    all: "Все",
    from: "С",
    to: "По",
    apply: "Применить",
    reset: "Сбросить фильтры",
    caption: "Записи журнала, от новых к старым",
    columns: {
      at: "Время",
      actor: "Учётная запись",
      action: "Действие",
      entity: "Объект",
      entityId: "ID",
      fields: "Поля",
    },
    unknownName: "неизвестное имя",
    times: { one: "{n} раз", few: "{n} раза", many: "{n} раз", other: "{n} раза" },
    sentTo: "Получатели: {addresses}",
    none: "Записей с такими фильтрами нет",
    loadMore: "Загрузить ещё",
    invalidDates: "Проверьте даты",
  },
};

export const AUDIT_ADMIN_TEXTS: Localised<AuditAdminTexts> = { am, en, ru };
