import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentalInquiries, visitInquiries } from "../../app/db/schema/inquiries";
import { subscribers } from "../../app/db/schema/newsletter";
import { mediaItems } from "../../app/db/schema/media-library";
import { campaigns } from "../../app/db/schema/campaigns";
import type { DashboardFigures } from "../../app/features/admin-dashboard/figures";
import { dashboardFigures } from "../../app/features/admin-dashboard/figures.server";
import { addDays, dayKey, hallDay, isoWeekday, startOfHallDay } from "../../app/i18n/hall-time";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ formRateLimit: { limit: 1000, windowMs: 60_000 } });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const figures = async (lang = "en") => {
  const response = await admin.call(`/admin/dashboard?lang=${lang}`);
  expect(response.status).toBe(200);
  return response.body as Required<DashboardFigures>;
};
const DAY = 86_400_000;

describe("the dashboard's figures", () => {
  it("count subscribers per hall week for 12 weeks, in total and since this admin last opened the list", async () => {
    const now = new Date();
    const today = hallDay(now);
    const monday = startOfHallDay(addDays(today, 1 - isoWeekday(today)));
    await server.db.insert(subscribers).values([
      // One minute into this week (hall time) and one minute before it: different weeks.
      { email: "this-week@example.am", createdAt: new Date(Math.min(monday.getTime() + 60_000, now.getTime())) },
      { email: "last-week@example.am", createdAt: new Date(monday.getTime() - 60_000) },
      { email: "five-weeks@example.am", createdAt: new Date(monday.getTime() - 5 * 7 * DAY + 3_600_000) },
      { email: "too-old@example.am", createdAt: new Date(monday.getTime() - 12 * 7 * DAY + 3_600_000) },
    ]);
    const { audience } = await figures();
    expect(audience.subscribers.total).toBe(4);
    expect(audience.subscribers.newSinceSeen).toBe(4);
    const weekly = audience.subscribers.weekly;
    expect(weekly).toHaveLength(12);
    expect(weekly.map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1]);
    expect(weekly.at(-1)!.weekStart).toBe(dayKey(addDays(today, 1 - isoWeekday(today))));
    expect(weekly[0]!.weekStart).toBe(dayKey(addDays(today, 1 - isoWeekday(today) - 77)));

    // Opening the list (its first page) is seeing it; later arrivals are new again.
    await admin.call("/subscribers?limit=50");
    expect((await figures()).audience.subscribers.newSinceSeen).toBe(0);
    await fetch(`${server.url}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "fresh@example.am" }),
    });
    // A subscription waiting for its confirmation raises the badge, not the figures.
    const after = (await figures()).audience.subscribers;
    expect(after).toMatchObject({ total: 4, newSinceSeen: 1 });
    expect(after.weekly.at(-1)!.count).toBe(1);
  });

  it("count inquiries per kind: total, new since seen, still new, and the oldest still new", async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    await server.db.insert(visitInquiries).values([
      { name: "Old", surname: "S", email: "old@example.am", phone: "+374 91 000000", message: "m", createdAt: threeDaysAgo },
      {
        name: "Done",
        surname: "S",
        email: "done@example.am",
        phone: "+374 91 000000",
        message: "m",
        status: "handled",
        createdAt: new Date(Date.now() - 9 * DAY),
      },
      { name: "Recent", surname: "S", email: "recent@example.am", phone: "+374 91 000000", message: "m" },
    ]);
    await server.db
      .insert(rentalInquiries)
      .values({ name: "R", email: "r@example.am", phone: "+374 91 000000", eventType: "Gala", hall: "main", status: "handled" });
    const { audience } = await figures();
    expect(audience.inquiries.visit).toMatchObject({ total: 3, newSinceSeen: 3, unhandled: 2 });
    expect(Math.abs(Date.parse(audience.inquiries.visit.oldestUnhandledAt!) - threeDaysAgo.getTime())).toBeLessThan(1000);
    expect(audience.inquiries.rental).toMatchObject({ total: 1, newSinceSeen: 1, unhandled: 0, oldestUnhandledAt: null });
    expect(audience.inquiries.harmony).toEqual({ total: 0, newSinceSeen: 0, unhandled: 0, oldestUnhandledAt: null });
    await admin.call("/visit-inquiries?limit=10&status=new");
    expect((await figures()).audience.inquiries.visit.newSinceSeen).toBe(0);
    // Another admin has not seen anything yet.
    const other = await signedInAdmin(server, "second");
    expect(((await other.call("/admin/dashboard")).body as Required<DashboardFigures>).audience.inquiries.visit.newSinceSeen).toBe(3);
  });

  it("list the next five concerts with their seats, and still answer when the provider fails", async () => {
    const { content } = await figures("ru");
    expect(content.upcomingConcerts).toHaveLength(5);
    const starts = content.upcomingConcerts.map((concert) => Date.parse(concert.startsAt));
    expect(starts.every((start) => start > Date.now())).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(content.upcomingConcerts.every((concert) => typeof concert.availableSeats === "number")).toBe(true);
    expect(content.upcomingConcerts[0]!.title).toMatch(/[А-Яа-я]/);

    server.services.catalogue.clear();
    server.sandbox.setFaults({ down: true });
    try {
      const failing = await figures("ru");
      expect(failing.content.upcomingConcerts.map((concert) => concert.eventId)).toEqual(content.upcomingConcerts.map((concert) => concert.eventId));
      expect(failing.content.upcomingConcerts.every((concert) => concert.availableSeats === null)).toBe(true);
    } finally {
      server.sandbox.setFaults({});
    }
  });

  it("warn about placeholder contacts and count demo content", async () => {
    const { site, content } = await figures();
    expect(site.placeholderContacts).toEqual(["ticketOfficePhone", "receptionPhone", "infoEmail", "facebookUrl", "instagramUrl", "youtubeUrl"]);
    expect(content.demoContent).toEqual({ banners: 0, comingSoon: 0, concerts: 0, removed: false });
  });

  it("count the library's pictures without alternative text in each language, not decorative ones or videos", async () => {
    expect((await figures()).content.missingAlt).toEqual({ am: 0, en: 0, ru: 0 });
    const item = (alt: { am: string; en: string; ru: string }, more: Partial<typeof mediaItems.$inferInsert> = {}) => ({
      kind: "image" as const,
      originalUrl: "/uploads/00000000-0000-4000-8000-000000000000.jpg",
      alt,
      caption: { am: "", en: "", ru: "" },
      derivatives: { avif: [], webp: [], crops: {}, failed: [] },
      ...more,
    });
    await server.db.insert(mediaItems).values([
      item({ am: "", en: "The hall's organ", ru: " " }),
      item({ am: "Երգեհոն", en: "The organ", ru: "Орган" }),
      item({ am: "", en: "", ru: "" }, { decorative: true }),
      item({ am: "", en: "", ru: "" }, { kind: "video" }),
    ]);
    expect((await figures()).content.missingAlt).toEqual({ am: 1, en: 0, ru: 1 });
    await server.db.delete(mediaItems);
  });

  it("can be sent as the content part alone, for someone who may not see subscribers, inquiries or settings", async () => {
    const contentOnly = await dashboardFigures(server.db, server.services.catalogue, { adminId: 1, lang: "en", audience: false, site: false });
    expect(Object.keys(contentOnly).sort()).toEqual(["content", "needsDoing"]);
    expect(contentOnly.needsDoing.entries.some((entry) => entry.kind === "inquiry" || entry.kind === "placeholders")).toBe(false);
    expect(contentOnly.content.upcomingConcerts).toHaveLength(5);
  });

  it("say what needs doing: a new inquiry from the public form with its first line, the week's concerts without a programme, a draft campaign", async () => {
    const name = `Needs${Date.now()}`;
    const sent = await fetch(`${server.url}/api/visit-inquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, surname: "S", email: "needs@example.am", phone: "+374 91 000000", message: "A group of twenty\nfrom Gyumri" }),
    });
    expect(sent.status).toBeLessThan(300);
    await server.db.insert(campaigns).values({ translations: { en: { subject: "Spring season", body: "<p>Hello</p>" } } });
    const { needsDoing } = await figures();
    expect(needsDoing.entries[0]).toMatchObject({ kind: "inquiry", inquiryKind: "visit", name, firstLine: "A group of twenty" });
    expect(needsDoing.entries).toContainEqual(expect.objectContaining({ kind: "campaign", subject: "Spring season", status: "draft" }));
    expect(needsDoing.entries).toContainEqual({ kind: "placeholders", fields: expect.arrayContaining(["infoEmail"]) });

    const { events } = await server.services.catalogue.listEvents("en");
    const thisWeek = events.filter((event) => event.startsAt && Date.parse(event.startsAt) > Date.now() && Date.parse(event.startsAt) < Date.now() + 7 * DAY);
    const programmes = needsDoing.entries.filter((entry) => entry.kind === "programme");
    expect(programmes.map((entry) => entry.kind === "programme" && entry.eventId)).toEqual(thisWeek.map((event) => event.eventId));

    // An editor sees the content's entries, not the visitors' inquiries or the settings.
    const editor = await signedInAdmin(server, "needs-editor", "editor");
    const editors = ((await editor.call("/admin/dashboard?lang=en")).body as DashboardFigures).needsDoing;
    expect(editors.entries.map((entry) => entry.kind)).not.toContain("inquiry");
    expect(editors.entries.map((entry) => entry.kind)).not.toContain("placeholders");
    expect(editors.entries).toContainEqual(expect.objectContaining({ kind: "campaign", subject: "Spring season" }));
    await server.db.delete(campaigns);
  });

  it("refuse an unknown language", async () => {
    expect((await admin.call("/admin/dashboard?lang=xx")).status).toBe(400);
  });
});
