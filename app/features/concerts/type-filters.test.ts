import { describe, expect, it } from "vitest";
import { isKhachaturianHallEvent, isOrchestraEvent, matchesConcertType } from "./type-filters";

const event = (title: string, descriptionText = "", venueName = "") => ({ title, descriptionText, venueName });

describe("the orchestra filter", () => {
  it.each([
    event("Beethoven 9", "With the Armenian National Philharmonic Orchestra"),
    event("ANPO plays Mahler"),
    event("Бетховен", "Национальный филармонический оркестр Армении"),
    event("Гала", "Солисты Национального филармонического оркестра Армении"),
    event("Բեթհովեն", "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը"),
    event("Գալա", "Հայաստանի ազգային ֆիլհարմոնիկ նվագախմբի մենակատարներ"),
  ])("finds the orchestra's name in any language: %o", (e) => {
    expect(isOrchestraEvent(e)).toBe(true);
  });

  it("does not take other concerts", () => {
    expect(isOrchestraEvent(event("Jazz trio", "A night of standards"))).toBe(false);
  });
});

describe("the Khachaturian hall filter", () => {
  it.each(["Aram Khachaturian Concert Hall", "Khachaturyan Hall", "Концертный зал имени Арама Хачатуряна", "Արամ Խաչատրյանի անվան համերգասրահ"])(
    "matches the venue spelled %s",
    (venueName) => {
      expect(isKhachaturianHallEvent(event("Piano evening", "", venueName))).toBe(true);
    },
  );

  it("excludes the orchestra's concerts and the chamber hall", () => {
    expect(isKhachaturianHallEvent(event("Mahler 5", "Armenian National Philharmonic Orchestra", "Aram Khachaturian Concert Hall"))).toBe(false);
    expect(isKhachaturianHallEvent(event("Quartets", "", "Harmony Chamber Hall"))).toBe(false);
  });

  it("all concerts match allConcerts", () => {
    expect(matchesConcertType(event("Anything"), "allConcerts")).toBe(true);
  });
});
