import { describe, expect, it } from "vitest";
import { publicContacts } from "../../app/features/site-settings/settings.server";
import { SITE_CONTACTS } from "../../app/site-config";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin();

const valid = {
  ticketOfficePhone: "+374 10 567890",
  receptionPhone: "+374 60 27 27 27",
  infoEmail: "info@khachaturianhall.am",
  facebookUrl: "https://www.facebook.com/khachaturianhall",
  instagramUrl: "https://www.instagram.com/khachaturianhall",
  youtubeUrl: "https://www.youtube.com/@khachaturianhall",
};

describe("site settings", () => {
  it("start from the defaults of app/site-config.ts", async () => {
    const response = await hall.admin.call("/admin/settings");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ticketOfficePhone: SITE_CONTACTS.ticketOfficePhone, infoEmail: SITE_CONTACTS.infoEmail });
  });

  it("refuse a bad phone, e-mail or non-https link with a message per field, and keep what was stored", async () => {
    const response = await hall.admin.call("/admin/settings", "PUT", {
      ...valid,
      ticketOfficePhone: "10 56 78",
      receptionPhone: "+374 10 567890; DROP",
      infoEmail: "not-an-address",
      facebookUrl: "http://www.facebook.com/hall",
      youtubeUrl: "javascript:alert(1)",
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("invalid_settings");
    expect(Object.keys(response.body.fields).sort()).toEqual(["facebookUrl", "infoEmail", "receptionPhone", "ticketOfficePhone", "youtubeUrl"]);
    expect(response.body.fields.ticketOfficePhone).toMatch(/\+374 10 000000/);
    expect(response.body.fields.facebookUrl).toMatch(/https:\/\//);
    expect(response.body.problems).toMatchObject({ ticketOfficePhone: "phone", infoEmail: "email", facebookUrl: "url" });
    expect((await hall.admin.call("/admin/settings", "PUT", { ...valid, extra: "field" })).status).toBe(400);
    expect((await hall.admin.call("/admin/settings", "PUT", "[1,2]")).status).toBe(400);
    expect((await hall.admin.call("/admin/settings")).body.ticketOfficePhone).toBe(SITE_CONTACTS.ticketOfficePhone);
  });

  it("store valid settings, show them to the public read at once and stop the placeholder warning", async () => {
    // A public read kept from before the change must not outlive it.
    expect((await publicContacts(hall.server.db)).ticketOfficePhone).toBe(SITE_CONTACTS.ticketOfficePhone);
    const response = await hall.admin.call("/admin/settings", "PUT", { ...valid, infoEmail: "  info@khachaturianhall.am " });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(valid);
    expect(await publicContacts(hall.server.db)).toEqual({
      ticketOfficePhone: valid.ticketOfficePhone,
      receptionPhone: valid.receptionPhone,
      infoEmail: valid.infoEmail,
      social: { facebook: valid.facebookUrl, instagram: valid.instagramUrl, youtube: valid.youtubeUrl },
    });
    expect((await hall.admin.call("/admin/dashboard")).body.site.placeholderContacts).toEqual([]);
  });
});
