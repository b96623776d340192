import { describe, expect, it } from "vitest";
import { libraryItem as storedItem, photo } from "../helpers/library-item";
import { mp4 } from "../helpers/media-files";
import { serverWithAdmin } from "../helpers/server-with-admin";

// Staff photos and coming-soon pictures are media library items: picked by id, or uploaded by the spec's contract and made items.
const hall = serverWithAdmin();

type Use = { kind: string; id: string; title: string; href: string };
type Source = { type: string; srcset: string };

const translations = [
  { languageCode: "eng", firstName: "Anna", lastName: "Petrosyan", position: "Executive director" },
  { languageCode: "arm", firstName: "Աննա", lastName: "Պետրոսյան", position: "Գործադիր տնօրեն" },
  { languageCode: "rus", firstName: "Анна", lastName: "Петросян", position: "Исполнительный директор" },
];

const libraryItem = (bytes: Buffer, contentType: string, fields: Record<string, unknown>) => storedItem(hall.admin, hall.server.url, bytes, contentType, fields);

async function publicMember(id: number, language: string) {
  const answer = await hall.admin.call(`/staff?language=${language}`, "GET", undefined, null);
  expect(answer.status).toBe(200);
  return (answer.body as { id: number; photo: { src: string; alt: string | null; width: number; height: number; sources: Source[] } | null }[]).find((member) => member.id === id)!;
}

describe("staff photos from the media library", () => {
  it("shows a picked picture's square crop with its alt text in the page's language, lists the member among its uses and keeps it from deletion", async () => {
    const item = await libraryItem(await photo(), "image/jpeg", { alt: { en: "Anna at the hall's door", ru: "Анна у дверей зала" }, focal: { x: 0.95, y: 0.1 } });
    const created = await hall.admin.call("/staff", "POST", { mediaId: item.id, displayOrder: 1, translations });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ mediaId: item.id, imageUrl: item.url });

    const russian = await publicMember(created.body.id, "ru");
    const square = item.crops.square!;
    expect(russian.photo).toEqual({
      src: square.webp.url,
      width: square.webp.width,
      height: square.webp.height,
      alt: "Анна у дверей зала",
      sources: [
        { type: "image/avif", srcset: `${square.avif.url} ${square.webp.width}w` },
        { type: "image/webp", srcset: `${square.webp.url} ${square.webp.width}w` },
      ],
    });
    expect(square.webp.width).toBe(square.webp.height);
    // No Armenian alt text yet: the English one meanwhile, never the file name.
    expect((await publicMember(created.body.id, "am")).photo!.alt).toBe("Anna at the hall's door");

    const used = await hall.admin.call(`/admin/media/${item.id}?language=ru`);
    expect(used.body.usedOn as Use[]).toEqual([{ kind: "staff", id: String(created.body.id), title: "Коллектив: Анна Петросян", href: "/admin/staff" }]);
    const refused = await hall.admin.call(`/admin/media/${item.id}?language=en`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "in_use", usedOn: [{ kind: "staff", title: "Staff: Anna Petrosyan" }] });
    expect(refused.body.message).toContain("Anna Petrosyan");

    // Another picture for the member: the first one is free again and can go.
    const next = await libraryItem(await photo(), "image/jpeg", { alt: { en: "Anna on stage" } });
    const changed = await hall.admin.call(`/staff/${created.body.id}`, "PUT", { mediaId: next.id, displayOrder: 1, translations });
    expect(changed.status).toBe(200);
    expect((await publicMember(created.body.id, "en")).photo!.alt).toBe("Anna on stage");
    expect((await hall.admin.call(`/admin/media/${item.id}`, "DELETE")).status).toBe(204);
    // Removing the member frees theirs.
    expect((await hall.admin.call(`/staff/${created.body.id}`, "DELETE")).status).toBe(204);
    expect((await hall.admin.call(`/admin/media/${next.id}`, "DELETE")).status).toBe(204);
  });

  it("makes a photo sent by the spec's upload contract a library item named after the member", async () => {
    const imageUrl = await hall.admin.upload("staff");
    const created = await hall.admin.call("/staff", "POST", { imageUrl, displayOrder: 3, translations });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(imageUrl);
    const item = await hall.admin.call(`/admin/media/${created.body.mediaId}?language=am`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ kind: "image", width: 300, height: 300, alt: { am: "Աննա Պետրոսյան", en: "Anna Petrosyan", ru: "Анна Петросян" } });
    expect(item.body.usedOn).toEqual([{ kind: "staff", id: String(created.body.id), title: "Անձնակազմ: Աննա Պետրոսյան", href: "/admin/staff" }]);
    expect((await publicMember(created.body.id, "en")).photo).toMatchObject({ src: item.body.crops.square.webp.url, alt: "Anna Petrosyan" });
  });

  it("refuses a photo that is not a picture of the library", async () => {
    const video = await libraryItem(mp4(), "video/mp4", {});
    for (const mediaId of [999_999, video.id, "seven", -1]) {
      const refused = await hall.admin.call("/staff", "POST", { mediaId, displayOrder: 1, translations });
      expect(refused.status, String(mediaId)).toBe(400);
      expect(refused.body.code).toBe("unknown_item");
    }
    const none = await hall.admin.call("/staff", "POST", { displayOrder: 1, translations });
    expect(none.body.code).toBe("image_required");
  });
});

