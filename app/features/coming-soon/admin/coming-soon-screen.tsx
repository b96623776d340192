import { type FormEvent, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { apiFailure, ShownError } from "../../../admin/api-failure";
import { Feedback } from "../../../admin/feedback";
import { checkImageFile, ImagePicker } from "../../../admin/image-picker";
import { uploadMedia } from "../../../admin/media-upload";
import { AdminPageHeader } from "../../../admin/page-header";
import { resizeToJpeg } from "../../../admin/resize-image";
import { adminFetch, adminSendJson } from "../../../admin/session";
import { editingFields, FormDialog, ItemActions, ListSection, useScreenAction } from "../../../admin/content-screen";
import { emptyTranslations, type TranslationDraft, TranslationFields, translationsDraft, translationsPayload } from "../../../admin/translation-fields";
import { translatedField } from "../../../i18n/translated-field";
import type { AdminComingSoonEvent } from "../schema";
import { DEFAULT_EVENT_TIME, EVENT_IMAGE, EVENT_IMAGE_MAX_BYTES, EVENT_TEXT_FIELDS, eventDateTime, readCardEventId } from "../coming-soon-rules";
import { formatEventDate } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle } from "../../../ui/styles";

type EventField = (typeof EVENT_TEXT_FIELDS)[number];
type EventDraft = { date: string; time: string; eventId: string; translations: TranslationDraft<EventField> };

/** docs/product.md §11: the success message after creating an event stays 5 seconds. */
export const EVENT_CREATED_MS = 5_000;

const emptyDraft = (): EventDraft => ({ date: "", time: DEFAULT_EVENT_TIME, eventId: "", translations: emptyTranslations(EVENT_TEXT_FIELDS) });


function EventFields({ draft, onChange, file, onFile, currentUrl, editing }: { draft: EventDraft; onChange(draft: EventDraft): void; file: File | null; onFile(file: File | null): void; currentUrl?: string; editing: boolean }) {
  const { t } = useAdminTexts();
  const texts = t.comingSoon;
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
          <input type="date" required value={draft.date} onChange={(event) => onChange({ ...draft, date: event.target.value })} className={`${inputStyle} mt-1.5`} />
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
          aria-describedby={`${idPrefix}-event-id-hint`}
          className={`${inputStyle} mt-1.5`}
        />
        <span id={`${idPrefix}-event-id-hint`} className="mt-1 block text-xs font-normal text-muted">
          {texts.eventIdHint}
        </span>
      </label>
      <ImagePicker label={texts.image} hint={texts.imageHint} required={false} file={file} onFile={onFile} currentUrl={currentUrl} aspect="325.64 / 179.52" />
    </div>
  );
}

