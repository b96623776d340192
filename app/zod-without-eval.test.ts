import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkWithoutCompiling } from "./zod-without-eval";

describe("zod in the browser", () => {
  it("is told to check without compiling, through the config object zod itself reads", () => {
    expect(z.config().jitless).toBeFalsy();
    checkWithoutCompiling();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: "Komitas" }).success).toBe(true);
  });
});
