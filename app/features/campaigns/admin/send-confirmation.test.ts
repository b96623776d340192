import { describe, expect, it } from "vitest";
import { sendCountLine } from "./send-confirmation";

describe("the count line of a send confirmation", () => {
  it("says how many subscribers get the campaign and each version, numbers written the admin's way", () => {
    const reach = { am: 812, en: 240, ru: 152 };
    expect(sendCountLine(reach, "en")).toBe("Send to 1,204 subscribers: AM 812, EN 240, RU 152");
    expect(sendCountLine(reach, "ru")).toBe("Отправить 1\u00a0204 подписчикам: арм. 812, англ. 240, рус. 152");
    expect(sendCountLine(reach, "am")).toBe("Ուղարկել 1\u00a0204 բաժանորդի՝ հայ. 812, անգլ. 240, ռուս. 152");
  });

  it("follows the count's grammar", () => {
    expect(sendCountLine({ am: 0, en: 1, ru: 0 }, "en")).toBe("Send to 1 subscriber: AM 0, EN 1, RU 0");
    expect(sendCountLine({ am: 20, en: 1, ru: 0 }, "ru")).toBe("Отправить 21 подписчику: арм. 20, англ. 1, рус. 0");
  });
});