/** docs/product.md §11: coming-soon events (create hidden, publish or hide, edit, delete). */
export function ComingSoonScreen({ loaderData }: { loaderData: { events: AdminComingSoonEvent[] | null } }) {
  const { lang, t } = useAdminTexts();
  const texts = t.comingSoon;
  const { feedback, busy, run } = useScreenAction({ ...t.failures, invalid_event_id: texts.errors.invalidEventId });
  const [draft, setDraft] = useState<EventDraft>(emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ event: AdminComingSoonEvent; draft: EventDraft; file: File | null } | null>(null);

  async function imageUrl(photo: File | null): Promise<string | undefined> {
    if (!photo) return undefined;
    const problem = checkImageFile(photo, EVENT_IMAGE_MAX_BYTES);
    if (problem) throw new ShownError(texts.errors[problem]);
    const resized = await resizeToJpeg(photo, EVENT_IMAGE).catch(() => null);
    if (!resized) throw new ShownError(texts.errors.processing);
    return uploadMedia(resized, "event");
  }

  const save = (work: () => Promise<{ message: string; ms?: number }>, failed: string) => run(work, failed, "busy");


  function create(event: FormEvent) {
    event.preventDefault();
    const { am, en, ru } = draft.translations;
    if (!am.title.trim() || !en.title.trim() || !ru.title.trim() || !draft.date || !draft.time) return feedback.fail(texts.errors.createRequired);
    if (!readCardEventId(draft.eventId).ok) return feedback.fail(texts.errors.invalidEventId);
    return save(async () => {
      const image = await imageUrl(file);
      await adminSendJson("/api/events/coming-soon", "POST", {
        date: eventDateTime(draft.date, draft.time),
        imageUrl: image,
        eventId: draft.eventId.trim(),
        translations: translationsPayload(draft.translations),
      });
      setDraft(emptyDraft());
      setFile(null);
      setCreating(false);
      return { message: texts.created, ms: EVENT_CREATED_MS };
    }, texts.errors.createFailed);
  }

  function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { draft: edited } = editing;
    if (!edited.translations.en.title.trim() || !edited.translations.en.location.trim() || !edited.date || !edited.time) {
      return feedback.fail(texts.errors.editRequired);
    }
    if (!readCardEventId(edited.eventId).ok) return feedback.fail(texts.errors.invalidEventId);
    return save(async () => {
      const image = await imageUrl(editing.file);
      await adminSendJson(`/api/events/coming-soon/${editing.event.id}`, "PUT", {
        date: eventDateTime(edited.date, edited.time),
        imageUrl: image ?? editing.event.imageUrl,
        isActive: editing.event.isActive,
        eventId: edited.eventId.trim(),
        translations: translationsPayload(edited.translations),
      });
      setEditing(null);
      return { message: texts.updated };
    }, texts.errors.updateFailed);
  }

  function toggle(item: AdminComingSoonEvent) {
    return save(async () => {
      await adminSendJson(`/api/events/coming-soon/${item.id}/toggle-status`, "PATCH", { isActive: !item.isActive });
      return { message: item.isActive ? texts.unpublished : texts.published };
    }, texts.errors.updateFailed);
  }

  function remove(item: AdminComingSoonEvent) {
    if (!window.confirm(texts.confirmDelete)) return;
    return save(async () => {
      const response = await adminFetch(`/api/events/coming-soon/${item.id}`, { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw await apiFailure(response);
      return { message: texts.deleted };
    }, texts.errors.deleteFailed);
  }

  const textOf = (item: AdminComingSoonEvent, field: EventField) => translatedField(item.translations, lang, field);
  const editDraft = (item: AdminComingSoonEvent): EventDraft => ({
    date: item.date.slice(0, 10),
    time: item.time,
    eventId: item.eventId ?? "",
    translations: translationsDraft(EVENT_TEXT_FIELDS, item.translations),
  });

  return (
    <div className="space-y-8">
      <AdminPageHeader title={texts.title}>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            feedback.clear();
            setCreating(true);
          }}
        >
          {texts.createTitle}
        </button>
      </AdminPageHeader>
      <Feedback success={feedback.success} error={editing || creating ? null : feedback.error} />

      <ListSection
        id="event-list"
        title={texts.listTitle}
        state={loaderData.events === null ? { failed: texts.errors.loadFailed } : loaderData.events.length === 0 ? { empty: texts.empty } : null}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {(loaderData.events ?? []).map((item) => (
            <li key={item.id} className={`${cardStyle} flex flex-col sm:flex-row`} data-testid="coming-soon-item">
              <div className="aspect-[325.64/179.52] w-full shrink-0 bg-paper sm:w-44">
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
                    { label: item.isActive ? texts.unpublish : texts.publish, onClick: () => toggle(item), disabled: busy },
                    { label: texts.edit, onClick: () => { feedback.clear(); setEditing({ event: item, file: null, draft: editDraft(item) }); } },
                    { label: t.delete, onClick: () => remove(item), danger: true },
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListSection>

      <FormDialog
        open={creating}
        labels={{ title: texts.createTitle, cancel: texts.cancel, submit: busy ? texts.saving : texts.create }}
        onClose={() => {
          setCreating(false);
          setFile(null);
        }}
        onSubmit={create}
        error={feedback.error}
        busy={busy}
      >
        <p className="text-sm text-muted">{texts.createHint}</p>
        <EventFields draft={draft} onChange={setDraft} file={file} onFile={setFile} editing={false} />
      </FormDialog>

      <FormDialog open={editing !== null} labels={{ title: texts.editTitle, cancel: texts.cancel, submit: busy ? texts.saving : texts.save }} onClose={() => setEditing(null)} onSubmit={saveEdit} error={feedback.error} busy={busy}>
        {editing ? (
          <EventFields {...editingFields(editing, setEditing)} currentUrl={editing.event.imageUrl || undefined} editing />
        ) : null}
      </FormDialog>
    </div>
  );
}
