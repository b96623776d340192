import { describe, expect, it } from "vitest";
import { databaseBefore, runMigration } from "../helpers/migration-steps";

const MIGRATION = "0037_banner_pictures_in_the_media_library.sql";

describe("migration 0037: banners' pictures and videos join the media library", () => {
  it("makes each banner's stored file a library item named by its titles, which the banner then references", async () => {
    const db = await databaseBefore(MIGRATION);
    const upload = "/uploads/0f0e8c9a-1111-4222-8333-944455550001.webp";
    const video = "/uploads/0f0e8c9a-1111-4222-8333-944455550002.mp4";
    const demo = "/media/demo/banner-season.webp";
    await db.exec(`
      insert into advert_banners (id, title, title_am, title_ru, media_url, media_type, target_url, start_date, end_date, is_demo) values
        (1, 'Winter season', 'Ձմեռային համերգաշրջան', 'Зимний сезон', '${upload}', 'image', '/concerts', '2026-01-01', '2026-03-01', false),
        (2, 'Night tours', '', '', '${video}', 'video', '/tours', '2026-01-01', '2026-03-01', false),
        (3, 'Season 2026–2027', '2026–2027 համերգաշրջան', 'Сезон 2026–2027', '${demo}', 'image', '/concerts', '2026-01-01', '2026-03-01', true),
        (4, 'Winter season, again', '', '', '${upload}', 'image', '/concerts', '2026-01-01', '2026-03-01', false);
    `);
    await runMigration(db, MIGRATION);

    const banners = await db.query<{ id: number; media_id: number; media_url: string }>("select id, media_id, media_url from advert_banners order by id");
    const items = await db.query<{ id: number; kind: string; original_url: string; alt: unknown; derivatives: unknown; width: number | null; height: number | null; is_demo: boolean; search_text: string }>(
      "select id, kind, original_url, alt, derivatives, width, height, is_demo, search_text from media_items",
    );
    // Nothing stored is lost; one item per file, shared by the banners that show it.
    expect(banners.rows.map((banner) => banner.media_url)).toEqual([upload, video, demo, upload]);
    expect(items.rows).toHaveLength(3);
    expect(banners.rows[3]!.media_id).toBe(banners.rows[0]!.media_id);
    const itemOf = (bannerId: number) => items.rows.find((item) => item.id === banners.rows.find((banner) => banner.id === bannerId)!.media_id)!;
    expect(itemOf(1)).toMatchObject({
      kind: "image",
      original_url: upload,
      width: null,
      height: null,
      alt: { am: "Ձմեռային համերգաշրջան", en: "Winter season", ru: "Зимний сезон" },
      derivatives: { avif: [], webp: [{ url: upload }], crops: {}, failed: [] },
      is_demo: false,
    });
    expect(itemOf(1).search_text).toContain("winter season");
    expect(itemOf(2)).toMatchObject({ kind: "video", original_url: video, alt: { am: "", en: "Night tours", ru: "" }, derivatives: { avif: [], webp: [], crops: {} } });
    expect(itemOf(3)).toMatchObject({
      kind: "image",
      width: 1080,
      height: 1920,
      is_demo: true,
      derivatives: {
        webp: [
          { url: "/media/demo/banner-season-w480.webp", width: 480 },
          { url: "/media/demo/banner-season-w960.webp", width: 960 },
          { url: demo, width: 1080, height: 1920 },
        ],
      },
    });
    await db.close();
  }, 60_000);
});
