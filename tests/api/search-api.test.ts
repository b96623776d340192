import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../app/features/search/schema";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  await server.services.search.refresh();
});
afterAll(async () => {
  await server?.close();
});

async function search(q: string, language: string, limit = 20): Promise<SearchAnswer> {
  const response = await fetch(`${server.url}/api/search?${new URLSearchParams({ q, language, limit: String(limit) })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const concertUrls = (answer: SearchAnswer) => answer.results.filter((result) => result.type === "concert").map((result) => result.url).sort();

describe("search across three scripts", () => {
  it.each(["am", "en", "ru"])("finds the same concerts in %s for Khachaturian however it is written", async (language) => {
    const spellings = ["Khachaturian", "khachaturyan", "Хачатурян", "Խաչատրյան"];
    const answers = await Promise.all(spellings.map((q) => search(q, language)));
    const first = concertUrls(answers[0]!);
    // The demo season has the Spartacus and Gayane evening and the piano recital with his Toccata.
    expect(first.length).toBeGreaterThanOrEqual(2);
    for (const answer of answers) expect(concertUrls(answer)).toEqual(first);
    for (const url of first) expect(url.startsWith(`/${language}/orchestra/event/`)).toBe(true);
  });

  it("still finds them with a typo", async () => {
    expect(concertUrls(await search("Khachaturain", "en"))).toEqual(concertUrls(await search("Khachaturian", "en")));
  });

  it("finds while typing the first letters", async () => {
    expect(concertUrls(await search("khach", "en"))).toEqual(concertUrls(await search("Khachaturian", "en")));
  });

  it("puts the concert whose title is the query first, then upcoming concerts by date", async () => {
    const { results } = await search("Khachaturian", "en");
    const concerts = results.filter((result) => result.type === "concert");
    const dates = concerts.map((result) => result.date!);
    expect(dates).toEqual([...dates].sort());
    expect(results[0]!.type).toBe("concert");
  });

  it("finds Komitas in every script, and marks the match in the snippet", async () => {
    for (const q of ["Komitas", "Комитас", "Կոմիտաս"]) {
      const { results } = await search(q, "en");
      const quartet = results.find((result) => result.type === "concert" && /Komitas/.test(result.snippet));
      expect(quartet, q).toBeDefined();
      const [start, end] = quartet!.marks[0]!;
      expect(quartet!.snippet.slice(start, end)).toBe("Komitas");
    }
  });

  it("finds the site's pages in the page's language", async () => {
    const rent = await search("rental", "en");
    expect(rent.results.some((result) => result.type === "page" && result.url === "/en/venue/rent")).toBe(true);
    const russian = await search("аренда", "ru");
    expect(russian.results.some((result) => result.type === "page" && result.url === "/ru/venue/rent")).toBe(true);
    const armenian = await search("մատչելիություն", "am");
    expect(armenian.results.some((result) => result.url === "/am/venue/accessibility")).toBe(true);
  });

  it("answers an empty list for an empty query or one nothing matches", async () => {
    expect((await search("", "en")).results).toEqual([]);
    expect((await search("   ", "en")).results).toEqual([]);
    expect((await search("zzqxv", "en")).results).toEqual([]);
  });

  it("keeps hostile queries inert: no markup, no SQL, cut at 100 characters", async () => {
    for (const q of ["<script>alert(1)</script>", "'; drop table search_documents; --", "%_%", "\\", "Khach%"]) {
      const answer = await search(q, "en");
      for (const result of answer.results) expect(result.snippet).not.toContain("<script");
    }
    expect((await search("Khachaturian", "en")).results.length).toBeGreaterThan(0);
    const long = await search("k".repeat(500), "en");
    expect(long.query).toHaveLength(100);
  });

  it("reads unknown languages and limits as the defaults instead of failing", async () => {
    const response = await fetch(`${server.url}/api/search?q=Khachaturian&language=xx&limit=abc`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SearchAnswer;
    expect(answer.results.every((result) => result.url.startsWith("/am/"))).toBe(true);
    const two = await search("Khachaturian", "en", 1);
    expect(two.results).toHaveLength(1);
  });
});

describe("keeping the index up to date", () => {
  it("writes nothing while its sources give what they gave, and follows a change at the next refresh", async () => {
    const { db } = server;
    const { searchDocuments } = await import("../../app/db/schema/search");
    const { sql } = await import("drizzle-orm");
    await server.services.search.refresh();
    // A row tampered with behind the index's back stays as it is while nothing changed at the source...
    await db.update(searchDocuments).set({ title: "Tampered" }).where(sql`${searchDocuments.key} = 'page:/venue/rent' and ${searchDocuments.languageCode} = 'en'`);
    await server.services.search.refresh();
    const [row] = await db.select({ title: searchDocuments.title }).from(searchDocuments).where(sql`${searchDocuments.key} = 'page:/venue/rent' and ${searchDocuments.languageCode} = 'en'`);
    expect(row!.title).toBe("Tampered");
    // ...and a source that gives something new is written at the next refresh.
    const { publishedDocuments } = await import("../../app/db/schema/published-documents");
    const { forgetReads } = await import("../../app/db/read-cache.server");
    await db
      .update(publishedDocuments)
      .set({ published: sql`jsonb_set(${publishedDocuments.published}, '{lead}', '"Zvartnotsian acoustics."')` })
      .where(sql`${publishedDocuments.kind} = 'page' and ${publishedDocuments.key} = 'hall-history' and ${publishedDocuments.lang} = 'en'`);
    forgetReads(db, "pages:");
    await server.services.search.refresh();
    const found = await search("Zvartnotsian", "en");
    expect(found.results.map((result) => result.url)).toEqual(["/en/about/history"]);
  });
});

describe("typo tolerance follows what the index holds", () => {
  const wordsLike = async (word: string) => {
    const { searchWords } = await import("../../app/db/schema/search");
    const { eq } = await import("drizzle-orm");
    return (await server.db.select({ language: searchWords.languageCode, documents: searchWords.documents }).from(searchWords).where(eq(searchWords.word, word))).sort((a, b) => a.language.localeCompare(b.language));
  };
  const artistUrls = async (q: string, language: string, limit?: number) => (await search(q, language, limit)).results.filter((result) => result.type === "artist").map((result) => result.url);

  it("finds a typo'd name while an artist has it, and not after it is renamed or removed", async () => {
    const { signedInAdmin } = await import("../helpers/admin-client");
    const editor = await signedInAdmin(server, "search-words", "editor");
    const named = (en: string, ru: string, am: string) => ({
      translations: { en: { name: en, role: "Duduk", bio: "Folk songs." }, ru: { name: ru, role: "Дудук", bio: "Народные песни." }, am: { name: am, role: "Դուդուկ", bio: "Ժողովրդական երգեր։" } },
    });
    const created = await editor.call("/admin/artists", "POST", named("Vardan Zorakhanyan", "Вардан Зораханян", "Վարդան Զորախանյան"));
    expect(created.status).toBe(201);
    await server.services.search.refresh();
    const url = (language: string) => `/${language}/artists/${created.body.slug}`;
    // Typos and other spellings in each script, none of them folding to a part of the stored name.
    for (const [q, language] of [
      ["Zorakhnayan", "en"],
      ["Zorachanjan", "en"],
      ["Зарохонян", "ru"],
      ["Զորախնյան", "am"],
    ] as const) {
      expect(await artistUrls(q, language), `${q} in ${language}`).toEqual([url(language)]);
    }
    expect(await wordsLike("zorakhanyan")).toEqual([
      { language: "am", documents: 1 },
      { language: "en", documents: 1 },
      { language: "ru", documents: 1 },
    ]);

    const renamed = await editor.call(`/admin/artists/${created.body.id}`, "PUT", named("Vardan Melikyan", "Вардан Меликян", "Վարդան Մելիքյան"));
    expect(renamed.status).toBe(200);
    await server.services.search.refresh();
    // (Another limit: the answer for the same address is kept for 5 s, like any public read.)
    expect(await artistUrls("Zorakhnayan", "en", 19)).toEqual([]);
    expect(await artistUrls("Зарохонян", "ru", 19)).toEqual([]);
    expect(await wordsLike("zorakhanyan")).toEqual([]);
    expect(await artistUrls("Melkyan", "en")).toEqual([url("en")]);

    expect((await editor.call(`/admin/artists/${created.body.id}`, "DELETE")).status).toBe(204);
    await server.services.search.refresh();
    expect(await artistUrls("Melkyan", "en", 19)).toEqual([]);
    expect(await wordsLike("melikyan")).toEqual([]);
  });
});

describe("reading only what changed", () => {
  it("folds again only the documents whose text changed, when a source hands back a new list of the same documents", async () => {
    const { createSearchIndex } = await import("../../app/features/search/search-index.server");
    const { searchDocuments } = await import("../../app/db/schema/search");
    const { and, eq, like } = await import("drizzle-orm");
    // A list of 600 (more than the index folds between two pauses for other requests), made anew at every read.
    let seventh = "Quenthorpe rehearsal";
    let documents = 600;
    const index = createSearchIndex({
      db: server.db,
      log: server.services.log,
      sources: [
        {
          prefix: "bulk:",
          documents: async (lang) =>
            Array.from({ length: documents }, (_, i) => ({ key: `bulk:${i}`, kind: "page" as const, title: i === 7 ? seventh : `Gallery wall ${i}`, body: "Pictures of the hall.", url: `/${lang}/bulk/${i}`, startsAt: null })),
        },
      ],
    });
    const stored = async (key: string) =>
      (await server.db.select({ title: searchDocuments.title, folded: searchDocuments.foldedTitle }).from(searchDocuments).where(and(eq(searchDocuments.key, key), eq(searchDocuments.languageCode, "en"))))[0];
    await index.refresh();
    expect(await stored("bulk:7")).toEqual({ title: "Quenthorpe rehearsal", folded: "quenthorpe rehearsal" });
    seventh = "Хачатурян matinée";
    await index.refresh();
    expect(await stored("bulk:7")).toEqual({ title: "Хачатурян matinée", folded: "khachaturyan matine" });
    expect(await stored("bulk:599")).toEqual({ title: "Gallery wall 599", folded: "galery val 599" });
    // The source gives nothing now: its documents leave the index.
    documents = 0;
    await index.refresh();
    expect(await server.db.select({ key: searchDocuments.key }).from(searchDocuments).where(like(searchDocuments.key, "bulk:%"))).toEqual([]);
  });

  it("reads artists and series again only after a write through the admin marks them stale", async () => {
    const { createSearchIndex } = await import("../../app/features/search/search-index.server");
    const [{ artistSearchSource }, { seriesSearchSource }] = await Promise.all([import("../../app/features/artists/public.server"), import("../../app/features/series/public.server")]);
    const { signedInAdmin } = await import("../helpers/admin-client");
    // The real sources on the server's database, counting how often the index reads them.
    const reads = { artist: 0, series: 0 };
    const counted = (source: ReturnType<typeof artistSearchSource>, name: keyof typeof reads) => ({
      ...source,
      documents: (lang: Parameters<typeof source.documents>[0]) => {
        reads[name] += 1;
        return source.documents(lang);
      },
    });
    const index = createSearchIndex({ db: server.db, log: server.services.log, sources: [counted(artistSearchSource(server.db), "artist"), counted(seriesSearchSource(server.db), "series")] });
    await index.refresh();
    expect(reads).toEqual({ artist: 3, series: 3 });
    await index.refresh();
    await index.refresh();
    expect(reads).toEqual({ artist: 3, series: 3 });

    const editor = await signedInAdmin(server, "stale-marker", "editor");
    const created = await editor.call("/admin/series", "POST", { translations: { en: { name: "Quietude evenings", description: "Chamber music by candlelight." } } });
    expect(created.status).toBe(201);
    await index.refresh();
    // Artists and series are one family of records (a series' page lists its artists' concerts): both are read again, once.
    expect(reads).toEqual({ artist: 6, series: 6 });
    await index.refresh();
    expect(reads).toEqual({ artist: 6, series: 6 });
    // What was read is in the index (whichever instance wrote it first).
    await server.services.search.refresh();
    expect((await search("Quietude", "en")).results.map((result) => result.url)).toEqual([`/en/series/${created.body.slug}`]);
  });

  it("finds the privacy policy and the terms of use in each language", async () => {
    for (const [q, language, url] of [
      ["privacy policy", "en", "/en/privacy"],
      ["terms of use", "en", "/en/terms"],
      ["Политика конфиденциальности", "ru", "/ru/privacy"],
      ["Условия использования", "ru", "/ru/terms"],
      ["Գաղտնիության քաղաքականություն", "am", "/am/privacy"],
      ["Օգտագործման պայմաններ", "am", "/am/terms"],
    ] as const) {
      expect((await search(q, language)).results[0], `${q} in ${language}`).toMatchObject({ type: "page", url });
    }
  });
});

describe("what staff write is found", () => {
  it("finds an artist an editor creates, by any script, once the index refreshes (every 30 s on every instance)", async () => {
    const { signedInAdmin } = await import("../helpers/admin-client");
    const editor = await signedInAdmin(server, "search-editor", "editor");
    const created = await editor.call("/admin/artists", "POST", {
      translations: {
        en: { name: "Sergey Smbatyan", role: "Conductor", bio: "Artistic director of the orchestra." },
        ru: { name: "Сергей Смбатян", role: "Дирижёр", bio: "Художественный руководитель оркестра." },
        am: { name: "Սերգեյ Սմբատյան", role: "Դիրիժոր", bio: "Նվագախմբի գեղարվեստական ղեկավար։" },
      },
    });
    expect(created.status).toBe(201);
    // (A different limit: the answer for the same address is kept for 5 s, like any public read.)
    expect((await search("Smbatyan", "en", 19)).results.some((result) => result.type === "artist")).toBe(false);
    await server.services.search.refresh();
    for (const [q, language, title] of [
      ["Smbatyan", "en", "Sergey Smbatyan"],
      ["Смбатян", "en", "Sergey Smbatyan"],
      ["Սմբատյան", "ru", "Сергей Смбатян"],
      ["smbatian", "am", "Սերգեյ Սմբատյան"],
    ] as const) {
      const artist = (await search(q, language)).results.find((result) => result.type === "artist");
      expect(artist, `${q} in ${language}`).toMatchObject({ title, url: `/${language}/artists/${created.body.slug}` });
    }
  });

  it("finds a concert by the works of its published programme, and not by a draft", async () => {
    const { signedInAdmin } = await import("../helpers/admin-client");
    const editor = await signedInAdmin(server, "search-programmes", "editor");
    const concert = (await editor.call("/admin/concerts?limit=1")).body.items[0].eventId as string;
    const works = [{ composer: "Tigran Mansurian", title: "Agnus Dei" }];
    const saved = await editor.call(`/admin/concerts/${concert}/programme`, "PUT", {
      translations: { en: { works, published: true }, ru: { works: [{ composer: "Тигран Мансурян", title: "Agnus Dei" }], published: false } },
    });
    expect(saved.status).toBe(200);
    await server.services.search.refresh();
    const english = await search("Mansurian", "en");
    expect(english.results.map((result) => result.url)).toContain(`/en/orchestra/event/${concert}`);
    expect((await search("Мансурян", "ru")).results.map((result) => result.url)).not.toContain(`/ru/orchestra/event/${concert}`);
  });
});
