import { type FormEvent, useId } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FieldProblem, SUCCESS_MS, useProblems } from "../../../admin/form";
import { type PickedPicture, pictureIntoLibrary, RecordPicture, recordPictureOf } from "../../media-library/public";
import { ItemActions, type RecordFieldsProps, RecordsScreen, useRecordsScreen } from "../../../admin/content-screen";
import { emptyTranslations, type TranslationDraft, TranslationFields, translationsDraft, translationsPayload } from "../../../admin/translation-fields";
import { translatedField } from "../../../i18n/translated-field";
import { type AdminComingSoonEvent, COMING_SOON_REFUSALS } from "../schema";
import { DEFAULT_EVENT_TIME, EVENT_TEXT_FIELDS, eventDateTime } from "../coming-soon-rules";
import { formatEventDate } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { cardStyle, inputStyle } from "../../../ui/styles";
import { COMING_SOON_RESOURCE, comingSoonRefusalWords } from "./resource";
import { COMING_SOON_ADMIN_TEXTS } from "./texts";

type EventField = (typeof EVENT_TEXT_FIELDS)[number];
/** `picked`: a library picture chosen for the card (an uploaded file, when chosen, wins). */
type EventDraft = { date: string; time: string; eventId: string; translations: TranslationDraft<EventField>; picked: PickedPicture | null };

/** docs/product.md §11: the success message after creating an event stays 5 seconds. */
export const EVENT_CREATED_MS = 5_000;

