import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import type { ZodType } from "zod";
import { LANGS, LANGUAGE_NAME, type Lang, type Localised } from "../i18n/languages";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { FIELD_PROBLEMS, type WriteResult, writeResult, zodFields } from "./field-problems";
import { checkImageFile, ImagePicker } from "./image-picker";
import { uploadMedia } from "./media-upload";
import { resizeToJpeg } from "./resize-image";
import { adminFetch } from "./session";
import type { MediaPurpose } from "../media/media-rules";

/**
 * The list-first screen of a named thing with a page of its own (artists, series): the list, then
 * "New …" or "Edit" opens the form (slug, picture, fields per language, links). Writes go through
 * the route's clientAction (`directoryAction`) with a fetcher; its refusals are shown per field in
 * the admin's language.
 */
export type DirectoryItem = { id: number; slug: string; imageUrl: string | null; links?: string[]; translations: Partial<Record<Lang, Record<string, string>>> };

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
  links?: string;
  linksHint?: string;
  fields: Record<string, string>;
  save: string;
  saving: string;
  cancel: string;
  edit: string;
  delete: string;
  confirmDelete: string;
  saved: string;
  deleted: string;
  failed: string;
  publicPage: string;
  imageProblems: { invalid: string; tooLarge: string; processing: string };
};

type Draft = { slug: string; links: string; text: Localised<Record<string, string>> };

export async function directoryAction(request: Request, path: string): Promise<WriteResult> {
  const { intent, id, body } = (await request.json()) as { intent: "create" | "update" | "delete"; id?: number; body?: unknown };
  const init = (method: string): RequestInit => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const response =
    intent === "create" ? await adminFetch(path, init("POST"))
    : intent === "update" ? await adminFetch(`${path}/${id}`, init("PUT"))
    : await adminFetch(`${path}/${id}`, { method: "DELETE" });
  return writeResult(intent, response);
}

