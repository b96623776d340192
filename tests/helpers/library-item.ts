import sharp from "sharp";
import { expect } from "vitest";
import type { signedInAdmin } from "./admin-client";

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
type Crop = { avif: { url: string }; webp: { url: string; width: number; height: number } };

/** A 1600 x 900 JPEG in the hall's red. */
export const photo = () => sharp({ create: { width: 1600, height: 900, channels: 3, background: "#7a1f2b" } }).jpeg().toBuffer();

/** The upload contract without a purpose, then the library item made of it (`fields`: its alt text, focal point...). */
export async function libraryItem(admin: Admin, serverUrl: string, bytes: Buffer, contentType: string, fields: Record<string, unknown>) {
  const slot = await admin.call("/objects/upload", "POST");
  const put = await fetch(new URL(slot.body.uploadURL, serverUrl), { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const created = await admin.call("/admin/media", "POST", { upload: slot.body.uploadURL, ...fields });
  expect(created.status).toBe(201);
  return created.body as { id: number; url: string; crops: Record<string, Crop> };
}
