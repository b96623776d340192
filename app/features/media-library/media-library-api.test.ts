import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runSeeds } from "../../../server/seed";
import { serverWithAdmin } from "../../../tests/helpers/server-with-admin";
import { mp4 } from "../../../tests/helpers/media-files";

// The real app on a fresh database with the seeds run (the drawings as library items, the seven galleries).
const setup = serverWithAdmin();

const call = (...args: Parameters<typeof setup.admin.call>) => setup.admin.call(...args);

/** Step one and two of the upload contract without a purpose: the library claims it. Answers the upload URL. */
async function uploaded(bytes: Buffer, contentType = "image/png"): Promise<string> {
  const slot = await call("/objects/upload", "POST");
  expect(slot.status).toBe(200);
  const put = await fetch(new URL(slot.body.uploadURL, setup.server.url), { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(bytes) });
  expect(put.status, await put.clone().text()).toBe(200);
  return slot.body.uploadURL as string;
}

/** A white picture with a red square around (x, y). */
function markedPhoto(width: number, height: number, mark: { x: number; y: number; size: number }) {
  const red = sharp({ create: { width: mark.size, height: mark.size, channels: 3, background: "#ff0000" } }).png();
  return red.toBuffer().then((square) =>
    sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
      .composite([{ input: square, left: Math.round(mark.x - mark.size / 2), top: Math.round(mark.y - mark.size / 2) }])
      .jpeg({ quality: 95 })
      .toBuffer(),
  );
}

async function redShare(url: string): Promise<number> {
  const response = await fetch(new URL(url, setup.server.url));
  expect(response.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! < 80) red++;
  return red / (info.width * info.height);
}

const MP4 = mp4();

