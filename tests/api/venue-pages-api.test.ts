import { describe, expect, it } from "vitest";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ seed: true, site: true }, 120_000);

type Block = Record<string, unknown> & { type: string };
type Content = { title: string; lead: string; blocks: Block[] };
type Language = { draft: Content | null; published: Content | null; version: number };

const visitorHtml = async (path: string) => (await fetch(`${hall.server.url}${path}`)).text();
/** Whether a visitor's page shows a text (a boolean, so a failure names the text instead of printing the page). */
const shows = async (path: string, text: string) => (await visitorHtml(path)).replace(/[\u00a0\u202f]/g, " ").includes(text);

describe("the venue pages as staff's pages", () => {
  it("start as today's texts in three languages, with their galleries, facts and figures from the hall facts", async () => {
    const list = (await hall.admin.call("/admin/pages")).body as { key: string; path: string; languages: Record<string, { state: string }> }[];
    for (const [key, path] of [
      ["venue-rent", "/venue/rent"],
      ["venue-visit", "/venue/visit"],
      ["venue-vip-balcony", "/venue/vip-balcony"],
      ["venue-harmony", "/venue/harmony"],
    ]) {
      const entry = list.find((item) => item.key === key);
      expect(entry?.path, key).toBe(path);
      for (const lang of ["am", "en", "ru"]) expect(entry?.languages[lang]?.state, `${key} ${lang}`).toBe("published");
    }
    const harmony = (await hall.admin.call("/admin/pages/venue-harmony")).body as { languages: Record<"am" | "en" | "ru", Language> };
    expect(harmony.languages.en.published!.title).toBe("Harmony chamber hall");
    expect(harmony.languages.en.published!.blocks).toContainEqual({ type: "gallery", gallery: "harmony" });
    // The figure stays a placeholder in the page and is filled from the hall facts on the way out.
    expect(harmony.languages.en.published!.blocks).toContainEqual({ type: "callout", text: "Private events for up to {harmonyCapacity} participants." });
    expect(await shows("/en/venue/harmony", "Private events for up to 100 participants."), "the filled capacity").toBe(true);

    expect(await shows("/am/venue/rent", "Աջ բեմական օթյակ"), "an Armenian seat label").toBe(true);
    expect(await shows("/en/venue/rent", "1,310"), "the seat total").toBe(true);
    for (const text of ["50 000 драм", "Экскурсия с гидом на армянском языке", "tel:"]) expect(await shows("/ru/venue/visit", text), text).toBe(true);
  });

  it("show an edited language at once while the others and the inquiry form stay", async () => {
    const before = (await hall.admin.call("/admin/pages/venue-vip-balcony")).body as { languages: Record<"am" | "en" | "ru", Language> };
    const ru = before.languages.ru;
    const blocks = [...ru.draft!.blocks, { type: "callout", text: "Шампанское в антракте — по предварительному заказу." }];
    const saved = await hall.admin.call("/admin/pages/venue-vip-balcony/ru/draft", "PUT", { ...ru.draft!, blocks, baseVersion: ru.version });
    expect(saved.status).toBe(200);
    expect((await hall.admin.call("/admin/pages/venue-vip-balcony/ru/publish", "POST", {})).status).toBe(200);
    expect(await shows("/ru/venue/vip-balcony", "Шампанское в антракте — по предварительному заказу."), "the new call-out").toBe(true);
    expect(await shows("/ru/venue/vip-balcony", 'name="email"'), "the inquiry form").toBe(true);
    expect(await shows("/en/venue/vip-balcony", "Шампанское"), "the English page").toBe(false);
  });
});
