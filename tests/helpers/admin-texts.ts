import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
type Family = { am: object; en: object; ru: object };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

// Russian plurals have forms Armenian and English do not; they match Armenian's `other`.
const RUSSIAN_ONLY_PLURAL = /\.(few|many)$/;
const armenianKeyOf = (key: string) => key.replace(RUSSIAN_ONLY_PLURAL, ".other");

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Names of formats and services, which every language writes in Latin letters. */
const LATIN_ALLOWED = new Set(["ID", "CSV", "F8", "JSON", "HTML", "JPEG", "PNG", "GIF", "WebP", "MP4", "WebM", "OGG", "LinkedIn", "Facebook", "Instagram", "YouTube", "SMTP"]);
const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];

/**
 * The checks every admin text family passes (the kit's and each feature's): Armenian defines
 * the keys, English and Russian fill each with a text in their own script and the same placeholders.
 */
export function describeAdminTexts(name: string, family: Family) {
  describe(`${name} admin texts`, () => {
    const am = new Map(leaves(family.am as Tree));
    const en = new Map(leaves(family.en as Tree));
    const ru = new Map(leaves(family.ru as Tree));

    it("give every Armenian key a non-empty text in English and Russian, and add nothing else", () => {
      for (const [lang, catalogue] of [["en", en], ["ru", ru]] as const) {
        expect([...catalogue.keys()].map(armenianKeyOf).filter((key) => !am.has(key)), lang).toEqual([]);
        for (const key of am.keys()) expect(catalogue.get(key)?.trim(), `${lang} ${key}`).toBeTruthy();
      }
      for (const [key, text] of am) expect(text.trim(), key).not.toBe("");
    });

    it("use the same placeholders in all three languages", () => {
      for (const [lang, catalogue] of [["en", en], ["ru", ru]] as const) {
        for (const [key, text] of catalogue) expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(am.get(armenianKeyOf(key)) ?? ""));
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
}
