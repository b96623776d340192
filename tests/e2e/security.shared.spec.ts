import sharp from "sharp";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { adminApiToken, signIn } from "./admin-session";
import { expect, test } from "./fixtures";
import { expectNoXss, XSS_PAYLOADS } from "./xss-probe";

const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));

test("hostile markup in banner titles, staff names and coming-soon titles never runs in the admin screens or the public pages", async ({ page, request }) => {
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const upload = async (purpose: string) => {
    const slot = await (await request.post("/api/objects/upload", { headers, data: { purpose } })).json();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#333" } }).png().toBuffer();
    return (await (await request.put(slot.uploadURL, { headers: { "Content-Type": "image/png" }, data: png })).json()).url as string;
  };
  const created: string[] = [];
  const make = async (path: string, data: object) => {
    const response = await request.post(`/api/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    created.push(`/api/${path}/${(await response.json()).id}`);
  };

  expect((await request.post("/api/advert-banners", { headers, data: { title: "x", mediaUrl: await upload("banner"), mediaType: "image", targetUrl: "javascript:window.__xss=1", startDate: day(0), endDate: day(1) } })).status()).toBe(400);
  for (const payload of XSS_PAYLOADS) {
    // Switched off, so visitors never see them; the admin screens list them all the same.
    await make("advert-banners", { title: payload, mediaUrl: await upload("banner"), mediaType: "image", targetUrl: "/concerts", startDate: day(0), endDate: day(5), isActive: false });
    await make("staff", { imageUrl: await upload("staff"), displayOrder: 99, translations: ["eng", "arm", "rus"].map((languageCode) => ({ languageCode, firstName: payload, lastName: payload, position: payload })) });
    await make("events/coming-soon", { date: `${day(40)}T19:30:00`, isActive: false, translations: ["eng", "arm", "rus"].map((languageCode) => ({ languageCode, title: payload, location: payload })) });
  }
  try {
    for (const path of ["/en", "/en/concerts", "/am/concerts"]) await expectNoXss(page, path);
    await signIn(page);
    for (const path of ["/admin/banners", "/admin/staff", "/admin/events"]) await expectNoXss(page, path);
    await expect(page.getByText(XSS_PAYLOADS[0]!).first()).toBeVisible();
  } finally {
    for (const path of created) await request.delete(path, { headers });
  }
});
