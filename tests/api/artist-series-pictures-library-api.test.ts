import { describe, expect, it } from "vitest";
import { libraryItem as storedItem, photo } from "../helpers/library-item";
import { serverWithAdmin } from "../helpers/server-with-admin";

// Artists' and series' pictures are media library items: their pages show the item's crop with its alt text.
// The pages are served by the built site, which keeps its own reads for a few seconds: each case reads a page of its own.
const hall = serverWithAdmin({ site: true }, 60_000);

type Use = { kind: string; id: string; title: string; href: string };

const libraryItem = (fields: Record<string, unknown>) => photo().then((bytes) => storedItem(hall.admin, hall.server.url, bytes, "image/jpeg", fields));

/** The header picture of a public page as a visitor's browser gets it: its sources and its image. */
async function pagePicture(path: string) {
  const response = await fetch(new URL(path, hall.server.url));
  expect(response.status, path).toBe(200);
  const html = (await response.text()).replace(/&amp;/g, "&");
  const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1];
  if (!picture) return null;
  const sources = [...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/g)].map(([, type, srcset, sizes]) => ({ type, srcset, sizes }));
  const image = /<img src="([^"]+)" alt="([^"]*)" width="(\d+)" height="(\d+)"/.exec(picture);
  return { sources, src: image?.[1], alt: image?.[2], width: Number(image?.[3]), height: Number(image?.[4]) };
}

const names = { en: { name: "Narek Hakhnazaryan", role: "Cello", bio: "" }, am: { name: "Նարեկ Հախնազարյան", role: "Թավջութակ", bio: "" }, ru: { name: "Нарек Ахназарян", role: "Виолончель", bio: "" } };

describe("artists' pictures from the media library", () => {
  it("shows a picked picture's square crop with its alt text per language, lists the artist among its uses and keeps it from deletion", async () => {
    const item = await libraryItem({ alt: { en: "Narek with his cello", am: "Նարեկը թավջութակով" }, focal: { x: 0.9, y: 0.2 } });
    const created = await hall.admin.call("/admin/artists", "POST", { mediaId: item.id, translations: names });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const square = item.crops.square!;
    // The API's plain file is the crop the page shows (the programmes' performer lines use it).
    expect(created.body).toMatchObject({ mediaId: item.id, imageUrl: square.webp.url });

    const armenian = await pagePicture(`/am/artists/${created.body.slug}`);
    expect(armenian).toMatchObject({ src: square.webp.url, alt: "Նարեկը թավջութակով", width: square.webp.width, height: square.webp.height });
    expect(square.webp.width).toBe(square.webp.height);
    expect(armenian!.sources).toEqual([
      { type: "image/avif", srcset: `${square.avif.url} ${square.webp.width}w`, sizes: "16rem" },
      { type: "image/webp", srcset: `${square.webp.url} ${square.webp.width}w`, sizes: "16rem" },
    ]);
    // No Russian alt text yet: the English one meanwhile, never the file name.
    expect((await pagePicture(`/ru/artists/${created.body.slug}`))!.alt).toBe("Narek with his cello");

    const used = await hall.admin.call(`/admin/media/${item.id}?language=ru`);
    expect(used.body.usedOn as Use[]).toEqual([{ kind: "artist", id: String(created.body.id), title: "Артист: Нарек Ахназарян", href: "/admin/artists" }]);
    const refused = await hall.admin.call(`/admin/media/${item.id}?language=en`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "in_use", usedOn: [{ kind: "artist", title: "Artist: Narek Hakhnazaryan" }] });
    expect(refused.body.message).toContain("Narek Hakhnazaryan");

    // An edit that keeps the picture keeps the item; removing the artist frees it.
    const kept = await hall.admin.call(`/admin/artists/${created.body.id}`, "PUT", { mediaId: item.id, imageUrl: created.body.imageUrl, translations: names });
    expect(kept.body).toMatchObject({ mediaId: item.id, imageUrl: square.webp.url });
    expect((await hall.admin.call(`/admin/artists/${created.body.id}`, "DELETE")).status).toBe(204);
    expect((await hall.admin.call(`/admin/media/${item.id}`, "DELETE")).status).toBe(204);
  });

  it("makes a photo sent by the upload contract a library item named after the artist, and refuses a picture not in the library", async () => {
    const imageUrl = await hall.admin.upload("staff");
    const created = await hall.admin.call("/admin/artists", "POST", { imageUrl, slug: "narek-uploaded", translations: names });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(imageUrl);
    const item = await hall.admin.call(`/admin/media/${created.body.mediaId}?language=am`);
    expect(item.body).toMatchObject({ kind: "image", alt: { am: "Նարեկ Հախնազարյան", en: "Narek Hakhnazaryan", ru: "Нарек Ахназарян" } });
    expect(item.body.usedOn).toEqual([{ kind: "artist", id: String(created.body.id), title: "Արտիստ: Նարեկ Հախնազարյան", href: "/admin/artists" }]);
    expect(await pagePicture(`/en/artists/${created.body.slug}`)).toMatchObject({ src: item.body.crops.square.webp.url, alt: "Narek Hakhnazaryan" });

    const unknown = await hall.admin.call("/admin/artists", "POST", { mediaId: 999_999, translations: names });
    expect([unknown.status, unknown.body.code]).toEqual([400, "unknown_item"]);
    const invalid = await hall.admin.call("/admin/artists", "POST", { mediaId: "seven", translations: names });
    expect([invalid.status, invalid.body.fields?.mediaId]).toEqual([400, "invalid"]);
  });
});

