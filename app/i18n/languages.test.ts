import { describe, expect, it } from "vitest";
import { canonicalLangRedirect, langFromPath, localePath, pathBelowLang, switchLangPath } from "./languages";

describe("language from the URL", () => {
  it("reads am, en and ru from the first segment and falls back to Armenian", () => {
    expect(langFromPath("/en/concerts")).toBe("en");
    expect(langFromPath("/ru")).toBe("ru");
    expect(langFromPath("/am/venue/rent")).toBe("am");
    expect(langFromPath("/fr/concerts")).toBe("am");
    expect(langFromPath("/")).toBe("am");
    expect(langFromPath("/admin")).toBe("am");
  });
});

describe("switching language", () => {
  it("replaces only the prefix, keeping path, query and hash", () => {
    expect(switchLangPath("/en/venue/rent?hall=main#form", "ru")).toBe("/ru/venue/rent?hall=main#form");
    expect(switchLangPath("/am", "en")).toBe("/en");
    expect(switchLangPath("/am/", "en")).toBe("/en");
    expect(switchLangPath("/ru?filter=orchestra", "am")).toBe("/am?filter=orchestra");
    expect(switchLangPath("/en/concerts?filter=orchestra", "am")).toBe("/am/concerts?filter=orchestra");
  });

  it("gives the path below the language", () => {
    expect(pathBelowLang("/en/orchestra/event/42")).toBe("/orchestra/event/42");
    expect(pathBelowLang("/en")).toBe("/");
  });

  it("builds links in a language", () => {
    expect(localePath("ru")).toBe("/ru");
    expect(localePath("en", "/venue/visit")).toBe("/en/venue/visit");
    expect(localePath("am", "concerts")).toBe("/am/concerts");
  });
});

describe("unknown language segments", () => {
  it("send language-shaped codes to their language or to Armenian, keeping the rest", () => {
    expect(canonicalLangRedirect("/rus/concerts", "")).toBe("/ru/concerts");
    expect(canonicalLangRedirect("/eng/venue/rent", "?x=1")).toBe("/en/venue/rent?x=1");
    expect(canonicalLangRedirect("/hy", "")).toBe("/am");
    expect(canonicalLangRedirect("/fr/about/history", "")).toBe("/am/about/history");
  });

  it("leave known languages and paths that are not language codes alone", () => {
    expect(canonicalLangRedirect("/en/concerts", "")).toBeNull();
    expect(canonicalLangRedirect("/apple-touch-icon.png", "")).toBeNull();
    expect(canonicalLangRedirect("/wp-admin/setup.php", "")).toBeNull();
  });
});
