import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog } from "../../app/db/schema/audit";
import { publishedDocuments } from "../../app/db/schema/published-documents";
import { signedInAdmin } from "../helpers/admin-client";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ seed: true, site: true, publishTickMs: 200 }, 120_000);

type Block = Record<string, unknown> & { type: string };
type Content = { title: string; lead: string; blocks: Block[] };
type Language = { draft: Content | null; published: Content | null; version: number; state: string; scheduledAt: string | null };

async function page(key = "hall-history") {
  const response = await hall.admin.call(`/admin/pages/${key}`);
  expect(response.status).toBe(200);
  return response.body as { key: string; path: string; languages: Record<"am" | "en" | "ru", Language> };
}

const save = (key: string, lang: string, content: Content, baseVersion: number) => hall.admin.call(`/admin/pages/${key}/${lang}/draft`, "PUT", { ...content, baseVersion });

const visitorHtml = async (path: string) => (await fetch(`${hall.server.url}${path}`)).text();

describe("the hall's pages", () => {
  it("start as today's pages, published in the three languages, and list each language's state", async () => {
    const list = await hall.admin.call("/admin/pages");
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "hall-history", path: "/about/history", languages: expect.objectContaining({ en: expect.objectContaining({ state: "published", scheduledAt: null }) }) }),
        expect.objectContaining({ key: "gift-card", path: "/orchestra/giftCard" }),
      ]),
    );
    const { languages } = await page();
    expect(languages.en.published!.title).toBe("History of the hall");
    expect(languages.ru.published!.title).toBe("История зала");
    expect(languages.en.published!.blocks.map((block) => block.type)).toContain("picture");
    expect(languages.en.published!.blocks.at(-1)).toEqual({ type: "gallery", gallery: "hall-history" });
    expect(await visitorHtml("/en/about/history")).toContain("opened its doors on 17 May 1953");
  });

  it("are staff's: 401 without a session; an editor may do everything", async () => {
    for (const [path, method] of [
      ["/admin/pages", "GET"],
      ["/admin/pages/hall-history", "GET"],
      ["/admin/pages/hall-history/en/publish", "POST"],
      ["/admin/pages/hall-history/en/preview", "POST"],
    ] as const) {
      const refused = await hall.admin.call(path, method, method === "POST" ? {} : undefined, null);
      expect(refused.status, path).toBe(401);
    }
    const editor = await signedInAdmin(hall.server, "editor-aram", "editor");
    const { languages } = await page("gift-card");
    const saved = await editor.call("/admin/pages/gift-card/en/draft", "PUT", { ...languages.en.draft!, lead: "A present of music.", baseVersion: languages.en.version });
    expect(saved.status).toBe(200);
    expect((await editor.call("/admin/pages/gift-card/en/publish", "POST", {})).status).toBe(200);
    await expect.poll(() => visitorHtml("/en/orchestra/giftCard"), { timeout: 10_000 }).toContain("A present of music.");
  });

  it("refuse unknown keys, block types, galleries, facts and pictures, too many blocks and too much text, with 400 naming the field", async () => {
    const { languages } = await page();
    const draft = languages.en.draft!;
    const version = languages.en.version;
    const cases: [unknown, string, string][] = [
      [{ ...draft, blocks: [{ type: "video", url: "x" }] }, "blocks.0.type", "unknown_block_type"],
      [{ ...draft, blocks: [{ type: "gallery", gallery: "nowhere" }] }, "blocks.0.gallery", "unknown_gallery"],
      [{ ...draft, blocks: [{ type: "facts", facts: "parking" }] }, "blocks.0.facts", "unknown_facts"],
      [{ ...draft, blocks: [{ type: "picture", mediaId: 999999 }] }, "blocks.0.mediaId", "unknown_media"],
      [{ ...draft, blocks: [{ type: "heading", text: "x", colour: "red" }] }, "blocks.0", "unrecognized_keys"],
      [{ ...draft, blocks: Array.from({ length: 201 }, () => ({ type: "heading", text: "x" })) }, "blocks", "too_many"],
      [{ ...draft, blocks: Array.from({ length: 3 }, () => ({ type: "text", html: "x".repeat(40_000) })) }, "blocks", "too_long"],
      [{ ...draft, title: "" }, "title", "required"],
      [{ ...draft, footer: "x" }, "body", "unrecognized_keys"],
    ];
    for (const [content, field, problem] of cases) {
      const refused = await hall.admin.call("/admin/pages/hall-history/en/draft", "PUT", { ...(content as object), baseVersion: version });
      expect(refused.status, field).toBe(400);
      expect(refused.body.code).toBe("invalid_page");
      expect(refused.body.fields?.[field], JSON.stringify(refused.body)).toBe(problem);
    }
    const unknownPage = await hall.admin.call("/admin/pages/concert-hall/en/draft", "PUT", { ...draft, baseVersion: version });
    expect(unknownPage.status).toBe(400);
    expect(unknownPage.body.fields).toEqual({ key: "unknown_page" });
    expect((await hall.admin.call("/admin/pages/hall-history/de/draft", "PUT", { ...draft, baseVersion: version })).body.fields).toEqual({ lang: "invalid_language" });
    expect((await page()).languages.en.version).toBe(version);
  });

  it("keep hostile HTML out: rich text is cleaned on the server before it is stored and shown", async () => {
    const { languages } = await page("orchestra-history");
    const content = { ...languages.ru.draft!, blocks: [{ type: "text", html: '<p onclick="steal()">Оркестр<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>' }] };
    const saved = await save("orchestra-history", "ru", content, languages.ru.version);
    expect(saved.status).toBe(200);
    expect(saved.body.draft.blocks[0].html).toBe("<p>Оркестр <a rel=\"noopener noreferrer\">x</a></p>");
  });

  it("refuse a save based on an older version with 409 and the current draft", async () => {
    const { languages } = await page();
    const first = await save("hall-history", "am", { ...languages.am.draft!, lead: "Առաջին" }, languages.am.version);
    expect(first.status).toBe(200);
    const stale = await save("hall-history", "am", { ...languages.am.draft!, lead: "Երկրորդ" }, languages.am.version);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale_version", current: { version: first.body.version, draft: { lead: "Առաջին" } } });
  });

  it("publish one language while another stays a draft; a language never published shows the English page with a note", async () => {
    const { languages } = await page();
    const changed = { ...languages.en.draft!, blocks: [{ type: "callout", text: "The hall reopens in spring." }, ...languages.en.draft!.blocks] };
    const saved = await save("hall-history", "en", changed, languages.en.version);
    expect((await page()).languages.en.state).toBe("changed");
    expect(await visitorHtml("/en/about/history")).not.toContain("The hall reopens in spring.");
    const published = await hall.admin.call("/admin/pages/hall-history/en/publish", "POST", {});
    expect(published.status).toBe(200);
    // The test's site is compiled apart from its API, so it sees the publish when its reads expire (5 s), as another instance would.
    await expect.poll(() => visitorHtml("/en/about/history"), { timeout: 10_000 }).toContain("The hall reopens in spring.");
    expect(await visitorHtml("/ru/about/history")).not.toContain("The hall reopens in spring.");
    const [audit] = await hall.server.db.select().from(auditLog).where(eq(auditLog.action, "publish")).orderBy(auditLog.id);
    expect(audit).toMatchObject({ entity: "pages" });
    expect(saved.status).toBe(200);
    const entries = await hall.server.db.select({ entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, "publish"));
    expect(entries.map((entry) => entry.entityId)).toContain("hall-history/en version 2");
    // A language with nothing published reads the English page, saying so in its own language.
    await hall.server.db.update(publishedDocuments).set({ published: null, publishedVersion: null }).where(eq(publishedDocuments.id, (await hall.server.db.select().from(publishedDocuments).where(eq(publishedDocuments.key, "gift-card"))).find((row) => row.lang === "am")!.id));
    await expect.poll(() => visitorHtml("/am/orchestra/giftCard"), { timeout: 10_000 }).toContain("Այս էջը դեռ հայերեն չկա");
    expect(await visitorHtml("/am/orchestra/giftCard")).toContain('<div lang="en">');
  });

  it("give a preview link that shows the draft without a session, never kept or indexed, refused for another page", async () => {
    const { languages } = await page();
    await save("hall-history", "ru", { ...languages.ru.draft!, lead: "Черновик для предпросмотра" }, languages.ru.version);
    const preview = await hall.admin.call("/admin/pages/hall-history/ru/preview", "POST", {});
    expect(preview.status).toBe(200);
    expect(preview.body.url).toMatch(/^\/ru\/about\/history\?preview=[\w-]{20,}$/);
    const shown = await fetch(`${hall.server.url}${preview.body.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    // The pages editor frames it beside the form: the site alone may, as no other page allows.
    expect(shown.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(shown.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const published = await fetch(`${hall.server.url}/ru/about/history`);
    expect(published.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(published.headers.get("x-frame-options")).toBe("DENY");
    const html = await shown.text();
    expect(html).toContain("Черновик для предпросмотра");
    expect(html).toContain('name="robots" content="noindex"');
    expect(await visitorHtml("/ru/about/history")).not.toContain("Черновик для предпросмотра");
    const token = preview.body.url.split("preview=")[1];
    expect((await fetch(`${hall.server.url}/ru/orchestra/history?preview=${token}`)).status).toBe(404);
    expect((await fetch(`${hall.server.url}/en/about/history?preview=${token}`)).status).toBe(404);
    expect((await fetch(`${hall.server.url}/ru/about/history?preview=made-up`)).status).toBe(404);
  });

  it("keep every published version with its difference, and restore one as the draft", async () => {
    const { languages } = await page("orchestra-history");
    const base = languages.en.published!;
    await save("orchestra-history", "en", { ...base, blocks: [{ type: "heading", text: "New season" }, ...base.blocks] }, languages.en.version);
    await hall.admin.call("/admin/pages/orchestra-history/en/publish", "POST", {});
    const versions = await hall.admin.call("/admin/pages/orchestra-history/en/versions");
    expect(versions.status).toBe(200);
    expect(versions.body.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    expect(versions.body[0].summary).toBe("1 block: 1 added; +2 −0 words");
    expect(versions.body[0].changes).toEqual({ title: false, lead: false, added: 1, removed: 0, changed: 0, wordsAdded: 2, wordsRemoved: 0 });
    expect(versions.body[1].changes).toBeNull();
    const second = await hall.admin.call(`/admin/pages/orchestra-history/en/versions/${versions.body[0].id}`);
    expect(second.body.difference.blocks).toEqual([{ change: "added", index: 0, type: "heading", wordsAdded: ["New", "season"], wordsRemoved: [] }]);
    const restored = await hall.admin.call(`/admin/pages/orchestra-history/en/versions/${versions.body[1].id}/restore`, "POST", {});
    expect(restored.status).toBe(200);
    expect(restored.body.draft).toEqual(base);
    expect(restored.body.published.blocks[0]).toEqual({ type: "heading", text: "New season" });
    expect((await hall.admin.call("/admin/pages/orchestra-history/en/versions/999999")).status).toBe(404);
  });

  it("schedule a language for later, publish it when its time comes; unschedule cancels", async () => {
    const { languages } = await page("gift-card");
    await save("gift-card", "ru", { ...languages.ru.draft!, lead: "Новые номиналы" }, languages.ru.version);
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await hall.admin.call("/admin/pages/gift-card/ru/publish", "POST", { at });
    expect(scheduled.body.scheduledAt).toBe(at);
    expect((await page("gift-card")).languages.ru.state).toBe("scheduled");
    expect((await hall.admin.call("/admin/pages/gift-card/ru/unschedule", "POST", {})).body.scheduledAt).toBeNull();
    expect((await hall.admin.call("/admin/pages/gift-card/ru/publish", "POST", { at: "tomorrow" })).status).toBe(400);
    await hall.admin.call("/admin/pages/gift-card/ru/publish", "POST", { at: new Date(Date.now() + 500).toISOString() });
    await expect.poll(async () => (await page("gift-card")).languages.ru.published?.lead, { timeout: 5000 }).toBe("Новые номиналы");
  });
});