describe("series' pictures from the media library", () => {
  const series = { en: { name: "Chamber Evenings", description: "Evenings of chamber music." }, ru: { name: "Камерные вечера", description: "" } };

  it("shows a picked picture's 16:9 card crop with its alt text per language, lists the series among its uses and keeps it from deletion", async () => {
    const item = await libraryItem({ alt: { en: "Strings on a dim stage", ru: "Струнные на полутёмной сцене" }, focal: { x: 0.1, y: 0.8 } });
    const created = await hall.admin.call("/admin/series", "POST", { mediaId: item.id, translations: series });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const card = item.crops.card!;
    const russian = await pagePicture(`/ru/series/${created.body.slug}`);
    expect(russian).toMatchObject({ src: card.webp.url, alt: "Струнные на полутёмной сцене" });
    expect(Math.abs(russian!.width / russian!.height - 16 / 9)).toBeLessThan(0.01);
    expect(russian!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect((await pagePicture(`/am/series/${created.body.slug}`))!.alt).toBe("Strings on a dim stage");

    const refused = await hall.admin.call(`/admin/media/${item.id}?language=ru`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body.usedOn as Use[]).toEqual([{ kind: "series", id: String(created.body.id), title: "Цикл: Камерные вечера", href: "/admin/series" }]);

    // Another picture for the series: the first one is free again and can go.
    const bare = await libraryItem({});
    const changed = await hall.admin.call(`/admin/series/${created.body.id}`, "PUT", { mediaId: bare.id, translations: series });
    expect(changed.body).toMatchObject({ mediaId: bare.id, imageUrl: bare.crops.card!.webp.url });
    expect((await hall.admin.call(`/admin/media/${item.id}`, "DELETE")).status).toBe(204);
    expect((await hall.admin.call(`/admin/series/${created.body.id}`, "PUT", { translations: series })).body).toMatchObject({ mediaId: null, imageUrl: null });
    expect((await hall.admin.call(`/admin/media/${bare.id}`, "DELETE")).status).toBe(204);
  });

  it("gives a picture with no alt text in any language the series' name, and a series without a picture none", async () => {
    const bare = await libraryItem({});
    const pictured = await hall.admin.call("/admin/series", "POST", { mediaId: bare.id, slug: "nameless-picture", translations: series });
    expect((await pagePicture(`/ru/series/${pictured.body.slug}`))!.alt).toBe("Камерные вечера");
    const plain = await hall.admin.call("/admin/series", "POST", { slug: "no-picture", translations: series });
    expect(plain.body).toMatchObject({ mediaId: null, imageUrl: null });
    expect(await pagePicture(`/en/series/${plain.body.slug}`)).toBeNull();
  });
});
