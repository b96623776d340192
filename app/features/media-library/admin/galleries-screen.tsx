import { type DragEvent, type FormEvent, useId, useReducer, useState } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminForm, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { LinkedPageHeader } from "../../../admin/page-header";
import { adminJson } from "../../../admin/session";
import { fill } from "../../../i18n/plural";
import { ModalDialog } from "../../../ui/modal-dialog";
import { buttonStyles, cardStyle, chipStyle, inputStyle } from "../../../ui/styles";
import { GALLERY_KEYS, GALLERY_PAGES } from "../gallery-keys";
import { type AdminGallery, galleryInputSchema, LANGUAGES, type MediaItem, mediaPageSchema } from "../schema";
import { MEDIA_ADMIN_TEXTS } from "./texts";
import { move } from "../../../admin/reorder";
import { type Entry, entriesOf, galleryEditor, NOT_EDITED } from "./gallery-draft";
import { Thumbnail } from "./thumbnail";

/** The library picker: a search over the library's pictures, each with an Add button. */
export function LibraryPicker({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(item: MediaItem): void }) {
  const { lang } = useAdminTexts();
  const texts = MEDIA_ADMIN_TEXTS[lang];
  const [found, setFound] = useState<MediaItem[] | null>(null);
  async function search(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const q = event ? String(new FormData(event.currentTarget).get("q") ?? "") : "";
    const page = await adminJson(`/api/admin/media?limit=60${q ? `&q=${encodeURIComponent(q)}` : ""}`, mediaPageSchema);
    setFound(page.items.filter((item) => item.kind === "image"));
  }
  if (open && found === null) void search();
  return (
    <ModalDialog open={open} onClose={onClose} title={texts.galleries.addTitle} closeLabel={texts.galleries.close}>
      <form onSubmit={(event) => void search(event)} role="search" className="flex items-end gap-3">
        <label className="block flex-1 text-sm font-medium">
          {texts.media.search}
          <input type="search" name="q" placeholder={texts.media.searchHint} className={`${inputStyle} mt-1.5`} />
        </label>
        <button type="submit" className={buttonStyles.secondary}>
          {texts.media.find}
        </button>
      </form>
      <ul className="mt-4 grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
        {(found ?? []).map((item) => {
          const name = item.alt[lang] || item.alt.en || item.fileName;
          return (
            <li key={item.id} className={`${cardStyle} flex flex-col`}>
              <Thumbnail item={item} sizes="200px" alt="" videoLabel="" className="aspect-[4/3] w-full" />
              <span className="line-clamp-2 flex-1 p-2 text-xs break-words">{name}</span>
              <button type="button" className={`${buttonStyles.quiet} m-2`} aria-label={`${texts.galleries.pick}: ${name}`} onClick={() => onPick(item)}>
                {texts.galleries.pick}
              </button>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}

/** `/admin/galleries`: one gallery at a time; add from the library, reorder by drag and drop or the buttons, remove, size, caption. */
export function GalleriesScreen({ gallery }: { gallery: AdminGallery }) {
  const { lang } = useAdminTexts();
  const texts = MEDIA_ADMIN_TEXTS[lang];
  const id = useId();
  const form = useAdminForm();
  const problems = useProblems(form, texts.errors);
  const [editor, dispatch] = useReducer(galleryEditor, NOT_EDITED);
  const entries = entriesOf(editor, gallery);
  const setEntries = (next: Entry[]) => dispatch({ type: "changed", gallery, entries: next });
  const { dragged } = editor;
  const [picking, setPicking] = useState(false);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(galleryInputSchema, { items: entries.map((entry) => ({ mediaId: entry.mediaId, size: entry.size, caption: entry.caption })) }, "saveGallery");
    if (body) form.submit({ intent: "saveGallery", body: { key: gallery.key, ...body } });
  }
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    dispatch({ type: "droppedAt", gallery, index });
  };

  return (
    <div className="space-y-6">
      <LinkedPageHeader title={texts.galleries.title} intro={texts.galleries.intro} link={{ to: "/admin/media", label: texts.media.title }} />
      <nav aria-label={texts.galleries.choose}>
        <ul className="flex flex-wrap gap-2">
          {GALLERY_KEYS.map((key) => (
            <li key={key}>
              <Link to={`/admin/galleries?key=${key}`} aria-current={key === gallery.key ? "true" : undefined} className={chipStyle}>
                {GALLERY_PAGES[key].title[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AdminForm form={form} onSubmit={save}>
        <h2 className="text-xl font-semibold">{GALLERY_PAGES[gallery.key].title[lang]}</h2>
        {!entries.length ? <p className="text-muted">{texts.galleries.empty}</p> : null}
        <ol className="space-y-3" aria-label={GALLERY_PAGES[gallery.key].title[lang]}>
          {entries.map((entry, index) => {
            const name = entry.item.caption[lang] || entry.item.alt[lang] || entry.item.caption.en || entry.item.fileName;
            return (
              <li
                key={`${index}:${entry.mediaId}`}
                draggable
                onDragStart={() => dispatch({ type: "dragStarted", index })}
                onDragOver={(event) => event.preventDefault()}
                onDrop={onDrop(index)}
                data-testid="gallery-entry"
                className={`${cardStyle} flex flex-wrap items-center gap-3 p-3 ${dragged === index ? "opacity-60" : ""}`}
              >
                <span aria-hidden="true" className="cursor-grab text-muted select-none">
                  ⠿
                </span>
                <Thumbnail item={entry.item} sizes="120px" alt="" videoLabel="" className="h-16 w-24 rounded-md" />
                <div className="min-w-40 flex-1">
                  <p className="text-sm font-medium break-words">{name}</p>
                  <p className="text-xs text-muted">{fill(texts.galleries.position, { n: index + 1 })}</p>
                  <details className="mt-1 text-sm">
                    <summary className="cursor-pointer text-accent">{fill(texts.galleries.captionOverride, { lang: LANGUAGES.map((code) => code.toUpperCase()).join(", ") })}</summary>
                    <div className="mt-2 grid gap-2 sm:grid-cols-3">
                      {LANGUAGES.map((code) => (
                        <label key={code} className="block text-xs font-medium">
                          {MEDIA_ADMIN_TEXTS[lang].item.languages[code]}
                          <input
                            value={entry.caption[code] ?? ""}
                            placeholder={entry.item.caption[code]}
                            maxLength={500}
                            onChange={(event) => setEntries(entries.map((other, i) => (i === index ? { ...other, caption: { ...other.caption, [code]: event.target.value } } : other)))}
                            className={`${inputStyle} mt-1`}
                          />
                        </label>
                      ))}
                    </div>
                  </details>
                </div>
                <label className="text-sm font-medium">
                  <span className="sr-only">{texts.galleries.size}</span>
                  <select
                    value={entry.size}
                    aria-label={`${texts.galleries.size}: ${name}`}
                    onChange={(event) => setEntries(entries.map((other, i) => (i === index ? { ...other, size: event.target.value as Entry["size"] } : other)))}
                    className={inputStyle}
                  >
                    <option value="small">{texts.galleries.sizes.small}</option>
                    <option value="wide">{texts.galleries.sizes.wide}</option>
                  </select>
                </label>
                <div className="flex gap-1">
                  <button type="button" className={buttonStyles.icon} disabled={index === 0} aria-label={fill(texts.galleries.moveUp, { name })} onClick={() => setEntries(move(entries, index, index - 1))}>
                    ↑
                  </button>
                  <button type="button" className={buttonStyles.icon} disabled={index === entries.length - 1} aria-label={fill(texts.galleries.moveDown, { name })} onClick={() => setEntries(move(entries, index, index + 1))}>
                    ↓
                  </button>
                  <button type="button" className={buttonStyles.icon} aria-label={fill(texts.galleries.remove, { name })} onClick={() => setEntries(entries.filter((_, i) => i !== index))}>
                    ×
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <div id={`${id}-notice`}>
          <FormNotice success={form.shown?.kind === "done" ? texts.galleries.saved : null} error={problems.refusalText(texts.media.failedAll)} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={() => setPicking(true)}>
            {texts.galleries.add}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={form.busy}>
            {form.busy ? texts.item.saving : texts.galleries.save}
          </button>
        </div>
      </AdminForm>
      <LibraryPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setEntries([...entries, { mediaId: item.id, size: "small", caption: {}, item }]);
          setPicking(false);
        }}
      />
    </div>
  );
}
