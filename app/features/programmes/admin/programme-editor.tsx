import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminForm, useAdminForm, useProblems } from "../../../admin/form";
import { RichTextEditor } from "../../../admin/rich-text-editor";
import { HTML_LANG, LANGS, LANGUAGE_NAME, type Lang, localePath } from "../../../i18n/languages";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../../ui/styles";
import { ProgrammeStory, StatusNotice } from "../components/programme-view";
import { type Programme, programmeInputSchema, type ProgrammeText, type PublicProgramme } from "../schema";
import { ACCESS_FEATURES, ACCESS_LABELS, CONCERT_STATUSES, GENRE_LABELS, GENRES, PERFORMER_ROLES, type PerformerRole, ROLE_LABELS, STATUS_LABELS } from "../vocabulary";
import { PROGRAMME_ADMIN_TEXTS } from "./texts";

type Named = { id: number; slug: string; imageUrl: string | null; translations: Partial<Record<Lang, Record<string, string>>> };
type WorkDraft = { key: number; intermission: boolean; composer: string; title: string; duration: string };
type TextDraft = { subtitle: string; works: WorkDraft[]; notes: string; talk: { time: string; place: string; speaker: string }; notice: string; published: boolean; touched: boolean };

let nextKey = 1;
const emptyText = (): TextDraft => ({ subtitle: "", works: [], notes: "", talk: { time: "", place: "", speaker: "" }, notice: "", published: false, touched: false });
const toDraft = (text: ProgrammeText | undefined): TextDraft =>
  text
    ? {
        subtitle: text.subtitle,
        works: text.works.map((work) => ({ key: nextKey++, intermission: !("composer" in work), composer: "composer" in work ? work.composer : "", title: "composer" in work ? work.title : "", duration: "composer" in work ? (work.duration ?? "") : "" })),
        notes: text.notes,
        talk: text.talk ?? { time: "", place: "", speaker: "" },
        notice: text.notice,
        published: text.published,
        touched: true,
      }
    : emptyText();

const nameIn = (item: Named, lang: Lang, field = "name") => item.translations[lang]?.[field] || item.translations.en?.[field] || item.slug;

