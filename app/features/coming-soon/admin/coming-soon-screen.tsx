import { type FormEvent, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FormNotice, SUCCESS_MS } from "../../../admin/form";
import { checkImageFile, ImagePicker } from "../../../admin/image-picker";
import { uploadMedia } from "../../../admin/media-upload";
import { resizeToJpeg } from "../../../admin/resize-image";
import { editingFields, FormDialog, ItemActions, ListSection, ContentScreenHeader } from "../../../admin/content-screen";
import { RefusedHere, useAdminForm } from "../../../admin/form";
import { emptyTranslations, type TranslationDraft, TranslationFields, translationsDraft, translationsPayload } from "../../../admin/translation-fields";
import { translatedField } from "../../../i18n/translated-field";
import type { AdminComingSoonEvent } from "../schema";
import { DEFAULT_EVENT_TIME, EVENT_IMAGE, EVENT_IMAGE_MAX_BYTES, EVENT_TEXT_FIELDS, eventDateTime, readCardEventId } from "../coming-soon-rules";
import { formatEventDate } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { cardStyle, inputStyle } from "../../../ui/styles";
import { COMING_SOON_ADMIN_TEXTS } from "./texts";

type EventField = (typeof EVENT_TEXT_FIELDS)[number];
type EventDraft = { date: string; time: string; eventId: string; translations: TranslationDraft<EventField> };

/** docs/product.md §11: the success message after creating an event stays 5 seconds. */
export const EVENT_CREATED_MS = 5_000;

const emptyDraft = (): EventDraft => ({ date: "", time: DEFAULT_EVENT_TIME, eventId: "", translations: emptyTranslations(EVENT_TEXT_FIELDS) });


function EventFields({ draft, onChange, file, onFile, currentUrl, editing }: { draft: EventDraft; onChange(draft: EventDraft): void; file: File | null; onFile(file: File | null): void; currentUrl?: string; editing: boolean }) {
  const { lang } = useAdminTexts();
  const texts = COMING_SOON_ADMIN_TEXTS[lang].comingSoon;
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
  const texts = COMING_SOON_ADMIN_TEXTS[lang].comingSoon;
  const writes = useAdminForm({ successMs: (intent) => (intent === "create" ? EVENT_CREATED_MS : SUCCESS_MS) });
  const { busy, shown } = writes;
  const [draft, setDraft] = useState<EventDraft>(emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ event: AdminComingSoonEvent; draft: EventDraft; file: File | null } | null>(null);

  // The last outcome, worded now: a language switch rewords it.
  const failed: Record<string, string> = { create: texts.errors.createFailed, update: texts.errors.updateFailed, toggle: texts.errors.updateFailed, delete: texts.errors.deleteFailed };
  const failures: Record<string, string> = { ...t.failures, ...texts.errors, invalid_event_id: texts.errors.invalidEventId };
  const success =
    shown?.kind !== "done" ? null
    : shown.intent === "create" ? texts.created
    : shown.intent === "delete" ? texts.deleted
    : shown.intent === "toggle" ? (shown.detail === "on" ? texts.published : texts.unpublished)
    : texts.updated;
  const error = shown?.kind === "refused" ? (failures[shown.code] ?? failed[shown.intent ?? "update"] ?? texts.errors.updateFailed) : null;

  /** Resizes and uploads a chosen picture; answers its address (undefined without one), or null once the problem is shown. */
  function imageUrl(photo: File | null, intent: string): Promise<string | undefined | null> {
    if (!photo) return Promise.resolve(undefined);
    return writes.prepare(
      async () => {
        const problem = checkImageFile(photo, EVENT_IMAGE_MAX_BYTES);
        if (problem) throw new RefusedHere(problem);
        const resized = await resizeToJpeg(photo, EVENT_IMAGE).catch(() => null);
        if (!resized) throw new RefusedHere("processing");
        return uploadMedia(resized, "event");
      },
      "busy",
      intent,
    );
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const { am, en, ru } = draft.translations;
    if (!am.title.trim() || !en.title.trim() || !ru.title.trim() || !draft.date || !draft.time) return writes.refuse("createRequired", "create");
    if (!readCardEventId(draft.eventId).ok) return writes.refuse("invalidEventId", "create");
    const image = await imageUrl(file, "create");
    if (image === null) return;
    writes.submit(
      {
        intent: "create",
        body: { date: eventDateTime(draft.date, draft.time), imageUrl: image, eventId: draft.eventId.trim(), translations: translationsPayload(draft.translations) },
      },
      {
        stage: "busy",
        onDone: () => {
          setDraft(emptyDraft());
          setFile(null);
          setCreating(false);
        },
      },
    );
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { draft: edited, event: item } = editing;
    if (!edited.translations.en.title.trim() || !edited.translations.en.location.trim() || !edited.date || !edited.time) return writes.refuse("editRequired", "update");
    if (!readCardEventId(edited.eventId).ok) return writes.refuse("invalidEventId", "update");
    const image = await imageUrl(editing.file, "update");
    if (image === null) return;
    writes.submit(
      {
        intent: "update",
        id: item.id,
        body: {
          date: eventDateTime(edited.date, edited.time),
          imageUrl: image ?? item.imageUrl,
          isActive: item.isActive,
          eventId: edited.eventId.trim(),
          translations: translationsPayload(edited.translations),
        },
      },
      { stage: "busy", onDone: () => setEditing(null) },
    );
  }

  function toggle(item: AdminComingSoonEvent) {
    writes.submit({ intent: "toggle", id: item.id, body: { isActive: !item.isActive } }, { detail: item.isActive ? "off" : "on" });
  }

  function remove(item: AdminComingSoonEvent) {
    if (!window.confirm(texts.confirmDelete)) return;
    writes.submit({ intent: "delete", id: item.id });
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
      <ContentScreenHeader
        title={texts.title}
        newLabel={texts.createTitle}
        onNew={() => {
          writes.clear();
          setCreating(true);
        }}
      />
      <FormNotice success={success} error={editing || creating ? null : error} />

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
                    { label: texts.edit, onClick: () => { writes.clear(); setEditing({ event: item, file: null, draft: editDraft(item) }); } },
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
        form={writes}
        error={error}
        busy={busy}
      >
        <p className="text-sm text-muted">{texts.createHint}</p>
        <EventFields draft={draft} onChange={setDraft} file={file} onFile={setFile} editing={false} />
      </FormDialog>

      <FormDialog open={editing !== null} labels={{ title: texts.editTitle, cancel: texts.cancel, submit: busy ? texts.saving : texts.save }} onClose={() => setEditing(null)} onSubmit={saveEdit} form={writes} error={error} busy={busy}>
        {editing ? (
          <EventFields {...editingFields(editing, setEditing)} currentUrl={editing.event.imageUrl || undefined} editing />
        ) : null}
      </FormDialog>
    </div>
  );
}
