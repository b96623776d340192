import { type FormEvent, type KeyboardEvent, type MouseEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { ConfirmDialog, useConfirm } from "../../../admin/confirm-dialog";
import { AdminForm, FieldProblem, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { formatCompactDate } from "../../../i18n/compact-date";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle } from "../../../ui/styles";
import { CROP_NAMES, CROPS } from "../focal-crop";
import { GALLERY_PAGES, isGalleryKey } from "../gallery-keys";
import { LANGUAGES, type LocalisedText, type MediaItem, MEDIA_LIMITS, mediaUpdateSchema } from "../schema";
import { MEDIA_ADMIN_TEXTS } from "./texts";
import { Thumbnail } from "./thumbnail";
import { uploadToLibrary } from "./upload";

type Draft = { alt: LocalisedText; caption: LocalisedText; decorative: boolean; credit: string; focal: { x: number; y: number } };
const draftOf = (item: MediaItem): Draft => ({ alt: item.alt, caption: item.caption, decorative: item.decorative, credit: item.credit, focal: item.focal });
const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** The picture with its focal point: a click places it, the arrow keys move it (Shift for larger steps). */
function FocalPicker({ item, focal, onChange, label, hint, at }: { item: MediaItem; focal: Draft["focal"]; onChange(focal: Draft["focal"]): void; label: string; hint: string; at: string }) {
  const hintId = useId();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: round((event.clientX - box.left) / box.width), y: round((event.clientY - box.top) / box.height) });
  }
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: round(focal.x + move[0]), y: round(focal.y + move[1]) });
  }
  return (
    <div>
      <p className="text-sm font-medium">{label}</p>
      <p id={hintId} className="mb-2 text-sm text-muted">
        {hint}
      </p>
      {/* A two-dimensional control: no native element moves a point on a picture, so it is a focusable group with its own keys. */}
      <div
        role="group"
        tabIndex={0}
        aria-label={label}
        aria-describedby={hintId}
        onClick={onClick}
        onKeyDown={onKey}
        data-testid="focal-picker"
        className="relative inline-block max-w-full cursor-crosshair overflow-hidden rounded-card"
      >
        <Thumbnail item={item} sizes="(min-width: 1024px) 50vw, 100vw" alt="" videoLabel="" className="block max-h-[28rem] w-auto max-w-full" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
          style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
        />
      </div>
      <p className="mt-1 text-sm" aria-live="polite">
        {at}
      </p>
    </div>
  );
}

