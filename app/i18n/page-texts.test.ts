import { describe, expect, it } from "vitest";
import { CATALOGUES, layoutTextsFor, pageTextsFor, rootTextsFor } from "./catalogues.server";
import { LANGS } from "./languages";
import { layoutTextKeys, mergeTexts, pageTextKeys, receivedTexts, rootTextKeys, sameTexts, sendTexts } from "./page-texts";

const LISTED = ["/en", "/en/concerts", "/en/orchestra/concerts", "/en/orchestra/event/1001", "/en/orchestra/concert/1001", "/en/orchestra/event/1001/programme", "/en/artists/a", "/en/series/b", "/en/search", "/en/saved", "/en/about/history", "/en/orchestra/history", "/en/orchestra/giftCard", "/en/visit", "/en/venue/rent", "/en/venue/visit", "/en/venue/vip-balcony", "/en/venue/harmony", "/en/venue/accessibility", "/en/terms", "/en/privacy", "/en/newsletter"];

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
    expect(pageTextKeys("/am/alerts/confirm")).toBeNull();
    expect(pageTextsFor("am", "/am/alerts/confirm")).toBe(CATALOGUES.am);
  });

  it("are read again by the language layout on a move only when the kind of page changes", () => {
    expect(sameTexts(layoutTextKeys, "/en/concerts", "/en/concerts?filter=orchestra")).toBe(true);
    expect(sameTexts(layoutTextKeys, "/en/orchestra/event/1", "/en/orchestra/event/2")).toBe(true);
    expect(sameTexts(layoutTextKeys, "/en", "/en/concerts")).toBe(false);
    expect(sameTexts(layoutTextKeys, "/en/venue/rent", "/en/venue/visit")).toBe(true);
    expect(sameTexts(layoutTextKeys, "/en/about/history", "/en/orchestra/giftCard")).toBe(true);
    expect(sameTexts(layoutTextKeys, "/en/about/history", "/en/venue/visit")).toBe(false);
  });

  it("come from the root as the shell's on every page inside the language layout, so the root's are never read again between them", () => {
    for (const [a, b] of [["/en", "/en/concerts"], ["/en/concerts", "/en/orchestra/event/1"], ["/en/venue/rent", "/en/search"]] as const) expect(sameTexts(rootTextKeys, a, b)).toBe(true);
    // The digital programme sits outside the layout: the root sends all it needs.
    expect(rootTextsFor("en", "/en/orchestra/event/1/programme")).toEqual(pageTextsFor("en", "/en/orchestra/event/1/programme"));
    // Outside a language (the admin), the whole catalogue.
    expect(rootTextsFor("am", "/admin")).toBe(CATALOGUES.am);
  });

  it("laid together, are the page's texts: the shell's from the root and the page kind's from the layout", () => {
    for (const lang of LANGS)
      for (const path of LISTED.filter((path) => !path.endsWith("/programme"))) {
        const at = path.replace("/en", `/${lang}`);
        expect(mergeTexts(rootTextsFor(lang, at), layoutTextsFor(lang, at))).toEqual(pageTextsFor(lang, at));
      }
    expect(mergeTexts(rootTextsFor("ru", "/ru/alerts/confirm"), layoutTextsFor("ru", "/ru/alerts/confirm"))).toEqual(CATALOGUES.ru);
  });

  it("travel as one JSON text and are read back as they were sent, once for each loader's data", () => {
    for (const lang of LANGS) {
      const root = { messages: sendTexts(rootTextsFor(lang, `/${lang}/concerts`)) };
      const layout = { messages: sendTexts(layoutTextsFor(lang, `/${lang}/concerts`)) };
      expect(typeof layout.messages).toBe("string");
      expect(mergeTexts(receivedTexts(root), receivedTexts(layout))).toEqual(pageTextsFor(lang, `/${lang}/concerts`));
      expect(receivedTexts(layout)).toBe(receivedTexts(layout));
    }
  });
});
