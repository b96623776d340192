import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../forms/fields";
import { checkSubscription } from "../newsletter/schema";
import { addDays, dayKey, hallDay } from "../../i18n/hall-time";
import { checkInquiry } from "./validation";

describe("inquiry validation", () => {
  const visit = { name: "Aram", surname: "Petrosyan", email: "aram@example.am", phone: "+374 (10) 12-34-56", message: "Hello" };

  it("accepts a complete inquiry, trims it and keeps only the kind's fields", () => {
    expect(checkInquiry("visit", { ...visit, name: "  Aram ", id: 5, status: "done" })).toEqual({ ok: true, value: visit });
  });

  it("takes a tour's wished day from the hall's today and a group of 1 to 500, both optional", () => {
    const today = dayKey(hallDay(new Date()));
    expect(checkInquiry("visit", { ...visit, visitDate: today, groupSize: " 25 " })).toEqual({ ok: true, value: { ...visit, visitDate: today, groupSize: "25" } });
    const yesterday = dayKey(addDays(hallDay(new Date()), -1));
    for (const visitDate of [yesterday, "2026-02-30", "12/05/2026", dayKey(addDays(hallDay(new Date()), 731))]) {
      expect(checkInquiry("visit", { ...visit, visitDate }), visitDate).toMatchObject({ ok: false, problem: "visitDate", field: "visitDate" });
    }
    for (const groupSize of ["0", "501", "2.5", "-3", "ten"]) {
      expect(checkInquiry("visit", { ...visit, groupSize }), groupSize).toMatchObject({ ok: false, problem: "groupSize", field: "groupSize" });
    }
    // The other kinds do not read them.
    expect(checkInquiry("harmony", { ...visit, visitDate: "nonsense" })).toMatchObject({ ok: true });
  });

  it("names the first missing field; blanks and non-strings count as missing", () => {
    expect(checkInquiry("visit", { ...visit, surname: "   " })).toEqual({ ok: false, problem: "required", field: "surname", fields: { surname: "required" } });
    expect(checkInquiry("visit", { ...visit, phone: 37410123456 })).toEqual({ ok: false, problem: "required", field: "phone", fields: { phone: "required" } });
    expect(checkInquiry("rental", { name: "A", email: "a@b.am", phone: "123456", hall: "main" })).toEqual({
      ok: false,
      problem: "required",
      field: "eventType",
      fields: { eventType: "required" },
    });
  });

  it("names every wrong field, and speaks first of a missing one", () => {
    const halfWrong = { name: "Anna", email: "anna@", phone: "12ab", hall: "", eventType: "" };
    expect(checkInquiry("rental", halfWrong)).toEqual({
      ok: false,
      problem: "required",
      field: "hall",
      fields: { email: "email", phone: "phone", hall: "required", eventType: "required" },
    });
    expect(checkInquiry("visit", { ...visit, email: "aram@example", phone: "12345" })).toEqual({
      ok: false,
      problem: "email",
      field: "email",
      fields: { email: "email", phone: "phone" },
    });
    expect(checkInquiry("visit", { ...visit, message: "x".repeat(5001), phone: "+1" })).toMatchObject({
      problem: "tooLong",
      field: "message",
      fields: { message: "tooLong", phone: "phone" },
    });
    expect(checkInquiry("visit", {})).toMatchObject({ problem: "required", field: "name" });
    expect(Object.keys((checkInquiry("visit", {}) as { fields: object }).fields)).toEqual(["name", "surname", "email", "phone", "message"]);
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
