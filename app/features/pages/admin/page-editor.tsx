import { type DragEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { Link, useBlocker } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { ConfirmDialog } from "../../../admin/confirm-dialog";
import { AdminForm, FieldProblem, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { hallDateTime, ScheduleField, VersionList } from "../../../admin/publishing";
import { RichTextEditor } from "../../../admin/rich-text-editor";
import { adminJson } from "../../../admin/session";
import { LANGS, type Lang, LANGUAGE_NAME } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, chipStyle, inputStyle, noticeStyle } from "../../../ui/styles";
import { GALLERY_KEYS, GALLERY_PAGES, LibraryPicker, type MediaItem, mediaItemSchema, Thumbnail } from "../../media-library/public";
import { FACT_BLOCKS, isPageKey } from "../page-keys";
import { BLOCK_TYPES, type BlockType, blockTypesFor, type PageAdmin, type PageBlock, type PageContent, type PageVersion, PAGES_REFUSALS, repeatableBlocks, savePageDraftSchema } from "../schema";
import { contentOf, initialEditor, type Item, pageEditor, sameContent } from "./page-draft";
import { PAGES_ADMIN_TEXTS, type PagesAdminTexts } from "./texts";

/** How long after the last change a draft is saved by itself. */
const AUTOSAVE_MS = 3_000;

const NEW_BLOCK: Record<BlockType, PageBlock> = {
  heading: { type: "heading", text: "" },
  text: { type: "text", html: "" },
  picture: { type: "picture", mediaId: 0 },
  gallery: { type: "gallery", gallery: "home" },
  facts: { type: "facts", facts: "seats" },
  callout: { type: "callout", text: "" },
  button: { type: "button", label: "", href: "/concerts" },
};

/** The blocks whose place or content differ between two versions, named for the stale-save notice ("2 (Text), 5 (Heading)"). */
function differingBlocks(theirs: PageContent, mine: PageContent, names: Record<BlockType, string>, title: string, lead: string): string[] {
  const length = Math.max(theirs.blocks.length, mine.blocks.length);
  const blocks = Array.from({ length }, (_, index) => index).filter((index) => JSON.stringify(theirs.blocks[index]) !== JSON.stringify(mine.blocks[index]));
  return [
    ...(theirs.title !== mine.title ? [title] : []),
    ...(theirs.lead !== mine.lead ? [lead] : []),
    ...blocks.map((index) => `${index + 1} (${names[(mine.blocks[index] ?? theirs.blocks[index])!.type]})`),
  ];
}

/** A version's change from the one before, in the admin's words ("blocks added: 1 · words: +2 −0"). */
function changesLine(changes: PageVersion["changes"], words: PagesAdminTexts["changes"]): string {
  if (!changes) return words.first;
  const parts = [
    ...(changes.title ? [words.title] : []),
    ...(changes.lead ? [words.lead] : []),
    ...(changes.added ? [fill(words.added, { n: changes.added })] : []),
    ...(changes.removed ? [fill(words.removed, { n: changes.removed })] : []),
    ...(changes.changed ? [fill(words.changed, { n: changes.changed })] : []),
    ...(changes.wordsAdded || changes.wordsRemoved ? [fill(words.words, { added: changes.wordsAdded, removed: changes.wordsRemoved })] : []),
  ];
  if (!parts.length) return words.none;
  const line = parts.join(" · ");
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}

/** A picture block's picture: its thumbnail read from the library, and the library picker to choose another. */
function PictureField({ mediaId, onPick, label, invalid }: { mediaId: number; onPick(id: number): void; label: string; invalid: string | null }) {
  const { lang } = useAdminTexts();
  const texts = PAGES_ADMIN_TEXTS[lang];
  const [item, setItem] = useState<MediaItem | null>(null);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (mediaId < 1 || item?.id === mediaId) return;
    void adminJson(`/api/admin/media/${mediaId}`, mediaItemSchema, { orNull: true }).then(setItem);
  }, [mediaId]);
  const shown = item && item.id === mediaId ? item : null;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {shown ? <Thumbnail item={shown} sizes="160px" alt={shown.alt[lang] || shown.alt.en} videoLabel="" className="aspect-[4/3] w-40 rounded-md" /> : <p className="text-muted">{texts.noPicture}</p>}
      <button type="button" className={buttonStyles.secondary} aria-label={`${mediaId > 0 ? texts.changePicture : texts.choosePicture}: ${label}`} onClick={() => setPicking(true)}>
        {mediaId > 0 ? texts.changePicture : texts.choosePicture}
      </button>
      {invalid ? <p className="w-full text-sm text-danger">{invalid}</p> : null}
      <LibraryPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setItem(picked);
          onPick(picked.id);
          setPicking(false);
        }}
      />
    </div>
  );
}

