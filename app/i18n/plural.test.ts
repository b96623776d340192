import { describe, expect, it } from "vitest";
import { fill, plural } from "./plural";

const seats = { one: "{n} место", few: "{n} места", many: "{n} мест", other: "{n} места" };

describe("plural", () => {
  it("follows Russian one/few/many, teens included", () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111, 104].map((n) => plural("ru", n, seats))).toEqual([
      "1 место",
      "2 места",
      "5 мест",
      "11 мест",
      "12 мест",
      "21 место",
      "22 места",
      "25 мест",
      "111 мест",
      "104 места",
    ]);
  });

  it("treats 0 and 1 alike in Armenian and only 1 as one in English", () => {
    const forms = { one: "one", other: "other" };
    expect([0, 1, 2].map((n) => plural("am", n, forms))).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((n) => plural("en", n, forms))).toEqual(["other", "one", "other"]);
  });

  it("fills named placeholders and leaves unknown ones", () => {
    expect(fill("From {age} years, {x}", { age: 6 })).toBe("From 6 years, {x}");
  });

  it("leaves a placeholder naming a built-in of every object as staff wrote it", () => {
    expect(fill("Up to {constructor} guests, {toString}", { capacity: 100 })).toBe("Up to {constructor} guests, {toString}");
  });
});
