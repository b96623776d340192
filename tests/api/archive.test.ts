import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveSearch, parseArchiveQuery, seasonOf } from "../../app/features/programmes/archive";
import { archivePage } from "../../app/features/programmes/archive.server";
import type { Lang } from "../../app/i18n/languages";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

// Past concerts added by staff (POST /api/admin/concerts) with their programmes, read back through the archive.
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const ids: Record<string, string> = {};

type Work = { composer: string; title: string };
const text = (subtitle: string, works: Work[], published = true) => ({ subtitle, works, notes: "", talk: null, notice: "", published });
const titles = (en: string, am: string, ru: string) => ({ en: { title: en }, am: { title: am }, ru: { title: ru } });
const person = (en: string, am: string, ru: string) => ({
  translations: { en: { name: en, role: "", bio: "" }, am: { name: am, role: "", bio: "" }, ru: { name: ru, role: "", bio: "" } },
});

async function pastConcert(date: string, translations: ReturnType<typeof titles>, programme: Record<string, unknown>) {
  const added = await admin.call("/admin/concerts", "POST", { date, translations });
  expect(added.status).toBe(201);
  const saved = await admin.call(`/admin/concerts/${added.body.eventId}/programme`, "PUT", programme);
  expect(saved.status).toBe(200);
  return added.body.eventId as string;
}

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
}

const read = (lang: Lang, search = "") => archivePage(server.db, lang, parseArchiveQuery(new URLSearchParams(search)));

