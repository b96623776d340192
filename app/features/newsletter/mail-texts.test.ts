import { describe, expect, it } from "vitest";
import en from "./mail-texts/en";
import am from "./mail-texts/am";
import ru from "./mail-texts/ru";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("mail texts", () => {
  it("have the same keys and the same placeholders in Armenian, English and Russian, each in its own script", () => {
    const english = new Map(leaves(en));
    for (const [catalogue, script] of [
      [am, /[\u0531-\u058F]/],
      [ru, /[\u0400-\u04FF]/],
    ] as const) {
      const entries = leaves(catalogue);
      expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
        expect(text, key).toMatch(script);
      }
    }
  });
});
