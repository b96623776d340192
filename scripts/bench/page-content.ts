/**
 * The content the new page kinds need (an artist, a series, a concert's programme), added
 * through the admin API as an editor would, so the bench measures those pages with what a visitor
 * sees on them: the artist and series pages list the concert, the concert has its digital programme.
 */

/** The start-up admin the bench's servers are given (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { username: "bench-admin", password: "bench password not secret" };
export const BENCH_ADMIN_ENV = { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password };

/** One of the sandbox's concerts (app/eventhub/demo-concerts.ts). */
export const PROGRAMME_EVENT = "1001";
export const ARTIST_SLUG = "elina-gevorgyan";
export const SERIES_SLUG = "winter-chamber-evenings";

const programmeText = (subtitle: string, notes: string) => ({
  subtitle,
  works: [
    { composer: "Aram Khachaturian", title: "Piano Concerto in D-flat major", duration: "PT35M" },
    { intermission: true },
    { composer: "Dmitri Shostakovich", title: "Symphony No. 5 in D minor, Op. 47", duration: "PT45M" },
  ],
  notes: `<h2>${subtitle}</h2><p>${notes}</p>`,
  talk: { time: "18:30", place: "Small hall", speaker: "Anna Hakobyan" },
  notice: "",
  published: true,
});

/** What the pages of a past concert need: a concert of an earlier season, added by staff with its programme. */
const PAST_CONCERT = {
  date: "2003-02-15T19:00:00+04:00",
  translations: { am: { title: "Սպենդիարյանի «Ալմաստ»-ը համերգային կատարմամբ" }, en: { title: "Spendiaryan's Almast in concert" }, ru: { title: "«Алмаст» Спендиарова в концертном исполнении" } },
};

/** Adds the content; answers the id of the past concert it added (its page is one of the bench's page kinds). */
export async function addPageContent(origin: string): Promise<{ pastConcert: string }> {
  const login = await fetch(`${origin}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(BENCH_ADMIN) });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const call = async <Answer = { id: number }>(method: string, pathname: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${origin}/api${pathname}`, { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Answer;
  };
  const artist = await call("POST", "/admin/artists", {
    slug: ARTIST_SLUG,
    links: ["https://example.org/elina-gevorgyan"],
    translations: {
      am: { name: "Էլինա Գևորգյան", role: "Դաշնամուր", bio: "Ծնվել է Գյումրիում, սովորել է Կոմիտասի անվան կոնսերվատորիայում։" },
      en: { name: "Elina Gevorgyan", role: "Piano", bio: "Born in Gyumri, she studied at the Komitas Conservatory." },
      ru: { name: "Элина Геворгян", role: "Фортепиано", bio: "Родилась в Гюмри, училась в Консерватории имени Комитаса." },
    },
  });
  const series = await call("POST", "/admin/series", {
    slug: SERIES_SLUG,
    translations: {
      am: { name: "Ձմեռային կամերային երեկոներ", description: "Վեց երեկո կամերային երաժշտության փոքր դահլիճում։" },
      en: { name: "Winter Chamber Evenings", description: "Six evenings of chamber music in the small hall." },
      ru: { name: "Зимние камерные вечера", description: "Шесть вечеров камерной музыки в малом зале." },
    },
  });
  await call("PUT", `/admin/concerts/${PROGRAMME_EVENT}/programme`, {
    seriesId: series.id,
    genres: ["symphonic"],
    performers: [{ artistId: artist.id, role: "soloist" }],
    access: ["wheelchair"],
    status: "scheduled",
    translations: {
      am: programmeText("Խաչատրյան և Շոստակովիչ", "Երեկոյի ծրագրի մասին։"),
      en: programmeText("Khachaturian and Shostakovich", "About the evening's programme."),
      ru: programmeText("Хачатурян и Шостакович", "О программе вечера."),
    },
  });
  const past = await call<{ eventId: string }>("POST", "/admin/concerts", PAST_CONCERT);
  await call("PUT", `/admin/concerts/${past.eventId}/programme`, {
    genres: ["opera"],
    translations: {
      am: programmeText("Օպերա համերգային կատարմամբ", "Ալմաստ, Տաթուլ և Նադիր շահ։"),
      en: programmeText("An opera in concert", "Almast, Tatul and Nadir Shah."),
      ru: programmeText("Опера в концертном исполнении", "Алмаст, Татул и Надир-шах."),
    },
  });
  return { pastConcert: past.eventId };
}
