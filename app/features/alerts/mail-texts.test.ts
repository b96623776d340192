import { describe, it } from "vitest";
import { expectOneShape } from "../../../tests/helpers/text-family";
import am from "./mail-texts/am";
import en from "./mail-texts/en";
import ru from "./mail-texts/ru";

describe("alert mail texts", () => {
  it("have the same keys and the same placeholders in Armenian, English and Russian, each in its own script", () => {
    expectOneShape(en, am, ru);
  });
});
