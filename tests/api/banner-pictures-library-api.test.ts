import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { mp4 } from "../helpers/media-files";
import { serverWithAdmin } from "../helpers/server-with-admin";

// Banners' pictures are media library items: picked by id, or uploaded by the spec's contract and made items.
const hall = serverWithAdmin({ site: true }, 120_000);

type Use = { kind: string; id: string; title: string; href: string };
type Source = { type: string; srcset: string };
type Picture = { src: string; width: number; height: number; alt: string; sources: Source[] };
type PublicBanner = { id: number; title: string; mediaType: string; mediaUrl: string; picture: Picture | null };

const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
const fields = { title: "Winter season", titleAm: "Ձմեռային համերգաշրջան", titleRu: "", targetUrl: "/concerts", startDate: day(-1), endDate: day(30) };

/** The upload contract without a purpose, then the library item made of it. */
async function libraryItem(bytes: Buffer, contentType: string, body: Record<string, unknown>) {
  const slot = await hall.admin.call("/objects/upload", "POST");
  const put = await fetch(new URL(slot.body.uploadURL, hall.server.url), { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const created = await hall.admin.call("/admin/media", "POST", { upload: slot.body.uploadURL, ...body });
  expect(created.status).toBe(201);
  return created.body as { id: number; url: string; crops: Record<string, { avif: { url: string; width: number }; webp: { url: string; width: number; height: number } }> };
}

const photo = () => sharp({ create: { width: 2400, height: 1350, channels: 3, background: "#7a1f2b" } }).jpeg().toBuffer();

async function publicBanner(id: number, language: string): Promise<PublicBanner> {
  const answer = await hall.admin.call(`/advert-banners/active?language=${language}`, "GET", undefined, null);
  expect(answer.status).toBe(200);
  return (answer.body as PublicBanner[]).find((banner) => banner.id === id)!;
}

const widthsOf = (srcset: string) => srcset.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));

