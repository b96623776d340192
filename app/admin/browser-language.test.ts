import { describe, expect, it } from "vitest";
import { browserAdminLang } from "./browser-language";

describe("the admin language a browser asks for", () => {
  it("is Armenian for hy or am, Russian for ru, English for en", () => {
    expect(browserAdminLang("hy-AM,hy;q=0.9")).toBe("am");
    expect(browserAdminLang("am")).toBe("am");
    expect(browserAdminLang("ru-RU,ru;q=0.9,en-US;q=0.8")).toBe("ru");
    expect(browserAdminLang("en-GB")).toBe("en");
  });

  it("is the most wanted of ours, passing over languages we do not have", () => {
    expect(browserAdminLang("de-DE,de;q=0.9,ru;q=0.8,en;q=0.7")).toBe("ru");
    expect(browserAdminLang("en;q=0.5,hy;q=0.9")).toBe("am");
    expect(browserAdminLang("fr, ru;q=0")).toBe("en");
  });

  it("is English when the browser asks for none of ours, or for nothing", () => {
    expect(browserAdminLang("de-DE,fr;q=0.8")).toBe("en");
    expect(browserAdminLang("*")).toBe("en");
    expect(browserAdminLang("")).toBe("en");
    expect(browserAdminLang(null)).toBe("en");
    expect(browserAdminLang("ru;q=abc")).toBe("en");
  });
});
