import { describe, expect, it } from "vitest";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin({ seed: true }, 120_000);

type Block = Record<string, unknown> & { type: string };
type Content = { title: string; lead: string; blocks: Block[] };
type Language = { draft: Content | null; version: number };
type Use = { kind: string; id: string; title: string; href: string };

describe("a library picture shown by a page", () => {
  it("says the page uses it, and is not deleted while a page shows it", async () => {
    const history = (await hall.admin.call("/admin/pages/hall-history")).body as { languages: Record<"am" | "en" | "ru", Language> };
    const mediaId = history.languages.en.draft!.blocks.find((block) => block.type === "picture")!.mediaId as number;

    const item = await hall.admin.call(`/admin/media/${mediaId}?language=en`);
    expect(item.status).toBe(200);
    expect(item.body.usedOn as Use[]).toContainEqual({ kind: "page", id: "hall-history", title: "History of the hall", href: "/admin/pages/hall-history" });

    const refused = await hall.admin.call(`/admin/media/${mediaId}?language=en`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "in_use" });
    expect(refused.body.message).toContain("History of the hall");
    expect((await hall.admin.call(`/admin/media/${mediaId}`)).status).toBe(200);

    // Taken out of every language's page, the picture is no longer used there.
    for (const lang of ["am", "en", "ru"] as const) {
      const { draft, version } = history.languages[lang];
      const blocks = draft!.blocks.filter((block) => !(block.type === "picture" && block.mediaId === mediaId));
      expect((await hall.admin.call(`/admin/pages/hall-history/${lang}/draft`, "PUT", { ...draft!, blocks, baseVersion: version })).status).toBe(200);
      expect((await hall.admin.call(`/admin/pages/hall-history/${lang}/publish`, "POST", {})).status).toBe(200);
    }
    const after = await hall.admin.call(`/admin/media/${mediaId}?language=en`);
    expect((after.body.usedOn as Use[]).some((use) => use.kind === "page")).toBe(false);
  });
});
