import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { SITE_CONTACTS } from "../../app/site-config";
import { mailFiles, recipientsOf } from "../helpers/mail-files";
import { startTestServer } from "../helpers/test-server";

const STAFF = "office@hall.example.am";
const PHISH_NAME = "Security team https://phish.example/verify";
const PHISH_TEXT = "Your bank account is locked: sign in at https://phish.example/login within 24 hours";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ env: { STAFF_EMAIL: STAFF }, formRateLimit: { limit: 1000, windowMs: 60_000 } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const FIELDS: Record<InquiryKind, Record<string, string>> = {
  rental: { hall: "small", eventType: PHISH_TEXT },
  visit: { surname: "Petrosyan", message: PHISH_TEXT },
  vipBalcony: { surname: "Petrosyan", message: PHISH_TEXT },
  harmony: { surname: "Petrosyan", message: PHISH_TEXT },
};

describe("issue 22.3: the hall cannot be made to mail a stranger someone's text", { timeout: 60_000 }, () => {
  it("acknowledges at most 3 inquiries per address a day, repeating nothing typed; every inquiry is stored and staff told of each", async () => {
    const spellings = ["victim@example.am", "Victim@Example.am", "VICTIM@example.am", "victim@EXAMPLE.am", "victim@example.am", "Victim@example.am"];
    for (const [i, email] of spellings.entries()) {
      const kind = INQUIRY_KINDS[i % INQUIRY_KINDS.length]!;
      const response = await fetch(`${server.url}/api/${INQUIRY_API_PATH[kind]}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: PHISH_NAME, email, phone: "+374 91 123456", language: "en", ...FIELDS[kind] }),
      });
      expect(response.status).toBe(201);
    }
    let stored = 0;
    for (const kind of INQUIRY_KINDS) stored += (await server.db.select().from(INQUIRY_TABLES[kind]).where(sql`lower(email) = 'victim@example.am'`)).length;
    expect(stored).toBe(6);

    const mail = await mailFiles(server.dataDir, 9);
    // Whatever else arrives late would show here too.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all = await mailFiles(server.dataDir, 9);
    expect(all).toHaveLength(9);
    const acknowledgements = mail.filter((message) => recipientsOf(message).includes("victim@example.am"));
    const notices = mail.filter((message) => recipientsOf(message).includes(STAFF));
    expect(acknowledgements).toHaveLength(3);
    expect(notices).toHaveLength(6);
    for (const ack of acknowledgements) {
      const whole = `${ack.subject}\n${ack.text}\n${ack.html}`;
      expect(whole).not.toContain("phish.example");
      expect(whole).not.toContain("Security team");
      expect(whole).not.toContain("Petrosyan");
      expect(ack.subject).toMatch(/^We have received your request: /);
      expect(ack.text).toContain(SITE_CONTACTS.ticketOfficePhone);
      expect(ack.text).toContain(SITE_CONTACTS.infoEmail);
    }
    // Staff still get every field.
    for (const notice of notices) expect(notice.text).toContain(PHISH_TEXT);
  });
});