function EventFields(props: RecordFieldsProps<EventDraft> & { editing: boolean }) {
  const { draft, onChange, editing, problems } = props;
  const { lang } = useAdminTexts();
  const texts = COMING_SOON_ADMIN_TEXTS[lang].comingSoon;
  const id = useId();
  const idPrefix = editing ? "event-edit" : "event-create";
  return (
    <div className="space-y-4">
      <TranslationFields
        fields={EVENT_TEXT_FIELDS}
        labels={texts.fields}
        required={editing ? { en: ["title", "location"] } : { am: ["title"], en: ["title"], ru: ["title"] }}
        value={draft.translations}
        onChange={(translations) => onChange({ ...draft, translations })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          {texts.date} <span aria-hidden="true">*</span>
          <input type="date" required value={draft.date} onChange={(event) => onChange({ ...draft, date: event.target.value })} {...problems.input("date", `${id}-date`)} className={`${inputStyle} mt-1.5`} />
          <FieldProblem id={`${id}-date`} message={problems.at("date")} />
        </label>
        <label className="block text-sm font-medium">
          {texts.time} <span aria-hidden="true">*</span>
          <input type="time" required value={draft.time} onChange={(event) => onChange({ ...draft, time: event.target.value })} className={`${inputStyle} mt-1.5`} />
        </label>
      </div>
      <label className="block text-sm font-medium">
        {texts.eventId}
        <input
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={draft.eventId}
          onChange={(event) => onChange({ ...draft, eventId: event.target.value })}
          {...problems.input("eventId", `${idPrefix}-event-id`, `${idPrefix}-event-id-hint`)}
          className={`${inputStyle} mt-1.5`}
        />
        <span id={`${idPrefix}-event-id-hint`} className="mt-1 block text-xs font-normal text-muted">
          {texts.eventIdHint}
        </span>
      </label>
      <FieldProblem id={`${idPrefix}-event-id`} message={problems.at("eventId")} />
      <RecordPicture
        upload={{ label: texts.image, hint: texts.imageHint, required: false, aspect: "16 / 9" }}
        library={{ label: texts.fromLibrary, pickedLabel: texts.picked }}
        {...recordPictureOf(props)}
      />
    </div>
  );
}

/** docs/product.md §11: coming-soon events (create hidden, publish or hide, edit, delete). */
export function ComingSoonScreen({ loaderData }: { loaderData: { events: AdminComingSoonEvent[] | null } }) {
  const { lang } = useAdminTexts();
  const texts = COMING_SOON_ADMIN_TEXTS[lang].comingSoon;
  const records = useRecordsScreen<AdminComingSoonEvent, EventDraft>({
    words: { ...texts, loadFailed: texts.errors.loadFailed },
    draftOf: (item) =>
      item
        ? { date: item.date.slice(0, 10), time: item.time, eventId: item.eventId ?? "", translations: translationsDraft(EVENT_TEXT_FIELDS, item.translations), picked: null }
        : { date: "", time: DEFAULT_EVENT_TIME, eventId: "", translations: emptyTranslations(EVENT_TEXT_FIELDS), picked: null },
    successMs: (intent) => (intent === "create" ? EVENT_CREATED_MS : SUCCESS_MS),
  });
  const { form, editor, editing, busy, shown } = records;

  // The contract's refusals and the browser's own, in the screen's words; a language switch rewords them.
  const problems = useProblems(form, comingSoonRefusalWords(texts.errors));
  const failed: Record<string, string> = { create: texts.errors.createFailed, update: texts.errors.updateFailed, toggle: texts.errors.updateFailed, delete: texts.errors.deleteFailed };
  const success = records.doneText({
    create: texts.created,
    delete: texts.deleted,
    toggle: (detail) => (detail === "on" ? texts.published : texts.unpublished),
    update: texts.updated,
  });
  const failedText = failed[(shown?.kind === "refused" && shown.intent) || "update"] ?? texts.errors.updateFailed;
  const error = problems.refusalText(failedText);
  // In the dialog a refused field says so under itself; the form's own line is for a refusal naming no field.
  const dialogError = problems.formText(failedText);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { record: item, draft, file } = editing;
    const intent = item ? "update" : "create";
    const body = {
      date: draft.date && draft.time ? eventDateTime(draft.date, draft.time) : "",
      imageUrl: item?.imageUrl ?? "",
      mediaId: draft.picked?.id ?? item?.mediaId ?? null,
      ...(item ? { isActive: item.isActive } : {}),
      eventId: draft.eventId.trim(),
      translations: translationsPayload(draft.translations),
    };
    if (!form.check(item ? COMING_SOON_RESOURCE.updateInput : COMING_SOON_RESOURCE.input, body, intent, COMING_SOON_REFUSALS)) return;
    if (file) {
      // An uploaded picture becomes a library item, its alt text the title in each language.
      const titles = Object.fromEntries(body.translations.map((entry) => [{ arm: "am", eng: "en", rus: "ru" }[entry.languageCode], entry.title.trim()]));
      const uploaded = await form.prepare(() => pictureIntoLibrary(file, titles), "busy", intent);
      if (!uploaded) return;
      body.mediaId = uploaded;
    }
    form.submit({ intent, id: item?.id ?? null, body }, { stage: "busy", onDone: editor.close });
  }

  const textOf = (item: AdminComingSoonEvent, field: EventField) => translatedField(item.translations, lang, field);

  return (
    <RecordsScreen
      screen={records}
      outcome={{ success, error }}
      list={{
        id: "event-list",
        items: loaderData.events,
        children: (events) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {events.map((item) => (
              <li key={item.id} className={`${cardStyle} flex flex-col sm:flex-row`} data-testid="coming-soon-item">
                <div className="aspect-video w-full shrink-0 bg-paper sm:w-44">
                  {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1 space-y-1.5 p-4">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">{textOf(item, "title")}</span>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.isActive ? "bg-success-soft text-success" : "bg-line text-ink"}`}>
                      {item.isActive ? texts.active : texts.preview}
                    </span>
                  </p>
                  <p className="text-sm text-muted">{textOf(item, "location")}</p>
                  <p className="text-sm">
                    <time dateTime={item.date}>{formatEventDate(new Date(item.date), lang)}</time>
                  </p>
                  {item.eventId ? <p className="text-sm break-all text-muted">{fill(texts.linksTo, { id: item.eventId })}</p> : null}
                  <ItemActions
                    actions={[
                      {
                        label: item.isActive ? texts.unpublish : texts.publish,
                        onClick: () => form.submit({ intent: "toggle", id: item.id, body: { isActive: !item.isActive } }, { detail: item.isActive ? "off" : "on" }),
                        disabled: busy,
                      },
                      ...records.rowActions(item),
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        ),
      }}
      dialog={{
        submit: busy ? texts.saving : editing?.record ? texts.save : texts.create,
        onSubmit: submit,
        error: dialogError,
        children: editing ? (
          <>
            {editing.record ? null : <p className="text-sm text-muted">{texts.createHint}</p>}
            <EventFields
              draft={editing.draft}
              onChange={editor.change}
              file={editing.file}
              onFile={editor.choose}
              currentUrl={editing.record?.imageUrl || undefined}
              editing={editing.record !== null}
              problems={problems}
            />
          </>
        ) : null,
      }}
      remove={{ detail: (item) => textOf(item, "title") }}
    />
  );
}
