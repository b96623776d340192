import { describe, expect, it } from "vitest";
import { ADMIN_CATALOGUES } from "./texts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const am = new Map(leaves(ADMIN_CATALOGUES.am));
const en = new Map(leaves(ADMIN_CATALOGUES.en));
const ru = new Map(leaves(ADMIN_CATALOGUES.ru));

// Russian plurals have forms Armenian and English do not; they match Armenian's `other`.
const RUSSIAN_ONLY_PLURAL = /\.(few|many)$/;
const armenianKeyOf = (key: string) => key.replace(RUSSIAN_ONLY_PLURAL, ".other");

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Latin words Armenian and Russian staff texts use as they are. */
// Names of formats and services, which every language writes in Latin letters.
const LATIN_ALLOWED = new Set(["ID", "CSV", "F8", "JSON", "HTML", "JPEG", "PNG", "GIF", "WebP", "MP4", "WebM", "OGG", "LinkedIn", "Facebook", "Instagram", "YouTube"]);
const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];

describe("admin catalogues", () => {
  it("give every Armenian key a non-empty text in English and Russian, and add nothing else", () => {
    for (const [name, catalogue] of [["en", en], ["ru", ru]] as const) {
      expect([...catalogue.keys()].map(armenianKeyOf).filter((key) => !am.has(key)), name).toEqual([]);
      for (const key of am.keys()) expect(catalogue.get(key)?.trim(), `${name} ${key}`).toBeTruthy();
    }
    for (const [key, text] of am) expect(text.trim(), key).not.toBe("");
  });

  it("use the same placeholders in all three languages", () => {
    for (const [name, catalogue] of [["en", en], ["ru", ru]] as const) {
      for (const [key, text] of catalogue) expect(placeholders(text), `${name} ${key}`).toEqual(placeholders(am.get(armenianKeyOf(key)) ?? ""));
    }
  });

  it("give Russian counts every plural form its rules pick", () => {
    for (const key of [...ru.keys()].filter((key) => key.endsWith(".one"))) {
      const base = key.slice(0, -".one".length);
      for (const form of ["few", "many", "other"]) expect(ru.has(`${base}.${form}`), `${base}.${form}`).toBe(true);
    }
  });

  it("leave no English in the Armenian and Russian texts", () => {
    const check = (catalogue: Map<string, string>, script: RegExp) => {
      for (const [key, text] of catalogue) {
        // Placeholders, web addresses and site paths given as examples are not words.
        const words = text.replace(/\{\w+\}/g, "").replace(/https?:\/\/\S*/g, "").replace(/\/[\w/.…-]*/g, "");
        expect(latinWords(words).filter((word) => !LATIN_ALLOWED.has(word)), key).toEqual([]);
        if (!latinWords(words).length) expect(words, key).toMatch(script);
      }
    };
    check(am, /[\u0531-\u058F]/);
    check(ru, /[\u0400-\u04FF]/);
  });

  it("leave no Armenian or Cyrillic letters in the English texts", () => {
    for (const [key, text] of en) expect(text, key).not.toMatch(/[\u0531-\u058F\u0400-\u04FF]/);
  });
});
