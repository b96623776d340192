import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programmeStored } from "../../app/features/programmes/programmes.server";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let editor: Awaited<ReturnType<typeof signedInAdmin>>;
let eventIds: string[];

const artist = (name: string, extra: Record<string, unknown> = {}) => ({ translations: { en: { name, role: "Violin", bio: "Born in Yerevan." } }, ...extra });
const series = (name: string, extra: Record<string, unknown> = {}) => ({ translations: { en: { name, description: "Evenings of chamber music." } }, ...extra });
const text = (extra: Record<string, unknown> = {}) => ({
  subtitle: "An evening of Russian music",
  works: [{ composer: "Dmitri Shostakovich", title: "Piano Trio No. 2", duration: "PT27M" }, { intermission: true }, { composer: "Sergei Rachmaninoff", title: "Trio élégiaque No. 1" }],
  notes: "<h3>About</h3><p>Written in <strong>1944</strong>.</p>",
  talk: { time: "18:30", place: "Small hall foyer", speaker: "Anna Petrosyan" },
  notice: "",
  published: true,
  ...extra,
});

async function publicRead(eventId: string, language: string) {
  const response = await fetch(`${server.url}/api/concerts/${eventId}/programme?language=${language}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (await response.json()) as Record<string, any>;
  return { status: response.status, body, headers: response.headers };
}

beforeAll(async () => {
  // Fresh provider reads every time, so a concert the provider drops is seen as dropped at once.
  server = await startTestServer({ catalogue: { freshMs: 0 } });
  admin = await signedInAdmin(server, "programmes-admin");
  editor = await signedInAdmin(server, "programmes-editor", "editor");
  const list = await admin.call("/admin/concerts?limit=100");
  eventIds = list.body.items.map((item: { eventId: string }) => item.eventId);
});
afterAll(async () => {
  await server?.close();
});

describe("artists", () => {
  it("creates an artist with an address made from the English name, unique with -2, and an editor may too", async () => {
    const first = await editor.call("/admin/artists", "POST", artist("Sergei Khachatryan"));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ slug: "sergei-khachatryan", imageUrl: null, links: [], translations: { en: { name: "Sergei Khachatryan" } } });
    const second = await admin.call("/admin/artists", "POST", artist("Sergei  Khachatryan!"));
    expect(second.body.slug).toBe("sergei-khachatryan-2");
    const cyrillic = await admin.call("/admin/artists", "POST", artist("Дмитрий Шостакович"));
    expect(cyrillic.body.slug).toBe("dmitriy-shostakovich");
    const armenian = await admin.call("/admin/artists", "POST", artist("Արամ Խաչատրյան"));
    expect(armenian.body.slug).toBe("aram-khachatryan");
    const list = await admin.call("/admin/artists");
    expect(list.body.map((item: { slug: string }) => item.slug)).toEqual(expect.arrayContaining(["sergei-khachatryan", "sergei-khachatryan-2"]));
  });

  it("takes a photo uploaded for staff photos (re-encoded) and https links; keeps the other languages", async () => {
    const imageUrl = await admin.upload("staff");
    const created = await admin.call(
      "/admin/artists",
      "POST",
      artist("Narek Hakhnazaryan", { imageUrl, links: ["https://narek.example"], translations: { en: { name: "Narek Hakhnazaryan", role: "Cello", bio: "" }, ru: { name: "Нарек Ахназарян", role: "Виолончель", bio: "Родился в Ереване." } } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(imageUrl);
    expect(created.body.translations.ru.name).toBe("Нарек Ахназарян");
    const image = await fetch(new URL(imageUrl, server.url));
    expect(image.status).toBe(200);
  });

  it("refuses each bad field with 400 {code, message, fields}", async () => {
    const cases: [unknown, string, string][] = [
      [{ translations: { en: { name: "" } } }, "translations.en.name", "required"],
      [{ translations: { ru: { name: "Только русский" } } }, "translations.en", "invalid_type"],
      [{}, "translations", "required"],
      [artist("X", { links: ["http://plain.example"] }), "links.0", "invalid_url"],
      [artist("X", { links: ["javascript:alert(1)"] }), "links.0", "invalid_url"],
      [artist("X", { links: Array.from({ length: 11 }, (_, i) => `https://a${i}.example`) }), "links", "too_many"],
      [artist("X", { slug: "Not A Slug" }), "slug", "invalid_slug"],
      [{ translations: { en: { name: "x".repeat(201) } } }, "translations.en.name", "too_long"],
      [{ translations: { en: { name: "X", bio: "x".repeat(20_001) } } }, "translations.en.bio", "too_long"],
      [{ translations: { en: { name: 42 } } }, "translations.en.name", "invalid"],
      [[1, 2], "body", "invalid_type"],
    ];
    for (const [body, field, problem] of cases) {
      const response = await admin.call("/admin/artists", "POST", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe("invalid_request");
      expect(response.body.fields[field], JSON.stringify(response.body)).toBe(problem);
      expect(typeof response.body.message).toBe("string");
    }
    const banner = await admin.upload("banner");
    const wrongPurpose = await admin.call("/admin/artists", "POST", artist("X", { imageUrl: banner }));
    expect(wrongPurpose.status).toBe(400);
    const foreign = await admin.call("/admin/artists", "POST", artist("X", { imageUrl: "https://evil.example/x.png" }));
    expect(foreign.status).toBe(400);
  });

  it("updates, refuses a taken address (409), and deletes (404 after)", async () => {
    const created = (await admin.call("/admin/artists", "POST", artist("Lusine Grigoryan"))).body;
    const updated = await admin.call(`/admin/artists/${created.id}`, "PUT", artist("Lusine Grigoryan", { slug: "lusine", links: ["https://lusine.example"] }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, slug: "lusine", links: ["https://lusine.example"] });
    const kept = await admin.call(`/admin/artists/${created.id}`, "PUT", artist("Lusine G."));
    expect(kept.body.slug).toBe("lusine");
    const taken = await admin.call(`/admin/artists/${created.id}`, "PUT", artist("Lusine", { slug: "sergei-khachatryan" }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("slug_taken");
    expect((await admin.call("/admin/artists/999999", "PUT", artist("Nobody"))).status).toBe(404);
    expect((await admin.call("/admin/artists/abc", "PUT", artist("Nobody"))).status).toBe(400);
    expect((await admin.call(`/admin/artists/${created.id}`, "DELETE")).status).toBe(204);
    expect((await admin.call(`/admin/artists/${created.id}`, "DELETE")).status).toBe(404);
  });

  it("keeps hostile HTML in a name as text", async () => {
    const created = await admin.call("/admin/artists", "POST", artist('<img src=x onerror="alert(1)">'));
    expect(created.status).toBe(201);
    expect(created.body.translations.en.name).toBe('<img src=x onerror="alert(1)">');
    expect(created.body.slug).toBe("img-src-x-onerror-alert-1");
  });
});

