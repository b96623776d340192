import { z } from "zod";
import { LANGS, type Lang } from "../../../i18n/languages";
import { type Programme, PROGRAMME_LIMITS, type ProgrammeInput } from "../schema";
import type { ConcertStatus, PerformerRole } from "../vocabulary";

/**
 * The programme editor's own shape: what is the same in every language (the works in order with composer, English
 * title and minutes, the talk's time, performers) once, and per language only its texts, with a work's composer and
 * title where they differ from the English. The API keeps one full text per language: `inputFromDraft` writes it,
 * `draftFromProgramme` reads it back.
 */

/** The language whose work titles the others fall back to and whose texts the others are compared with. */
export const REFERENCE_LANG: Lang = "en";
/** The languages whose works may be named differently from the reference's. */
export const TRANSLATED_LANGS = LANGS.filter((lang) => lang !== REFERENCE_LANG);

export type LocalWork = { composer: string; title: string };
export type WorkDraft = { key: number; intermission: boolean; composer: string; title: string; minutes: string; local: Partial<Record<Lang, LocalWork>> };
export type TextsDraft = { subtitle: string; notes: string; talkPlace: string; talkSpeaker: string; notice: string; published: boolean };
export type ProgrammeDraft = {
  seriesId: number | null;
  status: ConcertStatus;
  genres: string[];
  access: string[];
  performers: { key: number; artistId: number; role: PerformerRole }[];
  works: WorkDraft[];
  talkTime: string;
  texts: Record<Lang, TextsDraft>;
};

let nextKey = 1;
/** A key for a new row, stable while rows move. */
export const newKey = () => nextKey++;

export const emptyWork = (intermission = false): WorkDraft => ({ key: newKey(), intermission, composer: "", title: "", minutes: "", local: {} });
const emptyTexts = (): TextsDraft => ({ subtitle: "", notes: "", talkPlace: "", talkSpeaker: "", notice: "", published: false });

/** "PT36M" → "36", "PT1H5M" → "65", "PT40M30S" → "40:30": a stored duration as staff type it. */
export function minutesFromDuration(duration: string | undefined): string {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration ?? "");
  if (!match) return "";
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  const seconds = Number(match[3] ?? 0);
  return seconds ? `${minutes}:${String(seconds).padStart(2, "0")}` : String(minutes);
}

/**
 * What staff type as a work's length, as the API's ISO 8601 duration: "35", "35 min", "35 мин", "35 ր." → "PT35M";
 * "40:30" → "PT40M30S"; empty → undefined; anything else → null (refused).
 */
export function durationFromMinutes(typed: string): string | undefined | null {
  const text = typed.trim();
  if (!text) return undefined;
  const match = /^(\d{1,3})(?::([0-5]\d))?\s*(?:\p{L}{1,7}\.?)?$/u.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]);
  const seconds = Number(match[2] ?? 0);
  if (minutes === 0 && seconds === 0) return null;
  if (minutes > 600) return null;
  return `PT${minutes ? `${minutes}M` : ""}${seconds ? `${seconds}S` : ""}`;
}

/** The editor's draft of a stored programme: the works of the English text (else the first written), each language's differing names kept. */
export function draftFromProgramme(programme: Programme): ProgrammeDraft {
  const base = programme.translations[REFERENCE_LANG] ?? LANGS.map((lang) => programme.translations[lang]).find(Boolean);
  const works: WorkDraft[] = (base?.works ?? []).map((work, index) => {
    if (!("composer" in work)) return emptyWork(true);
    const local: Partial<Record<Lang, LocalWork>> = {};
    for (const lang of TRANSLATED_LANGS) {
      const own = programme.translations[lang]?.works[index];
      if (!own || !("composer" in own)) continue;
      local[lang] = { composer: own.composer === work.composer ? "" : own.composer, title: own.title === work.title ? "" : own.title };
    }
    return { key: newKey(), intermission: false, composer: work.composer, title: work.title, minutes: minutesFromDuration(work.duration), local };
  });
  const texts = Object.fromEntries(
    LANGS.map((lang) => {
      const text = programme.translations[lang];
      return [lang, text ? { subtitle: text.subtitle, notes: text.notes, talkPlace: text.talk?.place ?? "", talkSpeaker: text.talk?.speaker ?? "", notice: text.notice, published: text.published } : emptyTexts()];
    }),
  ) as Record<Lang, TextsDraft>;
  return {
    seriesId: programme.seriesId,
    status: programme.status,
    genres: programme.genres,
    access: programme.access,
    performers: programme.performers.map((performer) => ({ key: newKey(), ...performer })),
    // A new programme starts with its first work's row open: one click fewer for every concert.
    works: works.length || base ? works : [emptyWork()],
    talkTime: base?.talk?.time ?? "",
    texts,
  };
}