/** One concert's programme: the general facts, then each language's texts, a preview of what is saved, and Save. */
export function ProgrammeEditor({ concertName, programme, artists, series }: { concertName: string; programme: Programme; artists: Named[]; series: Named[] }) {
  const { lang: adminLang } = useAdminTexts();
  const t = PROGRAMME_ADMIN_TEXTS[adminLang];
  const id = useId();
  const [general, setGeneral] = useState({ seriesId: programme.seriesId, status: programme.status, genres: programme.genres as string[], access: programme.access as string[] });
  const [performers, setPerformers] = useState(programme.performers.map((performer) => ({ key: nextKey++, ...performer })));
  const [texts, setTexts] = useState<Record<Lang, TextDraft>>(() => ({ am: toDraft(programme.translations.am), en: toDraft(programme.translations.en), ru: toDraft(programme.translations.ru) }));
  const [tab, setTab] = useState<Lang>("en");
  // A refusal shows the tab of its first refused language; the form kit then focuses the field.
  const form = useAdminForm({
    onRefused: (refused) => {
      const firstLang = Object.keys(refused).map((key) => /^translations\.(am|en|ru)\./.exec(key)?.[1]).find(Boolean) as Lang | undefined;
      if (firstLang) setTab(firstLang);
    },
  });
  const problems = useProblems(form);
  const { busy, fields } = form;
  const saved = form.shown?.kind === "done";
  const problemAt = problems.at;
  const text = texts[tab];
  const setText = (next: Partial<TextDraft>) => setTexts({ ...texts, [tab]: { ...text, ...next, touched: true } });
  const setWork = (index: number, next: Partial<WorkDraft>) => setText({ works: text.works.map((work, i) => (i === index ? { ...work, ...next } : work)) });
  const moveWork = (index: number, by: number) => {
    const works = [...text.works];
    const [work] = works.splice(index, 1);
    works.splice(Math.max(0, Math.min(works.length, index + by)), 0, work!);
    setText({ works });
  };

  function body() {
    const translations: Record<string, unknown> = {};
    for (const code of LANGS) {
      const draft = texts[code];
      if (!draft.touched && !programme.translations[code]) continue;
      translations[code] = {
        subtitle: draft.subtitle,
        works: draft.works.map((work) => (work.intermission ? { intermission: true } : { composer: work.composer, title: work.title, ...(work.duration.trim() ? { duration: work.duration.trim() } : {}) })),
        notes: draft.notes,
        talk: draft.talk.time || draft.talk.place || draft.talk.speaker ? draft.talk : null,
        notice: draft.notice,
        published: draft.published,
      };
    }
    return { seriesId: general.seriesId, status: general.status, genres: general.genres, access: general.access, performers: performers.map(({ artistId, role }) => ({ artistId, role })), translations };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = body();
    if (!form.check(programmeInputSchema, payload, "save")) return;
    form.submit({ intent: "save", body: payload });
  }

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const p = (path: string) => `translations.${tab}.${path}`;
  const invalid = (path: string) => (problemAt(path) ? true : undefined);
  const problemLine = (path: string, elementId: string) =>
    problemAt(path) ? (
      <p id={`${elementId}-problem`} className="mt-1 text-xs text-danger">
        {problemAt(path)}
      </p>
    ) : null;

  const preview = previewOf(programme, tab, artists, series);

  return (
    <div className="space-y-6">
      <Link to="/admin/concerts" className="text-sm text-accent underline">
        {t.back}
      </Link>
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
        <section aria-labelledby={`${id}-general`} className={`${cardStyle} space-y-5 p-5 sm:p-6`}>
          <h2 id={`${id}-general`} className="text-xl font-semibold">
            {t.general}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-medium">
              {t.series}
              <select value={general.seriesId ?? ""} onChange={(event) => setGeneral({ ...general, seriesId: event.target.value ? Number(event.target.value) : null })} className={`${inputStyle} mt-1.5`} aria-invalid={invalid("seriesId")}>
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
              <select value={general.status} onChange={(event) => setGeneral({ ...general, status: event.target.value as typeof general.status })} className={`${inputStyle} mt-1.5`}>
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
                  <input type="checkbox" checked={general.genres.includes(genre)} onChange={() => setGeneral({ ...general, genres: toggle(general.genres, genre) })} />
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
                  <input type="checkbox" checked={general.access.includes(feature)} onChange={() => setGeneral({ ...general, access: toggle(general.access, feature) })} />
                  {ACCESS_LABELS[feature][adminLang]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{t.performers}</legend>
            {artists.length === 0 ? <p className="text-sm text-muted">{t.noArtists}</p> : null}
            {performers.map((performer, index) => (
              <div key={performer.key} className="flex flex-wrap items-end gap-3" data-testid="performer-row">
                <label className="block min-w-0 flex-1 basis-48 text-sm font-medium">
                  {t.artist} {index + 1}
                  <select
                    value={performer.artistId}
                    aria-invalid={invalid(`performers.${index}.artistId`)}
                    onChange={(event) => setPerformers(performers.map((item, i) => (i === index ? { ...item, artistId: Number(event.target.value) } : item)))}
                    className={`${inputStyle} mt-1.5`}
                  >
                    {artists.map((artist) => (
                      <option key={artist.id} value={artist.id}>
                        {nameIn(artist, adminLang)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="block basis-44 text-sm font-medium">
                  {t.role}
                  <select value={performer.role} onChange={(event) => setPerformers(performers.map((item, i) => (i === index ? { ...item, role: event.target.value as PerformerRole } : item)))} className={`${inputStyle} mt-1.5`}>
                    {PERFORMER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role][adminLang]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className={`${buttonStyles.quiet} text-danger`} onClick={() => setPerformers(performers.filter((_, i) => i !== index))}>
                  {t.remove}
                  <span className="sr-only">: {t.artist} {index + 1}</span>
                </button>
              </div>
            ))}
            {artists.length ? (
              <button type="button" className={buttonStyles.secondary} onClick={() => setPerformers([...performers, { key: nextKey++, artistId: artists[0]!.id, role: "soloist" }])}>
                {t.addPerformer}
              </button>
            ) : null}
          </fieldset>
        </section>

        <section aria-labelledby={`${id}-texts`} className={`${cardStyle} space-y-5 p-5 sm:p-6`}>
          <h2 id={`${id}-texts`} className="text-xl font-semibold">
            {t.language}
          </h2>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t.language}>
            {LANGS.map((code) => (
              <button key={code} type="button" aria-pressed={tab === code} onClick={() => setTab(code)} className={`${buttonStyles.quiet} border border-line aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white`}>
                {LANGUAGE_NAME[code]}
                {Object.keys(fields).some((key) => key.startsWith(`translations.${code}.`)) ? <span aria-hidden="true"> ⚠</span> : null}
              </button>
            ))}
          </div>
          <div key={tab} lang={HTML_LANG[tab]} className="space-y-5">
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input type="checkbox" checked={text.published} onChange={(event) => setText({ published: event.target.checked })} className="size-5" />
              {t.published} ({LANGUAGE_NAME[tab]})
            </label>
            <label className="block text-sm font-medium">
              {t.subtitle}
              <input value={text.subtitle} onChange={(event) => setText({ subtitle: event.target.value })} aria-invalid={invalid(p("subtitle"))} className={`${inputStyle} mt-1.5`} />
            </label>
            <fieldset className="space-y-3">
              <legend className="mb-2 text-sm font-medium">{t.works}</legend>
              <ol className="space-y-3">
                {text.works.map((work, index) => (
                  <li key={work.key} className="rounded-md border border-line p-3" data-testid="work-row">
                    {work.intermission ? (
                      <p className="font-semibold">{t.intermission}</p>
                    ) : (
                      <div className="grid gap-3 sm:grid-cols-[1fr_1.5fr_10rem]">
                        {(["composer", "title", "duration"] as const).map((field) => {
                          const elementId = `${id}-${tab}-work-${index}-${field}`;
                          const path = p(`works.${index}.${field}`);
                          return (
                            <div key={field}>
                              <label htmlFor={elementId} className="mb-1 block text-sm font-medium">
                                {{ composer: t.composer, title: t.workTitle, duration: t.duration }[field]} {index + 1}
                              </label>
                              <input id={elementId} value={work[field]} onChange={(event) => setWork(index, { [field]: event.target.value })} aria-invalid={invalid(path)} aria-describedby={problemAt(path) ? `${elementId}-problem` : undefined} className={inputStyle} />
                              {problemLine(path, elementId)}
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
                      <button type="button" className={buttonStyles.quiet} disabled={index === text.works.length - 1} onClick={() => moveWork(index, 1)}>
                        {t.moveDown}
                        <span className="sr-only"> ({index + 1})</span>
                      </button>
                      <button type="button" className={`${buttonStyles.quiet} text-danger`} onClick={() => setText({ works: text.works.filter((_, i) => i !== index) })}>
                        {t.remove}
                        <span className="sr-only"> ({index + 1})</span>
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonStyles.secondary} onClick={() => setText({ works: [...text.works, { key: nextKey++, intermission: false, composer: "", title: "", duration: "" }] })}>
                  {t.addWork}
                </button>
                <button type="button" className={buttonStyles.quiet} onClick={() => setText({ works: [...text.works, { key: nextKey++, intermission: true, composer: "", title: "", duration: "" }] })}>
                  {t.addIntermission}
                </button>
              </div>
            </fieldset>
            <RichTextEditor id={`${id}-${tab}-notes`} label={t.notes} value={text.notes} onChange={(notes) => setText({ notes })} invalid={invalid(p("notes"))} />
            <fieldset className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <legend className="mb-2 text-sm font-medium">{t.talk}</legend>
              <label className="block text-sm font-medium">
                {t.talkTime}
                <input type="time" value={text.talk.time} onChange={(event) => setText({ talk: { ...text.talk, time: event.target.value } })} aria-invalid={invalid(p("talk.time"))} className={`${inputStyle} mt-1.5`} />
              </label>
              <label className="block text-sm font-medium">
                {t.talkPlace}
                <input value={text.talk.place} onChange={(event) => setText({ talk: { ...text.talk, place: event.target.value } })} className={`${inputStyle} mt-1.5`} />
              </label>
              <label className="block text-sm font-medium">
                {t.talkSpeaker}
                <input value={text.talk.speaker} onChange={(event) => setText({ talk: { ...text.talk, speaker: event.target.value } })} className={`${inputStyle} mt-1.5`} />
              </label>
            </fieldset>
            <label className="block text-sm font-medium">
              {t.notice}
              <textarea rows={2} value={text.notice} onChange={(event) => setText({ notice: event.target.value })} aria-invalid={invalid(p("notice"))} className={`${inputStyle} mt-1.5`} />
            </label>
          </div>
        </section>

        <div role="status" aria-live="polite" className="empty:hidden">
          {saved ? <p className={noticeStyle.success}>{t.saved}</p> : null}
          {form.shown?.kind === "refused" ? (
            <p className={noticeStyle.error}>
              {problems.formText(t.failed) ?? t.failed}
              {Object.keys(fields)
                .slice(0, 3)
                .map((path) => ` ${path}: ${problemAt(path)}.`)
                .join("")}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? t.saving : t.save}
        </button>
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
