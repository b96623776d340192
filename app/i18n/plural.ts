import { HTML_LANG, type Lang } from "./languages";

/** Plural forms of one text; `{n}` stands for the number. Russian needs one/few/many, the others one/other. */
export type PluralForms = { one: string; few?: string; many?: string; other: string };

const rules = new Map<Lang, Intl.PluralRules>();

export function plural(lang: Lang, count: number, forms: PluralForms): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(HTML_LANG[lang]);
    rules.set(lang, rule);
  }
  const category = rule.select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replaceAll("{n}", String(count));
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
