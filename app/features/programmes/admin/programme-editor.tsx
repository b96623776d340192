import { BackLink } from "../../../admin/page-header";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminForm, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { RichTextEditor } from "../../../admin/rich-text-editor";
import { HTML_LANG, isLang, LANGS, LANGUAGE_NAME, LANGUAGE_SHORT, type Lang, localePath } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle } from "../../../ui/styles";
import { ProgrammeStory, StatusNotice } from "../components/programme-view";
import type { Programme, PublicProgramme } from "../schema";
import { ACCESS_FEATURES, ACCESS_LABELS, CONCERT_STATUSES, GENRE_LABELS, GENRES, PERFORMER_ROLES, type PerformerRole, ROLE_LABELS, STATUS_LABELS } from "../vocabulary";
import {
  draftFromProgramme,
  editorField,
  emptyWork,
  fieldElementId,
  inputFromDraft,
  newKey,
  type ProgrammeDraft,
  programmeDraftSchema,
  REFERENCE_LANG,
  tabOf,
  type TextsDraft,
  type WorkDraft,
  withoutBlankWorks,
} from "./programme-draft";
import { PROGRAMME_ADMIN_TEXTS } from "./texts";

type Named = { id: number; slug: string; imageUrl: string | null; translations: Partial<Record<Lang, Record<string, string>>> };
type Texts = (typeof PROGRAMME_ADMIN_TEXTS)[Lang];

const nameIn = (item: Named, lang: Lang, field = "name") => item.translations[lang]?.[field] || item.translations.en?.[field] || item.slug;
/** The language shown beside the one edited: English, or Armenian while English is edited. */
const referenceFor = (lang: Lang): Lang => (lang === REFERENCE_LANG ? "am" : REFERENCE_LANG);
const TEXT_FIELDS = ["subtitle", "talkPlace", "talkSpeaker", "notice"] as const;
const chip = "rounded-full px-3 py-1 text-xs font-semibold";

/** A field's name in the staff's words, for the list of problems: "Work 2 · Minutes", "Русский · Subtitle". */
function fieldLabel(field: string, t: Texts): string {
  const parts = field.split(".");
  const textLabel: Record<string, string> = { subtitle: t.subtitle, notes: t.notes, talkPlace: `${t.talk} · ${t.talkPlace}`, talkSpeaker: `${t.talk} · ${t.talkSpeaker}`, notice: t.notice };
  if (parts[0] === "texts") return `${LANGUAGE_NAME[parts[1] as Lang]} · ${textLabel[parts[2]!] ?? t.language}`;
  if (parts[0] === "works") {
    const work = fill(t.work, { n: Number(parts[1]) + 1 });
    if (parts[2] === "local") {
      const language = LANGUAGE_NAME[parts[3] as Lang];
      return `${language} · ${work} · ${fill(parts[4] === "composer" ? t.composerHere : t.titleHere, { language })}`;
    }
    return `${work} · ${{ composer: t.composer, title: t.titleInReference, minutes: t.minutes }[parts[2] ?? ""] ?? t.works}`;
  }
  if (parts[0] === "performers") return `${t.artist} ${Number(parts[1] ?? 0) + 1}`;
  return { talkTime: t.talkTimeShared, seriesId: t.series, genres: t.genres, access: t.access, status: t.status }[field] ?? t.general;
}

/** Rich text as the words it reads (the reference beside the notes). */
const plainText = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

/**
 * One concert's programme. What is the same in every language is entered once (works with composer and minutes,
 * performers, the talk's time); each language tab has only its texts, with the reference language beside them and
 * "Copy from". Save and Publish stay in view; a refusal lists its fields at the top, each a link to its tab and field.
 */