/**
 * `/admin/pages/{key}`: one page in one language at a time (tabs), its title, lead and blocks (added,
 * moved with the buttons or by dragging, removed), saved as a draft by itself a few seconds after a
 * change and by Save; Preview opens the draft as visitors will see it; Publish now or at a Yerevan
 * time; the versions with their restore. A save refused as stale shows what differs and lets the
 * editor keep their own changes over the other draft or take it.
 */
/** Wide enough for the preview beside the editor (Tailwind's `xl`, where the frame shows). */
const besideWidth = () => window.matchMedia("(min-width: 1280px)").matches;

export function PageEditor({ page, lang: pageLang, versions }: { page: PageAdmin; lang: Lang; versions: PageVersion[] }) {
  const { lang } = useAdminTexts();
  const texts = PAGES_ADMIN_TEXTS[lang];
  const id = useId();
  const state = page.languages[pageLang];
  const english = page.languages.en.draft;
  const form = useAdminForm({ successMs: () => 4_000 });
  const problems = useProblems(form, { ...texts.problems });
  const allowed = isPageKey(page.key) ? blockTypesFor(page.key) : BLOCK_TYPES;
  const repeatable = !isPageKey(page.key) || repeatableBlocks(page.key);
  const [editor, dispatch] = useReducer(pageEditor, state.draft, initialEditor);
  const { draft, dragged, stale, savedAt, previewUrl } = editor;
  const sent = useRef<PageContent | null>(null);

  // Another language, or a write that changed the stored draft (a restore, someone else's save): the form shows it,
  // unless it is what this editor sent (what was typed since stays).
  useEffect(() => {
    if (!sameContent(state.draft, sent.current)) dispatch({ type: "shown", content: state.draft });
  }, [pageLang, state.version]);
  useEffect(() => {
    if (form.shown?.kind === "refused" && form.shown.code === "stale_version" && sent.current) dispatch({ type: "refusedStale", mine: sent.current });
  }, [form.shown]);

  const content = draft ? contentOf(draft) : null;
  const dirty = content !== null && !sameContent(content, state.draft);
  const busy = form.busy;

  function save(auto = false, base = state.version, over: PageContent | null = content) {
    if (!over) return;
    const body = { ...over, baseVersion: base };
    if (auto) {
      if (!savePageDraftSchema.safeParse(body).success) return;
    } else if (!form.check(savePageDraftSchema, body, "save", PAGES_REFUSALS)) return;
    sent.current = over;
    dispatch({ type: "sent" });
    form.submit({ intent: "save", body: { lang: pageLang, page: body } }, { detail: auto ? undefined : texts.saved, onDone: () => dispatch({ type: "saved", at: new Date().toISOString() }) });
  }

  useEffect(() => {
    if (!dirty || busy || stale) return;
    const timer = setTimeout(() => save(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, busy, stale]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const setBlock = (index: number, block: PageBlock) => dispatch({ type: "blockChanged", index, block });
  const moveBlock = (from: number, to: number) => dispatch({ type: "blockMoved", from, to });
  function schedule(at: string | null) {
    if (!at) return form.refuse("invalid_date", "publish");
    form.submit({ intent: "publish", body: { lang: pageLang, at } }, { detail: texts.scheduled });
  }
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    dispatch({ type: "droppedAt", index });
  };

  const refusal = problems.refusalText(texts.failed);
  // The hero takes one picture and one button: a type it already holds is not offered again.
  const addable = allowed.filter((type) => repeatable || !draft?.items.some((item) => item.block.type === type));
  const fieldsRefused = Object.keys(form.fields).length > 0;
  const success = form.shown?.kind === "done" ? (form.shown.detail ?? null) : null;
  const field = (name: string) => `${id}-${name}`;

  const blockFields = (item: Item, index: number) => {
    const block = item.block;
    const path = `blocks.${index}`;
    const label = `${texts.blockNames[block.type]} ${index + 1}`;
    switch (block.type) {
      case "heading":
      case "callout":
        return (
          <div>
            <label htmlFor={field(`b${item.id}`)} className="mb-1 block text-sm font-medium">
              {label}
            </label>
            {block.type === "heading" ? (
              <input id={field(`b${item.id}`)} value={block.text} onChange={(event) => setBlock(index, { ...block, text: event.target.value })} className={inputStyle} {...problems.input(`${path}.text`, field(`b${item.id}`))} />
            ) : (
              <textarea id={field(`b${item.id}`)} rows={3} value={block.text} onChange={(event) => setBlock(index, { ...block, text: event.target.value })} className={inputStyle} {...problems.input(`${path}.text`, field(`b${item.id}`))} />
            )}
            <FieldProblem id={field(`b${item.id}`)} message={problems.at(`${path}.text`)} />
          </div>
        );
      case "text":
        return <RichTextEditor id={field(`b${item.id}`)} label={label} value={block.html} onChange={(html) => setBlock(index, { ...block, html })} invalid={Boolean(problems.at(`${path}.html`))} />;
      case "picture":
        return (
          <div>
            <p className="mb-1 text-sm font-medium">{label}</p>
            <PictureField mediaId={block.mediaId} label={label} onPick={(mediaId) => setBlock(index, { ...block, mediaId })} invalid={problems.at(`${path}.mediaId`)} />
          </div>
        );
      case "gallery":
        return (
          <div>
            <label htmlFor={field(`b${item.id}`)} className="mb-1 block text-sm font-medium">
              {label}
            </label>
            <select id={field(`b${item.id}`)} value={block.gallery} onChange={(event) => setBlock(index, { ...block, gallery: event.target.value as typeof block.gallery })} className={inputStyle}>
              {GALLERY_KEYS.map((gallery) => (
                <option key={gallery} value={gallery}>
                  {GALLERY_PAGES[gallery].title[lang]}
                </option>
              ))}
            </select>
          </div>
        );
      case "button":
        return (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">{label}</legend>
            <div>
              <label htmlFor={field(`b${item.id}-label`)} className="mb-1 block text-sm font-medium">
                {texts.buttonLabel}
              </label>
              <input id={field(`b${item.id}-label`)} value={block.label} onChange={(event) => setBlock(index, { ...block, label: event.target.value })} className={inputStyle} {...problems.input(`${path}.label`, field(`b${item.id}-label`))} />
              <FieldProblem id={field(`b${item.id}-label`)} message={problems.at(`${path}.label`)} />
            </div>
            <div>
              <label htmlFor={field(`b${item.id}-href`)} className="mb-1 block text-sm font-medium">
                {texts.buttonLink}
              </label>
              <input id={field(`b${item.id}-href`)} value={block.href} onChange={(event) => setBlock(index, { ...block, href: event.target.value })} className={inputStyle} {...problems.input(`${path}.href`, field(`b${item.id}-href`))} />
              <p className="mt-1 text-sm text-muted">{texts.buttonLinkHint}</p>
              <FieldProblem id={field(`b${item.id}-href`)} message={problems.at(`${path}.href`)} />
            </div>
          </fieldset>
        );
      case "facts":
        return (
          <div>
            <label htmlFor={field(`b${item.id}`)} className="mb-1 block text-sm font-medium">
              {label}
            </label>
            <select id={field(`b${item.id}`)} value={block.facts} onChange={(event) => setBlock(index, { ...block, facts: event.target.value as typeof block.facts })} className={inputStyle}>
              {FACT_BLOCKS.map((facts) => (
                <option key={facts} value={facts}>
                  {texts.factNames[facts]}
                </option>
              ))}
            </select>
          </div>
        );
    }
  };

  return (
    <div className={previewUrl ? "xl:grid xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start xl:gap-6" : undefined}>
      <div className="max-w-4xl space-y-6">
        <nav aria-label={texts.tabs}>
          <ul className="flex flex-wrap gap-2">
            {LANGS.map((code) => (
              <li key={code}>
                <Link to={`?lang=${code}`} aria-current={code === pageLang ? "true" : undefined} className={chipStyle}>
                  {LANGUAGE_NAME[code]} · {texts.states[page.languages[code].state]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-label={texts.languageState} className="space-y-1 rounded-card border border-line bg-surface p-4 text-sm" data-testid="page-status">
          <p className="font-medium">{texts.states[state.state]}</p>
          {state.scheduledAt ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-medium text-accent">{fill(texts.scheduledFor, { date: hallDateTime(state.scheduledAt, lang) })}</p>
              <button type="button" className={buttonStyles.quiet} disabled={busy} onClick={() => form.submit({ intent: "unschedule", body: { lang: pageLang } }, { detail: texts.unscheduled })}>
                {texts.unschedule}
              </button>
            </div>
          ) : null}
          {state.missed ? <p className="text-danger">{state.missed.reason}</p> : null}
        </section>

        {stale && state.draft ? (
          <div role="alert" className={`${noticeStyle.error} space-y-3`}>
            <p>{texts.stale}</p>
            <p>{fill(texts.staleChanged, { list: differingBlocks(state.draft, stale, texts.blockNames, texts.pageTitle, texts.lead).join(", ") })}</p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonStyles.secondary} onClick={() => save(false, state.version, stale)}>
                {texts.keepMine}
              </button>
              <button type="button" className={buttonStyles.quiet} onClick={() => dispatch({ type: "staleDismissed" })}>
                {texts.takeTheirs}
              </button>
            </div>
          </div>
        ) : null}

        {!draft ? (
          <div className="space-y-3 rounded-card border border-dashed border-line p-4">
            <p>{texts.emptyLanguage}</p>
            <div className="flex flex-wrap gap-3">
              {english ? (
                <button type="button" className={buttonStyles.primary} onClick={() => dispatch({ type: "shown", content: english })}>
                  {texts.copyEnglish}
                </button>
              ) : null}
              <button type="button" className={buttonStyles.secondary} onClick={() => dispatch({ type: "shown", content: { title: "", lead: "", blocks: [] } })}>
                {fill(texts.add, { type: texts.blocks })}
              </button>
            </div>
          </div>
        ) : (
          <AdminForm
            form={form}
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
            className="space-y-6"
          >
            <FormNotice success={success} error={refusal && !fieldsRefused && !stale ? refusal : null} />
            {fieldsRefused ? (
              <p role="alert" className={noticeStyle.error}>
                {refusal ?? texts.fixErrors}
              </p>
            ) : null}
            <div>
              <label htmlFor={field("title")} className="mb-1 block text-sm font-medium">
                {texts.pageTitle}
              </label>
              <input id={field("title")} value={draft.title} onChange={(event) => dispatch({ type: "fieldChanged", field: "title", value: event.target.value })} className={inputStyle} {...problems.input("title", field("title"))} />
              <FieldProblem id={field("title")} message={problems.at("title")} />
            </div>
            <div>
              <label htmlFor={field("lead")} className="mb-1 block text-sm font-medium">
                {texts.lead}
              </label>
              <textarea id={field("lead")} rows={2} value={draft.lead} onChange={(event) => dispatch({ type: "fieldChanged", field: "lead", value: event.target.value })} className={inputStyle} {...problems.input("lead", field("lead"))} />
              <FieldProblem id={field("lead")} message={problems.at("lead")} />
            </div>

            <section aria-labelledby={field("blocks")} className="space-y-3">
              <h2 id={field("blocks")} className="text-xl font-semibold">
                {texts.blocks}
              </h2>
              <p className="text-sm text-muted">{texts.dragHint}</p>
              {!draft.items.length ? <p className="text-muted">{texts.noBlocks}</p> : null}
              {english && !draft.items.length && pageLang !== "en" ? (
                <button type="button" className={buttonStyles.secondary} onClick={() => dispatch({ type: "blocksAdded", blocks: english.blocks })}>
                  {texts.copyEnglish}
                </button>
              ) : null}
              <ol className="space-y-3">
                {draft.items.map((item, index) => (
                  <li
                    key={item.id}
                    draggable
                    onDragStart={(event) => {
                      // Only the block's own frame starts a drag, not a selection inside its fields.
                      if ((event.target as HTMLElement).closest("input, textarea, [contenteditable], select")) return event.preventDefault();
                      dispatch({ type: "dragStarted", index });
                    }}
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={onDrop(index)}
                    className={`space-y-3 rounded-card border bg-surface p-3 sm:p-4 ${dragged === index ? "border-accent" : "border-line"}`}
                    data-testid="page-block"
                  >
                    {blockFields(item, index)}
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className={buttonStyles.icon} aria-label={fill(texts.moveUp, { n: index + 1 })} disabled={index === 0} onClick={() => moveBlock(index, index - 1)}>
                        ↑
                      </button>
                      <button type="button" className={buttonStyles.icon} aria-label={fill(texts.moveDown, { n: index + 1 })} disabled={index === draft.items.length - 1} onClick={() => moveBlock(index, index + 1)}>
                        ↓
                      </button>
                      <button type="button" className={buttonStyles.quiet} aria-label={fill(texts.remove, { n: index + 1 })} onClick={() => dispatch({ type: "blockRemoved", index })}>
                        ✕
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
              <div className="flex flex-wrap gap-2">
                {addable.map((type) => (
                  <button key={type} type="button" className={chipStyle} onClick={() => dispatch({ type: "blocksAdded", blocks: [NEW_BLOCK[type]] })}>
                    + {texts.blockNames[type]}
                  </button>
                ))}
              </div>
            </section>

            <div className="space-y-3 border-t border-line py-3 sm:sticky sm:bottom-0 sm:bg-paper/95 sm:backdrop-blur">
              <p className="text-sm text-muted" aria-live="polite">
                {dirty ? texts.unsaved : savedAt ? fill(texts.autosaved, { time: hallDateTime(savedAt, lang).split(", ").at(-1)! }) : ""}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <button type="submit" disabled={busy || !dirty} className={buttonStyles.primary}>
                  {busy && dirty ? texts.saving : texts.save}
                </button>
                <button
                  type="button"
                  disabled={busy || dirty || state.state === "missing"}
                  className={buttonStyles.secondary}
                  onClick={() =>
                    form.submit(
                      { intent: "preview", body: { lang: pageLang } },
                      {
                        // A desktop shows the preview in a frame beside the editor; a smaller screen opens it in a tab.
                        detail: besideWidth() ? texts.previewBeside : texts.previewOpened,
                        onDone: (result) => {
                          const url = (result.data as { url?: string } | undefined)?.url ?? null;
                          dispatch({ type: "previewed", url });
                          if (url && !besideWidth()) window.open(url, "_blank", "noopener");
                        },
                      },
                    )
                  }
                >
                  {texts.preview}
                </button>
                <button type="button" disabled={busy || dirty || state.state === "missing"} className={buttonStyles.secondary} onClick={() => form.submit({ intent: "publish", body: { lang: pageLang } }, { detail: texts.published })}>
                  {texts.publishNow}
                </button>
                {previewUrl ? (
                  <a href={previewUrl} target="_blank" rel="noopener" className="text-sm font-medium text-accent underline">
                    {texts.previewLink}
                  </a>
                ) : null}
              </div>
              {dirty ? <p className="text-sm text-muted">{texts.saveFirst}</p> : null}
            </div>
            <ScheduleField id={field("when")} label={texts.scheduleAt} button={texts.schedule} disabled={busy || dirty || state.state === "missing"} onSchedule={schedule} />
          </AdminForm>
        )}

        <VersionList
          id={field("history")}
          versions={versions}
          summary={(version) => changesLine(version.changes, texts.changes)}
          busy={busy}
          onRestore={(version) => form.submit({ intent: "restore", id: version.id, body: { lang: pageLang } }, { detail: texts.restored })}
          texts={texts}
        />
        {/* Leaving by a link of the admin with unsaved work asks first, in the admin's own dialog; closing the tab asks through the browser. */}
        <ConfirmDialog
          open={blocker.state === "blocked"}
          title={texts.leaveTitle}
          text={texts.leaveWarning}
          confirmLabel={texts.leaveConfirm}
          busy={false}
          onConfirm={() => blocker.proceed?.()}
          onClose={() => blocker.reset?.()}
        />
      </div>
      {previewUrl ? (
        <section aria-label={texts.previewFrame} className="hidden xl:sticky xl:top-24 xl:block">
          <iframe key={previewUrl} src={previewUrl} title={texts.previewFrame} className="h-[80vh] w-full rounded-card border border-line bg-white" />
        </section>
      ) : null}
    </div>
  );
}
