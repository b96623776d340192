import { type FormEvent, useId } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FieldProblem, useProblems } from "../../../admin/form";
import { type PickedPicture, pictureIntoLibrary, RecordPicture, recordPictureOf } from "../../media-library/public";
import { ItemActions, type RecordFieldsProps, RecordsScreen, useRecordsScreen } from "../../../admin/content-screen";
import { emptyTranslations, type TranslationDraft, TranslationFields, translationsDraft, translationsPayload } from "../../../admin/translation-fields";
import { translatedField } from "../../../i18n/translated-field";
import { fill } from "../../../i18n/plural";
import { type AdminStaffMember, STAFF_REFUSALS } from "../schema";
import { STAFF_TEXT_FIELDS } from "../staff-rules";
import { cardStyle, inputStyle } from "../../../ui/styles";
import { STAFF_RESOURCE, staffRefusalWords } from "./resource";
import { STAFF_ADMIN_TEXTS } from "./texts";

type StaffField = (typeof STAFF_TEXT_FIELDS)[number];
/** `picked`: a library picture chosen for the photo (an uploaded file, when chosen, wins). */
type StaffDraft = { linkedIn: string; displayOrder: string; translations: TranslationDraft<StaffField>; picked: PickedPicture | null };

function StaffFields(props: RecordFieldsProps<StaffDraft>) {
  const { draft, onChange, currentUrl, problems } = props;
  const { lang } = useAdminTexts();
  const texts = STAFF_ADMIN_TEXTS[lang].staff;
  const id = useId();
  return (
    <div className="space-y-4">
      <RecordPicture
        upload={{ label: texts.photo, hint: texts.photoHint, required: !currentUrl && !draft.picked, aspect: "1 / 1" }}
        library={{ label: texts.fromLibrary, pickedLabel: texts.picked }}
        {...recordPictureOf(props)}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <label className="block text-sm font-medium">
          {texts.linkedIn}
          <input type="url" inputMode="url" value={draft.linkedIn} placeholder="https://www.linkedin.com/in/…" onChange={(event) => onChange({ ...draft, linkedIn: event.target.value })} {...problems.input("linkedIn", `${id}-linkedin`)} className={`${inputStyle} mt-1.5`} />
          <FieldProblem id={`${id}-linkedin`} message={problems.at("linkedIn")} />
        </label>
        <label className="block text-sm font-medium">
          {texts.displayOrder}
          <input type="number" min={1} step={1} value={draft.displayOrder} onChange={(event) => onChange({ ...draft, displayOrder: event.target.value })} {...problems.input("displayOrder", `${id}-order`)} className={`${inputStyle} mt-1.5`} />
          <FieldProblem id={`${id}-order`} message={problems.at("displayOrder")} />
        </label>
      </div>
      <TranslationFields fields={STAFF_TEXT_FIELDS} labels={texts.fields} required={{ en: ["firstName"] }} value={draft.translations} onChange={(translations) => onChange({ ...draft, translations })} />
    </div>
  );
}

/** docs/product.md §11: the staff screen (create, list by display order, edit, delete). */
export function StaffScreen({ loaderData }: { loaderData: { staff: AdminStaffMember[] | null } }) {
  const { lang } = useAdminTexts();
  const texts = STAFF_ADMIN_TEXTS[lang].staff;
  const records = useRecordsScreen<AdminStaffMember, StaffDraft>({
    words: { ...texts, loadFailed: texts.errors.loadFailed },
    draftOf: (member) =>
      member
        ? { linkedIn: member.linkedIn ?? "", displayOrder: String(member.displayOrder), translations: translationsDraft(STAFF_TEXT_FIELDS, member.translations), picked: null }
        : { linkedIn: "", displayOrder: "1", translations: emptyTranslations(STAFF_TEXT_FIELDS), picked: null },
  });
  const { form, editor, editing, busy, shown } = records;

  // The contract's refusals and the browser's own, in the screen's words; a language switch rewords them.
  const problems = useProblems(form, staffRefusalWords(texts.errors));
  const failed: Record<string, string> = { create: texts.errors.createFailed, update: texts.errors.updateFailed, delete: texts.errors.deleteFailed };
  const success = records.doneText({ create: texts.created, delete: texts.deleted, update: texts.updated });
  const error = problems.refusalText(failed[(shown?.kind === "refused" && shown.intent) || "update"] ?? texts.errors.updateFailed);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { record: member, draft, file } = editing;
    const intent = member ? "update" : "create";
    const translations = translationsPayload(draft.translations);
    // A chosen file stands for the photo until it is uploaded into the library, once the rest is accepted.
    const mediaId = draft.picked?.id ?? member?.mediaId ?? null;
    const body = { imageUrl: file ? file.name : (member?.imageUrl ?? ""), mediaId, linkedIn: draft.linkedIn, displayOrder: draft.displayOrder, translations };
    const checked = form.check(member ? STAFF_RESOURCE.updateInput : STAFF_RESOURCE.input, body, intent, STAFF_REFUSALS);
    if (!checked) return;
    let photo = { imageUrl: member?.imageUrl ?? "", mediaId };
    if (file) {
      // An uploaded photo becomes a library item, its alt text the member's name in each language.
      const names = Object.fromEntries(translations.map((entry) => [{ arm: "am", eng: "en", rus: "ru" }[entry.languageCode], `${entry.firstName} ${entry.lastName}`.trim()]));
      const uploaded = await form.prepare(() => pictureIntoLibrary(file, names), "busy", intent);
      if (!uploaded) return;
      photo = { imageUrl: "", mediaId: uploaded };
    }
    form.submit({ intent, id: member?.id ?? null, body: { ...body, ...photo, linkedIn: checked.linkedIn, displayOrder: checked.displayOrder } }, { stage: "busy", onDone: editor.close });
  }

  const nameOf = (member: AdminStaffMember) => {
    const pick = (field: StaffField) => translatedField(member.translations, lang, field);
    return { name: `${pick("firstName")} ${pick("lastName")}`.trim(), position: pick("position") };
  };
  return (
    <RecordsScreen
      screen={records}
      outcome={{ success, error }}
      list={{
        id: "staff-list",
        items: loaderData.staff,
        children: (staff) => (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {staff.map((member) => {
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
                    <ItemActions actions={records.rowActions(member)} />
                  </div>
                </li>
              );
            })}
          </ol>
        ),
      }}
      dialog={{
        submit: busy ? texts.saving : editing?.record ? texts.save : texts.create,
        onSubmit: submit,
        children: editing ? (
          <StaffFields draft={editing.draft} onChange={editor.change} file={editing.file} onFile={editor.choose} currentUrl={editing.record?.imageUrl} problems={problems} />
        ) : null,
      }}
      remove={{ detail: (member) => nameOf(member).name }}
    />
  );
}
