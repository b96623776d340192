import { describe, expect, it } from "vitest";
import { runSeeds } from "../../server/seed";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ seed: true, site: true }, 120_000);

type Block = Record<string, unknown> & { type: string };
type Content = { title: string; lead: string; blocks: Block[] };
type Language = { draft: Content | null; published: Content | null; version: number };

/** A visitor's page with its non-breaking spaces as plain ones. */
const visitorHtml = async (path: string) => (await (await fetch(`${hall.server.url}${path}`)).text()).replace(/[\u00a0\u202f]/g, " ");

async function planVisit() {
  const response = await hall.admin.call("/admin/pages/plan-visit");
  expect(response.status).toBe(200);
  return response.body as { path: string; languages: Record<"am" | "en" | "ru", Language> };
}

describe("the Plan your visit page as staff's page", () => {
  it("starts as today's texts, published in three languages, with the office's hours as a facts block and the address card kept", async () => {
    const list = (await hall.admin.call("/admin/pages")).body as { key: string; path: string; languages: Record<string, { state: string }> }[];
    const entry = list.find((item) => item.key === "plan-visit");
    expect(entry?.path).toBe("/visit");
    for (const lang of ["am", "en", "ru"]) expect(entry?.languages[lang]?.state, lang).toBe("published");

    const { languages } = await planVisit();
    expect(languages.en.published!.title).toBe("Plan your visit");
    expect(languages.am.published!.title).toBe("Ինչպես այցելել համերգասրահ");
    expect(languages.ru.published!.blocks.slice(0, 2)).toEqual([
      { type: "heading", text: "Часы работы кассы" },
      { type: "facts", facts: "officeHours" },
    ]);
    expect(languages.en.published!.blocks).toContainEqual({ type: "heading", text: "Cloakroom" });

    const en = await visitorHtml("/en/visit");
    for (const text of ["What to know before the concert", "By metro", "Please do not bring food or drinks into the hall.", "Open in maps", "46 Mesrop Mashtots Avenue", "10:00–19:00"]) {
      expect(en.includes(text), text).toBe(true);
    }
    expect((await visitorHtml("/am/visit")).includes("Հանդերձարան"), "the Armenian cloakroom").toBe(true);
    expect((await visitorHtml("/ru/visit")).includes("Открыть на карте"), "the Russian map link").toBe(true);
  });

  it("shows a published edit, while a draft stays off the page and the other languages stay", async () => {
    const { languages } = await planVisit();
    const am = languages.am;
    const blocks = [...am.draft!.blocks, { type: "heading", text: "Մատչելիություն" }, { type: "text", html: "<p>Դահլիճ կարելի է մտնել անվասայլակով՝ կողային մուտքից։</p>" }];
    expect((await hall.admin.call("/admin/pages/plan-visit/am/draft", "PUT", { ...am.draft!, lead: "Նոր ներածություն այցելուների համար։", blocks, baseVersion: am.version })).status).toBe(200);
    expect((await visitorHtml("/am/visit")).includes("Նոր ներածություն"), "a draft is not live").toBe(false);

    expect((await hall.admin.call("/admin/pages/plan-visit/am/publish", "POST", {})).status).toBe(200);
    // The page read just before may be kept for its few seconds.
    await expect.poll(() => visitorHtml("/am/visit"), { timeout: 10_000 }).toContain("Նոր ներածություն այցելուների համար։");
    const shown = await visitorHtml("/am/visit");
    for (const text of ["Նոր ներածություն այցելուների համար։", "Մատչելիություն", "Դահլիճ կարելի է մտնել անվասայլակով՝ կողային մուտքից։", "Բացել քարտեզում"]) {
      expect(shown.includes(text), text).toBe(true);
    }
    expect((await visitorHtml("/en/visit")).includes("Մատչելիություն"), "the English page").toBe(false);

    // Starting the server again does not bring the first version back over staff's edit.
    await runSeeds(hall.server.db);
    expect((await planVisit()).languages.am.published!.lead).toBe("Նոր ներածություն այցելուների համար։");
  });

  it("previews a draft from a link, never kept or indexed", async () => {
    const { languages } = await planVisit();
    const ru = languages.ru;
    expect((await hall.admin.call("/admin/pages/plan-visit/ru/draft", "PUT", { ...ru.draft!, lead: "Черновик страницы визита", baseVersion: ru.version })).status).toBe(200);
    const preview = await hall.admin.call("/admin/pages/plan-visit/ru/preview", "POST", {});
    expect(preview.status).toBe(200);
    expect(preview.body.url).toMatch(/^\/ru\/visit\?preview=[\w-]{20,}$/);
    const shown = await fetch(`${hall.server.url}${preview.body.url}`);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    expect(await shown.text()).toContain("Черновик страницы визита");
    expect((await visitorHtml("/ru/visit")).includes("Черновик страницы визита"), "the live page").toBe(false);
  });
});
