import { type ComponentType, type FormEvent, useId } from "react";
import { HTML_LANG, LANGS, LANGUAGE_NAME, type Lang, type Localised } from "../i18n/languages";
import { cardStyle, inputStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { ItemActions, RecordsScreen, useRecordsScreen } from "./content-screen";
import { FieldProblem, useProblems } from "./form";
import type { AdminResource } from "./resource";

/**
 * The list-first screen of a named thing with a page of its own (artists, series), run from its
 * declaration (`features/<x>/admin/resource.ts`): the list, then "New …" or "Edit" opens the form
 * (picture, slug, the fields per language, links); the contract is checked before sending and its
 * refusals are shown per field in the admin's language; deleting asks in a dialog.
 */
export type DirectoryItem = { id: number; slug: string; imageUrl: string | null; mediaId: number | null; links?: string[]; translations: Partial<Record<Lang, Record<string, string>>> };

export type DirectoryTexts = {
  title: string;
  newItem: string;
  editItem: string;
  empty: string;
  loadFailed: string;
  slug: string;
  slugHint: string;
  image: string;
  imageHint: string;
  fromLibrary: string;
  picked: string;
  links?: string;
  linksHint?: string;
  fields: Record<string, string>;
  save: string;
  saving: string;
  cancel: string;
  edit: string;
  deleteTitle: string;
  confirmDelete: string;
  saved: string;
  deleted: string;
  failed: string;
  publicPage: string;
  imageProblems: { invalid: string; tooLarge: string; processing: string };
};

/** A library picture the form picked: its id, its file to preview, its name in the admin's language. */
export type PickedPicture = { id: number; url: string; name: string };

/** What a record's picture field is given: a file to upload, or a picture picked from the library. */
export type LibraryPictureFieldProps = {
  upload: { label: string; hint: string; required: boolean; aspect: string };
  library: { label: string; pickedLabel: string };
  file: File | null;
  picked: PickedPicture | null;
  currentUrl?: string;
  onFile(file: File | null): void;
  onPick(picture: PickedPicture | null): void;
};

/**
 * The media library's picture field (upload into the library, or pick from it) and its upload, which a declaration
 * brings: the admin kit names no feature.
 */
export type LibraryPictureKit = {
  Field: ComponentType<LibraryPictureFieldProps>;
  /** Uploads a picture into the library with its alt text; answers the item's id. */
  intoLibrary(file: File, alt: Partial<Record<Lang, string>>): Promise<number>;
};

/** A directory entity's declaration: its API and contract, its form fields, its picture, its texts. */
export type DirectoryResource<Rec extends DirectoryItem> = AdminResource<Rec> & {
  texts: Localised<DirectoryTexts>;
  /** The translated fields, in the form's order; `required` must be written in English. */
  fields: readonly { key: string; multiline?: boolean }[];
  required: string;
  /** The picture: a media library item, shown at `aspect` (the crop its public page shows). */
  picture: { aspect: string; library: LibraryPictureKit };
  /** The public page of an item, below the language (e.g. `/artists/`). */
  publicPath: string;
  withLinks?: boolean;
};

/** `picked`: a library picture chosen for the item (an uploaded file, when chosen, wins). */
type Draft = { slug: string; links: string; text: Localised<Record<string, string>>; picked: PickedPicture | null };

/** `noteOf`: a line of another feature's about an item (the routes give how many addresses follow it). */
export function DirectoryScreen<Rec extends DirectoryItem>({ resource, items, noteOf }: { resource: DirectoryResource<Rec>; items: Rec[] | null; noteOf?: (item: Rec) => string | null }) {
  const { lang } = useAdminTexts();
  const texts = resource.texts[lang];
  const { fields, required, picture, withLinks } = resource;
  const formId = useId();
  const textsOf = (item: Rec | null) =>
    Object.fromEntries(LANGS.map((l) => [l, Object.fromEntries(fields.map((f) => [f.key, item?.translations[l]?.[f.key] ?? ""]))])) as Draft["text"];
  const records = useRecordsScreen<Rec, Draft>({
    words: { ...texts, listTitle: texts.title, createTitle: texts.newItem, editTitle: texts.editItem },
    draftOf: (item) => ({ slug: item?.slug ?? "", links: (item?.links ?? []).join("\n"), text: textsOf(item), picked: null }) });
  const { form, editor, editing } = records;
  const problems = useProblems(form, texts.imageProblems);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { draft, record, file } = editing;
    const intent = record ? "update" : "create";
    const translations: Record<string, Record<string, string>> = {};
    for (const l of LANGS) {
      const values = draft.text[l];
      if (l === "en" || Object.values(values).some((value) => value.trim())) translations[l] = values;
    }
    const mediaId = draft.picked?.id ?? record?.mediaId ?? null;
    const body: Record<string, unknown> = { slug: draft.slug.trim() || undefined, imageUrl: record?.imageUrl ?? null, mediaId, translations };
    if (withLinks) body.links = draft.links.split(/\s+/).filter(Boolean);
    if (!form.check(record ? resource.updateInput : resource.input, body, intent)) return;
    if (file) {
      // An uploaded picture becomes a library item, its alt text the item's name in each language.
      const names = Object.fromEntries(Object.entries(translations).map(([l, values]) => [l, values[required]?.trim() ?? ""]));
      const uploaded = await form.prepare(() => picture.library.intoLibrary(file, names), "busy", intent, "imageUrl");
      if (!uploaded) return;
      body.mediaId = uploaded;
      body.imageUrl = null;
    }
    form.submit({ intent, id: record?.id ?? null, body }, { stage: "busy", onDone: editor.close });
  }

  const nameOf = (item: Rec) => item.translations[lang]?.[required] || item.translations.en?.[required] || item.slug;
  const success = records.doneText({ delete: texts.deleted, update: texts.saved });
  const formErrorText = problems.formText(texts.failed);
  const linksId = `${formId}-links`;
  const slugId = `${formId}-slug`;

  return (
    <RecordsScreen
      screen={records}
      outcome={{ success, error: formErrorText }}
      list={{
        id: `${formId}-list`,
        hideTitle: true,
        items,
        children: (listed) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listed.map((item) => (
              <li key={item.id} className={`${cardStyle} flex gap-4 p-4`} data-testid="directory-item">
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" /> : <span aria-hidden="true" className="size-16 shrink-0 rounded-full bg-accent-soft" />}
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold break-words">{nameOf(item)}</p>
                  {noteOf?.(item) ? <p className="text-sm text-muted">{noteOf(item)}</p> : null}
                  <a href={`/${lang}${resource.publicPath}${item.slug}`} target="_blank" rel="noreferrer" className="text-sm break-all text-accent underline">
                    {texts.publicPage}: /{lang}
                    {resource.publicPath}
                    {item.slug}
                  </a>
                  <ItemActions name={nameOf(item)} actions={records.rowActions(item)} />
                </div>
              </li>
            ))}
          </ul>
        ),
      }}
      dialog={{
        submit: form.busy ? texts.saving : texts.save,
        onSubmit: submit,
        children: editing ? (
          <>
            <picture.library.Field
              upload={{ label: texts.image, hint: problems.at("imageUrl") ?? problems.at("mediaId") ?? texts.imageHint, required: false, aspect: picture.aspect }}
              library={{ label: texts.fromLibrary, pickedLabel: texts.picked }}
              file={editing.file}
              picked={editing.draft.picked}
              currentUrl={editing.record?.imageUrl ?? undefined}
              onFile={editor.choose}
              onPick={(picked) => editor.change({ ...editing.draft, picked })}
            />
            <div>
              <label htmlFor={slugId} className="mb-1 block text-sm font-medium">
                {texts.slug}
              </label>
              <input id={slugId} value={editing.draft.slug} onChange={(event) => editor.change({ ...editing.draft, slug: event.target.value })} {...problems.input("slug", slugId, `${slugId}-hint`)} className={inputStyle} />
              {problems.at("slug") ? null : (
                <p id={`${slugId}-hint`} className="mt-1 text-xs text-muted">
                  {texts.slugHint}
                </p>
              )}
              <FieldProblem id={slugId} message={problems.at("slug")} />
            </div>
            <div className="grid gap-4 lg:grid-cols-3">
              {LANGS.map((l) => (
                <fieldset key={l} className="space-y-3 rounded-md border border-line p-4" lang={HTML_LANG[l]}>
                  <legend className="px-1 text-sm font-semibold">{LANGUAGE_NAME[l]}</legend>
                  {fields.map((field) => {
                    const id = `${formId}-${l}-${field.key}`;
                    const path = `translations.${l}.${field.key}`;
                    const isRequired = l === "en" && field.key === required;
                    const props = {
                      id,
                      value: editing.draft.text[l][field.key] ?? "",
                      required: isRequired,
                      onChange: (event: { target: { value: string } }) =>
                        editor.change({ ...editing.draft, text: { ...editing.draft.text, [l]: { ...editing.draft.text[l], [field.key]: event.target.value } } }),
                      className: inputStyle,
                      ...problems.input(path, id),
                    };
                    return (
                      <div key={field.key}>
                        <label htmlFor={id} className="mb-1 block text-sm font-medium">
                          {texts.fields[field.key]}
                          {isRequired ? <span aria-hidden="true"> *</span> : null}
                        </label>
                        {field.multiline ? <textarea rows={5} {...props} /> : <input {...props} />}
                        <FieldProblem id={id} message={problems.at(path)} />
                      </div>
                    );
                  })}
                </fieldset>
              ))}
            </div>
            {withLinks ? (
              <div>
                <label htmlFor={linksId} className="mb-1 block text-sm font-medium">
                  {texts.links}
                </label>
                <textarea id={linksId} rows={3} value={editing.draft.links} onChange={(event) => editor.change({ ...editing.draft, links: event.target.value })} {...problems.input("links", linksId, `${linksId}-hint`)} className={inputStyle} />
                {problems.at("links") ? null : (
                  <p id={`${linksId}-hint`} className="mt-1 text-xs text-muted">
                    {texts.linksHint}
                  </p>
                )}
                <FieldProblem id={linksId} message={problems.at("links")} />
              </div>
            ) : null}
          </>
      ) : null,
      }}
      remove={{ detail: nameOf }}
    />
  );
}