/** The draft without the work rows left blank (the row a new programme opens with, one added and not filled): nothing to refuse. */
export function withoutBlankWorks(draft: ProgrammeDraft): ProgrammeDraft {
  const blank = (work: WorkDraft) =>
    !work.intermission && !work.composer.trim() && !work.title.trim() && !work.minutes.trim() && Object.values(work.local).every((local) => !local?.composer.trim() && !local?.title.trim());
  return draft.works.some(blank) ? { ...draft, works: draft.works.filter((work) => !blank(work)) } : draft;
}

/** The API's body for a checked draft: every language gets the works, named in it where staff named them differently. */
export function inputFromDraft(draft: ProgrammeDraft): ProgrammeInput {
  const translations: ProgrammeInput["translations"] = {};
  for (const lang of LANGS) {
    const text = draft.texts[lang];
    const talk = { time: draft.talkTime.trim(), place: text.talkPlace.trim(), speaker: text.talkSpeaker.trim() };
    translations[lang] = {
      subtitle: text.subtitle,
      works: draft.works.map((work) => {
        if (work.intermission) return { intermission: true as const };
        const local = work.local[lang];
        const duration = durationFromMinutes(work.minutes);
        return { composer: local?.composer.trim() || work.composer.trim(), title: local?.title.trim() || work.title.trim(), ...(duration ? { duration } : {}) };
      }),
      notes: text.notes,
      talk: talk.time || talk.place || talk.speaker ? talk : null,
      notice: text.notice,
      published: text.published,
    };
  }
  return {
    seriesId: draft.seriesId,
    status: draft.status,
    genres: draft.genres as ProgrammeInput["genres"],
    access: draft.access as ProgrammeInput["access"],
    performers: draft.performers.map(({ artistId, role }) => ({ artistId, role })),
    translations,
  };
}

const text = (max: number) => z.string().trim().max(max, "too_long");
const localWork = z.object({ composer: text(PROGRAMME_LIMITS.text), title: text(PROGRAMME_LIMITS.text) });

const languageTexts = z.object({
  subtitle: text(PROGRAMME_LIMITS.subtitle),
  notes: z.string().max(PROGRAMME_LIMITS.notes, "too_long"),
  talkPlace: text(PROGRAMME_LIMITS.text),
  talkSpeaker: text(PROGRAMME_LIMITS.text),
  notice: text(PROGRAMME_LIMITS.notice),
});

/** The draft's contract, checked before sending: its problem paths are the editor's fields (`works.1.minutes`, `texts.ru.subtitle`). */
export const programmeDraftSchema = z.object({
  works: z
    .array(
      z
        .object({
          intermission: z.boolean(),
          composer: text(PROGRAMME_LIMITS.text),
          title: text(PROGRAMME_LIMITS.text),
          minutes: z.string().refine((value) => durationFromMinutes(value) !== null, "invalid_minutes"),
          local: z.object({ am: localWork.optional(), en: localWork.optional(), ru: localWork.optional() }),
        })
        .superRefine((work, context) => {
          if (work.intermission) return;
          for (const field of ["composer", "title"] as const) if (!work[field]) context.addIssue({ code: "custom", path: [field], message: "required" });
        }),
    )
    .max(PROGRAMME_LIMITS.works, "too_many"),
  performers: z.array(z.unknown()).max(PROGRAMME_LIMITS.performers, "too_many"),
  talkTime: z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, "invalid_time"),
  texts: z.object({ am: languageTexts, en: languageTexts, ru: languageTexts }),
});

/**
 * The editor's field for a problem the server named by the API's path: `translations.ru.works.0.title` is the Russian
 * title of work 1, `translations.en.works.0.duration` its minutes, `translations.am.talk.time` the talk's time.
 */
export function editorField(apiPath: string): string {
  const match = /^translations\.(am|en|ru)\.(.+)$/.exec(apiPath);
  if (!match) return apiPath;
  const [, lang, rest] = match as unknown as [string, Lang, string];
  const work = /^works\.(\d+)\.(composer|title|duration)$/.exec(rest);
  if (work) {
    const [, index, field] = work;
    if (field === "duration") return `works.${index}.minutes`;
    return lang === REFERENCE_LANG ? `works.${index}.${field}` : `works.${index}.local.${lang}.${field}`;
  }
  if (rest === "talk.time") return "talkTime";
  if (rest === "talk.place") return `texts.${lang}.talkPlace`;
  if (rest === "talk.speaker") return `texts.${lang}.talkSpeaker`;
  return `texts.${lang}.${rest}`;
}

/** The language tab a field is on, or null for the facts shared by every language. */
export function tabOf(field: string): Lang | null {
  return (/^texts\.(am|en|ru)\./.exec(field)?.[1] ?? /^works\.\d+\.local\.(am|en|ru)\./.exec(field)?.[1] ?? null) as Lang | null;
}

/** The element id of an editor field, under the screen's own prefix. */
export const fieldElementId = (prefix: string, field: string) => `${prefix}-${field.replace(/\./g, "-")}`;