describe("series", () => {
  it("creates, updates and deletes a series; its address comes from the English name", async () => {
    const created = await editor.call("/admin/series", "POST", series("Chamber Evenings"));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: "chamber-evenings", imageUrl: null });
    const again = await admin.call("/admin/series", "POST", series("Chamber evenings"));
    expect(again.body.slug).toBe("chamber-evenings-2");
    const imageUrl = await admin.upload("event");
    const updated = await admin.call(`/admin/series/${again.body.id}`, "PUT", series("Chamber evenings II", { imageUrl }));
    expect(updated.body).toMatchObject({ slug: "chamber-evenings-2", imageUrl });
    expect((await admin.call("/admin/series")).body.length).toBeGreaterThanOrEqual(2);
    expect((await admin.call(`/admin/series/${again.body.id}`, "DELETE")).status).toBe(204);
    expect((await admin.call(`/admin/series/${again.body.id}`, "PUT", series("Gone"))).status).toBe(404);
  });

  it("refuses a series without an English name, with a long description or a bad address", async () => {
    for (const [body, field, problem] of [
      [{ translations: { en: { name: "  " } } }, "translations.en.name", "required"],
      [{ translations: { en: { name: "S", description: "x".repeat(5001) } } }, "translations.en.description", "too_long"],
      [series("S", { slug: "-bad-" }), "slug", "invalid_slug"],
    ] as const) {
      const response = await admin.call("/admin/series", "POST", body);
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBe(problem);
    }
  });
});

