import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { type LanguageSources, requestLanguage } from "./request-language.server";

function request({ method = "GET", body, query = {}, headers = {} }: { method?: string; body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> }): LanguageSources {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method, body, query, get: (name) => lower[name.toLowerCase()] };
}

describe("an API request's language", () => {
  it("is Armenian when the request says nothing", () => {
    expect(requestLanguage(request({}))).toBe("am");
    expect(requestLanguage(request({ method: "POST", body: {} }))).toBe("am");
  });

  it("is what the request names itself: the body's language, then the query's language, then lang", () => {
    expect(requestLanguage(request({ method: "POST", body: { language: "en" }, query: { language: "ru" } }))).toBe("en");
    expect(requestLanguage(request({ query: { language: "ru", lang: "en" } }))).toBe("ru");
    expect(requestLanguage(request({ query: { lang: "en" } }))).toBe("en");
    expect(requestLanguage(request({ query: { language: "en" }, headers: { "Content-Language": "ru" } }))).toBe("en");
  });

  it("reads the older codes, ISO's hy, regions and lists", () => {
    expect(requestLanguage(request({ query: { language: "rus" } }))).toBe("ru");
    expect(requestLanguage(request({ query: { language: "arm" } }))).toBe("am");
    expect(requestLanguage(request({ query: { language: "eng" } }))).toBe("en");
    expect(requestLanguage(request({ query: { language: "hy" } }))).toBe("am");
    expect(requestLanguage(request({ headers: { "Content-Language": "ru-RU" } }))).toBe("ru");
    expect(requestLanguage(request({ method: "POST", headers: { "Accept-Language": "en-GB,en;q=0.9" } }))).toBe("en");
  });

  it("falls back to Content-Language, for reads and writes alike", () => {
    expect(requestLanguage(request({ headers: { "Content-Language": "en" } }))).toBe("en");
    expect(requestLanguage(request({ method: "POST", body: {}, headers: { "Content-Language": "ru", "Accept-Language": "en" } }))).toBe("ru");
  });

  it("counts the browser's Accept-Language for writes only: a read may be kept for others by address and Content-Language", () => {
    expect(requestLanguage(request({ method: "POST", headers: { "Accept-Language": "ru-RU,ru;q=0.9" } }))).toBe("ru");
    expect(requestLanguage(request({ headers: { "Accept-Language": "ru-RU,ru;q=0.9" } }))).toBe("am");
    expect(requestLanguage(request({ method: "HEAD", headers: { "Accept-Language": "ru" } }))).toBe("am");
  });

  it("passes over a value that names no language of ours", () => {
    expect(requestLanguage(request({ query: { language: "xx" } }))).toBe("am");
    expect(requestLanguage(request({ query: { language: "fr" }, headers: { "Content-Language": "en" } }))).toBe("en");
    expect(requestLanguage(request({ method: "POST", body: { language: 7 }, headers: { "Accept-Language": "ru" } }))).toBe("ru");
    expect(requestLanguage(request({ query: { language: ["en", "ru"] } }))).toBe("am");
  });

  it("refuses, when strict, a language the request names itself that is none of ours", () => {
    const refusal = (() => {
      try {
        requestLanguage(request({ query: { language: "xx" } }), { strict: true });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, code: "invalid_language", fields: { language: "invalid" } });
    expect(() => requestLanguage(request({ query: { lang: "de" } }), { strict: true })).toThrow(ApiError);
    expect(requestLanguage(request({ query: { language: "rus" } }), { strict: true })).toBe("ru");
    expect(requestLanguage(request({ headers: { "Content-Language": "xx" } }), { strict: true })).toBe("am");
  });
});
