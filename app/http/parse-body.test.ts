import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error";
import { parseBody } from "./parse-body";

const schema = z.object({ name: z.string().min(1, "required"), links: z.array(z.url()).max(2, "too_many").optional() }).strict();

describe("parseBody", () => {
  it("answers the parsed value when the body fits the contract", () => {
    expect(parseBody(schema, { name: "Komitas" })).toEqual({ name: "Komitas" });
  });

  it("refuses with a 400 naming each wrong field and its problem", () => {
    try {
      parseBody(schema, { name: "", links: ["a", "b", "c"] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const refusal = error as ApiError;
      expect(refusal.status).toBe(400);
      expect(refusal.code).toBe("invalid_request");
      expect(refusal.fields).toMatchObject({ name: "required", links: "too_many" });
      expect(refusal.message).toBe("name: required");
    }
  });

  it("names the body itself when it is not an object", () => {
    expect(() => parseBody(schema, "text")).toThrow(expect.objectContaining({ fields: { body: "invalid_type" } }));
  });
});
