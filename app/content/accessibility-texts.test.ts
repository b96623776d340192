import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_TEXTS } from "./accessibility-texts.server";
import { ACCESSIBILITY_TOPICS } from "./accessibility-topics";

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("accessibility page texts", () => {
  it("mark the same points as still to be confirmed in every language", () => {
    const shape = (lang: keyof typeof ACCESSIBILITY_TEXTS) => [
      ...ACCESSIBILITY_TOPICS.map((topic) => ACCESSIBILITY_TEXTS[lang].topics[topic].pending.length),
      ACCESSIBILITY_TEXTS[lang].visit.pending.length,
    ];
    expect(shape("en").every((count) => count > 0)).toBe(true);
    expect(shape("am")).toEqual(shape("en"));
    expect(shape("ru")).toEqual(shape("en"));
  });

  it.each(["am", "en", "ru"] as const)("in %s state no figure (the tour's days and hours come from the hall facts; counts of places and the like wait for the hall)", (lang) => {
    const figures = strings(ACCESSIBILITY_TEXTS[lang]).flatMap((text) => text.match(/\d[\d:–.,\u00a0 ]*\d|\d/g) ?? []);
    expect(figures).toEqual([]);
  });
});
