import { describe, expect, it } from "vitest";
import en from "./catalogues/en";
import am from "./catalogues/am";
import ru from "./catalogues/ru";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

// Russian plurals have forms the other languages do not (few, many).
const RUSSIAN_ONLY_PLURALS = /\.(few|many)$/;

const ARMENIAN = /[\u0531-\u058F]/;
const CYRILLIC = /[\u0400-\u04FF]/;

describe("catalogues", () => {
  const english = leaves(en);

  it("have the same keys in Armenian, English and Russian", () => {
    const keys = english.map(([key]) => key).sort();
    expect(leaves(am).map(([key]) => key).sort()).toEqual(keys);
    expect(leaves(ru).map(([key]) => key).filter((key) => !RUSSIAN_ONLY_PLURALS.test(key)).sort()).toEqual(keys);
  });

  it("have no empty texts", () => {
    for (const catalogue of [en, am, ru]) {
      for (const [key, value] of leaves(catalogue)) expect(value.trim(), key).not.toBe("");
    }
  });

  it("are translated: every Armenian text has Armenian letters and every Russian text Cyrillic", () => {
    // Texts made only of placeholders and signs ("{age}+") have nothing to translate.
    const words = (value: string) => value.replace(/\{\w+\}/g, "").replace(/[^\p{L}]/gu, "");
    for (const [key, value] of leaves(am)) if (words(value)) expect(value, key).toMatch(ARMENIAN);
    for (const [key, value] of leaves(ru)) if (words(value)) expect(value, key).toMatch(CYRILLIC);
  });

  it("give Russian every plural form", () => {
    for (const forms of [ru.concerts.resultCount, ru.event.seats]) expect(Object.keys(forms).sort()).toEqual(["few", "many", "one", "other"]);
  });

  it("say in each language when the concerts or a concert's details failed to load", () => {
    expect([en.concerts.loadFailed, en.event.loadFailed]).toEqual(["Failed to load events from database", "Failed to load event details"]);
    expect([am.concerts.loadFailed, am.event.loadFailed]).toEqual(["Չհաջողվեց բեռնել միջոցառումները տվյալների բազայից", "Չհաջողվեց բեռնել միջոցառման տվյալները"]);
    expect([ru.concerts.loadFailed, ru.event.loadFailed]).toEqual(["Не удалось загрузить мероприятия из базы данных", "Не удалось загрузить сведения о мероприятии"]);
  });

  it("carry the not-found texts of docs/product.md §2 in English", () => {
    expect(en.notFound.title).toBe("404 Page Not Found");
    expect(en.notFound.hint).toBe("Did you forget to add the page to the router?");
  });
});
