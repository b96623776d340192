import { describe, expect, it } from "vitest";
import { readAccessibilityPage } from "../../app/features/venue/accessibility-facts.server";
import { emptyAccessibilityFacts } from "../../app/features/venue/schema";
import { signedInAdmin } from "../helpers/admin-client";
import { serverWithAdmin } from "../helpers/server-with-admin";

const hall = serverWithAdmin();

const lift = {
  am: "Վերելակը Մաշտոցի պողոտայի կողմի մուտքի մոտ է և բարձրանում է բոլոր երեք հարկերը։",
  en: "The lift is by the Mashtots Avenue entrance and serves all three floors.",
  ru: "Лифт находится у входа со стороны проспекта Маштоца и поднимается на все три этажа.",
};

describe("the accessibility page's facts", () => {
  it("are all still to be confirmed until an admin saves them", async () => {
    const response = await hall.admin.call("/admin/accessibility-facts");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(emptyAccessibilityFacts());
    const page = await readAccessibilityPage(hall.server.db, "en");
    expect(page.facts.lifts).toBe("");
    expect(page.texts.topics.lifts.pending.length).toBeGreaterThan(0);
  });

  it("are admins' to change: 401 without a session, 403 for an editor", async () => {
    const body = { ...emptyAccessibilityFacts(), lifts: lift };
    expect((await hall.admin.call("/admin/accessibility-facts", "PUT", body, null)).status).toBe(401);
    expect((await hall.admin.call("/admin/accessibility-facts", "GET", undefined, null)).status).toBe(401);
    const editor = await signedInAdmin(hall.server, "editor-ani", "editor");
    expect((await editor.call("/admin/accessibility-facts", "PUT", body)).status).toBe(403);
  });

  it("refuse bad input with 400 and a problem per field, keeping what was stored", async () => {
    const tooLong = await hall.admin.call("/admin/accessibility-facts", "PUT", { ...emptyAccessibilityFacts(), toilets: { am: "", en: "x".repeat(1001), ru: "" } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: "invalid_accessibility_facts", fields: { "toilets.en": "too_long" } });
    const control = await hall.admin.call("/admin/accessibility-facts", "PUT", { ...emptyAccessibilityFacts(), hearing: { am: "", en: "loop\u0007", ru: "" } });
    expect(control.body.fields).toEqual({ "hearing.en": "invalid_text" });
    const missing = await hall.admin.call("/admin/accessibility-facts", "PUT", { ...emptyAccessibilityFacts(), lifts: { en: "x" } });
    expect(missing.body.fields).toMatchObject({ "lifts.am": "required", "lifts.ru": "required" });
    for (const bad of ["[1,2]", "null", "{", JSON.stringify({ ...emptyAccessibilityFacts(), extra: { am: "", en: "", ru: "" } })]) {
      expect((await hall.admin.call("/admin/accessibility-facts", "PUT", bad)).status, bad).toBe(400);
    }
    expect((await hall.admin.call("/admin/accessibility-facts")).body).toEqual(emptyAccessibilityFacts());
  });

  it("once saved show on the public read at once, trimmed, in each language; the others stay to be confirmed", async () => {
    // A read kept from before the change must not outlive it.
    expect((await readAccessibilityPage(hall.server.db, "ru")).facts.lifts).toBe("");
    const response = await hall.admin.call("/admin/accessibility-facts", "PUT", { ...emptyAccessibilityFacts(), lifts: { ...lift, en: `  ${lift.en}\n` } });
    expect(response.status).toBe(200);
    expect(response.body.lifts).toEqual(lift);
    for (const lang of ["am", "en", "ru"] as const) {
      const page = await readAccessibilityPage(hall.server.db, lang);
      expect(page.facts.lifts).toBe(lift[lang]);
      expect(page.facts.toilets).toBe("");
    }
  });
});
