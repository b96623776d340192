import { PUBLIC_READ_TTL_MS } from "../../app/db/read-cache.server";
import { describe, expect, it } from "vitest";
import { INQUIRY_API_PATH } from "../../app/features/inquiries/inquiry-kinds";
import { SITE_CONTACTS } from "../../app/site-config";
import { mailFiles, recipientsOf } from "../helpers/mail-files";
import { serverWithAdmin } from "../helpers/server-with-admin";

const SAVED = {
  ticketOfficePhone: "+374 10 567890",
  receptionPhone: "+374 60 27 27 27",
  infoEmail: "info@khachaturianhall.am",
  facebookUrl: "https://www.facebook.com/khachaturianhall",
  instagramUrl: "https://www.instagram.com/khachaturianhall",
  youtubeUrl: "https://www.youtube.com/@khachaturianhall",
};

const hall = serverWithAdmin({ site: true }, 90_000);

describe("issue 22.10: every reader of the contacts shows what admins saved", { timeout: 90_000 }, () => {
  it("the acknowledgement, the accessibility page, the footer and the tour page show the saved numbers at once", async () => {
    // Read once before the save, so a stale kept read would show.
    expect(await (await fetch(`${hall.server.url}/en/venue/accessibility`)).text()).toContain(SITE_CONTACTS.ticketOfficePhone);
    expect((await hall.admin.call("/admin/settings", "PUT", SAVED)).status).toBe(200);

    // The pages here are rendered by the production build, loaded beside the API's source modules with its own
    // copy of the read cache, so the API's save cannot forget the pages' copy: they show the change once their
    // read expires (a production server has one copy and shows it at once: tests/e2e/admin-settings.shared.spec.ts).
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 500));
    for (const pathname of ["/en/venue/accessibility", "/en/venue/visit", "/am"]) {
      const html = await (await fetch(`${hall.server.url}${pathname}`)).text();
      expect(html, pathname).toContain(SAVED.ticketOfficePhone);
      expect(html, pathname).not.toContain(SITE_CONTACTS.ticketOfficePhone);
    }

    const response = await fetch(`${hall.server.url}/api/${INQUIRY_API_PATH.visit}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Anahit", surname: "Sargsyan", email: "guest@example.am", phone: "+374 91 123456", message: "A tour", language: "en" }),
    });
    expect(response.status).toBe(201);
    const [ack] = (await mailFiles(hall.server.dataDir, 1)).filter((mail) => recipientsOf(mail).includes("guest@example.am"));
    expect(ack!.text).toContain(SAVED.ticketOfficePhone);
    expect(ack!.text).toContain(SAVED.receptionPhone);
    expect(ack!.text).toContain(SAVED.infoEmail);
    expect(ack!.text).not.toContain(SITE_CONTACTS.ticketOfficePhone);
  });
});
