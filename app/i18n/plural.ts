import type { Lang, Localised } from "./languages";

/** Plural forms of one text; `{n}` stands for the number. Russian needs one/few/many, the others one/other. */
export type PluralForms = { one: string; few?: string; many?: string; other: string };

type Category = keyof PluralForms;

/**
 * CLDR plural rules for whole numbers, written out so the server and every browser agree
 * (a browser without Armenian locale data would otherwise pick English rules).
 */
const RULES: Localised<(n: number) => Category> = {
  en: (n) => (n === 1 ? "one" : "other"),
  am: (n) => (n === 0 || n === 1 ? "one" : "other"),
  ru: (n) => {
    const units = n % 10;
    const tens = n % 100;
    if (units === 1 && tens !== 11) return "one";
    if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return "few";
    return "many";
  },
};

export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const category = RULES[lang](Math.trunc(Math.abs(count)));
  return (forms[category] ?? forms.other).replaceAll("{n}", String(count));
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
