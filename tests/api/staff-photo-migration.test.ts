import { describe, expect, it } from "vitest";
import { databaseBefore, runMigration } from "../helpers/migration-steps";

const MIGRATION = "0035_staff_photos_in_the_media_library.sql";

describe("migration 0035: staff photos join the media library", () => {
  it("makes each member's stored photo a library item named after them, which the member then references", async () => {
    const db = await databaseBefore(MIGRATION);
    const photo = (n: number) => `/uploads/0f0e8c9a-1111-4222-8333-94445555000${n}.webp`;
    await db.exec(`
      insert into staff_members (id, image_url, display_order) values (1, '${photo(1)}', 1), (2, '${photo(2)}', 2);
      insert into staff_translations (staff_id, language_code, first_name, last_name) values
        (1, 'en', 'Anna', 'Petrosyan'), (1, 'am', 'Աննա', 'Պետրոսյան'), (1, 'ru', 'Анна', 'Петросян'), (2, 'en', 'Vahe', '');
    `);
    await runMigration(db, MIGRATION);

    const members = await db.query<{ id: number; media_id: number; image_url: string }>("select id, media_id, image_url from staff_members order by id");
    const items = await db.query<{ id: number; original_url: string; alt: unknown; derivatives: unknown; width: number }>("select id, original_url, alt, derivatives, width from media_items");
    expect(members.rows.map((member) => member.image_url)).toEqual([photo(1), photo(2)]);
    const itemOf = (memberId: number) => items.rows.find((item) => item.id === members.rows.find((member) => member.id === memberId)!.media_id)!;
    expect(itemOf(1)).toMatchObject({
      original_url: photo(1),
      width: 300,
      alt: { am: "Աննա Պետրոսյան", en: "Anna Petrosyan", ru: "Анна Петросян" },
      derivatives: { avif: [], webp: [{ url: photo(1), width: 300, height: 300 }], crops: {}, failed: [] },
    });
    expect(itemOf(2)).toMatchObject({ original_url: photo(2), alt: { am: "", en: "Vahe", ru: "" } });
    await db.close();
  }, 60_000);
});
