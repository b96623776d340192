import { describe, expect, it } from "vitest";
import { decidePageLanguage, pageLang, pageLanguage } from "./page-language";

const decide = (address: string) => decidePageLanguage(new URL(address, "https://hall.example"));

describe("a page request's language", () => {
  it("is the first path segment when it is one of ours", () => {
    expect(decide("/en/concerts?filter=orchestra")).toEqual({ lang: "en", known: true, redirect: null });
    expect(decide("/ru")).toEqual({ lang: "ru", known: true, redirect: null });
    expect(decide("/am/venue/rent")).toEqual({ lang: "am", known: true, redirect: null });
  });

  it("sends the older codes to the language they name, keeping the path and the query (decision 003)", () => {
    expect(decide("/rus/concerts")).toEqual({ lang: "ru", known: false, redirect: "/ru/concerts" });
    expect(decide("/eng/venue/rent?x=1")).toEqual({ lang: "en", known: false, redirect: "/en/venue/rent?x=1" });
    expect(decide("/hy")).toEqual({ lang: "am", known: false, redirect: "/am" });
    expect(decide("/ARM/about/history")).toEqual({ lang: "am", known: false, redirect: "/am/about/history" });
  });

  it("sends any other language-shaped segment to Armenian", () => {
    expect(decide("/fr/about/history")).toEqual({ lang: "am", known: false, redirect: "/am/about/history" });
    expect(decide("/deu")).toEqual({ lang: "am", known: false, redirect: "/am" });
  });

  it("is Armenian, with no redirect, for a path that names no language", () => {
    expect(decide("/")).toEqual({ lang: "am", known: false, redirect: null });
    expect(decide("/admin/banners")).toEqual({ lang: "am", known: false, redirect: null });
    expect(decide("/wp-admin/setup.php")).toEqual({ lang: "am", known: false, redirect: null });
  });

  it("is decided once per request and read the same by every loader", () => {
    const request = new Request("https://hall.example/rus/concerts");
    const first = pageLanguage(request);
    expect(pageLanguage(request)).toBe(first);
    expect(pageLang(request)).toBe("ru");
    expect(pageLang(new Request("https://hall.example/en/concerts"))).toBe("en");
  });
});
