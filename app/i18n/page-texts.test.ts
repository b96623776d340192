import { describe, expect, it } from "vitest";
import { CATALOGUES, pageTextsFor } from "./catalogues.server";
import { LANGS } from "./languages";
import { pageTextKeys, sameTexts } from "./page-texts";

const LISTED = ["/en", "/en/concerts", "/en/orchestra/concerts", "/en/orchestra/event/1001", "/en/orchestra/concert/1001", "/en/orchestra/event/1001/programme", "/en/artists/a", "/en/series/b", "/en/search"];

describe("the texts each page is sent", () => {
  it("name only texts the catalogues have, in every language", () => {
    for (const lang of LANGS) for (const path of LISTED) expect(() => pageTextsFor(lang, path.replace("/en", `/${lang}`))).not.toThrow();
  });

  it("are the shell's and the page's own, smaller than the whole catalogue", () => {
    const home = pageTextsFor("ru", "/ru");
    expect(home.nav).toEqual(CATALOGUES.ru.nav);
    expect(home.pages.home).toEqual(CATALOGUES.ru.pages.home);
    expect(Object.keys(home.pages)).toEqual(["home"]);
    expect(home.forms.problems.email).toBe(CATALOGUES.ru.forms.problems.email);
    expect(home.forms.problems.phone).toBeUndefined();
    expect(JSON.stringify(home).length).toBeLessThan(JSON.stringify(CATALOGUES.ru).length * 0.6);
  });

  it("are the whole catalogue on a page not listed, so no text is ever missing", () => {
    expect(pageTextKeys("/am/venue/rent")).toBeNull();
    expect(pageTextsFor("am", "/am/venue/rent")).toBe(CATALOGUES.am);
  });

  it("are read again on a move only when the kind of page changes", () => {
    expect(sameTexts("/en/concerts", "/en/concerts?filter=orchestra")).toBe(true);
    expect(sameTexts("/en/orchestra/event/1", "/en/orchestra/event/2")).toBe(true);
    expect(sameTexts("/en", "/en/concerts")).toBe(false);
    expect(sameTexts("/en/venue/rent", "/en/venue/visit")).toBe(true);
  });
});
