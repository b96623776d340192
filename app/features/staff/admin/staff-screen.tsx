import { type FormEvent, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FormNotice } from "../../../admin/form";
import { checkImageFile, ImagePicker } from "../../../admin/image-picker";
import { uploadMedia } from "../../../admin/media-upload";
import { resizeToJpeg } from "../../../admin/resize-image";
import { editingFields, FormDialog, ItemActions, ListSection, ContentScreenHeader } from "../../../admin/content-screen";
import { RefusedHere, useAdminForm } from "../../../admin/form";
import { emptyTranslations, type TranslationDraft, TranslationFields, translationsDraft, translationsPayload } from "../../../admin/translation-fields";
import { translatedField } from "../../../i18n/translated-field";
import { fill } from "../../../i18n/plural";
import type { AdminStaffMember } from "../schema";
import { isProfileUrl, readDisplayOrder, STAFF_IMAGE_MAX_BYTES, STAFF_PHOTO, STAFF_TEXT_FIELDS } from "../staff-rules";
import { cardStyle, inputStyle } from "../../../ui/styles";
import { STAFF_ADMIN_TEXTS } from "./texts";

type StaffField = (typeof STAFF_TEXT_FIELDS)[number];
type StaffDraft = { linkedIn: string; displayOrder: string; translations: TranslationDraft<StaffField> };

const emptyDraft = (): StaffDraft => ({ linkedIn: "", displayOrder: "1", translations: emptyTranslations(STAFF_TEXT_FIELDS) });


function StaffFields({ draft, onChange, file, onFile, currentUrl }: { draft: StaffDraft; onChange(draft: StaffDraft): void; file: File | null; onFile(file: File | null): void; currentUrl?: string }) {
  const { lang } = useAdminTexts();
  const texts = STAFF_ADMIN_TEXTS[lang].staff;
  return (
    <div className="space-y-4">
      <ImagePicker label={texts.photo} hint={texts.photoHint} required={!currentUrl} file={file} onFile={onFile} currentUrl={currentUrl} aspect="1 / 1" />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <label className="block text-sm font-medium">
          {texts.linkedIn}
          <input type="url" inputMode="url" value={draft.linkedIn} placeholder="https://www.linkedin.com/in/…" onChange={(event) => onChange({ ...draft, linkedIn: event.target.value })} className={`${inputStyle} mt-1.5`} />
        </label>
        <label className="block text-sm font-medium">
          {texts.displayOrder}
          <input type="number" min={1} step={1} value={draft.displayOrder} onChange={(event) => onChange({ ...draft, displayOrder: event.target.value })} className={`${inputStyle} mt-1.5`} />
        </label>
      </div>
      <TranslationFields fields={STAFF_TEXT_FIELDS} labels={texts.fields} required={{ en: ["firstName"] }} value={draft.translations} onChange={(translations) => onChange({ ...draft, translations })} />
    </div>
  );
}

