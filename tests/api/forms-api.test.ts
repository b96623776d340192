import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { harmonyHallInquiries, rentalInquiries, vipBalconyInquiries, visitInquiries } from "../../app/db/schema/inquiries";
import { subscribers } from "../../app/db/schema/newsletter";
import { createSession } from "../../app/features/admin-auth/sessions.server";
import { FIELD_MAX_LENGTH, INQUIRY_API_PATH, INQUIRY_FIELDS, type InquiryKind, OPTIONAL_FIELDS } from "../../app/features/inquiries/inquiry-kinds";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  // The limit itself has its own test below; here many submissions come from one address.
  server = await startTestServer({ formRateLimit: { limit: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await server?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const person = { name: "Anahit", email: "anahit@example.am", phone: "+374 91 123456" };
const VALID: Record<InquiryKind, Record<string, string>> = {
  rental: { ...person, hall: "main", eventType: "Chamber concert" },
  visit: { ...person, surname: "Sargsyan", message: "A tour for 12 people on Friday" },
  vipBalcony: { ...person, surname: "Sargsyan", message: "A box for the New Year concert" },
  harmony: { ...person, surname: "Sargsyan", message: "A reception for 60 guests" },
};
const TABLE = { rental: rentalInquiries, visit: visitInquiries, vipBalcony: vipBalconyInquiries, harmony: harmonyHallInquiries };

describe("the four inquiry endpoints", () => {
  for (const kind of Object.keys(VALID) as InquiryKind[]) {
    it(`${kind}: stores a complete inquiry as new and answers in the visitor's language`, async () => {
      const before = (await server.db.select().from(TABLE[kind])).length;
      const response = await post(INQUIRY_API_PATH[kind], { ...VALID[kind], language: "ru" });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ success: true, message: "Ваше сообщение отправлено. Мы скоро свяжемся с вами" });
      const rows = await server.db.select().from(TABLE[kind]);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ ...VALID[kind], status: "new" });
    });

    it(`${kind}: refuses a missing field with the spec's message and stores nothing`, async () => {
      const before = (await server.db.select().from(TABLE[kind])).length;
      const { phone: _dropped, ...incomplete } = VALID[kind];
      for (const [language, message] of [
        ["en", "Please fill in all required fields"],
        ["am", "Խնդրում ենք լրացնել բոլոր պարտադիր դաշտերը"],
        ["ru", "Пожалуйста, заполните все обязательные поля"],
      ]) {
        const response = await post(INQUIRY_API_PATH[kind], { ...incomplete, email: "  ", language });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ success: false, message, field: "email" });
      }
      expect(await server.db.select().from(TABLE[kind])).toHaveLength(before);
    });
  }

  it("names each missing, mistyped or overlong field of every kind, and stores nothing", async () => {
    for (const kind of Object.keys(VALID) as InquiryKind[]) {
      const before = (await server.db.select().from(TABLE[kind])).length;
      for (const field of INQUIRY_FIELDS[kind]) {
        const { [field]: _omitted, ...missing } = VALID[kind];
        const tooLong = [{ ...VALID[kind], [field]: "x".repeat(FIELD_MAX_LENGTH[field] + 1) }, "tooLong"] as const;
        // An optional field (the tour's wished date and group size) may be left out, not filled with what it cannot be.
        const cases = OPTIONAL_FIELDS.has(field)
          ? [tooLong, [{ ...VALID[kind], [field]: "soon" }, field] as const]
          : ([[missing, "required"], [{ ...VALID[kind], [field]: 12345 }, "required"], [{ ...VALID[kind], [field]: { $ne: "" } }, "required"], tooLong] as const);
        for (const [body, problem] of cases) {
          const response = await post(INQUIRY_API_PATH[kind], { ...body, language: "en" });
          expect(response.status, `${kind}.${field} ${problem}`).toBe(400);
          expect((await response.json()).field, `${kind}.${field} ${problem}`).toBe(field);
        }
      }
      expect(await server.db.select().from(TABLE[kind])).toHaveLength(before);
    }
  });

  it("checks the e-mail, the phone, the hall and the lengths", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...VALID.visit, email: "not-an-address" }, "email"],
      [{ ...VALID.visit, phone: "call me" }, "phone"],
      [{ ...VALID.visit, phone: "12" }, "phone"],
      [{ ...VALID.visit, message: "x".repeat(5001) }, "message"],
      [{ ...VALID.visit, name: "x".repeat(101) }, "name"],
    ];
    for (const [body, field] of cases) {
      const response = await post(INQUIRY_API_PATH.visit, { ...body, language: "en" });
      expect(response.status, field).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
    const hall = await post(INQUIRY_API_PATH.rental, { ...VALID.rental, hall: "garden", language: "en" });
    expect(await hall.json()).toMatchObject({ success: false, message: "Please choose one of the halls.", field: "hall" });
    // A half-wrong form hears of every wrong field at once, the message still the spec's for a missing one.
    const halfWrong = await post(INQUIRY_API_PATH.rental, { name: "Anna", email: "anna@", phone: "12ab", language: "ru" });
    expect(await halfWrong.json()).toMatchObject({
      success: false,
      message: "Пожалуйста, заполните все обязательные поля",
      field: "hall",
      fields: { email: "email", phone: "phone", hall: "required", eventType: "required" },
    });
  });

  it("ignores fields a visitor must not set (id, status, createdAt)", async () => {
    const response = await post(INQUIRY_API_PATH.harmony, { ...VALID.harmony, id: 999_999, status: "done", createdAt: "2000-01-01T00:00:00Z" });
    expect(response.status).toBe(201);
    const row = (await server.db.select().from(harmonyHallInquiries)).at(-1)!;
    expect(row.id).not.toBe(999_999);
    expect(row.status).toBe("new");
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it("keeps hostile text as text, and stores SQL metacharacters verbatim", async () => {
    const message = `<img src=x onerror="window.__xss=1">'; DROP TABLE visit_inquiries; --`;
    expect((await post(INQUIRY_API_PATH.visit, { ...VALID.visit, message })).status).toBe(201);
    expect((await server.db.select().from(visitInquiries)).at(-1)!.message).toBe(message);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = (await server.db.select().from(visitInquiries)).length;
    const response = await post(INQUIRY_API_PATH.visit, { ...VALID.visit, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await server.db.select().from(visitInquiries)).toHaveLength(before);
  });

  it("refuses bodies that are not a JSON object", async () => {
    for (const body of ["[1,2]", "\"text\"", "null"]) {
      const response = await post(INQUIRY_API_PATH.visit, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect((await post(INQUIRY_API_PATH.visit, "{bad json")).status).toBe(400);
    expect((await post(INQUIRY_API_PATH.visit, { ...VALID.visit, message: "x".repeat(1_100_000) })).status).toBe(413);
  });
});

describe("under load", () => {
  it("stores 200 concurrent inquiries of mixed kinds exactly once each", async () => {
    const kinds = Object.keys(VALID) as InquiryKind[];
    const before = await Promise.all(kinds.map(async (kind) => (await server.db.select().from(TABLE[kind])).length));
    const sent = Array.from({ length: 200 }, (_, i) => ({ kind: kinds[i % kinds.length]!, name: `Load ${i}` }));
    const statuses = await Promise.all(
      sent.map(async ({ kind, name }) => (await post(INQUIRY_API_PATH[kind], { ...VALID[kind], name })).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    for (const [index, kind] of kinds.entries()) {
      const names = (await server.db.select().from(TABLE[kind])).map((row) => row.name).filter((name) => name.startsWith("Load "));
      expect(names.length, kind).toBe((await server.db.select().from(TABLE[kind])).length - before[index]!);
      expect(new Set(names).size, kind).toBe(50);
      expect(names.length, kind).toBe(50);
    }
  });
});

describe("newsletter subscription", () => {
  it("stores an address once, as pending, whatever its letter case, and answers the same every time", async () => {
    const checkInbox =
      "Almost done! We have sent you an e-mail with a confirmation link: please open it to start receiving our news. If it has not arrived in a few minutes, look in the spam folder.";
    const first = await post("subscribe", { email: "Music.Lover@example.am", language: "en" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, message: checkInbox });
    const again = await post("subscribe", { email: "music.lover@example.am", language: "en" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ success: true, message: checkInbox });
    const rows = (await server.db.select().from(subscribers)).filter((row) => row.email.toLowerCase() === "music.lover@example.am");
    expect(rows).toMatchObject([{ status: "pending", language: "en" }]);
  });

  it("refuses an invalid address with the spec's message, in the visitor's language", async () => {
    const response = await post("subscribe", { email: "no at sign" }, { "Accept-Language": "ru-RU,ru;q=0.9" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: "Пожалуйста, введите корректный адрес электронной почты." });
    expect((await (await post("subscribe", { email: 42, language: "en" })).json()).message).toBe("Please enter a valid email address.");
  });

  it("tells signed-in staff live about a new subscriber and a new inquiry", async () => {
    const [admin] = await server.db.insert(adminUsers).values({ username: "forms-staff", passwordHash: "unused" }).returning();
    const token = await createSession(server.db, admin!.id);
    const socket = new WebSocket(`${server.wsUrl}?token=${token}`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const received: { type: string; data: Record<string, string> }[] = [];
    socket.on("message", (raw) => received.push(JSON.parse(String(raw))));
    await post("subscribe", { email: "live@example.am" });
    await post(INQUIRY_API_PATH.harmony, VALID.harmony);
    await expect.poll(() => received.length).toBe(2);
    expect(received[0]).toMatchObject({ type: "NEW_SUBSCRIBER", data: { email: "live@example.am" } });
    expect(received[1]).toMatchObject({ type: "new_harmony_inquiry", data: { name: "Anahit" } });
    expect(Number.isNaN(Date.parse(received[1]!.data.timestamp!))).toBe(false);
    socket.close();
  });

  it("tells an anonymous socket nothing: it is closed before any message", async () => {
    const socket = new WebSocket(server.wsUrl);
    const received: string[] = [];
    socket.on("message", (raw) => received.push(String(raw)));
    const closed = new Promise<number>((resolve) => socket.on("close", resolve));
    await post("subscribe", { email: "anonymous-watch@example.am" });
    expect(await closed).toBe(4401);
    expect(received).toEqual([]);
  });
});

describe("rate limit", () => {
  it("refuses a client's submissions past the limit with 429, Retry-After and a message in its language", async () => {
    const limited = await startTestServer({ formRateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const send = () =>
        fetch(`${limited.url}/api/${INQUIRY_API_PATH.visit}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...VALID.visit, language: "am" }),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).message).toBe("Ձեր կապից չափազանց շատ հաղորդագրություններ են ուղարկվել։ Խնդրում ենք կրկին փորձել մի քանի րոպեից։");
      expect(await limited.db.select().from(visitInquiries)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