describe("the media library API", () => {
  it("seeds today's drawings and fills the seven galleries, which the public API reads with AVIF first", async () => {
    await runSeeds(setup.server.db);
    const tour = await fetch(`${setup.server.url}/api/galleries/tour?language=ru`);
    expect(tour.status).toBe(200);
    const { items } = (await tour.json()) as { items: { url: string; caption: string; alt: string; sources: { type: string; srcset: string }[] }[] };
    expect(items).toHaveLength(9);
    expect(items[0]!.url).toMatch(/^\/media\/gallery\/.+\.webp$/);
    expect(items[0]!.alt).toMatch(/^Иллюстрация/);
    expect(items[0]!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(items[0]!.sources[0]!.srcset).toMatch(/-w480\.avif 480w, .+-w960\.avif 960w, .+\.avif \d+w$/);
    const counts = await Promise.all(
      ["home", "hall-history", "orchestra-history", "tour", "vip-balcony", "harmony", "gift-card"].map(async (key) => {
        const answer = await fetch(`${setup.server.url}/api/galleries/${key}?language=en`);
        return ((await answer.json()) as { items: unknown[] }).items.length;
      }),
    );
    expect(counts).toEqual([14, 11, 10, 9, 9, 12, 3]);
    expect((await fetch(`${setup.server.url}/api/galleries/lobby`)).status).toBe(400);
    expect(await (await fetch(`${setup.server.url}/api/galleries/lobby`)).json()).toMatchObject({ code: "unknown_gallery" });
    expect((await fetch(`${setup.server.url}/api/galleries/tour?language=de`)).status).toBe(400);
    const library = await call("/admin/media?limit=200");
    expect(library.body.total).toBe(68);
  });

  it("answers 401 without a session on every admin endpoint", async () => {
    for (const [path, method] of [
      ["/admin/media", "GET"],
      ["/admin/media", "POST"],
      ["/admin/media/1", "GET"],
      ["/admin/media/1", "PUT"],
      ["/admin/media/1", "DELETE"],
      ["/admin/galleries/tour", "GET"],
      ["/admin/galleries/tour", "PUT"],
    ] as const) {
      const answer = await call(path, method, method === "GET" || method === "DELETE" ? undefined : {}, null);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toMatchObject({ code: "unauthorized" });
    }
  });

  it("lets an editor upload a photograph with texts in three languages, in widths up to its own as AVIF and WebP, with crops", async () => {
    const editor = await import("../../../tests/helpers/admin-client").then(({ signedInAdmin }) => signedInAdmin(setup.server, "lilit", "editor"));
    const slot = await editor.call("/objects/upload", "POST");
    await fetch(new URL(slot.body.uploadURL, setup.server.url), {
      method: "PUT",
      headers: { "Content-Type": "image/jpeg" },
      body: new Uint8Array(await markedPhoto(1200, 800, { x: 600, y: 400, size: 100 })),
    });
    const created = await editor.call("/admin/media", "POST", {
      upload: slot.body.uploadURL,
      alt: { am: "Դահլիճը", en: "The <b>hall</b> from the stage", ru: "Зал со сцены" },
      caption: { en: "Evening", ru: "Вечер" },
      credit: "Photo: Anna Petrosyan",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body;
    expect(item).toMatchObject({ kind: "image", width: 1200, height: 800, decorative: false, credit: "Photo: Anna Petrosyan", focal: { x: 0.5, y: 0.5 }, version: 1, uploadedBy: "lilit", usedOn: [], failed: [] });
    // Markup is kept as text, never as HTML.
    expect(item.alt.en).toBe("The <b>hall</b> from the stage");
    expect(item.caption).toEqual({ am: "", en: "Evening", ru: "Вечер" });
    expect(item.missingAlt).toEqual([]);
    expect(item.sources.map((source: { type: string }) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(item.sources[0].srcset).toMatch(/^\/uploads\/lib-[0-9a-f]{32}\.avif 480w, \/uploads\/lib-[0-9a-f]{32}\.avif 960w, \/uploads\/lib-[0-9a-f]{32}\.avif 1200w$/);
    expect(Object.keys(item.crops).sort()).toEqual(["banner", "card", "square", "wide"]);
    expect(item.crops.card.webp).toMatchObject({ width: 960, height: 540 });
    // Derived files: the right type, cached for a year; the original is not among what visitors get.
    const avif = await fetch(new URL(item.sources[0].srcset.split(" ")[0], setup.server.url));
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(480);
    expect(item.url).toMatch(/^\/uploads\/lib-[0-9a-f]{32}\.webp$/);
    // A second claim of the same upload is refused.
    const again = await editor.call("/admin/media", "POST", { upload: slot.body.uploadURL });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "invalid_media_url" });
  });

  it("refuses bad input with {code, message, fields}", async () => {
    const cases: [unknown, string][] = [
      [{}, "upload"],
      [{ upload: "/uploads/../../etc/passwd" }, "upload"],
      [{ upload: "https://example.org/cat.jpg" }, "upload"],
      [{ upload: "/api/objects/upload/x", alt: { en: "a".repeat(301) } }, "alt.en"],
      [{ upload: "/api/objects/upload/x", caption: { ru: "б".repeat(501) } }, "caption.ru"],
      [{ upload: "/api/objects/upload/x", focal: { x: 1.2, y: 0.5 } }, "focal.x"],
      [{ upload: "/api/objects/upload/x", focal: { x: 0.5, y: -0.1 } }, "focal.y"],
    ];
    for (const [body, field] of cases) {
      const answer = await call("/admin/media", "POST", body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof answer.body.message).toBe("string");
      expect(typeof answer.body.code).toBe("string");
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect((await call("/admin/media/999999")).status).toBe(404);
    expect((await call("/admin/media/abc")).status).toBe(400);
    expect((await call("/admin/media?limit=0")).status).toBe(400);
    expect((await call("/admin/media?missingAlt=de")).status).toBe(400);
  });

  it("refuses SVG, HTML and pictures over 40 megapixels, with a message", async () => {
    const svg = await call("/objects/upload", "POST");
    const svgPut = await fetch(new URL(svg.body.uploadURL, setup.server.url), { method: "PUT", headers: { "Content-Type": "image/png" }, body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' });
    expect(svgPut.status).toBe(415);
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 1 }).toBuffer();
    const answer = await call("/admin/media", "POST", { upload: await uploaded(huge) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: "too_many_pixels", message: expect.stringContaining("40 megapixels") });
  });

  it("finds items by alt text, caption and file name in any script, and lists those missing alt text", async () => {
    const upload = await uploaded(await markedPhoto(600, 400, { x: 300, y: 200, size: 40 }));
    const created = await call("/admin/media", "POST", { upload, alt: { ru: "Скрипка крупным планом" }, caption: { am: "Ջութակը մոտիկից" } });
    expect(created.body.missingAlt).toEqual(["am", "en"]);
    for (const q of ["СКРИПКА", "ջութակը մոտ", created.body.fileName.slice(0, 12)]) {
      const found = await call(`/admin/media?q=${encodeURIComponent(q)}`);
      expect(found.body.items.map((item: { id: number }) => item.id), q).toContain(created.body.id);
    }
    const missing = await call("/admin/media?missingAlt=en&limit=200");
    expect(missing.body.items.map((item: { id: number }) => item.id)).toContain(created.body.id);
    expect(missing.body.items.every((item: { missingAlt: string[] }) => item.missingAlt.includes("en"))).toBe(true);
    // Decorative: alt left empty on purpose, so nothing is missing.
    const decorative = await call(`/admin/media/${created.body.id}`, "PUT", { version: 1, decorative: true });
    expect(decorative.body).toMatchObject({ decorative: true, missingAlt: [], version: 2 });
    // Paging: a cursor walks the list without repeating an item.
    const first = await call("/admin/media?limit=5");
    const second = await call(`/admin/media?limit=5&cursor=${first.body.nextCursor}`);
    expect(first.body.items).toHaveLength(5);
    expect(new Set([...first.body.items, ...second.body.items].map((item: { id: number }) => item.id)).size).toBe(10);
  });

  it("keeps a focal point near an edge in every crop, makes them again when it moves, and refuses a stale save", async () => {
    const upload = await uploaded(await markedPhoto(1600, 900, { x: 1540, y: 120, size: 80 }));
    const created = await call("/admin/media", "POST", { upload, alt: { en: "A red mark" }, focal: { x: 1540 / 1600, y: 120 / 900 } });
    expect(created.status).toBe(201);
    for (const crop of ["card", "square", "banner", "wide"]) expect(await redShare(created.body.crops[crop].webp.url), crop).toBeGreaterThan(0.001);
    // Centred crops would cut the mark off.
    const centred = await call(`/admin/media/${created.body.id}`, "PUT", { version: 1, focal: { x: 0.5, y: 0.5 } });
    expect(centred.status).toBe(200);
    expect(await redShare(centred.body.crops.square.webp.url)).toBe(0);
    expect(await redShare(centred.body.crops.banner.webp.url)).toBe(0);
    expect(centred.body.sources).toEqual(created.body.sources);
    // Someone still holding version 1 saves: refused with the item as it is now, nothing undone.
    const stale = await call(`/admin/media/${created.body.id}`, "PUT", { version: 1, alt: { en: "Older text" } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "stale_version", item: { version: 2, alt: { en: "A red mark" }, focal: { x: 0.5, y: 0.5 } } });
    expect((await call(`/admin/media/${created.body.id}`, "PUT", { alt: { en: "No version" } })).status).toBe(400);
  });

  it("puts items in a gallery, refuses unknown ids and videos, refuses deleting a used item with its uses, and replaces a file under the same id", async () => {
    const photo = await call("/admin/media", "POST", {
      upload: await uploaded(await markedPhoto(1000, 700, { x: 500, y: 350, size: 50 })),
      alt: { am: "Լուսանկար", en: "A photograph", ru: "Фотография" },
      caption: { am: "Նոր", en: "New", ru: "Новое" },
    });
    const video = await call("/admin/media", "POST", { upload: await uploaded(MP4, "video/mp4") });
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body).toMatchObject({ kind: "video", sources: [] });

    const tour = await call("/admin/galleries/tour");
    expect(tour.status).toBe(200);
    const entries = tour.body.items.map((entry: { mediaId: number; size: string }) => ({ mediaId: entry.mediaId, size: entry.size }));
    expect((await call("/admin/galleries/tour", "PUT", { items: [{ mediaId: 999999, size: "small" }] })).body).toMatchObject({ code: "unknown_item", fields: { "items.0.mediaId": "unknown_item" } });
    expect((await call("/admin/galleries/tour", "PUT", { items: [{ mediaId: video.body.id, size: "small" }] })).body).toMatchObject({ code: "not_an_image" });
    expect((await call("/admin/galleries/tour", "PUT", { items: [{ mediaId: photo.body.id, size: "huge" }] })).status).toBe(400);
    expect((await call("/admin/galleries/lobby", "PUT", { items: [] })).status).toBe(400);

    const put = await call("/admin/galleries/tour", "PUT", { items: [{ mediaId: photo.body.id, size: "wide", caption: { ru: "Наш зал" } }, ...entries] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.items[0]).toMatchObject({ mediaId: photo.body.id, size: "wide", caption: { ru: "Наш зал" } });
    const ru = (await (await fetch(`${setup.server.url}/api/galleries/tour?language=ru`)).json()) as { items: { caption: string; alt: string; url: string }[] };
    expect(ru.items).toHaveLength(10);
    expect(ru.items[0]).toMatchObject({ caption: "Наш зал", alt: "Фотография" });
    const en = (await (await fetch(`${setup.server.url}/api/galleries/tour?language=en`)).json()) as { items: { caption: string }[] };
    expect(en.items[0]!.caption).toBe("New");

    const refused = await call(`/admin/media/${photo.body.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "in_use", usedOn: [{ kind: "gallery", id: "tour", href: "/admin/galleries?key=tour" }] });
    expect((await call(`/admin/media/${photo.body.id}`)).body.usedOn).toHaveLength(1);

    const replaced = await call(`/admin/media/${photo.body.id}`, "PUT", {
      version: photo.body.version,
      upload: await uploaded(await sharp({ create: { width: 800, height: 600, channels: 3, background: "#204080" } }).png().toBuffer()),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ id: photo.body.id, width: 800, height: 600, alt: { en: "A photograph" } });
    const after = (await (await fetch(`${setup.server.url}/api/galleries/tour?language=ru`)).json()) as { items: { url: string; width: number }[] };
    expect(after.items[0]).toMatchObject({ url: replaced.body.url, width: 800 });
    expect(after.items[0]!.url).not.toBe(ru.items[0]!.url);

    expect((await call("/admin/galleries/tour", "PUT", { items: entries })).status).toBe(200);
    expect((await call(`/admin/media/${photo.body.id}`, "DELETE")).status).toBe(204);
    expect((await call(`/admin/media/${photo.body.id}`)).status).toBe(404);
    expect((await call(`/admin/media/${video.body.id}`, "DELETE")).status).toBe(204);
  });
});
