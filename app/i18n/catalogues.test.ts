import { describe, expect, it } from "vitest";
import en from "./catalogues/en";
import hy from "./catalogues/hy";
import ru from "./catalogues/ru";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const ARMENIAN = /[\u0531-\u058F]/;
const CYRILLIC = /[\u0400-\u04FF]/;

describe("catalogues", () => {
  const english = leaves(en);

  it("have the same keys in Armenian, English and Russian", () => {
    const keys = english.map(([key]) => key).sort();
    expect(leaves(hy).map(([key]) => key).sort()).toEqual(keys);
    expect(leaves(ru).map(([key]) => key).sort()).toEqual(keys);
  });

  it("have no empty texts", () => {
    for (const catalogue of [en, hy, ru]) {
      for (const [key, value] of leaves(catalogue)) expect(value.trim(), key).not.toBe("");
    }
  });

  it("are translated: every Armenian text has Armenian letters and every Russian text Cyrillic", () => {
    for (const [key, value] of leaves(hy)) expect(value, key).toMatch(ARMENIAN);
    for (const [key, value] of leaves(ru)) expect(value, key).toMatch(CYRILLIC);
  });

  it("carry the spec's not-found texts in English", () => {
    expect(en.notFound.title).toBe("404 Page Not Found");
    expect(en.notFound.hint).toBe("Did you forget to add the page to the router?");
  });
});