describe("concert programmes", () => {
  let artistId: number;
  let seriesId: number;
  beforeAll(async () => {
    artistId = (await admin.call("/admin/artists", "POST", artist("Anna Petrosyan"))).body.id;
    seriesId = (await admin.call("/admin/series", "POST", series("Piano Trios"))).body.id;
  });

  it("lists the catalogue's upcoming concerts with every language missing, searchable and paged", async () => {
    expect(eventIds.length).toBeGreaterThan(3);
    const first = await admin.call("/admin/concerts?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0].programme).toEqual({ am: "missing", en: "missing", ru: "missing" });
    expect(first.body.nextCursor).toBe("2");
    const next = await admin.call(`/admin/concerts?limit=2&cursor=${first.body.nextCursor}`);
    expect(next.body.items[0].eventId).toBe(eventIds[2]);
    const name: string = first.body.items[0].name;
    const found = await admin.call(`/admin/concerts?q=${encodeURIComponent(name.slice(0, 6).toUpperCase())}`);
    expect(found.body.items.map((item: { eventId: string }) => item.eventId)).toContain(eventIds[0]);
    expect((await admin.call("/admin/concerts?q=zzzz-no-such-concert")).body.items).toEqual([]);
    for (const query of ["limit=0", "limit=1000", "limit=abc", "cursor=-1"]) expect((await admin.call(`/admin/concerts?${query}`)).status).toBe(400);
  });

  it("saves an English and a Russian programme; publishes English only: visitors read English, not Russian or Armenian", async () => {
    const eventId = eventIds[0]!;
    const blank = await admin.call(`/admin/concerts/${eventId}/programme`);
    expect(blank.status).toBe(200);
    expect(blank.body.translations).toEqual({});
    const saved = await editor.call(`/admin/concerts/${eventId}/programme`, "PUT", {
      seriesId,
      genres: ["chamber", "recital"],
      performers: [{ artistId, role: "soloist" }],
      access: ["wheelchair", "hearing-loop"],
      status: "scheduled",
      translations: { en: text(), ru: text({ subtitle: "Вечер русской музыки", published: false }) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ eventId, seriesId, genres: ["chamber", "recital"], performers: [{ artistId, role: "soloist" }] });
    expect(saved.body.translations.ru.published).toBe(false);

    const english = await publicRead(eventId, "en");
    expect(english.status).toBe(200);
    expect(english.body).toMatchObject({
      eventId,
      language: "en",
      subtitle: "An evening of Russian music",
      series: { slug: "piano-trios", name: "Piano Trios" },
      performers: [{ artistId, slug: "anna-petrosyan", name: "Anna Petrosyan", role: "soloist", roleText: "Violin" }],
      talk: { time: "18:30", place: "Small hall foyer", speaker: "Anna Petrosyan" },
    });
    expect(english.body.works).toEqual([{ composer: "Dmitri Shostakovich", title: "Piano Trio No. 2", duration: "PT27M" }, { intermission: true }, { composer: "Sergei Rachmaninoff", title: "Trio élégiaque No. 1" }]);
    expect(english.headers.get("server-cache-control")).toBe(`max-age=5, query="language lang"`);
    expect((await publicRead(eventId, "ru")).status).toBe(404);
    expect((await publicRead(eventId, "am")).status).toBe(404);
    expect((await publicRead(eventId, "xx")).status).toBe(400);
    expect((await publicRead("not a valid id", "en")).status).toBe(400);

    const states = (await admin.call("/admin/concerts?limit=100")).body.items.find((item: { eventId: string }) => item.eventId === eventId);
    expect(states.programme).toEqual({ am: "missing", en: "published", ru: "draft" });

    // Publishing Russian shows it at once (the kept reads are forgotten on write).
    await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", { ...saved.body, translations: { en: text(), ru: text({ subtitle: "Вечер русской музыки" }) } });
    const russian = await publicRead(eventId, "ru");
    expect(russian.status).toBe(200);
    expect(russian.body.subtitle).toBe("Вечер русской музыки");
    expect(russian.body.performers[0].name).toBe("Anna Petrosyan");
  });

  it("cleans hostile notes on the server: scripts, handlers and javascript: links never come back", async () => {
    const eventId = eventIds[1]!;
    const notes = '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><img src=x onerror=alert(4)></p><h1>Title</h1>';
    const saved = await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", { translations: { en: text({ notes }) } });
    expect(saved.status).toBe(200);
    const stored: string = saved.body.translations.en.notes;
    for (const bad of ["script", "onclick", "javascript:", "iframe", "<img", "onerror"]) expect(stored).not.toContain(bad);
    expect(stored).toContain("<h2>Title</h2>");
    expect((await publicRead(eventId, "en")).body.notes).toBe(stored);
  });

  it("refuses unknown artists, series, genres, access keys, roles, statuses, bad durations and oversized bodies with 400 and the field", async () => {
    const eventId = eventIds[2]!;
    const cases: [unknown, string, string][] = [
      [{ performers: [{ artistId: 999999, role: "soloist" }] }, "performers.0.artistId", "unknown_artist"],
      [{ performers: [{ artistId, role: "drummer" }] }, "performers.0.role", "unknown_role"],
      [{ seriesId: 999999 }, "seriesId", "unknown_series"],
      [{ seriesId: "1" }, "seriesId", "invalid"],
      [{ genres: ["polka"] }, "genres.0", "unknown_genre"],
      [{ genres: ["jazz", "jazz"] }, "genres", "duplicate"],
      [{ access: ["teleport"] }, "access.0", "unknown_access"],
      [{ status: "maybe" }, "status", "unknown_status"],
      [{ translations: { en: text({ works: [{ composer: "A", title: "B", duration: "25 minutes" }] }) } }, "translations.en.works.0.duration", "invalid_duration"],
      [{ translations: { en: text({ works: Array.from({ length: 61 }, () => ({ composer: "A", title: "B" })) }) } }, "translations.en.works", "too_many"],
      [{ translations: { en: text({ notes: "x".repeat(50_001) }) } }, "translations.en.notes", "too_long"],
      [{ translations: { en: text({ talk: { time: "25:99", place: "", speaker: "" } }) } }, "translations.en.talk.time", "invalid_format"],
      [{ translations: { en: { works: [] } } }, "translations.en.published", "invalid"],
      [{ performers: Array.from({ length: 41 }, () => ({ artistId, role: "other" })) }, "performers", "too_many"],
    ];
    for (const [body, field, problem] of cases) {
      const response = await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", body);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(response.body.code).toBe("invalid_request");
      expect(Object.keys(response.body.fields), JSON.stringify(response.body.fields)).toContain(field);
      if (problem !== "invalid_format") expect(response.body.fields[field]).toBe(problem);
    }
    expect((await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", "[not json")).status).toBe(400);
    expect((await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", [1])).status).toBe(400);
    expect(await programmeStored(server.db, eventId)).toBe(false);
    // A body over the API's 1 MB limit.
    expect((await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", { translations: { en: text({ notes: "x".repeat(1_100_000) }) } })).status).toBe(413);
  });

  it("answers 404 for a concert the catalogue does not have", async () => {
    expect((await admin.call("/admin/concerts/999999999/programme")).status).toBe(404);
    expect((await admin.call("/admin/concerts/999999999/programme", "PUT", { translations: { en: text() } })).status).toBe(404);
    expect((await publicRead("999999999", "en")).status).toBe(404);
  });

  it("keeps the programme of a concert the provider drops, hidden, and shows it again when the concert returns", async () => {
    // Read in Russian: the catalogue has not seen this concert in Russian yet, so it asks the provider afresh.
    const eventId = eventIds[3]!;
    await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", { translations: { ru: text({ subtitle: "Still here" }) } });
    server.sandbox.withdraw(eventId);
    try {
      expect((await publicRead(eventId, "ru")).status).toBe(404);
      expect(await programmeStored(server.db, eventId)).toBe(true);
      const kept = await admin.call(`/admin/concerts/${eventId}/programme`);
      expect(kept.body.translations.ru.subtitle).toBe("Still here");
    } finally {
      server.sandbox.restore(eventId);
    }
    const back = await publicRead(eventId, "ru");
    expect(back.status).toBe(200);
    expect(back.body.subtitle).toBe("Still here");
  });

  it("drops a deleted artist from the programmes they were in, and a deleted series from its concerts", async () => {
    const eventId = eventIds[4]!;
    const guest = (await admin.call("/admin/artists", "POST", artist("Guest Conductor"))).body.id;
    const cycle = (await admin.call("/admin/series", "POST", series("Short cycle"))).body.id;
    await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", { seriesId: cycle, performers: [{ artistId: guest, role: "conductor" }], translations: { en: text() } });
    await admin.call(`/admin/artists/${guest}`, "DELETE");
    await admin.call(`/admin/series/${cycle}`, "DELETE");
    const programme = await admin.call(`/admin/concerts/${eventId}/programme`);
    expect(programme.body).toMatchObject({ seriesId: null, performers: [] });
    expect((await publicRead(eventId, "en")).body.series).toBeNull();
  });

  it("refuses every read and write without a session (401) and with an ended one", async () => {
    const eventId = eventIds[0]!;
    const calls: [string, string, unknown?][] = [
      ["/admin/artists", "GET"],
      ["/admin/artists", "POST", artist("X")],
      ["/admin/artists/1", "PUT", artist("X")],
      ["/admin/artists/1", "DELETE"],
      ["/admin/series", "GET"],
      ["/admin/series", "POST", series("X")],
      ["/admin/series/1", "PUT", series("X")],
      ["/admin/series/1", "DELETE"],
      ["/admin/concerts", "GET"],
      [`/admin/concerts/${eventId}/programme`, "GET"],
      [`/admin/concerts/${eventId}/programme`, "PUT", { translations: {} }],
    ];
    for (const [path, method, body] of calls) {
      expect((await admin.call(path, method, body, null)).status, `${method} ${path}`).toBe(401);
      expect((await admin.call(path, method, body, "not-a-session")).status, `${method} ${path}`).toBe(401);
    }
  });
});
