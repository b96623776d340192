import { describe, expect, it } from "vitest";
import { safeUrl } from "../../security/safe-url";
import { normalizeProviderDetails, normalizeProviderEvent, sanitizeDescription } from "./normalize.server";

describe("provider descriptions", () => {
  it("are decoded from escaped HTML and keep formatting", () => {
    expect(sanitizeDescription("&lt;p&gt;Evening &lt;strong&gt;of&lt;/strong&gt; music&lt;/p&gt;")).toBe("<p>Evening <strong>of</strong> music</p>");
  });

  it.each([
    ["&lt;script&gt;window.__xss=1&lt;/script&gt;&lt;p&gt;ok&lt;/p&gt;", "<p>ok</p>"],
    ['<img src=x onerror="window.__xss=1">text', "text"],
    ['<a href="javascript:alert(1)">link</a>', '<a rel="noopener noreferrer nofollow" target="_blank">link</a>'],
    ['<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">p</p>', "<p>p</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
  ])("lose scripts, handlers, iframes and javascript: links: %s", (input, output) => {
    expect(sanitizeDescription(input)).toBe(output);
  });

  it("keep ordinary links, opened safely", () => {
    expect(sanitizeDescription('<a href="https://example.com/programme">programme</a>')).toBe(
      '<a href="https://example.com/programme" rel="noopener noreferrer nofollow" target="_blank">programme</a>',
    );
  });
});

describe("image and link URLs", () => {
  it("keep web URLs and our own paths only", () => {
    expect(safeUrl("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(safeUrl("/media/demo/a.webp")).toBe("/media/demo/a.webp");
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl("data:image/svg+xml,<svg>")).toBe("");
    expect(safeUrl("//evil.example/a.jpg")).toBe("");
    expect(safeUrl(undefined)).toBe("");
  });
});

describe("provider events", () => {
  it("fall back through the provider's field spellings", () => {
    const event = normalizeProviderEvent(
      { id: 7, eventName: " Gala ", eventDateTime: "2026-12-31T21:00:00", banner_url: "https://cdn.example/b.jpg", venue: "Harmony Chamber Hall" },
      "en",
    );
    expect(event).toMatchObject({
      eventId: "7",
      eventName: "Gala",
      startsAt: "2026-12-31T21:00:00+04:00",
      imageUrl: "https://cdn.example/b.jpg",
      bannerUrl: "https://cdn.example/b.jpg",
      venue: { name: "Harmony Chamber Hall", address: "46 Mesrop Mashtots Avenue, Yerevan" },
    });
  });

  it("prefer eventId over id, read a venue object and the bannerURL spelling", () => {
    const event = normalizeProviderEvent(
      { eventId: "A1", id: 9, venue: { name: "Hall", address: "Street 1" }, imageUrl: "https://cdn.example/i.jpg", bannerURL: "https://cdn.example/b.jpg" },
      "ru",
    );
    expect(event).toMatchObject({ eventId: "A1", venue: { name: "Hall", address: "Street 1" }, imageUrl: "https://cdn.example/i.jpg", bannerUrl: "https://cdn.example/b.jpg" });
  });

  it("default the venue to the concert hall in the page's language and keep an unreadable date as text", () => {
    const event = normalizeProviderEvent({ eventId: 1, eventDateTime: "TBA" }, "am");
    expect(event?.venue.name).toBe("Արամ Խաչատրյանի անվան համերգասրահ");
    expect(event?.eventDateTime).toBe("TBA");
    expect(event?.startsAt).toBeNull();
    expect(event?.eventName).toBe("");
  });

  it("are dropped when they have no id or are not objects", () => {
    expect(normalizeProviderEvent({ eventName: "No id" }, "en")).toBeNull();
    expect(normalizeProviderEvent("garbage", "en")).toBeNull();
    expect(normalizeProviderEvent(null, "en")).toBeNull();
  });

  it("carry the seat count only when it is a number", () => {
    expect(normalizeProviderDetails({ eventId: 1, availaibleCount: 0 }, "en")?.availaibleCount).toBe(0);
    expect(normalizeProviderDetails({ eventId: 1, availaibleCount: 12.7 }, "en")?.availaibleCount).toBe(12);
    expect(normalizeProviderDetails({ eventId: 1 }, "en")?.availaibleCount).toBeNull();
  });

  it("drop performers without a name and their unsafe links", () => {
    const event = normalizeProviderEvent(
      { eventId: 1, performers: [{ name: "Choir", facebookUrl: "javascript:x" }, { imageUrl: "/x.webp" }, "junk"] },
      "en",
    );
    expect(event?.performers).toEqual([{ name: "Choir", imageUrl: "", facebookUrl: "", instagramUrl: "" }]);
  });
});