/** docs/product.md §11: the staff screen (create, list by display order, edit, delete). */
export function StaffScreen({ loaderData }: { loaderData: { staff: AdminStaffMember[] | null } }) {
  const { lang, t } = useAdminTexts();
  const texts = STAFF_ADMIN_TEXTS[lang].staff;
  const writes = useAdminForm();
  const { busy, shown } = writes;
  const [draft, setDraft] = useState<StaffDraft>(emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ member: AdminStaffMember; draft: StaffDraft; file: File | null } | null>(null);

  // The last outcome, worded now: a language switch rewords it.
  const failed: Record<string, string> = { create: texts.errors.createFailed, update: texts.errors.updateFailed, delete: texts.errors.deleteFailed };
  const failures: Record<string, string> = { ...t.failures, ...texts.errors };
  const success = shown?.kind !== "done" ? null : shown.intent === "create" ? texts.created : shown.intent === "delete" ? texts.deleted : texts.updated;
  const error = shown?.kind === "refused" ? (failures[shown.code] ?? failed[shown.intent ?? "update"] ?? texts.errors.updateFailed) : null;

  /** Checks the fields, then resizes and uploads a new photo; answers the request body, or null once the problem is shown. */
  function prepare(input: StaffDraft, photo: File | null, photoRequired: boolean, intent: string) {
    return writes.prepare(
      async () => {
        if ((photoRequired && !photo) || !input.translations.en.firstName.trim()) throw new RefusedHere("required");
        if (input.linkedIn.trim() && !isProfileUrl(input.linkedIn.trim())) throw new RefusedHere("invalidLinkedIn");
        const displayOrder = readDisplayOrder(input.displayOrder);
        if (displayOrder === null) throw new RefusedHere("invalidOrder");
        let imageUrl: string | undefined;
        if (photo) {
          const problem = checkImageFile(photo, STAFF_IMAGE_MAX_BYTES);
          if (problem) throw new RefusedHere(problem);
          const resized = await resizeToJpeg(photo, STAFF_PHOTO).catch(() => null);
          if (!resized) throw new RefusedHere("processing");
          imageUrl = await uploadMedia(resized, "staff");
        }
        return { imageUrl, linkedIn: input.linkedIn.trim() || null, displayOrder, translations: translationsPayload(input.translations) };
      },
      "busy",
      intent,
    );
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const body = await prepare(draft, file, true, "create");
    if (!body) return;
    writes.submit(
      { intent: "create", body },
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
    const { member } = editing;
    const body = await prepare(editing.draft, editing.file, false, "update");
    if (!body) return;
    writes.submit({ intent: "update", id: member.id, body: { ...body, imageUrl: body.imageUrl ?? member.imageUrl } }, { stage: "busy", onDone: () => setEditing(null) });
  }

  function remove(member: AdminStaffMember) {
    if (!window.confirm(texts.confirmDelete)) return;
    writes.submit({ intent: "delete", id: member.id });
  }

  const nameOf = (member: AdminStaffMember) => {
    const pick = (field: StaffField) => translatedField(member.translations, lang, field);
    return { name: `${pick("firstName")} ${pick("lastName")}`.trim(), position: pick("position") };
  };

  const editDraft = (member: AdminStaffMember): StaffDraft => ({
    linkedIn: member.linkedIn ?? "",
    displayOrder: String(member.displayOrder),
    translations: translationsDraft(STAFF_TEXT_FIELDS, member.translations),
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
        id="staff-list"
        title={texts.listTitle}
        state={loaderData.staff === null ? { failed: texts.errors.loadFailed } : loaderData.staff.length === 0 ? { empty: texts.empty } : null}
      >
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(loaderData.staff ?? []).map((member) => {
            const { name, position } = nameOf(member);
            return (
              <li key={member.id} className={`${cardStyle} flex gap-4 p-4`} data-testid="staff-item">
                <img src={member.imageUrl} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-full object-cover" />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="text-sm text-muted">{position}</p>
                  <p className="text-sm">{fill(texts.orderShort, { n: member.displayOrder })}</p>
                  {member.linkedIn ? (
                    <a href={member.linkedIn} target="_blank" rel="noopener noreferrer" className="text-sm text-accent underline">
                      LinkedIn
                    </a>
                  ) : null}
                  <ItemActions
                    actions={[
                      { label: texts.edit, onClick: () => { writes.clear(); setEditing({ member, file: null, draft: editDraft(member) }); } },
                      { label: t.delete, onClick: () => remove(member), danger: true },
                    ]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
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
        <StaffFields draft={draft} onChange={setDraft} file={file} onFile={setFile} />
      </FormDialog>

      <FormDialog open={editing !== null} labels={{ title: texts.editTitle, cancel: texts.cancel, submit: busy ? texts.saving : texts.save }} onClose={() => setEditing(null)} onSubmit={saveEdit} form={writes} error={error} busy={busy}>
        {editing ? (
          <StaffFields {...editingFields(editing, setEditing)} currentUrl={editing.member.imageUrl} />
        ) : null}
      </FormDialog>
    </div>
  );
}
