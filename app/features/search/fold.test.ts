import { describe, expect, it } from "vitest";
import { foldForSearch, skeletonOf } from "./fold";

describe("folding text for search", () => {
  it("brings the composer's name together from three scripts and Latin spellings", () => {
    const spellings = ["Khachaturian", "khachaturyan", "Хачатурян", "Chatschaturjan"].map(foldForSearch);
    expect(spellings[0]).toBe("khachaturyan");
    expect(spellings[1]).toBe("khachaturyan");
    expect(spellings[2]).toBe("khachaturyan");
    const armenian = foldForSearch("Խաչատրյան");
    expect(armenian).toBe("khachatryan");
    expect(skeletonOf(armenian)).toBe(skeletonOf(spellings[0]!));
  });

  it("reads Komitas the same in every script", () => {
    expect(new Set(["Komitas", "Комитас", "Կոմիտաս", "KOMITAS"].map(foldForSearch))).toEqual(new Set(["komitas"]));
  });

  it("handles Armenian ու, word-initial ե and ո, and և", () => {
    expect(foldForSearch("Երևան")).toBe("yerevan");
    expect(foldForSearch("Ուխտ")).toBe("ukht");
    expect(foldForSearch("Ոսկի")).toBe("voski");
  });

  it("drops accents, case and punctuation", () => {
    expect(foldForSearch("Dvořák — Symphony No. 9!")).toBe("dvorak symfony no 9");
    expect(foldForSearch("  <script>alert(1)</script> ")).toBe("script alert 1 script");
  });
});