describe("coming-soon pictures from the media library", () => {
  const titles = [
    { languageCode: "eng", title: "Spring gala", location: "Aram Khachaturian Concert Hall" },
    { languageCode: "arm", title: "Գարնանային գալա", location: "Արամ Խաչատրյանի անվան համերգասրահ" },
    { languageCode: "rus", title: "Весенний гала-концерт", location: "Концертный зал имени Арама Хачатуряна" },
  ];
  const date = `${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}T19:30:00`;

  async function publicCard(id: number, language: string) {
    const answer = await hall.admin.call(`/events/coming-soon?language=${language}`, "GET", undefined, null);
    expect(answer.status).toBe(200);
    return (answer.body as { id: number; picture: { src: string; alt: string | null; width: number; height: number; sources: Source[] } | null }[]).find((card) => card.id === id)!;
  }

  it("shows a picked picture's 16:9 card crop with its alt text, lists the card among its uses and keeps it from deletion", async () => {
    const item = await libraryItem(await photo(), "image/jpeg", { alt: { en: "The stage in spring light", am: "Բեմը գարնանային լույսով" }, focal: { x: 0.05, y: 0.9 } });
    const created = await hall.admin.call("/events/coming-soon", "POST", { mediaId: item.id, date, translations: titles });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ mediaId: item.id, imageUrl: item.url });
    expect((await hall.admin.call(`/events/coming-soon/${created.body.id}/toggle-status`, "PATCH", { isActive: true })).status).toBe(200);

    const card = item.crops.card!;
    const armenian = await publicCard(created.body.id, "am");
    expect(armenian.picture).toMatchObject({ src: card.webp.url, alt: "Բեմը գարնանային լույսով", sources: [{ type: "image/avif" }, { type: "image/webp" }] });
    expect(Math.abs(armenian.picture!.width / armenian.picture!.height - 16 / 9)).toBeLessThan(0.01);
    expect((await publicCard(created.body.id, "ru")).picture!.alt).toBe("The stage in spring light");

    const used = await hall.admin.call(`/admin/media/${item.id}?language=ru`);
    expect(used.body.usedOn as Use[]).toEqual([{ kind: "coming-soon", id: String(created.body.id), title: "Скоро: Весенний гала-концерт", href: "/admin/events" }]);
    const refused = await hall.admin.call(`/admin/media/${item.id}?language=en`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Coming soon: Spring gala");
    expect((await hall.admin.call(`/events/coming-soon/${created.body.id}`, "DELETE")).status).toBe(204);
    expect((await hall.admin.call(`/admin/media/${item.id}`, "DELETE")).status).toBe(204);
  });

  it("makes a picture sent by the upload contract a library item named by the titles, and refuses one not in the library", async () => {
    const imageUrl = await hall.admin.upload("event");
    const created = await hall.admin.call("/events/coming-soon", "POST", { imageUrl, date, translations: titles });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(imageUrl);
    const item = await hall.admin.call(`/admin/media/${created.body.mediaId}?language=en`);
    expect(item.body).toMatchObject({ alt: { am: "Գարնանային գալա", en: "Spring gala", ru: "Весенний гала-концерт" }, usedOn: [{ kind: "coming-soon", title: "Coming soon: Spring gala" }] });

    const refused = await hall.admin.call("/events/coming-soon", "POST", { mediaId: 999_999, date, translations: titles });
    expect([refused.status, refused.body.code]).toEqual([400, "unknown_item"]);
  });
});