export function DirectoryScreen({
  items,
  texts,
  fields,
  required,
  schema,
  purpose,
  photo,
  publicPath,
  withLinks,
}: {
  items: DirectoryItem[] | null;
  texts: DirectoryTexts;
  fields: readonly { key: string; multiline?: boolean }[];
  required: string;
  schema: ZodType;
  purpose: MediaPurpose;
  photo: { width: number; height: number; quality: number; maxBytes: number; aspect: string };
  /** The public page of an item, below the language (e.g. `/artists/`). */
  publicPath: string;
  withLinks?: boolean;
}) {
  const { lang } = useAdminTexts();
  const problems = FIELD_PROBLEMS[lang];
  const fetcher = useFetcher<WriteResult>();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<{ item: DirectoryItem | null; draft: Draft; file: File | null } | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing?.item?.id, editing === null]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      setEditing(null);
      setNotice(result.intent === "delete" ? texts.deleted : texts.saved);
    } else setNotice(null);
  }, [fetcher.state, result]);

  const fieldsShown = { ...(result && !result.ok ? result.fields : {}), ...local };
  const problemOf = (path: string) => (fieldsShown[path] ? problems[fieldsShown[path]!] ?? problems.invalid : null);

  const empty = (): Draft => ({ slug: "", links: "", text: Object.fromEntries(LANGS.map((l) => [l, Object.fromEntries(fields.map((f) => [f.key, ""]))])) as Draft["text"] });
  const draftOf = (item: DirectoryItem): Draft => ({
    slug: item.slug,
    links: (item.links ?? []).join("\n"),
    text: Object.fromEntries(LANGS.map((l) => [l, Object.fromEntries(fields.map((f) => [f.key, item.translations[l]?.[f.key] ?? ""]))])) as Draft["text"],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { draft, item, file } = editing;
    const translations: Record<string, Record<string, string>> = {};
    for (const l of LANGS) {
      const values = draft.text[l];
      if (l === "en" || Object.values(values).some((value) => value.trim())) translations[l] = values;
    }
    const body: Record<string, unknown> = { slug: draft.slug.trim() || undefined, imageUrl: item?.imageUrl ?? null, translations };
    if (withLinks) body.links = draft.links.split(/\s+/).filter(Boolean);
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setLocal(zodFields(checked.error.issues));
      return;
    }
    setLocal({});
    if (file) {
      const problem = checkImageFile(file, photo.maxBytes);
      if (problem) return setLocal({ imageUrl: problem });
      setPreparing(true);
      try {
        const resized = await resizeToJpeg(file, photo);
        body.imageUrl = await uploadMedia(resized, purpose);
      } catch {
        setLocal({ imageUrl: "processing" });
        return;
      } finally {
        setPreparing(false);
      }
    }
    fetcher.submit({ intent: item ? "update" : "create", id: item?.id ?? null, body } as never, { method: "post", encType: "application/json" });
  }

  function remove(item: DirectoryItem) {
    if (!window.confirm(texts.confirmDelete)) return;
    fetcher.submit({ intent: "delete", id: item.id } as never, { method: "post", encType: "application/json" });
  }

  const imageProblem = local.imageUrl ? (texts.imageProblems as Record<string, string>)[local.imageUrl] ?? problems.invalid : problemOf("imageUrl");
  const topError = result && !result.ok && !Object.keys(result.fields).length ? problems[result.code] ?? texts.failed : null;
  const nameOf = (item: DirectoryItem) => item.translations[lang]?.[required] || item.translations.en?.[required] || item.slug;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{texts.title}</h1>
        <button type="button" className={buttonStyles.primary} onClick={() => { setLocal({}); setEditing({ item: null, draft: empty(), file: null }); }}>
          {texts.newItem}
        </button>
      </div>
      <div role="status" aria-live="polite" className="empty:hidden">
        {notice && !editing ? <p className={noticeStyle.success}>{notice}</p> : null}
        {topError && !editing ? <p className={noticeStyle.error}>{topError}</p> : null}
      </div>

      {editing ? (
        <section aria-labelledby={`${formId}-title`} className={`${cardStyle} p-5 sm:p-6`}>
          <h2 id={`${formId}-title`} ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold">
            {editing.item ? texts.editItem : texts.newItem}
          </h2>
          <form onSubmit={submit} noValidate className="space-y-5">
            <ImagePicker
              label={texts.image}
              hint={imageProblem ?? texts.imageHint}
              required={false}
              file={editing.file}
              onFile={(file) => setEditing({ ...editing, file })}
              currentUrl={editing.item?.imageUrl ?? undefined}
              aspect={photo.aspect}
            />
            <div>
              <label htmlFor={`${formId}-slug`} className="mb-1 block text-sm font-medium">
                {texts.slug}
              </label>
              <input
                id={`${formId}-slug`}
                value={editing.draft.slug}
                onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, slug: event.target.value } })}
                aria-invalid={problemOf("slug") ? true : undefined}
                aria-describedby={`${formId}-slug-hint`}
                className={inputStyle}
              />
              <p id={`${formId}-slug-hint`} className={`mt-1 text-xs ${problemOf("slug") ? "text-danger" : "text-muted"}`}>
                {problemOf("slug") ?? texts.slugHint}
              </p>
            </div>
            <div className="grid gap-4 lg:grid-cols-3">
              {LANGS.map((l) => (
                <fieldset key={l} className="space-y-3 rounded-md border border-line p-4" lang={l === "am" ? "hy" : l}>
                  <legend className="px-1 text-sm font-semibold">{LANGUAGE_NAME[l]}</legend>
                  {fields.map((field) => {
                    const id = `${formId}-${l}-${field.key}`;
                    const path = `translations.${l}.${field.key}`;
                    const problem = problemOf(path);
                    const isRequired = l === "en" && field.key === required;
                    const props = {
                      id,
                      value: editing.draft.text[l][field.key] ?? "",
                      "aria-invalid": problem ? true : undefined,
                      "aria-describedby": problem ? `${id}-problem` : undefined,
                      required: isRequired,
                      onChange: (event: { target: { value: string } }) =>
                        setEditing({ ...editing, draft: { ...editing.draft, text: { ...editing.draft.text, [l]: { ...editing.draft.text[l], [field.key]: event.target.value } } } }),
                      className: inputStyle,
                    };
                    return (
                      <div key={field.key}>
                        <label htmlFor={id} className="mb-1 block text-sm font-medium">
                          {texts.fields[field.key]}
                          {isRequired ? <span aria-hidden="true"> *</span> : null}
                        </label>
                        {field.multiline ? <textarea rows={5} {...props} /> : <input {...props} />}
                        {problem ? (
                          <p id={`${id}-problem`} className="mt-1 text-xs text-danger">
                            {problem}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                </fieldset>
              ))}
            </div>
            {withLinks ? (
              <div>
                <label htmlFor={`${formId}-links`} className="mb-1 block text-sm font-medium">
                  {texts.links}
                </label>
                <textarea
                  id={`${formId}-links`}
                  rows={3}
                  value={editing.draft.links}
                  onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, links: event.target.value } })}
                  aria-invalid={Object.keys(fieldsShown).some((key) => key.startsWith("links")) ? true : undefined}
                  aria-describedby={`${formId}-links-hint`}
                  className={inputStyle}
                />
                <p id={`${formId}-links-hint`} className="mt-1 text-xs text-muted">
                  {Object.entries(fieldsShown).find(([key]) => key.startsWith("links"))?.[1] ? problems[Object.entries(fieldsShown).find(([key]) => key.startsWith("links"))![1]] : texts.linksHint}
                </p>
              </div>
            ) : null}
            {topError ? <p className={noticeStyle.error}>{topError}</p> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonStyles.quiet} onClick={() => setEditing(null)}>
                {texts.cancel}
              </button>
              <button type="submit" disabled={busy} className={buttonStyles.primary}>
                {busy ? texts.saving : texts.save}
              </button>
            </div>
          </form>
        </section>
      ) : null}

      <section aria-label={texts.title}>
        {items === null ? (
          <p className="rounded-card border border-line bg-surface p-6 text-danger">{texts.loadFailed}</p>
        ) : items.length === 0 ? (
          <p className="rounded-card border border-line bg-surface p-6 text-muted">{texts.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className={`${cardStyle} flex gap-4 p-4`} data-testid="directory-item">
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" /> : <span aria-hidden="true" className="size-16 shrink-0 rounded-full bg-accent-soft" />}
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold break-words">{nameOf(item)}</p>
                  <a href={`/${lang}${publicPath}${item.slug}`} target="_blank" rel="noreferrer" className="text-sm break-all text-accent underline">
                    {texts.publicPage}: /{lang}{publicPath}{item.slug}
                  </a>
                  <div className="flex flex-wrap gap-1">
                    <button type="button" className={buttonStyles.quiet} onClick={() => { setLocal({}); setEditing({ item, draft: draftOf(item), file: null }); }}>
                      {texts.edit}
                      <span className="sr-only">: {nameOf(item)}</span>
                    </button>
                    <button type="button" className={`${buttonStyles.quiet} text-danger`} onClick={() => remove(item)}>
                      {texts.delete}
                      <span className="sr-only">: {nameOf(item)}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The screen's data: the list, or null when it could not be read. */
export async function directoryLoader<T>(path: string): Promise<T[] | null> {
  const response = await adminFetch(`${path}?_t=${Date.now()}`, { cache: "no-store" });
  if (response.status === 403) throw data({ code: "forbidden" }, { status: 403 });
  return response.ok ? ((await response.json()) as T[]) : null;
}