describe("banner pictures from the media library", () => {
  it("shows a picked picture's 2:1 crop in a phone's and a desktop's widths, AVIF and WebP, with its alt text in the page's language", async () => {
    const item = await libraryItem(await photo(), "image/jpeg", { alt: { en: "The orchestra on stage", ru: "Оркестр на сцене" }, focal: { x: 0.9, y: 0.2 } });
    const created = await hall.admin.call("/advert-banners", "POST", { ...fields, mediaId: item.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ mediaId: item.id, mediaType: "image", mediaUrl: item.url });

    const russian = await publicBanner(created.body.id, "ru");
    const wide = item.crops.wide!;
    expect(russian.picture).toMatchObject({ src: wide.webp.url, width: 1600, height: 800, alt: "Оркестр на сцене" });
    expect(russian.picture!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of russian.picture!.sources) expect(widthsOf(source.srcset)).toEqual([480, 720, 1080, 1280, 1600]);
    expect(russian.picture!.sources[1]!.srcset).toContain(`${wide.webp.url} 1600w`);
    // The spec's fields stay: the file visitors get, its kind.
    expect(russian).toMatchObject({ mediaType: "image", mediaUrl: item.url });
    // No Armenian alt text yet: the English one meanwhile, never the file name.
    expect((await publicBanner(created.body.id, "am")).picture!.alt).toBe("The orchestra on stage");

    const page = await fetch(new URL("/en/concerts", hall.server.url));
    const html = await page.text();
    expect(html).toMatch(/<picture><source type="image\/avif" srcSet="[^"]+ 480w, [^"]+ 1600w" sizes="[^"]+"\/><source type="image\/webp"[^>]*\/><img [^>]*alt="The orchestra on stage"/);
  });

  it("lists the banner among the item's uses and refuses to delete the item while the banner has it", async () => {
    const item = await libraryItem(await photo(), "image/jpeg", { alt: { en: "The hall at night" } });
    const created = await hall.admin.call("/advert-banners", "POST", { ...fields, title: "Night tours", titleRu: "Ночные экскурсии", mediaId: item.id });
    expect(created.status).toBe(201);

    const used = await hall.admin.call(`/admin/media/${item.id}?language=ru`);
    expect(used.body.usedOn as Use[]).toEqual([{ kind: "banner", id: String(created.body.id), title: "Баннер: Ночные экскурсии", href: "/admin/banners" }]);
    const refused = await hall.admin.call(`/admin/media/${item.id}?language=am`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "in_use", usedOn: [{ kind: "banner", title: "Բաններ: Ձմեռային համերգաշրջան" }] });

    // Another picture for the banner: the first one is free again and can go.
    const next = await libraryItem(await photo(), "image/jpeg", { alt: { en: "The foyer" } });
    expect((await hall.admin.call(`/advert-banners/${created.body.id}`, "PUT", { ...fields, mediaId: next.id })).status).toBe(200);
    expect((await hall.admin.call(`/admin/media/${item.id}`, "DELETE")).status).toBe(204);
    // An edit that names no media keeps the picture.
    const kept = await hall.admin.call(`/advert-banners/${created.body.id}`, "PUT", { ...fields, title: "Night tours, again" });
    expect(kept.body.mediaId).toBe(next.id);
    // Removing the banner frees its picture.
    expect((await hall.admin.call(`/advert-banners/${created.body.id}`, "DELETE")).status).toBe(204);
    expect((await hall.admin.call(`/admin/media/${next.id}`, "DELETE")).status).toBe(204);
  });

  it("makes a picture or a video sent by the spec's upload contract a library item named by the titles", async () => {
    const imageUrl = await hall.admin.upload("banner", await photo(), "image/jpeg");
    const created = await hall.admin.call("/advert-banners", "POST", { ...fields, mediaUrl: imageUrl });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ mediaUrl: imageUrl, mediaType: "image" });
    const item = await hall.admin.call(`/admin/media/${created.body.mediaId}?language=en`);
    expect(item.body).toMatchObject({ kind: "image", alt: { en: "Winter season", am: "Ձմեռային համերգաշրջան", ru: "" }, usedOn: [{ kind: "banner", title: "Banner: Winter season" }] });
    expect((await publicBanner(created.body.id, "ru")).picture).toMatchObject({ src: item.body.crops.wide.webp.url, alt: "Winter season" });
    // Another banner saved with the same upload has an item of its own, named by its titles, whose files are the
    // first item's (not encoded again).
    const again = await hall.admin.call("/advert-banners", "POST", { ...fields, title: "Spring season", mediaUrl: imageUrl });
    expect(again.body.mediaId).not.toBe(created.body.mediaId);
    const second = await hall.admin.call(`/admin/media/${again.body.mediaId}?language=en`);
    expect(second.body).toMatchObject({ alt: { en: "Spring season" }, crops: { wide: { webp: { url: item.body.crops.wide.webp.url } } } });

    // A video stays a video, played from its own file as before; the library keeps it as a video item.
    const videoUrl = await hall.admin.upload("banner", mp4(), "video/mp4");
    const video = await hall.admin.call("/advert-banners", "POST", { ...fields, mediaUrl: videoUrl });
    expect(video.status).toBe(201);
    expect(await publicBanner(video.body.id, "en")).toMatchObject({ mediaType: "video", mediaUrl: videoUrl, picture: null });
    const videoItem = await hall.admin.call(`/admin/media/${video.body.mediaId}?language=en`);
    expect(videoItem.body).toMatchObject({ kind: "video", url: videoUrl, usedOn: [{ kind: "banner" }] });
  });

  it("refuses a media id that names no library item", async () => {
    for (const mediaId of [999_999, "seven", -1]) {
      const refused = await hall.admin.call("/advert-banners", "POST", { ...fields, mediaId });
      expect([refused.status, refused.body.code], String(mediaId)).toEqual([400, "unknown_item"]);
    }
    const none = await hall.admin.call("/advert-banners", "POST", fields);
    expect(none.body.code).toBe("fill_required_fields_media");
  });
});
