import { describe, expect, it } from "vitest";
import { programmeInputSchema, type Programme } from "../schema";
import { draftFromProgramme, durationFromMinutes, editorField, inputFromDraft, minutesFromDuration, programmeDraftSchema, tabOf, withoutBlankWorks } from "./programme-draft";

const stored = (extra: Partial<Programme["translations"]> = {}): Programme => ({
  eventId: "1001",
  seriesId: null,
  genres: ["chamber"],
  performers: [{ artistId: 4, role: "soloist" }],
  access: [],
  status: "scheduled",
  updatedAt: new Date(0).toISOString(),
  translations: {
    en: {
      subtitle: "Two masterpieces",
      works: [{ composer: "Aram Khachaturian", title: "Piano Concerto", duration: "PT36M" }, { intermission: true }, { composer: "Sergei Rachmaninoff", title: "Symphonic Dances", duration: "PT35M30S" }],
      notes: "<p>Notes</p>",
      talk: { time: "18:30", place: "Foyer", speaker: "Anna" },
      notice: "",
      published: true,
    },
    ru: {
      subtitle: "Два шедевра",
      works: [{ composer: "Арам Хачатурян", title: "Концерт для фортепиано", duration: "PT36M" }, { intermission: true }, { composer: "Sergei Rachmaninoff", title: "Symphonic Dances" }],
      notes: "",
      talk: { time: "18:30", place: "Фойе", speaker: "Anna" },
      notice: "",
      published: false,
    },
    ...extra,
  },
});

describe("minutes as staff type them", () => {
  it("reads 35, 35 min, 35 мин., 35 ր and 40:30 as ISO durations, and refuses what is not a length", () => {
    expect(["35", " 35 min", "35 мин.", "35 ր", "40:30", "90", ""].map(durationFromMinutes)).toEqual(["PT35M", "PT35M", "PT35M", "PT35M", "PT40M30S", "PT90M", undefined]);
    expect(["half an hour", "0", "35 minutes long", "-5", "PT35M", "1000", "40:75"].map(durationFromMinutes)).toEqual([null, null, null, null, null, null, null]);
  });

  it("shows a stored duration as minutes", () => {
    expect(["PT36M", "PT1H5M", "PT40M30S", "PT2H", undefined].map(minutesFromDuration)).toEqual(["36", "65", "40:30", "120", ""]);
  });
});

describe("one programme entered once", () => {
  it("reads the English works once, keeps a language's differing names and leaves the same ones empty", () => {
    const draft = draftFromProgramme(stored());
    expect(draft.works.map(({ intermission, composer, title, minutes }) => ({ intermission, composer, title, minutes }))).toEqual([
      { intermission: false, composer: "Aram Khachaturian", title: "Piano Concerto", minutes: "36" },
      { intermission: true, composer: "", title: "", minutes: "" },
      { intermission: false, composer: "Sergei Rachmaninoff", title: "Symphonic Dances", minutes: "35:30" },
    ]);
    expect(draft.works[0]!.local.ru).toEqual({ composer: "Арам Хачатурян", title: "Концерт для фортепиано" });
    expect(draft.works[2]!.local.ru).toEqual({ composer: "", title: "" });
    expect(draft.talkTime).toBe("18:30");
    expect(draft.texts.ru).toMatchObject({ subtitle: "Два шедевра", talkPlace: "Фойе", published: false });
    expect(draft.texts.am).toMatchObject({ subtitle: "", published: false });
  });

  it("writes every language with the same works, its own names where given, the English ones elsewhere, and the API takes it", () => {
    const input = inputFromDraft(draftFromProgramme(stored()));
    expect(programmeInputSchema.safeParse(input).success).toBe(true);
    const translations = input.translations!;
    expect(translations.am!.works).toEqual([
      { composer: "Aram Khachaturian", title: "Piano Concerto", duration: "PT36M" },
      { intermission: true },
      { composer: "Sergei Rachmaninoff", title: "Symphonic Dances", duration: "PT35M30S" },
    ]);
    expect(translations.ru!.works![0]).toEqual({ composer: "Арам Хачатурян", title: "Концерт для фортепиано", duration: "PT36M" });
    expect(translations.ru!.talk).toEqual({ time: "18:30", place: "Фойе", speaker: "Anna" });
    expect(translations.am!.talk).toEqual({ time: "18:30", place: "", speaker: "" });
  });

  it("starts a new programme with one empty work, left out when saved blank, and no talk", () => {
    const draft = draftFromProgramme({ ...stored(), translations: {} });
    expect(draft.works).toHaveLength(1);
    expect(withoutBlankWorks(draft).works).toEqual([]);
    expect(programmeDraftSchema.safeParse(withoutBlankWorks(draft)).success).toBe(true);
    const typed = { ...draft, works: [{ ...draft.works[0]!, minutes: "20" }] };
    expect(withoutBlankWorks(typed)).toBe(typed);
    expect(inputFromDraft({ ...draft, works: [] }).translations!.en!.talk).toBeNull();
  });

  it("names its problems by the editor's fields, and the server's by the same ones", () => {
    const draft = draftFromProgramme(stored());
    draft.works[2]!.minutes = "soon";
    draft.works[0]!.title = " ";
    draft.texts.ru.subtitle = "x".repeat(301);
    const checked = programmeDraftSchema.safeParse(draft);
    expect(checked.success).toBe(false);
    expect(checked.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`).sort()).toEqual(["texts.ru.subtitle:too_long", "works.0.title:required", "works.2.minutes:invalid_minutes"]);
    expect(
      ["translations.en.works.0.duration", "translations.ru.works.2.title", "translations.en.works.1.composer", "translations.am.talk.time", "translations.ru.talk.place", "translations.am.notice", "performers.0.artistId"].map(editorField),
    ).toEqual(["works.0.minutes", "works.2.local.ru.title", "works.1.composer", "talkTime", "texts.ru.talkPlace", "texts.am.notice", "performers.0.artistId"]);
    expect(["works.2.local.ru.title", "texts.am.notice", "works.0.minutes", "talkTime"].map(tabOf)).toEqual(["ru", "am", null, null]);
  });
});
