import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { ERROR_CODES, isErrorCode } from "./error-codes";

describe("the error code registry", () => {
  it("gives every code a client or server error status", () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z_]+$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it("answers a refusal with the status its code has", () => {
    expect(new ApiError("not_draft", "Only a draft can be sent").status).toBe(409);
    expect(new ApiError("test_limit", "At most 20 a day", undefined, 60)).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect(new ApiError("invalid_request", "name: required", { name: "required" })).toMatchObject({ status: 400, fields: { name: "required" } });
  });

  it("knows only its own codes", () => {
    expect(isErrorCode("not_found")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("no_such_code")).toBe(false);
  });
});
