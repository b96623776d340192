import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../forms/fields";
import { checkSubscription } from "../newsletter/schema";
import { checkInquiry } from "./validation";

describe("inquiry validation", () => {
  const visit = { name: "Aram", surname: "Petrosyan", email: "aram@example.am", phone: "+374 (10) 12-34-56", message: "Hello" };

  it("accepts a complete inquiry, trims it and keeps only the kind's fields", () => {
    expect(checkInquiry("visit", { ...visit, name: "  Aram ", id: 5, status: "done" })).toEqual({ ok: true, value: visit });
  });

  it("names the first missing field; blanks and non-strings count as missing", () => {
    expect(checkInquiry("visit", { ...visit, surname: "   " })).toEqual({ ok: false, problem: "required", field: "surname" });
    expect(checkInquiry("visit", { ...visit, phone: 37410123456 })).toEqual({ ok: false, problem: "required", field: "phone" });
    expect(checkInquiry("rental", { name: "A", email: "a@b.am", phone: "123456", hall: "main" })).toEqual({
      ok: false,
      problem: "required",
      field: "eventType",
    });
  });

  it("knows the two halls", () => {
    const rental = { name: "A", email: "a@b.am", phone: "123456", eventType: "Gala" };
    expect(checkInquiry("rental", { ...rental, hall: "small" }).ok).toBe(true);
    expect(checkInquiry("rental", { ...rental, hall: "roof" })).toMatchObject({ ok: false, problem: "hall" });
  });
});

describe("e-mail addresses (text, at sign, domain, dot, suffix)", () => {
  it.each(["a@b.am", "first.last+tag@mail.example.com", "Անի@օրինակ.հայ"])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));
  it.each(["", "plain", "a@b", "a b@c.am", "a@b .am", "@b.am", `${"x".repeat(250)}@b.am`])("refuses %j", (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
  it("subscription takes the trimmed address with its domain in lower case", () => {
    expect(checkSubscription({ email: " Ani.S@Mail.AM " })).toEqual({ ok: true, value: { email: "Ani.S@mail.am" } });
    expect(checkSubscription({})).toMatchObject({ ok: false, problem: "email" });
  });
});
