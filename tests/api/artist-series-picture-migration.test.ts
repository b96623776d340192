import { describe, expect, it } from "vitest";
import { databaseBefore, runMigration } from "../helpers/migration-steps";

const MIGRATION = "0038_artist_and_series_pictures_in_the_media_library.sql";

describe("migration 0038: artists' and series' pictures join the media library", () => {
  it("makes each stored picture a library item named after its artist or series, which the record then references", async () => {
    const db = await databaseBefore(MIGRATION);
    const picture = (n: number) => `/uploads/0f0e8c9a-1111-4222-8333-94445555000${n}.jpg`;
    const named = (en: string, am?: string, ru?: string) => JSON.stringify({ en: { name: en }, ...(am ? { am: { name: am } } : {}), ...(ru ? { ru: { name: ru } } : {}) });
    await db.exec(`
      insert into media_items (id, kind, original_url, alt, caption, derivatives) values
        (50, 'image', '${picture(4)}', '{"am": "", "en": "Already here", "ru": ""}', '{"am": "", "en": "", "ru": ""}', '{"avif": [], "webp": [], "crops": {}, "failed": []}');
      select setval('media_items_id_seq', 50);
      insert into artists (id, slug, image_url, translations) values
        (1, 'narek', '${picture(1)}', '${named("Narek Hakhnazaryan", "Նարեկ Հախնազարյան", "Нарек Ахназарян")}'),
        (2, 'no-photo', null, '${named("Nobody")}'),
        (3, 'shared', '${picture(4)}', '${named("Shared")}');
      insert into concert_series (id, slug, image_url, translations) values
        (1, 'chamber', '${picture(2)}', '${named("Chamber Evenings", undefined, "Камерные вечера")}'),
        (2, 'empty', '', '${named("Empty")}');
    `);
    await runMigration(db, MIGRATION);

    const artists = await db.query<{ id: number; media_id: number | null; image_url: string | null }>("select id, media_id, image_url from artists order by id");
    const series = await db.query<{ id: number; media_id: number | null; image_url: string | null }>("select id, media_id, image_url from concert_series order by id");
    const items = await db.query<{ id: number; original_url: string; alt: unknown; derivatives: unknown; width: number; height: number; search_text: string }>("select * from media_items order by id");
    const itemOf = (mediaId: number | null) => items.rows.find((item) => item.id === mediaId)!;

    expect(artists.rows.map((row) => row.image_url)).toEqual([picture(1), null, picture(4)]);
    expect(itemOf(artists.rows[0]!.media_id)).toMatchObject({
      original_url: picture(1),
      width: 300,
      height: 300,
      alt: { am: "Նարեկ Հախնազարյան", en: "Narek Hakhnazaryan", ru: "Нарек Ахназарян" },
      derivatives: { avif: [], webp: [{ url: picture(1), width: 300, height: 300 }], crops: {}, failed: [] },
    });
    expect(itemOf(artists.rows[0]!.media_id).search_text).toContain("нарек ахназарян");
    expect(artists.rows[1]!.media_id).toBeNull();
    // A file the library already has is not added twice: the artist references that item.
    expect(artists.rows[2]!.media_id).toBe(50);
    expect(itemOf(series.rows[0]!.media_id)).toMatchObject({ original_url: picture(2), width: 326, height: 180, alt: { am: "", en: "Chamber Evenings", ru: "Камерные вечера" } });
    expect(series.rows[1]!.media_id).toBeNull();
    expect(items.rows).toHaveLength(3);
    await db.close();
  }, 60_000);
});