beforeAll(async () => {
  server = await startTestServer({ site: true, catalogue: { freshMs: 0 } });
  admin = await signedInAdmin(server, "archive-admin");
  const topchyan = (await admin.call("/admin/artists", "POST", person("Eduard Topchjan", "Էդուարդ Թոփչյան", "Эдуард Топчян"))).body;
  const petrosyan = (await admin.call("/admin/artists", "POST", person("Anna Petrosyan", "Աննա Պետրոսյան", "Анна Петросян"))).body;
  const symphonies = (
    await admin.call("/admin/series", "POST", {
      translations: { en: { name: "Great Symphonies", description: "" }, am: { name: "Մեծ սիմֆոնիաներ", description: "" }, ru: { name: "Великие симфонии", description: "" } },
    })
  ).body;
  const masquerade = { composer: "Aram Khachaturian", title: "Masquerade Suite" };
  const all = (subtitle: string, works: Work[]) => ({ am: text(subtitle, works), en: text(subtitle, works), ru: text(subtitle, works) });

  ids.gala = await pastConcert("2024-10-05T19:00:00+04:00", titles("Khachaturian Gala", "Խաչատրյանական գալա", "Гала Хачатуряна"), {
    seriesId: symphonies.id,
    genres: ["symphonic"],
    performers: [{ artistId: topchyan.id, role: "conductor" }],
    translations: all("Season opening", [masquerade]),
  });
  // The last evening of the 2023-24 season and the first minutes of 2024-25 (20:30 UTC on 31 August).
  ids.lastOfSeason = await pastConcert("2024-08-31T19:00:00+04:00", titles("Mozart Evening", "Մոցարտի երեկո", "Вечер Моцарта"), {
    genres: ["chamber"],
    performers: [{ artistId: petrosyan.id, role: "soloist" }],
    translations: all("", [{ composer: "Wolfgang Amadeus Mozart", title: "Piano Concerto No. 21" }]),
  });
  ids.firstOfSeason = await pastConcert("2024-09-01T00:30:00+04:00", titles("Midnight Trio", "Կեսգիշերային տրիո", "Полуночное трио"), {
    seriesId: symphonies.id,
    genres: ["chamber"],
    performers: [
      { artistId: petrosyan.id, role: "soloist" },
      { artistId: topchyan.id, role: "conductor" },
    ],
    translations: all("", [masquerade, { composer: "Dmitri Shostakovich", title: "Piano Trio No. 2" }]),
  });
  // Published in English only: the other languages' archives leave it out, as its page answers 410 there.
  ids.englishOnly = await pastConcert("2023-03-10T19:00:00+04:00", titles("Spring Recital", "Գարնանային մենահամերգ", "Весенний концерт"), {
    genres: ["recital"],
    translations: { en: text("", [{ composer: "Komitas", title: "Songs" }]), am: text("", [{ composer: "Komitas", title: "Songs" }], false) },
  });
  for (let day = 1; day <= 24; day++) {
    const date = `2020-01-${String(day).padStart(2, "0")}T19:00:00+04:00`;
    ids[`filler${day}`] = await pastConcert(date, titles(`Winter concert ${day}`, `Ձմեռային համերգ ${day}`, `Зимний концерт ${day}`), {
      genres: ["folk"],
      translations: all("", [{ composer: "Tigran Mansurian", title: `Miniature ${day}` }]),
    });
  }
  // The first page loads the routes' modules of the build: here, not in the first test's time.
  await page("/en/archive");
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe("the archive of past concerts", () => {
  it("lists past concerts newest first, 24 a page, each with its date, title, works, performers and series", async () => {
    const first = await read("en");
    expect(first.total).toBe(28);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(24);
    expect(first.items.slice(0, 4).map((item) => item.eventId)).toEqual([ids.gala, ids.firstOfSeason, ids.lastOfSeason, ids.englishOnly]);
    expect(first.items[0]).toEqual({
      eventId: ids.gala,
      startsAt: "2024-10-05T15:00:00.000Z",
      title: "Khachaturian Gala",
      subtitle: "Season opening",
      works: [{ composer: "Aram Khachaturian", title: "Masquerade Suite" }],
      performers: [{ name: "Eduard Topchjan", role: "Conductor" }],
      series: "Great Symphonies",
    });
    const second = await read("en", "page=2");
    expect(second.items.map((item) => item.eventId)).toEqual([ids.filler4, ids.filler3, ids.filler2, ids.filler1]);
    expect((await read("en", "page=3")).items).toEqual([]);
  });

  it("leaves out a cancelled concert", async () => {
    const cancelled = await pastConcert("2024-11-20T19:00:00+04:00", titles("Cancelled", "Չեղարկված", "Отменён"), {
      status: "cancelled",
      translations: { en: text("", [{ composer: "Aram Khachaturian", title: "Spartacus" }]) },
    });
    expect((await read("en", "season=2024-25")).items.map((item) => item.eventId)).not.toContain(cancelled);
  });

  it("leaves out concerts to come, even with a published programme", async () => {
    const { events } = await server.services.catalogue.listEvents("en");
    const coming = events.find((event) => event.startsAt && Date.parse(event.startsAt) > Date.now() + 86_400_000)!;
    expect((await admin.call(`/admin/concerts/${coming.eventId}/programme`, "PUT", { translations: { en: text("", [{ composer: "Aram Khachaturian", title: "Gayane" }]) } })).status).toBe(200);
    const { items, options } = await read("en", "composer=Aram+Khachaturian");
    expect(items.map((item) => item.eventId)).not.toContain(coming.eventId);
    expect(options.composers).toContain("Aram Khachaturian");
  });

  it("narrows by season (September to August in the hall's time), composer, performer, series and genre", async () => {
    const eventIds = async (search: string) => (await read("en", search)).items.map((item) => item.eventId);
    expect(await eventIds("season=2024-25")).toEqual([ids.gala, ids.firstOfSeason]);
    expect(await eventIds("season=2023-24")).toEqual([ids.lastOfSeason]);
    expect(await eventIds("season=2022-23")).toEqual([ids.englishOnly]);
    expect(await eventIds("composer=aram%20khachaturian")).toEqual([ids.gala, ids.firstOfSeason]);
    expect(await eventIds("performer=anna-petrosyan")).toEqual([ids.firstOfSeason, ids.lastOfSeason]);
    expect(await eventIds("series=great-symphonies")).toEqual([ids.gala, ids.firstOfSeason]);
    expect(await eventIds("genre=chamber")).toEqual([ids.firstOfSeason, ids.lastOfSeason]);
    expect((await read("en", "genre=folk")).total).toBe(24);
  });

  it("combines the filters", async () => {
    const eventIds = async (search: string) => (await read("en", search)).items.map((item) => item.eventId);
    expect(await eventIds("season=2024-25&genre=chamber")).toEqual([ids.firstOfSeason]);
    expect(await eventIds("performer=eduard-topchjan&composer=Dmitri+Shostakovich")).toEqual([ids.firstOfSeason]);
    expect(await eventIds("season=2023-24&series=great-symphonies")).toEqual([]);
  });

  it("offers the seasons, composers, performers, series and genres the archive holds", async () => {
    const { options } = await read("en");
    expect(options.seasons).toEqual(["2024-25", "2023-24", "2022-23", "2019-20"]);
    expect(options.composers).toEqual(["Aram Khachaturian", "Dmitri Shostakovich", "Komitas", "Tigran Mansurian", "Wolfgang Amadeus Mozart"]);
    expect(options.performers).toEqual([
      { slug: "anna-petrosyan", name: "Anna Petrosyan" },
      { slug: "eduard-topchjan", name: "Eduard Topchjan" },
    ]);
    expect(options.series).toEqual([{ slug: "great-symphonies", name: "Great Symphonies" }]);
    expect(options.genres).toEqual(["symphonic", "chamber", "folk", "recital"]);
  });

  it("shows nothing for a season outside the archive, and ignores malformed filters", async () => {
    const before = await read("en", "season=1950-51");
    expect(before.query.season).toBe("1950-51");
    expect(before.total).toBe(0);
    expect(before.items).toEqual([]);
    expect(before.options.seasons).toHaveLength(4);
    for (const search of ["season=2024-26", "season=abc", "season=%00", "page=0", "page=-1", "page=1e3", "genre=rock", "series=Not%20A%20Slug", "performer=%F0%9F%8E%BB", `composer=${"x".repeat(400)}`]) {
      const page = await read("en", search);
      expect(page.total, search).toBe(28);
      expect(page.items[0]!.eventId, search).toBe(ids.gala);
    }
    expect(parseArchiveQuery(new URLSearchParams("season=2099-00&page=9999"))).toMatchObject({ season: "2099-00", page: 1 });
  });

  it("reads each concert in the visitor's language, with only the programmes published in it", async () => {
    const armenian = await read("am", "season=2024-25");
    expect(armenian.items[0]).toMatchObject({ title: "Խաչատրյանական գալա", performers: [{ name: "Էդուարդ Թոփչյան", role: "Դիրիժոր" }], series: "Մեծ սիմֆոնիաներ" });
    const russian = await read("ru", "season=2024-25");
    expect(russian.items[0]).toMatchObject({ title: "Гала Хачатуряна", performers: [{ name: "Эдуард Топчян", role: "Дирижёр" }], series: "Великие симфонии" });
    expect((await read("am")).total).toBe(27);
    expect((await read("ru")).options.genres).not.toContain("recital");
    expect((await read("en", "genre=recital")).items.map((item) => item.eventId)).toEqual([ids.englishOnly]);
  });

  it("counts a season from 1 September in Yerevan", () => {
    expect(seasonOf(new Date("2024-08-31T19:59:00Z"))).toBe("2023-24");
    expect(seasonOf(new Date("2024-08-31T20:00:00Z"))).toBe("2024-25");
    expect(seasonOf(new Date("1999-12-31T12:00:00Z"))).toBe("1999-00");
  });
});

describe("the archive page", () => {
  const headings = { am: "Համերգների արխիվ", en: "Concert archive", ru: "Архив концертов" };
  const galaTitles = { am: "Խաչատրյանական գալա", en: "Khachaturian Gala", ru: "Гала Хачатуряна" };

  it("is rendered on the server in each language, with its filters as a GET form and each concert linking to its page", async () => {
    for (const lang of ["am", "en", "ru"] as const) {
      const { status, html } = await page(`/${lang}/archive?season=2024-25`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${headings[lang]} | `);
      expect(html).toContain(galaTitles[lang]);
      expect(html).toContain("Masquerade Suite");
      expect(html).toContain(`href="/${lang}/orchestra/event/${ids.gala}"`);
      expect(html).toMatch(new RegExp(`<form[^>]*method="get"[^>]*action="/${lang}/archive"|<form[^>]*action="/${lang}/archive"[^>]*method="get"`));
      expect(html).toContain('<option value="2024-25" selected=""');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/archive"/);
      expect(html).toContain(`hrefLang="ru" href="${server.url}/ru/archive"`);
      expect(html).not.toContain("Winter concert");
    }
  });

  it("pages with links that keep the filters", async () => {
    const first = await page("/en/archive");
    expect(first.html).toContain('href="/en/archive?page=2"');
    const second = await page("/en/archive?page=2");
    expect(second.html).toContain("Winter concert 1<");
    expect(second.html).toContain('href="/en/archive"');
    expect(archiveSearch({ ...parseArchiveQuery(new URLSearchParams("genre=folk&composer=Komitas&x=1")), page: 2 })).toBe("?composer=Komitas&genre=folk&page=2");
  });

  it("answers a season outside the archive with no concerts and the way to the concerts to come; malformed filters never fail", async () => {
    for (const lang of ["am", "en", "ru"] as const) {
      const { status, html } = await page(`/${lang}/archive?season=1950-51`);
      expect(status).toBe(200);
      expect(html).toContain('data-testid="archive-empty"');
      expect(html).toContain(`href="/${lang}/concerts"`);
    }
    for (const search of ["season=2024-26", "page=abc", "genre=%E2%80%AE", "composer=%00", "season=2024-25&season=x", "performer[]=a"]) {
      const { status, html } = await page(`/en/archive?${search}`);
      expect(status, search).toBe(200);
      expect(html, search).toContain("Khachaturian Gala");
    }
  });
});

describe("the site search", () => {
  it("finds past concerts by their works, marked as past, newest first and after the concerts to come", async () => {
    const { events } = await server.services.catalogue.listEvents("en");
    const coming = events.find((event) => event.startsAt && Date.parse(event.startsAt) > Date.now() + 86_400_000)!;
    await admin.call(`/admin/concerts/${coming.eventId}/programme`, "PUT", { translations: { en: text("", [{ composer: "Aram Khachaturian", title: "Gayane" }]) } });
    await server.services.search.refresh();
    const response = await fetch(`${server.url}/api/search?q=Khachaturian&language=en&limit=50`);
    const { results } = (await response.json()) as { results: { type: string; url: string; date?: string }[] };
    const past = results.filter((result) => result.type === "past");
    expect(past.map((result) => result.url)).toEqual([`/en/orchestra/event/${ids.gala}`, `/en/orchestra/event/${ids.firstOfSeason}`]);
    expect(past[0]!.date).toBe("2024-10-05T15:00:00.000Z");
    expect(results.findIndex((result) => result.type === "past")).toBe(results.length - past.length);
    expect(results.some((result) => result.url === `/en/orchestra/event/${coming.eventId}`)).toBe(true);

    const { html } = await page("/ru/search?q=Masquerade");
    expect(html).toContain("Прошедшие концерты");
    expect(html).toContain("Гала Хачатуряна");
  });
});