export function ProgrammeEditor({ concertName, programme, artists, series }: { concertName: string; programme: Programme; artists: Named[]; series: Named[] }) {
  const { lang: adminLang } = useAdminTexts();
  const t = PROGRAMME_ADMIN_TEXTS[adminLang];
  const id = useId();
  const [draft, setDraft] = useState<ProgrammeDraft>(() => draftFromProgramme(programme));
  // The language tab is in the address (`?lang=`), so a reload or a link opens the same one.
  const [params, setParams] = useSearchParams();
  const asked = params.get("lang");
  const tab: Lang = isLang(asked) ? asked : adminLang;
  const setTab = (next: Lang) => setParams((current) => ({ ...Object.fromEntries(current), lang: next }), { replace: true, preventScrollReset: true });
  const [copiedIn, setCopiedIn] = useState<Lang | null>(null);
  const [focusField, setFocusField] = useState<string | null>(null);
  // A refusal shows the tab of its first field; the form kit then focuses that field.
  const form = useAdminForm({
    onRefused: (refused) => {
      const first = Object.keys(refused).map((key) => tabOf(editorField(key))).find(Boolean);
      if (first) setTab(first);
    },
  });
  // The server names fields by the API's paths: the editor's own names for the same fields.
  const fields = Object.fromEntries(Object.entries(form.fields).map(([key, code]) => [editorField(key), code]));
  const problems = useProblems({ fields, shown: form.shown }, { invalid_minutes: t.invalidMinutes });
  const problemList = Object.keys(fields);
  const elementId = (field: string) => fieldElementId(id, field);
  const input = (field: string) => problems.input(field, elementId(field));

  // The field is focused once its tab shows it.
  useEffect(() => {
    const element = focusField ? document.getElementById(elementId(focusField)) : null;
    if (!element) return;
    element.focus();
    setFocusField(null);
  }, [focusField, tab]);

  const update = (next: Partial<ProgrammeDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setWork = (index: number, next: Partial<WorkDraft>) => update({ works: draft.works.map((work, i) => (i === index ? { ...work, ...next } : work)) });
  const moveWork = (index: number, by: number) => {
    const works = [...draft.works];
    const [work] = works.splice(index, 1);
    works.splice(Math.max(0, Math.min(works.length, index + by)), 0, work!);
    update({ works });
  };
  const texts = draft.texts[tab];
  const setTexts = (lang: Lang, next: Partial<TextsDraft>) => update({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], ...next } } });
  const reference = referenceFor(tab);

  function copyFromReference() {
    const from = draft.texts[reference];
    const filled: Partial<TextsDraft> = {};
    for (const field of [...TEXT_FIELDS, "notes"] as const) if (!texts[field].trim()) filled[field] = from[field];
    setTexts(tab, filled);
    setCopiedIn(tab);
  }

  function save(edited: ProgrammeDraft) {
    const next = withoutBlankWorks(edited);
    // The rows as saved (and published as asked), so a refusal's "Work 2" is the second row on screen.
    setDraft(next);
    if (!form.check(programmeDraftSchema, next, "save")) return;
    form.submit({ intent: "save", body: inputFromDraft(next) });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    save(draft);
  }
  function publishAll() {
    const next = { ...draft, texts: Object.fromEntries(LANGS.map((lang) => [lang, { ...draft.texts[lang], published: true }])) as ProgrammeDraft["texts"] };
    save(next);
  }
  function goTo(field: string) {
    const fieldTab = tabOf(field);
    if (fieldTab) setTab(fieldTab);
    setFocusField(field);
  }

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const problemLine = (field: string) =>
    problems.at(field) ? (
      <p id={`${elementId(field)}-problem`} className="mt-1 text-xs font-medium text-danger">
        {problems.at(field)}
      </p>
    ) : null;
  const preview = previewOf(programme, tab, artists, series);
  const allPublished = LANGS.every((lang) => programme.translations[lang]?.published);

  return (
    <div className="space-y-6">
      <BackLink to="/admin/concerts">
        {t.back}
      </BackLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-muted">{t.editorTitle}</p>
          <h1 className="text-3xl font-semibold tracking-tight break-words">{concertName}</h1>
        </div>
        <div className="flex flex-wrap gap-4 text-sm">
          <Link to={`/admin/concerts/${encodeURIComponent(programme.eventId)}/qr`} className="text-accent underline">
            {t.sheetLink}
          </Link>
          <a href={localePath(adminLang, `/orchestra/event/${encodeURIComponent(programme.eventId)}`)} target="_blank" rel="noreferrer" className="text-accent underline">
            {t.openPage}
          </a>
        </div>
      </div>

      <AdminForm form={form} onSubmit={submit} className="space-y-6">
        {form.shown?.kind === "refused" ? (
          <div id={`${id}-problems`} className="space-y-2">
            <FormNotice success={null} error={problemList.length ? t.problemsTitle : problems.formText(t.failed)} />
            {problemList.length ? (
              <ul className="list-disc space-y-1 ps-6 text-sm" data-testid="programme-problems">
                {problemList.map((field) => (
                  <li key={field}>
                    <a
                      href={`#${elementId(field)}`}
                      className="text-danger underline"
                      onClick={(event) => {
                        event.preventDefault();
                        goTo(field);
                      }}
                    >
                      {fieldLabel(field, t)}: {problems.at(field)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <section aria-labelledby={`${id}-shared`} className={`${cardStyle} space-y-5 p-5 sm:p-6`}>
          <div>
            <h2 id={`${id}-shared`} className="text-xl font-semibold">
              {t.sameEverywhere}
            </h2>
            <p className="text-sm text-muted">{t.sameEverywhereHint}</p>
          </div>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{t.works}</legend>
            <ol className="space-y-3">
              {draft.works.map((work, index) => (
                <li key={work.key} className="rounded-md border border-line p-3" data-testid="work-row">
                  {work.intermission ? (
                    <p className="font-semibold">{t.intermission}</p>
                  ) : (
                    <div className="grid gap-3 sm:grid-cols-[1fr_1.5fr_6rem]">
                      {(["composer", "title", "minutes"] as const).map((part) => {
                        const field = `works.${index}.${part}`;
                        return (
                          <div key={part}>
                            <label htmlFor={elementId(field)} className="mb-1 block text-sm font-medium">
                              {{ composer: t.composer, title: t.titleInReference, minutes: t.minutes }[part]} {index + 1}
                            </label>
                            <input
                              id={elementId(field)}
                              value={work[part]}
                              onChange={(event) => setWork(index, { [part]: event.target.value })}
                              inputMode={part === "minutes" ? "numeric" : undefined}
                              placeholder={part === "minutes" ? "35" : undefined}
                              lang={part === "title" ? HTML_LANG[REFERENCE_LANG] : undefined}
                              {...input(field)}
                              className={inputStyle}
                            />
                            {problemLine(field)}
                          </div>
                        );
                      })}
                    </div>
                  )}
                  <div className="mt-2 flex flex-wrap gap-1">
                    <button type="button" className={buttonStyles.quiet} disabled={index === 0} onClick={() => moveWork(index, -1)}>
                      {t.moveUp}
                      <span className="sr-only"> ({index + 1})</span>
                    </button>
                    <button type="button" className={buttonStyles.quiet} disabled={index === draft.works.length - 1} onClick={() => moveWork(index, 1)}>
                      {t.moveDown}
                      <span className="sr-only"> ({index + 1})</span>
                    </button>
                    <button type="button" className={`${buttonStyles.quiet} text-danger`} onClick={() => update({ works: draft.works.filter((_, i) => i !== index) })}>
                      {t.remove}
                      <span className="sr-only"> ({index + 1})</span>
                    </button>
                  </div>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonStyles.secondary} onClick={() => update({ works: [...draft.works, emptyWork()] })}>
                {t.addWork}
              </button>
              <button type="button" className={buttonStyles.quiet} onClick={() => update({ works: [...draft.works, emptyWork(true)] })}>
                {t.addIntermission}
              </button>
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{t.performers}</legend>
            {artists.length === 0 ? <p className="text-sm text-muted">{t.noArtists}</p> : null}
            {draft.performers.map((performer, index) => (
              <div key={performer.key} className="flex flex-wrap items-end gap-3" data-testid="performer-row">
                <label className="block min-w-0 flex-1 basis-48 text-sm font-medium">
                  {t.artist} {index + 1}
                  <select
                    id={elementId(`performers.${index}.artistId`)}
                    value={performer.artistId}
                    {...input(`performers.${index}.artistId`)}
                    onChange={(event) => update({ performers: draft.performers.map((item, i) => (i === index ? { ...item, artistId: Number(event.target.value) } : item)) })}
                    className={`${inputStyle} mt-1.5`}
                  >
                    {artists.map((artist) => (
                      <option key={artist.id} value={artist.id}>
                        {nameIn(artist, adminLang)}
                      </option>
                    ))}
                  </select>
                  {problemLine(`performers.${index}.artistId`)}
                </label>
                <label className="block basis-44 text-sm font-medium">
                  {t.role}
                  <select value={performer.role} onChange={(event) => update({ performers: draft.performers.map((item, i) => (i === index ? { ...item, role: event.target.value as PerformerRole } : item)) })} className={`${inputStyle} mt-1.5`}>
                    {PERFORMER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role][adminLang]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className={`${buttonStyles.quiet} text-danger`} onClick={() => update({ performers: draft.performers.filter((_, i) => i !== index) })}>
                  {t.remove}
                  <span className="sr-only">: {t.artist} {index + 1}</span>
                </button>
              </div>
            ))}
            {artists.length ? (
              <button type="button" className={buttonStyles.secondary} onClick={() => update({ performers: [...draft.performers, { key: newKey(), artistId: artists[0]!.id, role: "soloist" }] })}>
                {t.addPerformer}
              </button>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <label htmlFor={elementId("talkTime")} className="block text-sm font-medium">
                {t.talkTimeShared}
              </label>
              <input id={elementId("talkTime")} type="time" value={draft.talkTime} onChange={(event) => update({ talkTime: event.target.value })} {...input("talkTime")} className={`${inputStyle} mt-1.5`} />
              {problemLine("talkTime")}
            </div>
            <label className="block text-sm font-medium">
              {t.series}
              <select id={elementId("seriesId")} value={draft.seriesId ?? ""} onChange={(event) => update({ seriesId: event.target.value ? Number(event.target.value) : null })} {...input("seriesId")} className={`${inputStyle} mt-1.5`}>
                <option value="">{t.noSeries}</option>
                {series.map((item) => (
                  <option key={item.id} value={item.id}>
                    {nameIn(item, adminLang)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium">
              {t.status}
              <select value={draft.status} onChange={(event) => update({ status: event.target.value as ProgrammeDraft["status"] })} className={`${inputStyle} mt-1.5`}>
                {CONCERT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status][adminLang]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t.genres}</legend>
            <div className="flex flex-wrap gap-2">
              {GENRES.map((genre) => (
                <label key={genre} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3">
                  <input type="checkbox" checked={draft.genres.includes(genre)} onChange={() => update({ genres: toggle(draft.genres, genre) })} />
                  {GENRE_LABELS[genre][adminLang]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t.access}</legend>
            <div className="flex flex-wrap gap-2">
              {ACCESS_FEATURES.map((feature) => (
                <label key={feature} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3">
                  <input type="checkbox" checked={draft.access.includes(feature)} onChange={() => update({ access: toggle(draft.access, feature) })} />
                  {ACCESS_LABELS[feature][adminLang]}
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <section aria-labelledby={`${id}-texts`} className={`${cardStyle} space-y-5 p-5 sm:p-6`}>
          <div>
            <h2 id={`${id}-texts`} className="text-xl font-semibold">
              {t.textsPerLanguage}
            </h2>
            <p className="text-sm text-muted">{t.textsHint}</p>
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t.language}>
            {LANGS.map((code) => (
              <button key={code} type="button" aria-pressed={tab === code} onClick={() => setTab(code)} className={`${buttonStyles.quiet} border border-line aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white`}>
                {LANGUAGE_NAME[code]}
                {problemList.some((field) => tabOf(field) === code) ? <span aria-hidden="true"> ⚠</span> : null}
              </button>
            ))}
          </div>
          <div key={tab} className="space-y-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="flex min-h-11 items-center gap-3 font-semibold">
                <input type="checkbox" checked={texts.published} onChange={(event) => setTexts(tab, { published: event.target.checked })} className="size-5" />
                {t.published} ({LANGUAGE_NAME[tab]})
              </label>
              <div className="flex items-center gap-3">
                <span role="status" className="text-sm text-success">
                  {copiedIn === tab ? t.copied : null}
                </span>
                <button type="button" className={buttonStyles.secondary} onClick={copyFromReference}>
                  {fill(t.copyFrom, { language: LANGUAGE_NAME[reference] })}
                </button>
              </div>
            </div>
            {TEXT_FIELDS.map((part) => {
              const field = `texts.${tab}.${part}`;
              const label = { subtitle: t.subtitle, talkPlace: `${t.talk}: ${t.talkPlace}`, talkSpeaker: `${t.talk}: ${t.talkSpeaker}`, notice: t.notice }[part];
              return (
                <Beside key={part} reference={reference} value={draft.texts[reference][part]} t={t}>
                  <label htmlFor={elementId(field)} className="block text-sm font-medium">
                    {label}
                  </label>
                  {part === "notice" ? (
                    <textarea id={elementId(field)} rows={2} lang={HTML_LANG[tab]} value={texts[part]} onChange={(event) => setTexts(tab, { [part]: event.target.value })} {...input(field)} className={`${inputStyle} mt-1.5`} />
                  ) : (
                    <input id={elementId(field)} lang={HTML_LANG[tab]} value={texts[part]} onChange={(event) => setTexts(tab, { [part]: event.target.value })} {...input(field)} className={`${inputStyle} mt-1.5`} />
                  )}
                  {problemLine(field)}
                </Beside>
              );
            })}
            {tab === REFERENCE_LANG ? null : (
              <fieldset className="space-y-3">
                <legend className="mb-2 text-sm font-medium">{t.works}</legend>
                {draft.works.map((work, index) =>
                  work.intermission ? null : (
                    <div key={work.key} className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-[1fr_1.5fr]" data-testid="work-names">
                      {(["composer", "title"] as const).map((part) => {
                        const field = `works.${index}.local.${tab}.${part}`;
                        return (
                          <div key={part}>
                            <label htmlFor={elementId(field)} className="mb-1 block text-sm font-medium">
                              {fill(part === "composer" ? t.composerHere : t.titleHere, { language: LANGUAGE_NAME[tab] })} {index + 1}
                            </label>
                            <input
                              id={elementId(field)}
                              lang={HTML_LANG[tab]}
                              value={work.local[tab]?.[part] ?? ""}
                              placeholder={work[part]}
                              onChange={(event) => setWork(index, { local: { ...work.local, [tab]: { composer: "", title: "", ...work.local[tab], [part]: event.target.value } } })}
                              {...input(field)}
                              className={inputStyle}
                            />
                            {problemLine(field)}
                          </div>
                        );
                      })}
                    </div>
                  ),
                )}
              </fieldset>
            )}
            <Beside reference={reference} value={plainText(draft.texts[reference].notes)} t={t}>
              <RichTextEditor id={elementId(`texts.${tab}.notes`)} label={t.notes} value={texts.notes} onChange={(notes) => setTexts(tab, { notes })} invalid={problems.at(`texts.${tab}.notes`) ? true : undefined} />
              {problemLine(`texts.${tab}.notes`)}
            </Beside>
          </div>
        </section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-surface px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:mx-0 sm:rounded-card sm:border" data-testid="programme-actions">
          <ul className="hidden flex-wrap gap-1.5 sm:flex" aria-label={t.editorTitle}>
            {LANGS.map((code) => {
              const state = !programme.translations[code] ? "missing" : programme.translations[code]!.published ? "published" : "draft";
              return (
                <li key={code} className={`${chip} ${state === "published" ? "bg-success-soft text-success" : "bg-paper text-muted"}`}>
                  <abbr title={LANGUAGE_NAME[code]} className="no-underline">
                    {LANGUAGE_SHORT[code]}
                  </abbr>
                  : {t.states[state]}
                </li>
              );
            })}
          </ul>
          <div className="flex w-full flex-wrap items-center gap-2 sm:ms-auto sm:w-auto">
            {problemList.length ? (
              <a href={`#${id}-problems`} className="text-sm font-medium text-danger underline">
                {fill(t.fixProblems, { n: problemList.length })}
              </a>
            ) : (
              <FormNotice success={form.shown?.kind === "done" ? t.saved : null} error={null} />
            )}
            <button type="submit" disabled={form.busy} className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
              {form.busy ? t.saving : t.save}
            </button>
            {allPublished ? null : (
              <button type="button" disabled={form.busy} className={`${buttonStyles.primary} flex-1 sm:flex-none`} onClick={publishAll}>
                {t.publishAll}
              </button>
            )}
          </div>
        </div>
      </AdminForm>

      {preview ? (
        <section aria-labelledby={`${id}-preview`} className="rounded-card border-2 border-dashed border-line p-4 sm:p-6" data-testid="programme-preview">
          <h2 id={`${id}-preview`} className="text-xl font-semibold">
            {t.preview}: {LANGUAGE_NAME[tab]}
          </h2>
          <p className="text-sm text-muted">{programme.translations[tab]?.published ? t.previewHint : t.previewDraft}</p>
          <div className="mt-4 space-y-4">
            <StatusNotice programme={preview} lang={tab} />
            <ProgrammeStory programme={preview} lang={tab} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A field of the edited language with the same text in the reference language beside it (below it on a phone). */
function Beside({ reference, value, t, children }: { reference: Lang; value: string; t: Texts; children: ReactNode }) {
  return (
    <div className="grid gap-2 lg:grid-cols-2 lg:gap-4">
      <div className="min-w-0">{children}</div>
      <div className="min-w-0 rounded-md bg-paper px-3 py-2 text-sm lg:mt-6" data-testid="reference-text">
        <p className="text-xs font-medium text-muted">{fill(t.reference, { language: LANGUAGE_NAME[reference] })}</p>
        <p lang={HTML_LANG[reference]} className="line-clamp-4 break-words whitespace-pre-line">
          {value.trim() || "—"}
        </p>
      </div>
    </div>
  );
}

/** The saved version of one language as visitors would see it (the notes as the server cleaned them): the staff's preview of a draft. */
function previewOf(programme: Programme, lang: Lang, artists: Named[], series: Named[]): PublicProgramme | null {
  const text = programme.translations[lang];
  if (!text) return null;
  const inSeries = series.find((item) => item.id === programme.seriesId);
  return {
    eventId: programme.eventId,
    language: lang,
    status: programme.status,
    genres: programme.genres,
    access: programme.access,
    series: inSeries ? { slug: inSeries.slug, name: nameIn(inSeries, lang) } : null,
    performers: programme.performers.flatMap(({ artistId, role }) => {
      const artist = artists.find((item) => item.id === artistId);
      return artist ? [{ artistId, slug: artist.slug, name: nameIn(artist, lang), role, roleText: artist.translations[lang]?.role || artist.translations.en?.role || ROLE_LABELS[role][lang], imageUrl: artist.imageUrl, bio: "" }] : [];
    }),
    subtitle: text.subtitle,
    works: text.works,
    notes: text.notes,
    talk: text.talk,
    notice: text.notice,
  };
}
