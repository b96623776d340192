import { expect } from "vitest";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** A text family in three languages: the same keys and placeholders as English, each text in its own script. */
export function expectOneShape(en: object, am: object, ru: object) {
  const english = new Map(leaves(en as Tree));
  for (const [catalogue, script] of [
    [am, /[\u0531-\u058F]/],
    [ru, /[\u0400-\u04FF]/],
  ] as const) {
    const entries = leaves(catalogue as Tree);
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of entries) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      expect(text, key).toMatch(script);
    }
  }
}
