import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertBanners } from "../../app/db/schema/banners";
import { BANNER_MESSAGES } from "../../app/features/banners/banner-rules";
import { listActiveBanners } from "../../app/features/banners/banners.server";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const today = hallDay(new Date());
const day = (offset: number) => dayKey(addDays(today, offset));

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

describe("advertisement banners", () => {
  let imageUrl: string;
  const banner = () => ({ title: "Winter season", mediaUrl: imageUrl, mediaType: "image", targetUrl: "/concerts", startDate: day(-1), endDate: day(30) });
  beforeAll(async () => {
    imageUrl = await admin.upload("banner");
  });

  it("creates a banner from an upload: active by default, never development-only unless asked, and shown publicly", async () => {
    const created = await admin.call("/advert-banners", "POST", banner());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Winter season", isActive: true, isDevelopmentOnly: false, isCurrentlyActive: true, mediaType: "image" });
    const active = await admin.call("/advert-banners/active", "GET", undefined, null);
    expect(active.body.map((item: { id: number }) => item.id)).toContain(created.body.id);
  });

  it("refuses each missing field with the spec's key and English text, storing nothing", async () => {
    const before = (await server.db.select().from(advertBanners)).length;
    for (const field of ["title", "mediaUrl", "targetUrl", "startDate", "endDate"] as const) {
      for (const value of [undefined, "", "   "]) {
        const response = await admin.call("/advert-banners", "POST", { ...banner(), [field]: value });
        expect(response.status, `${field}=${value}`).toBe(400);
        expect(response.body).toEqual({ message: BANNER_MESSAGES.fill_required_fields_media, code: "fill_required_fields_media" });
      }
    }
    expect(BANNER_MESSAGES.fill_required_fields_media).toBe("Please fill in all required fields and select a media file");
    expect((await server.db.select().from(advertBanners)).length).toBe(before);
  });

  it("refuses wrong shapes: dates, ranges, links, media that is not ours, long titles, non-object bodies", async () => {
    const cases: [Record<string, unknown> | unknown[] | string, string][] = [
      [{ ...banner(), startDate: "2026-02-30" }, "invalid_date"],
      [{ ...banner(), endDate: "tomorrow" }, "invalid_date"],
      [{ ...banner(), startDate: day(5), endDate: day(4) }, "invalid_date_range"],
      [{ ...banner(), targetUrl: "javascript:alert(1)" }, "invalid_target_url"],
      [{ ...banner(), targetUrl: "//evil.example/x" }, "invalid_target_url"],
      [{ ...banner(), mediaUrl: "https://evil.example/banner.png" }, "invalid_media_url"],
      [{ ...banner(), mediaUrl: "/uploads/00000000-0000-4000-8000-000000000000.png" }, "invalid_media_url"],
      [{ ...banner(), title: "x".repeat(201) }, "title_too_long"],
      [{ ...banner(), title: 42 }, "fill_required_fields_media"],
      [[1, 2], "invalid_body"],
    ];
    for (const [body, code] of cases) {
      const response = await admin.call("/advert-banners", "POST", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe(code);
    }
    const malformed = await admin.call("/advert-banners", "POST", "{not json");
    expect(malformed.status).toBe(400);
  });

  it("keeps hostile HTML in a title as plain text", async () => {
    const created = await admin.call("/advert-banners", "POST", { ...banner(), title: '<img src=x onerror="alert(1)">' });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('<img src=x onerror="alert(1)">');
  });

  it("shows a banner as currently active only when switched on and today lies within its dates", async () => {
    const future = (await admin.call("/advert-banners", "POST", { ...banner(), title: "Later", startDate: day(3), endDate: day(9) })).body;
    const lastDay = (await admin.call("/advert-banners", "POST", { ...banner(), title: "Ends today", startDate: day(-9), endDate: day(0) })).body;
    expect(future.isCurrentlyActive).toBe(false);
    expect(lastDay.isCurrentlyActive).toBe(true);
    const ids = (await admin.call("/advert-banners/active", "GET", undefined, null)).body.map((item: { id: number }) => item.id);
    expect(ids).not.toContain(future.id);
    expect(ids).toContain(lastDay.id);
  });

  it("toggles with {isActive}, edits with the fields, and leaves the banner untouched when an edit is refused", async () => {
    const { id } = (await admin.call("/advert-banners", "POST", banner())).body;
    const off = await admin.call(`/advert-banners/${id}`, "PUT", { isActive: false });
    expect(off.body).toMatchObject({ isActive: false, isCurrentlyActive: false, title: "Winter season" });
    expect((await admin.call(`/advert-banners/${id}`, "PUT", { isActive: "no" })).status).toBe(400);

    const refused = await admin.call(`/advert-banners/${id}`, "PUT", { ...banner(), title: "" });
    expect(refused.body).toEqual({ message: "Please fill in all required fields", code: "fill_required_fields" });
    const edited = await admin.call(`/advert-banners/${id}`, "PUT", { title: "Spring", targetUrl: "https://tickets.example/spring", startDate: day(0), endDate: day(1) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Spring", targetUrl: "https://tickets.example/spring", mediaUrl: imageUrl, isActive: false });

    expect((await admin.call("/advert-banners/999999", "PUT", { isActive: true })).status).toBe(404);
    expect((await admin.call("/advert-banners/abc", "PUT", { isActive: true })).status).toBe(400);
  });

  it("sets many at once, and says 'No banners selected' for none", async () => {
    const ids = [
      (await admin.call("/advert-banners", "POST", banner())).body.id,
      (await admin.call("/advert-banners", "POST", banner())).body.id,
    ];
    expect(await admin.call("/advert-banners/bulk-status", "PUT", { ids: [], isActive: false })).toMatchObject({
      status: 400,
      body: { message: "No banners selected", code: "no_banners_selected" },
    });
    expect((await admin.call("/advert-banners/bulk-status", "PUT", { ids: ["1; drop table"], isActive: false })).status).toBe(400);
    expect((await admin.call("/advert-banners/bulk-status", "PUT", { ids, isActive: "false" })).status).toBe(400);
    const done = await admin.call("/advert-banners/bulk-status", "PUT", { ids, isActive: false });
    expect(done.body.updated).toBe(2);
    const active = (await admin.call("/advert-banners/active", "GET", undefined, null)).body.map((item: { id: number }) => item.id);
    expect(active).not.toContain(ids[0]);
    expect(active).not.toContain(ids[1]);
  });

  it("deletes by id, once", async () => {
    const { id } = (await admin.call("/advert-banners", "POST", banner())).body;
    expect((await admin.call(`/advert-banners/${id}`, "DELETE")).status).toBe(204);
    expect((await admin.call(`/advert-banners/${id}`, "DELETE")).status).toBe(404);
    expect((await admin.call("/advert-banners")).body.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it("titles a banner per language: the public list and the listing page read the visitor's language, an untranslated one the English title", async () => {
    const { id } = (await admin.call("/advert-banners", "POST", { ...banner(), title: "Spring gala", titleAm: "Գարնանային գալա" })).body;
    const titleIn = async (language: string) =>
      (await admin.call(`/advert-banners/active?language=${language}`, "GET", undefined, null)).body.find((item: { id: number }) => item.id === id)?.title;
    expect(await titleIn("am")).toBe("Գարնանային գալա");
    expect(await titleIn("en")).toBe("Spring gala");
    expect(await titleIn("ru")).toBe("Spring gala");
    expect((await listActiveBanners(server.db, { production: false, lang: "am" })).find((item) => item.id === id)?.title).toBe("Գարնանային գալա");

    // An edit that leaves a language out keeps it; an over-long translation is refused like the title.
    const edited = await admin.call(`/advert-banners/${id}`, "PUT", { title: "Spring gala", titleRu: "Весенний гала-концерт", targetUrl: "/concerts", startDate: day(-1), endDate: day(30) });
    expect(edited.body).toMatchObject({ title: "Spring gala", titleAm: "Գարնանային գալա", titleRu: "Весенний гала-концерт" });
    expect(await titleIn("ru")).toBe("Весенний гала-концерт");
    expect((await admin.call("/advert-banners", "POST", { ...banner(), titleRu: "x".repeat(201) })).body.code).toBe("title_too_long");
  });

  it("never shows a development-only banner on the production site", async () => {
    const { id } = (await admin.call("/advert-banners", "POST", { ...banner(), isDevelopmentOnly: true })).body;
    expect((await listActiveBanners(server.db, { production: false })).map((item) => item.id)).toContain(id);
    expect((await listActiveBanners(server.db, { production: true })).map((item) => item.id)).not.toContain(id);
  });
});

describe("staff members", () => {
  let photoUrl: string;
  const translations = [
    { languageCode: "eng", firstName: "Anna", lastName: "Petrosyan", position: "Executive director" },
    { languageCode: "arm", firstName: "Աննա", lastName: "Պետրոսյան", position: "Գործադիր տնօրեն" },
    { languageCode: "rus", firstName: "Анна", lastName: "Петросян", position: "Исполнительный директор" },
  ];
  const member = () => ({ imageUrl: photoUrl, linkedIn: "https://www.linkedin.com/in/anna", displayOrder: 2, translations });
  beforeAll(async () => {
    photoUrl = await admin.upload("staff");
  });

  it("creates a member with three translations and shows each language publicly", async () => {
    const created = await admin.call("/staff", "POST", member());
    expect(created.status).toBe(201);
    expect(created.body.translations).toHaveLength(3);
    expect(created.body.translations[0]).toMatchObject({ staffId: created.body.id });
    const russian = (await admin.call("/staff?language=ru", "GET", undefined, null)).body;
    expect(russian.find((item: { id: number }) => item.id === created.body.id)).toMatchObject({ firstName: "Анна", position: "Исполнительный директор" });
    const armenian = (await admin.call("/staff?language=arm", "GET", undefined, null)).body;
    expect(armenian.find((item: { id: number }) => item.id === created.body.id).lastName).toBe("Պետրոսյան");
  });

  it("needs a photo and the English first name, a whole display order from 1 and a real LinkedIn address", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...member(), imageUrl: undefined }, "image_required"],
      [{ ...member(), translations: translations.slice(1) }, "first_name_required"],
      [{ ...member(), translations: [{ ...translations[0], firstName: "  " }] }, "first_name_required"],
      [{ ...member(), displayOrder: 0 }, "invalid_display_order"],
      [{ ...member(), displayOrder: 2.5 }, "invalid_display_order"],
      [{ ...member(), linkedIn: "linkedin anna" }, "invalid_linkedin"],
      [{ ...member(), linkedIn: "javascript:alert(1)" }, "invalid_linkedin"],
      [{ ...member(), translations: [{ ...translations[0], languageCode: "de" }] }, "invalid_translations"],
      [{ ...member(), translations: [translations[0], translations[0]] }, "invalid_translations"],
      [{ ...member(), translations: [{ ...translations[0], position: { html: true } }] }, "invalid_translations"],
      [{ ...member(), imageUrl: "https://evil.example/me.jpg" }, "invalid_media_url"],
    ];
    for (const [body, code] of cases) {
      const response = await admin.call("/staff", "POST", body);
      expect(response.status, code).toBe(400);
      expect(response.body.code).toBe(code);
    }
  });

  it("refuses a banner upload as a staff photo: each purpose has its own size and crop", async () => {
    const bannerImage = await admin.upload("banner");
    expect((await admin.call("/staff", "POST", { ...member(), imageUrl: bannerImage })).body.code).toBe("invalid_media_url");
  });

  it("falls back to order 1 when the order is not a number, lists by order, and moves a member by editing", async () => {
    const first = (await admin.call("/staff", "POST", { ...member(), displayOrder: "not a number" })).body;
    expect(first.displayOrder).toBe(1);
    const later = (await admin.call("/staff", "POST", { ...member(), displayOrder: 50, linkedIn: "" })).body;
    expect(later.linkedIn).toBeNull();
    let orders = (await admin.call("/staff?admin=true")).body.map((item: { displayOrder: number }) => item.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const moved = await admin.call(`/staff/${later.id}`, "PUT", { ...member(), imageUrl: later.imageUrl, displayOrder: 1, translations: [{ ...translations[0], firstName: "Anahit" }] });
    expect(moved.status).toBe(200);
    expect(moved.body.displayOrder).toBe(1);
    const listed = (await admin.call("/staff?language=ru", "GET", undefined, null)).body;
    // Russian was left out of this edit, so the English text stands in for it.
    expect(listed.find((item: { id: number }) => item.id === later.id).firstName).toBe("Anahit");
    orders = (await admin.call("/staff?admin=true")).body.map((item: { displayOrder: number }) => item.displayOrder);
    expect(orders[0]).toBe(1);
  });

  it("keeps the admin list behind the token and never cached", async () => {
    expect((await admin.call("/staff?admin=true", "GET", undefined, null)).status).toBe(401);
    expect((await admin.call("/staff?admin=true", "GET", undefined, "x".repeat(43))).status).toBe(401);
    const listed = await admin.call("/staff?admin=true");
    expect(listed.headers.get("cache-control")).toBe("no-store");
  });

  it("deletes by id, once", async () => {
    const { id } = (await admin.call("/staff", "POST", member())).body;
    expect((await admin.call(`/staff/${id}`, "DELETE")).status).toBe(204);
    expect((await admin.call(`/staff/${id}`, "DELETE")).status).toBe(404);
    expect((await admin.call(`/staff/${id}`, "PUT", member())).status).toBe(404);
  });
});

describe("coming-soon events", () => {
  const texts = [
    { languageCode: "eng", title: "New Year gala", location: "Aram Khachaturian Concert Hall" },
    { languageCode: "arm", title: "Ամանորյա գալա", location: "Արամ Խաչատրյանի անվան համերգասրահ" },
    { languageCode: "rus", title: "Новогодний гала-концерт", location: "Концертный зал имени Арама Хачатуряна" },
  ];
  const event = () => ({ date: `${day(40)}T19:30:00`, translations: texts });
  const publicIds = async (language: string) =>
    (await admin.call(`/events/coming-soon?language=${language}`, "GET", undefined, null)).body.map((card: { id: number }) => card.id);

  it("creates events hidden, in the hall's time, and publishes and hides them", async () => {
    const created = await admin.call("/events/coming-soon", "POST", { ...event(), isActive: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isActive: false, time: "19:30", date: `${day(40)}T19:30:00+04:00` });
    expect(await publicIds("en")).not.toContain(created.body.id);

    const published = await admin.call(`/events/coming-soon/${created.body.id}/toggle-status`, "PATCH", { isActive: true });
    expect(published.body.isActive).toBe(true);
    const russian = (await admin.call("/events/coming-soon?language=ru", "GET", undefined, null)).body;
    expect(russian.find((card: { id: number }) => card.id === created.body.id)).toMatchObject({ title: "Новогодний гала-концерт" });

    await admin.call(`/events/coming-soon/${created.body.id}/toggle-status`, "PATCH", { isActive: false });
    expect(await publicIds("en")).not.toContain(created.body.id);
    expect((await admin.call(`/events/coming-soon/${created.body.id}/toggle-status`, "PATCH", { isActive: 1 })).status).toBe(400);
  });

  it("needs the three titles to create, and a day and time in the spec's format", async () => {
    for (const missing of ["eng", "arm", "rus"]) {
      const response = await admin.call("/events/coming-soon", "POST", { ...event(), translations: texts.filter((t) => t.languageCode !== missing) });
      expect(response.body).toMatchObject({ code: "titles_required" });
    }
    for (const date of ["2026-13-01T19:30:00", "2026-12-01", "2026-12-01T25:00:00", "next friday", 20261201]) {
      expect((await admin.call("/events/coming-soon", "POST", { ...event(), date })).body.code, String(date)).toBe("invalid_date");
    }
    expect((await admin.call("/events/coming-soon", "POST", { translations: texts })).body.code).toBe("date_required");
    expect((await admin.call("/events/coming-soon", "POST", { ...event(), imageUrl: "https://evil.example/x.jpg" })).body.code).toBe("invalid_media_url");
  });

  it("edits with the English title and venue, the date and the time, keeping the publish state", async () => {
    const { id } = (await admin.call("/events/coming-soon", "POST", { ...event(), imageUrl: await admin.upload("event") })).body;
    await admin.call(`/events/coming-soon/${id}/toggle-status`, "PATCH", { isActive: true });
    const refused = await admin.call(`/events/coming-soon/${id}`, "PUT", { ...event(), translations: [{ ...texts[0], location: "" }] });
    expect(refused.body.code).toBe("edit_required_fields");
    const edited = await admin.call(`/events/coming-soon/${id}`, "PUT", { date: `${day(41)}T20:00:00`, translations: [{ ...texts[0], title: "New Year gala 2027" }] });
    expect(edited.body).toMatchObject({ isActive: true, time: "20:00" });
    expect(edited.body.imageUrl).toMatch(/^\/uploads\//);
    const armenian = (await admin.call("/events/coming-soon?language=am", "GET", undefined, null)).body;
    // The Armenian title was cleared by this edit: visitors see the English one rather than an empty card.
    expect(armenian.find((card: { id: number }) => card.id === id).title).toBe("New Year gala 2027");
  });

  it("links a card to a concert page when given an event id, and keeps it on edits that leave it out", async () => {
    const created = await admin.call("/events/coming-soon", "POST", { ...event(), eventId: " 1001 " });
    expect(created.body.eventId).toBe("1001");
    const { id } = created.body;
    await admin.call(`/events/coming-soon/${id}/toggle-status`, "PATCH", { isActive: true });
    const card = async () => (await admin.call("/events/coming-soon?language=ru", "GET", undefined, null)).body.find((c: { id: number }) => c.id === id);
    expect((await card()).eventId).toBe("1001");
    expect((await admin.call(`/events/coming-soon/${id}`, "PUT", event())).body.eventId).toBe("1001");
    for (const bad of ["../admin", "a b", 1001, "x".repeat(65)]) {
      const refused = await admin.call(`/events/coming-soon/${id}`, "PUT", { ...event(), eventId: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body).toMatchObject({ code: "invalid_event_id", message: expect.any(String) });
    }
    expect((await admin.call("/events/coming-soon", "POST", { ...event(), eventId: "no/such" })).body.code).toBe("invalid_event_id");
    expect((await admin.call(`/events/coming-soon/${id}`, "PUT", { ...event(), eventId: "" })).body.eventId).toBeNull();
    expect((await card()).eventId).toBeNull();
  });

  it("keeps unpublished events and writes behind the token, and deletes by id once", async () => {
    expect((await admin.call("/events/coming-soon?includeInactive=true", "GET", undefined, null)).status).toBe(401);
    expect((await admin.call("/events/coming-soon", "POST", event(), null)).status).toBe(401);
    const { id } = (await admin.call("/events/coming-soon", "POST", event())).body;
    expect((await admin.call("/events/coming-soon?includeInactive=true")).body.map((item: { id: number }) => item.id)).toContain(id);
    expect((await admin.call(`/events/coming-soon/${id}`, "DELETE")).status).toBe(204);
    expect((await admin.call(`/events/coming-soon/${id}`, "DELETE")).status).toBe(404);
  });
});
