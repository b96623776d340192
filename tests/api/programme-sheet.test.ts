import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let eventId: string;

/** What a phone's camera reads from the code: the SVG drawn as a picture, then decoded. */
async function decoded(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(400, 400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: "https://hall.example.am/" } });
  admin = await signedInAdmin(server, "sheet-editor", "editor");
  eventId = (await admin.call("/admin/concerts?limit=1")).body.items[0].eventId;
});
afterAll(async () => {
  await server?.close();
});

describe("the digital programme's printable sheet", () => {
  it("gives one QR code per language that a camera reads as the programme's address on the configured origin, whatever Host the request named", async () => {
    await admin.call(`/admin/concerts/${eventId}/programme`, "PUT", { translations: { en: { works: [], published: true } } });
    const response = await fetch(`${server.url}/api/admin/concerts/${eventId}/programme-sheet`, { headers: { Authorization: `Bearer ${admin.token}`, Host: "attacker.example" } });
    expect(response.status).toBe(200);
    const sheet = (await response.json()) as { originConfigured: boolean; codes: { lang: string; url: string; svg: string; published: boolean }[] };
    expect(sheet.originConfigured).toBe(true);
    expect(sheet.codes.map(({ lang, url, published }) => ({ lang, url, published }))).toEqual(
      ["am", "en", "ru"].map((lang) => ({ lang, url: `https://hall.example.am/${lang}/orchestra/event/${encodeURIComponent(eventId)}/programme`, published: lang === "en" })),
    );
    for (const code of sheet.codes) {
      expect(code.svg).toMatch(/^<svg [^>]*viewBox=/);
      expect(await decoded(code.svg)).toBe(code.url);
    }
  });

  it("is for signed-in staff only, and answers 404 for a concert the catalogue does not have", async () => {
    expect((await admin.call(`/admin/concerts/${eventId}/programme-sheet`, "GET", undefined, null)).status).toBe(401);
    const missing = await admin.call("/admin/concerts/no-such-concert-999/programme-sheet");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");
  });
});
