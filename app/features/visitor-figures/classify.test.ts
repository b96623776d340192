import { describe, expect, it } from "vitest";
import { countedPage, deviceOf, externalReferrer, isPrefetch, visitorDevice } from "./classify.server";
import { dailyCsv, rangeFromUrl } from "./range";
import { clickShare, figuresQuerySchema } from "./schema";

describe("which requests are page views", () => {
  it("names a public page by its path without the query, its language and its concert", () => {
    expect(countedPage("/en/concerts?filter=orchestra&date=thisWeekend")).toEqual({ path: "/en/concerts", lang: "en", eventId: "" });
    expect(countedPage("/am")).toEqual({ path: "/am", lang: "am", eventId: "" });
    expect(countedPage("/ru/orchestra/concert/1001")).toEqual({ path: "/ru/orchestra/concert/1001", lang: "ru", eventId: "1001" });
    expect(countedPage("/en/orchestra/event/1002/")).toMatchObject({ path: "/en/orchestra/event/1002", eventId: "1002" });
  });
  it("leaves out the admin area, the API, files, data requests and other languages", () => {
    for (const url of ["/admin", "/admin/figures", "/api/events", "/assets/app.js", "/healthz", "/en/concerts.data", "/", "/de/concerts", "/english", `/en/${"x".repeat(300)}`]) {
      expect(countedPage(url), url).toBeNull();
    }
  });
  it("takes a prefetch or a request for something other than a document for no visit", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ "sec-fetch-dest": "empty" })).toBe(true);
    expect(isPrefetch({ "sec-fetch-dest": "document" })).toBe(false);
    expect(isPrefetch({})).toBe(false);
  });
});

describe("who the visitor is", () => {
  it("reads phones, tablets and computers from the user agent", () => {
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1")).toBe("phone");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36")).toBe("phone");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")).toBe("desktop");
  });
  it("takes crawlers, headless browsers and a missing agent for no visitor", () => {
    expect(visitorDevice("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBeNull();
    expect(visitorDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36")).toBeNull();
    expect(visitorDevice("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBeNull();
    expect(visitorDevice(undefined)).toBeNull();
    expect(visitorDevice("")).toBeNull();
  });
  it("keeps only the host of a referrer from another site", () => {
    expect(externalReferrer("https://www.facebook.com/groups/1?ref=share", "hall.example.am")).toBe("facebook.com");
    expect(externalReferrer("https://hall.example.am/en/concerts", "hall.example.am")).toBe("");
    expect(externalReferrer("http://127.0.0.1:3000/en", "127.0.0.1:3000")).toBe("");
    expect(externalReferrer("android-app://com.google.android.gm/", "hall.example.am")).toBe("");
    expect(externalReferrer("not a url", "hall.example.am")).toBe("");
    expect(externalReferrer(undefined, "hall.example.am")).toBe("");
  });
});

describe("the figures' range and table", () => {
  const now = new Date("2026-11-24T21:30:00Z"); // already the 25th in Yerevan
  it("takes the presets and a valid chosen range, and the last 30 days otherwise", () => {
    expect(rangeFromUrl(new URL("https://x.test/admin/figures?days=7"), now)).toEqual({ from: "2026-11-19", to: "2026-11-25", days: 7 });
    expect(rangeFromUrl(new URL("https://x.test/admin/figures?from=2026-03-01&to=2026-03-31"), now)).toEqual({ from: "2026-03-01", to: "2026-03-31", days: null });
    for (const query of ["", "?days=12", "?from=2026-03-31&to=2026-03-01", "?from=2026-02-30&to=2026-03-01"]) {
      expect(rangeFromUrl(new URL(`https://x.test/admin/figures${query}`), now), query).toEqual({ from: "2026-10-27", to: "2026-11-25", days: 30 });
    }
  });
  it("refuses a range longer than the two years kept", () => {
    expect(figuresQuerySchema.safeParse({ from: "2024-11-25", to: "2026-11-25" }).success).toBe(true);
    expect(figuresQuerySchema.safeParse({ from: "2024-11-24", to: "2026-11-25" }).error?.issues[0]?.message).toBe("too_long");
  });
  it("writes the daily table as CSV and the click share per 100 views", () => {
    expect(dailyCsv([{ date: "2026-11-24", visitors: 3, views: 7 }])).toBe("date,visitors,views\r\n2026-11-24,3,7\r\n");
    expect(clickShare({ views: 8, ticketClicks: 2 })).toBe(25);
    expect(clickShare({ views: 0, ticketClicks: 2 })).toBeNull();
  });
});