/** `/admin/media/{id}`: an item's texts in three languages, its focal point and crops, where it is used; replace or delete it. */
export function ItemScreen({ item }: { item: MediaItem }) {
  const { lang } = useAdminTexts();
  const texts = MEDIA_ADMIN_TEXTS[lang];
  const id = useId();
  const form = useAdminForm<"uploading">();
  const problems = useProblems(form, texts.errors);
  const confirm = useConfirm<MediaItem>();
  // The draft follows the item when a save (ours or, after a refused stale save, someone else's) brings a new version.
  const [draft, setDraft] = useState<{ version: number; value: Draft }>({ version: item.version, value: draftOf(item) });
  const value = draft.version === item.version ? draft.value : draftOf(item);
  const change = (next: Partial<Draft>) => setDraft({ version: item.version, value: { ...value, ...next } });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(mediaUpdateSchema, { version: item.version, ...value }, "update");
    if (body) form.submit({ intent: "update", id: item.id, body });
  }

  async function replace(file: File | undefined) {
    if (!file) return;
    const upload = await form.prepare(() => uploadToLibrary(file, () => {}), "uploading", "update", "upload");
    if (upload) form.submit({ intent: "update", id: item.id, body: { version: item.version, upload } });
  }

  const refusedDelete = form.shown?.kind === "refused" && form.shown.intent === "delete";
  const name = item.alt[lang] || item.alt.en || item.fileName;
  return (
    <div className="space-y-6">
      <Link to="/admin/media" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
        ← {texts.item.back}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{name || texts.item.title}</h1>
      <p className="text-sm text-muted">
        {[
          item.width && item.height ? fill(texts.item.size, { width: item.width, height: item.height }) : null,
          item.uploadedBy ? fill(texts.item.uploadedBy, { name: item.uploadedBy, date: formatCompactDate(new Date(item.createdAt), lang) }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {item.failed.length ? <p className="text-sm text-danger">{fill(texts.item.failed, { list: item.failed.join(", ") })}</p> : null}

      <AdminForm form={form} onSubmit={save} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {item.kind === "image" ? (
            <FocalPicker
              item={item}
              focal={value.focal}
              onChange={(focal) => change({ focal })}
              label={texts.item.focal}
              hint={texts.item.focalHint}
              at={fill(texts.item.focalAt, { x: Math.round(value.focal.x * 100), y: Math.round(value.focal.y * 100) })}
            />
          ) : (
            <Thumbnail item={item} sizes="50vw" alt="" videoLabel={texts.media.video} className="aspect-video w-full rounded-card" />
          )}
          <FieldProblem id={`${id}-focal`} message={problems.at("focal")} />
          {item.kind === "image" ? (
            <section aria-labelledby={`${id}-crops`}>
              <h2 id={`${id}-crops`} className="text-lg font-semibold">
                {texts.item.crops}
              </h2>
              <ul className="mt-3 flex flex-wrap items-end gap-4">
                {CROP_NAMES.map((crop) => {
                  const file = item.crops[crop];
                  return file ? (
                    <li key={crop} className="text-center text-sm">
                      <picture>
                        {file.avif ? <source type="image/avif" srcSet={file.avif.url} /> : null}
                        <img src={file.webp.url} alt="" width={file.webp.width} height={file.webp.height} className="h-28 w-auto rounded-md border border-line" style={{ aspectRatio: CROPS[crop].ratio }} />
                      </picture>
                      <span className="mt-1 block text-muted">{texts.item.cropNames[crop]}</span>
                    </li>
                  ) : null;
                })}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby={`${id}-uses`}>
            <h2 id={`${id}-uses`} className="text-lg font-semibold">
              {texts.item.usedOn}
            </h2>
            {item.usedOn.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {item.usedOn.map((use) => (
                  <li key={`${use.kind}:${use.id}`}>
                    <Link to={use.href} className="text-accent underline-offset-4 hover:underline">
                      {use.kind === "gallery" && isGalleryKey(use.id) ? GALLERY_PAGES[use.id].title[lang] : use.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">{texts.item.notUsed}</p>
            )}
          </section>
        </div>

        <div className="space-y-5">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input type="checkbox" checked={value.decorative} onChange={(event) => change({ decorative: event.target.checked })} className="size-5" />
            {texts.item.decorative}
          </label>
          {LANGUAGES.map((code) => (
            <fieldset key={code} className={`${cardStyle} space-y-3 p-4`}>
              <legend className="px-1 text-sm font-semibold">{texts.item.languages[code]}</legend>
              <label className="block text-sm font-medium">
                {texts.item.alt}
                <textarea
                  rows={2}
                  maxLength={MEDIA_LIMITS.alt}
                  value={value.alt[code]}
                  disabled={value.decorative}
                  onChange={(event) => change({ alt: { ...value.alt, [code]: event.target.value } })}
                  {...problems.input(`alt.${code}`, `${id}-alt-${code}`, `${id}-alt-hint`)}
                  className={`${inputStyle} mt-1.5`}
                />
                <FieldProblem id={`${id}-alt-${code}`} message={problems.at(`alt.${code}`)} />
              </label>
              <label className="block text-sm font-medium">
                {texts.item.caption}
                <textarea
                  rows={2}
                  maxLength={MEDIA_LIMITS.caption}
                  value={value.caption[code]}
                  onChange={(event) => change({ caption: { ...value.caption, [code]: event.target.value } })}
                  {...problems.input(`caption.${code}`, `${id}-caption-${code}`)}
                  className={`${inputStyle} mt-1.5`}
                />
                <FieldProblem id={`${id}-caption-${code}`} message={problems.at(`caption.${code}`)} />
              </label>
            </fieldset>
          ))}
          <p id={`${id}-alt-hint`} className="text-sm text-muted">
            {texts.item.altHint}
          </p>
          <label className="block text-sm font-medium">
            {texts.item.credit}
            <input value={value.credit} maxLength={MEDIA_LIMITS.credit} onChange={(event) => change({ credit: event.target.value })} {...problems.input("credit", `${id}-credit`)} className={`${inputStyle} mt-1.5`} />
            <FieldProblem id={`${id}-credit`} message={problems.at("credit")} />
          </label>
          {!refusedDelete ? <FormNotice success={form.shown?.kind === "done" && form.shown.intent === "update" ? texts.item.saved : null} error={problems.refusalText(texts.media.failedAll)} /> : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonStyles.primary} disabled={form.busy}>
              {form.busy ? texts.item.saving : texts.item.save}
            </button>
            <label className={`${buttonStyles.secondary} cursor-pointer`}>
              {texts.item.replace}
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/ogg"
                className="sr-only"
                disabled={form.busy}
                onChange={(event) => {
                  void replace(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </label>
            <button type="button" className={buttonStyles.quiet} onClick={() => confirm.ask(item)}>
              {texts.item.delete}
            </button>
          </div>
        </div>
      </AdminForm>

      <ConfirmDialog
        open={confirm.asked !== null}
        title={texts.item.deleteTitle}
        text={texts.item.confirmDelete}
        detail={name}
        busy={form.busy}
        error={refusedDelete ? problems.refusalText(texts.media.failedAll) : null}
        onConfirm={() => form.submit({ intent: "delete", id: item.id })}
        onClose={() => {
          confirm.close();
          if (refusedDelete) form.clear();
        }}
      />
    </div>
  );
}
