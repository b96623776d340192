import { type DragEvent, useId, useState } from "react";
import { Form, Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { LinkedPageHeader } from "../../../admin/page-header";
import { adminJson } from "../../../admin/session";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle } from "../../../ui/styles";
import { LANGUAGES, type MediaItem, type MediaPage, mediaPageSchema } from "../schema";
import { MEDIA_ADMIN_TEXTS } from "./texts";
import { Thumbnail } from "./thumbnail";
import { uploadToLibrary } from "./upload";

type Progress = { name: string; percent: number; state: "uploading" | "done" | "failed" };

/** `/admin/media`: the library's grid with its search, the missing-alt marks, and uploads by drop or picker, several at once. */
export function LibraryScreen({ page, query }: { page: MediaPage | null; query: { q: string; missingAlt: string } }) {
  const { lang } = useAdminTexts();
  const texts = MEDIA_ADMIN_TEXTS[lang];
  const id = useId();
  const form = useAdminForm<"uploading">();
  const problems = useProblems(form, texts.errors);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [more, setMore] = useState<{ after: string | null; items: MediaItem[] }>({ after: null, items: [] });
  const [dragging, setDragging] = useState(false);

  // Items read by "Show more" belong to the page they followed; a new search starts again.
  const extra = more.after !== null && page && more.after === page.nextCursor ? [] : more.items;
  const items = [...(page?.items ?? []), ...extra];
  const nextCursor = extra.length ? more.after : (page?.nextCursor ?? null);

  async function showMore() {
    if (!nextCursor) return;
    const params = new URLSearchParams({ cursor: nextCursor, ...(query.q ? { q: query.q } : {}), ...(query.missingAlt ? { missingAlt: query.missingAlt } : {}) });
    const next = await adminJson(`/api/admin/media?${params}`, mediaPageSchema);
    setMore({ after: next.nextCursor, items: [...extra, ...next.items] });
  }

  async function upload(files: File[]) {
    if (!files.length) return;
    setProgress(files.map((file) => ({ name: file.name, percent: 0, state: "uploading" })));
    const set = (index: number, change: Partial<Progress>) => setProgress((list) => list.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
    const uploads = await form.prepare(
      async () => {
        const done: string[] = [];
        for (const [index, file] of files.entries()) {
          try {
            done.push(await uploadToLibrary(file, (percent) => set(index, { percent })));
            set(index, { state: "done", percent: 100 });
          } catch (failure) {
            set(index, { state: "failed" });
            if (files.length === 1) throw failure;
          }
        }
        return done;
      },
      "uploading",
      "create",
    );
    if (uploads?.length) form.submit({ intent: "createMany", body: { uploads } });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  }

  return (
    <div className="space-y-6">
      <LinkedPageHeader title={texts.media.title} intro={texts.media.intro} link={{ to: "/admin/galleries", label: texts.galleries.title }} />

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop"
        className={`rounded-card border-2 border-dashed p-5 ${dragging ? "border-accent bg-accent-soft" : "border-line"}`}
      >
        <p id={`${id}-drop`} className="text-sm text-muted">
          {texts.media.dropHint}
        </p>
        <label className={`${buttonStyles.primary} mt-3 cursor-pointer`}>
          {texts.media.upload}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/ogg"
            className="sr-only"
            aria-describedby={`${id}-drop`}
            disabled={form.busy}
            onChange={(event) => {
              void upload([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        {progress.length ? (
          <ul className="mt-3 space-y-2" aria-live="polite">
            {progress.map((entry, index) => (
              <li key={`${index}:${entry.name}`} className="text-sm">
                <span className={entry.state === "failed" ? "text-danger" : undefined}>
                  {fill(entry.state === "done" ? texts.media.uploaded : entry.state === "failed" ? texts.media.uploadFailed : texts.media.uploading, {
                    name: entry.name,
                    percent: entry.percent,
                  })}
                </span>
                <progress className="mt-1 block h-2 w-full max-w-md" max={100} value={entry.percent} aria-label={entry.name} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3">
          <FormNotice
            success={form.shown?.kind === "done" ? fill(texts.media.created, { n: progress.filter((entry) => entry.state === "done").length }) : null}
            error={problems.refusalText(texts.media.failedAll)}
          />
        </div>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <label className="block min-w-56 flex-1 text-sm font-medium">
          {texts.media.search}
          <input type="search" name="q" defaultValue={query.q} placeholder={texts.media.searchHint} className={`${inputStyle} mt-1.5`} />
        </label>
        <label className="block text-sm font-medium">
          {texts.media.missingFilter}
          <select name="missingAlt" defaultValue={query.missingAlt} className={`${inputStyle} mt-1.5`}>
            <option value="">{texts.media.anyItem}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {texts.item.languages[code]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonStyles.secondary}>
          {texts.media.find}
        </button>
      </Form>

      {page ? <p className="text-sm text-muted">{fill(texts.media.total, { n: page.total })}</p> : null}
      {page && !items.length ? <p className="text-muted">{texts.media.empty}</p> : null}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label={texts.media.title}>
        {items.map((item) => {
          const name = item.alt[lang] || item.alt.en || item.fileName;
          return (
            <li key={item.id} className={cardStyle}>
              <Link to={`/admin/media/${item.id}`} className="block h-full hover:bg-accent-soft">
                <Thumbnail item={item} sizes="(min-width: 1024px) 20vw, 50vw" alt="" videoLabel={texts.media.video} className="aspect-[4/3] w-full" />
                <span className="block p-3 text-sm">
                  <span className="line-clamp-2 break-words">{name}</span>
                  {item.missingAlt.length ? (
                    <span className="mt-1.5 inline-block rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger" data-missing-alt={item.missingAlt.join(",")}>
                      {fill(texts.media.missingAlt, { langs: item.missingAlt.map((code) => code.toUpperCase()).join(", ") })}
                    </span>
                  ) : item.decorative ? (
                    <span className="mt-1.5 inline-block rounded-full bg-accent-soft px-2 py-0.5 text-xs text-ink">{texts.media.decorative}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {nextCursor ? (
        <button type="button" className={buttonStyles.secondary} onClick={() => void showMore()}>
          {texts.media.more}
        </button>
      ) : null}
    </div>
  );
}
