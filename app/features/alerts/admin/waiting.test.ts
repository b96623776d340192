import { describe, expect, it } from "vitest";
import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { concertWaitingLine, followersLine, WAITING_TEXTS, type WaitingCounts } from "./waiting";

describeAdminTexts("alerts' counts", WAITING_TEXTS);

const counts: WaitingCounts = { concerts: { "1011": { seats: 3, "on-sale": 0, changes: 1 }, "1012": { seats: 0, "on-sale": 0, changes: 0 } }, artists: { "7": 4 }, series: {} };

describe("the admin lists' lines", () => {
  it("name the kinds someone waits for on a concert, in the admin's language, and nothing when nobody waits", () => {
    expect(concertWaitingLine(counts, "1011", "en")).toBe("Addresses waiting — seats: 3 · changes: 1");
    expect(concertWaitingLine(counts, "1011", "am")).toBe("Սպասող հասցեներ — տոմսեր՝ 3 · փոփոխություններ՝ 1");
    expect(concertWaitingLine(counts, "1011", "ru")).toBe("Ожидающие адреса — места: 3 · изменения: 1");
    expect(concertWaitingLine(counts, "1012", "en")).toBeNull();
    expect(concertWaitingLine(counts, "1001", "en")).toBeNull();
    expect(concertWaitingLine(null, "1011", "en")).toBeNull();
  });

  it("count an artist's or a series' followers, none included, and say nothing when the counts could not be read", () => {
    expect(followersLine(counts, "artists", 7, "ru")).toBe("Подписчики: 4");
    expect(followersLine(counts, "series", 2, "am")).toBe("Հետևողներ՝ 0");
    expect(followersLine(null, "artists", 7, "en")).toBeNull();
  });
});
