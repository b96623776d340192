import { describe, expect, it } from "vitest";
import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS } from "../../inquiries/public";
import { describeWrite } from "../audit-rules";
import { actionWords, STAFF_WORDS, thingWords } from "./staff-words";

describeAdminTexts("audit staff words", STAFF_WORDS);

describe("the audit log's codes in staff's words", () => {
  it("names inquiries and mail as staff say them, in the admin's language", () => {
    expect(thingWords("visit-inquiries", "en")).toBe("Tour inquiry");
    expect(thingWords("visit-inquiries", "ru")).toBe("Заявка на экскурсию");
    expect(thingWords("visit-inquiries", "am")).toBe("Էքսկուրսիայի հայտ");
    expect(thingWords("inquiry-acknowledgement", "en")).toBe("Acknowledgement mail");
    expect(thingWords("inquiry-acknowledgement", "ru")).toBe("Письмо о получении заявки");
    expect(actionWords("replies", "en")).toBe("sent a reply");
    expect(actionWords("sign-in-failed", "ru")).toBe("неудачная попытка входа");
  });

  it("has words for what the admin's writes are recorded as", () => {
    const written = [
      ["POST", "/advert-banners", { id: 5 }],
      ["PUT", "/advert-banners/bulk-status"],
      ["PUT", "/staff/:id"],
      ["PATCH", "/events/coming-soon/:id/toggle-status"],
      ["POST", "/admin/users", { id: 5 }],
      ["PUT", "/admin/settings"],
      ["PUT", "/admin/settings/reply-templates"],
      ["PUT", "/admin/settings/test-addresses"],
      ["PUT", "/admin/accessibility-facts"],
      ["POST", "/admin/privacy/erase"],
      ["PUT", "/admin/privacy/retention"],
      ["PUT", "/admin/privacy/pages/:page"],
      ["POST", "/admin/campaigns/:id/send"],
      ["PUT", "/admin/concerts/:eventId/programme"],
      ["POST", "/admin/demo-content/remove"],
      ["PUT", "/admin/galleries/:key"],
      ["PUT", "/admin/pages/:key/:lang/draft"],
      ["POST", "/admin/pages/:key/:lang/preview"],
      ["POST", "/admin/pages/:key/:lang/versions/:id/restore"],
      ["DELETE", "/admin/media/:id"],
      ["POST", "/admin/series", { id: 5 }],
      ["POST", "/admin/artists", { id: 5 }],
      ["DELETE", "/subscribers/:id"],
      ...INQUIRY_KINDS.flatMap((kind) => [
        ["PATCH", `/${INQUIRY_ADMIN_PATH[kind]}/:id`],
        ["POST", `/${INQUIRY_ADMIN_PATH[kind]}/:id/replies`],
      ]),
    ] as const;
    for (const [method, routePath, answer] of written as readonly (readonly [string, string, { id: number }?])[]) {
      // A creation answers the new record's id.
      const { action, entity } = describeWrite({ method, routePath, params: { id: "1", page: "privacy", eventId: "7", key: "home" }, fields: [], answer });
      for (const lang of ["am", "en", "ru"] as const) {
        expect(Object.keys(STAFF_WORDS[lang].things), `${routePath} in ${lang}`).toContain(entity);
        expect(Object.keys(STAFF_WORDS[lang].actions), `${method} ${routePath} in ${lang}`).toContain(action);
      }
    }
  });

  it("shows a code it has no words for as words", () => {
    expect(thingWords("box-office/queue", "en")).toBe("Box office queue");
    expect(actionWords("re-open", "ru")).toBe("Re open");
  });
});
