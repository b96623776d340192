import { describe, expect, it } from "vitest";
import { firstLine, INQUIRIES_LISTED, needsDoing, needsDoingHref, type NeedsDoingSources } from "./needs-doing";

const NOW = new Date("2026-03-02T10:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const nothing: NeedsDoingSources = { concerts: [], published: new Map(), campaigns: [], missingAlt: { am: 0, en: 0, ru: 0 } };

describe("the dashboard's needs-doing list", () => {
  it("is empty when nothing waits", () => {
    expect(needsDoing(nothing, "en", NOW)).toEqual({ entries: [], moreInquiries: 0 });
  });

  it("names new inquiries newest first with the first line of what the visitor wrote, and counts those beyond the first ones", () => {
    const inquiries = Array.from({ length: INQUIRIES_LISTED + 1 }, (_, index) => ({
      kind: "visit" as const,
      id: index + 1,
      name: `Visitor ${index + 1}`,
      text: `\n  Line of ${index + 1}  \nsecond line`,
      createdAt: at(-index - 1),
    }));
    const { entries, moreInquiries } = needsDoing({ ...nothing, inquiries: [...inquiries].reverse(), inquiriesWaiting: 12 }, "en", NOW);
    expect(entries).toHaveLength(INQUIRIES_LISTED);
    expect(entries[0]).toEqual({ kind: "inquiry", inquiryKind: "visit", id: 1, name: "Visitor 1", firstLine: "Line of 1", createdAt: at(-1).toISOString() });
    expect(moreInquiries).toBe(12 - INQUIRIES_LISTED);
    expect(needsDoingHref(entries[0]!)).toBe("/admin/visit-inquiries/1");
  });

  it("lists the next seven days' concerts whose programme is not published in every language, soonest first, with the languages missing", () => {
    const concerts = [
      { eventId: "later", title: "Later", startsAt: at(48).toISOString() },
      { eventId: "soon", title: "Soon", startsAt: at(5).toISOString() },
      { eventId: "done", title: "Done", startsAt: at(10).toISOString() },
      { eventId: "far", title: "Far", startsAt: at(8 * 24).toISOString() },
      { eventId: "past", title: "Past", startsAt: at(-2).toISOString() },
      { eventId: "undated", title: "Undated", startsAt: null },
    ];
    const published = new Map([
      ["done", { am: true, en: true, ru: true }],
      ["later", { am: true, en: false, ru: false }],
    ]);
    const { entries } = needsDoing({ ...nothing, concerts, published }, "en", NOW);
    expect(entries).toEqual([
      { kind: "programme", eventId: "soon", title: "Soon", startsAt: at(5).toISOString(), unpublished: ["am", "en", "ru"] },
      { kind: "programme", eventId: "later", title: "Later", startsAt: at(48).toISOString(), unpublished: ["en", "ru"] },
    ]);
    expect(needsDoingHref(entries[0]!)).toBe("/admin/concerts/soon");
  });

  it("lists scheduled campaigns soonest first, then drafts last edited first, by their subject in the admin's language or else English", () => {
    const campaigns = [
      { id: 1, status: "draft", subjects: { en: "Old draft" }, scheduledAt: null, updatedAt: at(-50) },
      { id: 2, status: "draft", subjects: { am: "Նոր", en: "New draft" }, scheduledAt: null, updatedAt: at(-1) },
      { id: 3, status: "scheduled", subjects: { ru: "Только по-русски" }, scheduledAt: at(30), updatedAt: at(-5) },
      { id: 4, status: "sent", subjects: { en: "Sent" }, scheduledAt: null, updatedAt: at(-5) },
    ];
    const { entries } = needsDoing({ ...nothing, campaigns }, "am", NOW);
    expect(entries.map((entry) => entry.kind === "campaign" && [entry.id, entry.subject, entry.status])).toEqual([
      [3, "Только по-русски", "scheduled"],
      [2, "Նոր", "draft"],
      [1, "Old draft", "draft"],
    ]);
    expect(needsDoingHref(entries[0]!)).toBe("/admin/newsletter?campaign=3");
  });

  it("ends with the placeholder settings and, per language, the pictures without alternative text", () => {
    const { entries } = needsDoing({ ...nothing, placeholders: ["infoEmail"], missingAlt: { am: 0, en: 2, ru: 1 }, inquiries: [] }, "en", NOW);
    expect(entries).toEqual([
      { kind: "placeholders", fields: ["infoEmail"] },
      { kind: "missingAlt", language: "en", count: 2 },
      { kind: "missingAlt", language: "ru", count: 1 },
    ]);
    expect(entries.map(needsDoingHref)).toEqual(["/admin/settings", "/admin/media?missingAlt=en", "/admin/media?missingAlt=ru"]);
  });

  it("cuts a long first line with an ellipsis", () => {
    expect(firstLine("x".repeat(300))).toHaveLength(120);
    expect(firstLine("x".repeat(300)).endsWith("…")).toBe(true);
    expect(firstLine("   ")).toBe("");
  });
});
