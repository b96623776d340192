import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertBanners } from "../../app/db/schema/banners";
import { subscribers } from "../../app/db/schema/newsletter";
import { staffMembers } from "../../app/db/schema/staff";
import { INQUIRY_API_PATH, INQUIRY_FIELDS, INQUIRY_KINDS } from "../../app/features/inquiries/inquiry-kinds";
import { INQUIRY_TABLES } from "../../app/features/inquiries/inquiry-tables.server";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ formRateLimit: { limit: 100_000, windowMs: 60_000 } });
  admin = await signedInAdmin(server, "hostile");
});
afterAll(async () => {
  await server?.close();
});

const VALID = {
  rental: { name: "Anahit", email: "anahit@example.am", phone: "+374 91 123456", hall: "small", eventType: "Recital" },
  message: { name: "Anahit", surname: "Sargsyan", email: "anahit@example.am", phone: "+374 91 123456", message: "Hello" },
};
const validInquiry = (kind: (typeof INQUIRY_KINDS)[number]) => (kind === "rental" ? VALID.rental : VALID.message);

/** Text an attacker types into a field: SQL and NoSQL metacharacters, control characters, markup, very long strings. */
const HOSTILE_TEXT = [
  "' OR '1'='1' --",
  "Robert'); DROP TABLE subscribers;--",
  '"; SELECT pg_sleep(5); --',
  "\\'; \\x00 %00 %27",
  "nul\u0000byte",
  "\u202e\ufeff\u200b zero-width and bidi",
  "$(reboot) `id` ${7*7} {{7*7}}",
  '<img src=x onerror="window.__xss=1">',
  "x".repeat(10_000),
  "Ա".repeat(50_000),
];
/** Values of the wrong shape. */
const HOSTILE_SHAPES: unknown[] = [{ $gt: "" }, ["a", "b"], 12345, true, null, { toString: "x" }];

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+/;

describe("SQL metacharacters, control characters and very long strings in every field", () => {
  it("every field of every public form: 201 with the text stored verbatim, or 400; never a 5xx", async () => {
    let tried = 0;
    for (const kind of INQUIRY_KINDS) {
      for (const field of INQUIRY_FIELDS[kind]) {
        for (const value of [...HOSTILE_TEXT, ...HOSTILE_SHAPES]) {
          const { status, text } = await post(INQUIRY_API_PATH[kind], { ...validInquiry(kind), [field]: value });
          tried++;
          expect([201, 400, 413], `${kind}.${field} = ${JSON.stringify(value).slice(0, 40)}: ${text.slice(0, 200)}`).toContain(status);
          expect(text).not.toMatch(STACK_TRACE);
          if (status === 201 && typeof value === "string") {
            const stored = (await server.db.select().from(INQUIRY_TABLES[kind])).at(-1) as Record<string, unknown>;
            expect(stored[field]).toBe(value.replaceAll("\0", "").trim());
          }
        }
      }
    }
    for (const value of [...HOSTILE_TEXT.map((text) => `${text}@example.am`), ...HOSTILE_SHAPES]) {
      const { status, text } = await post("subscribe", { email: value });
      tried++;
      expect([200, 201, 400, 413], text.slice(0, 200)).toContain(status);
    }
    expect(tried).toBeGreaterThan(300);
    expect((await server.db.select().from(subscribers)).every((row) => row.email.includes("@"))).toBe(true);
  });

  it("every text field of the admin banner, staff and coming-soon forms: 2xx or 400; never a 5xx", async () => {
    const day = (offset: number) => dayKey(addDays(hallDay(new Date()), offset));
    const bases = {
      "advert-banners": async () => ({ title: "T", mediaUrl: await admin.upload("banner"), mediaType: "image", targetUrl: "/concerts", startDate: day(0), endDate: day(1), isActive: false }),
      staff: async () => ({ imageUrl: await admin.upload("staff"), displayOrder: 1, translations: [{ languageCode: "eng", firstName: "A", lastName: "B", position: "C" }] }),
      "events/coming-soon": async () => ({ date: `${day(30)}T19:30:00`, isActive: false, translations: [{ languageCode: "eng", title: "T", location: "L" }] }),
    };
    const fields: Record<keyof typeof bases, string[]> = {
      "advert-banners": ["title", "targetUrl", "startDate", "endDate", "mediaType", "isActive"],
      staff: ["displayOrder", "translations.0.firstName", "translations.0.position", "translations.0.languageCode"],
      "events/coming-soon": ["date", "eventId", "translations.0.title", "translations.0.location", "translations.0.languageCode"],
    };
    for (const [path, base] of Object.entries(bases) as [keyof typeof bases, () => Promise<Record<string, unknown>>][]) {
      const valid = await base();
      for (const field of fields[path]) {
        for (const value of [...HOSTILE_TEXT.slice(0, 6), "x".repeat(10_000), ...HOSTILE_SHAPES]) {
          const body = structuredClone(valid);
          const [head, index, leaf] = field.split(".");
          if (leaf) (body[head!] as Record<string, unknown>[])[Number(index)]![leaf] = value;
          else body[head!] = value;
          const response = await admin.call(`/${path}`, "POST", body);
          expect([200, 201, 400], `${path} ${field} = ${JSON.stringify(value).slice(0, 40)}: ${JSON.stringify(response.body).slice(0, 200)}`).toContain(response.status);
        }
      }
    }
  });
});

describe("JSON bodies of the wrong shape", () => {
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const publicPaths = ["subscribe", "newsletter/confirm", ...INQUIRY_KINDS.map((kind) => INQUIRY_API_PATH[kind]), "admin/login", "eventhub-proxy/Event/GetChart"];
  const adminCalls = [
    ["POST", "/advert-banners"],
    ["POST", "/staff"],
    ["POST", "/events/coming-soon"],
    ["PUT", "/advert-banners/bulk-status"],
    ["POST", "/objects/upload"],
    ["PATCH", "/visit-inquiries/1"],
  ];

  it("answers arrays, scalars and 1000-deep nesting with 400 on every endpoint that takes JSON", async () => {
    for (const body of ["[]", "[1,2,3]", '[{"email":"a@b.am"}]', '"text"', "42", "null", deep(1000), deepArray(1000), deep(20_000)]) {
      for (const path of publicPaths) {
        const { status, text } = await post(path, body);
        expect([400, 413], `${path} ${body.slice(0, 20)}: ${text.slice(0, 200)}`).toContain(status);
        expect(text).not.toMatch(STACK_TRACE);
      }
      for (const [method, path] of adminCalls) {
        const response = await admin.call(path!, method, body);
        expect([400, 413], `${method} ${path} ${body.slice(0, 20)}: ${JSON.stringify(response.body).slice(0, 200)}`).toContain(response.status);
      }
    }
  });

  it("refuses a 10 MB body with 413 before reading it all, and keeps serving", async () => {
    const big = JSON.stringify({ email: "a@example.am", message: "x".repeat(10 * 1024 * 1024) });
    for (const path of publicPaths) expect((await post(path, big)).status, path).toBe(413);
    for (const [method, path] of adminCalls) expect((await admin.call(path!, method, big)).status, path).toBe(413);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("mass assignment", () => {
  it("ignores id, status, createdAt and friends in every public form body", async () => {
    const extra = { id: 424_242, status: "handled", createdAt: "2000-01-01T00:00:00Z", updatedAt: "2000-01-01T00:00:00Z", isAdmin: true, __proto__: { polluted: true } };
    for (const kind of INQUIRY_KINDS) {
      const { status } = await post(INQUIRY_API_PATH[kind], JSON.stringify({ ...validInquiry(kind), ...extra, __proto__: { polluted: true } }));
      expect(status).toBe(201);
      const row = (await server.db.select().from(INQUIRY_TABLES[kind])).at(-1)! as Record<string, unknown>;
      expect(row.id).not.toBe(extra.id);
      expect(row.status).toBe("new");
      expect((row.createdAt as Date).getFullYear()).toBeGreaterThan(2000);
      expect(row).not.toHaveProperty("isAdmin");
    }
    await post("subscribe", { email: "mass@example.am", ...extra });
    const subscriber = (await server.db.select().from(subscribers)).find((row) => row.email === "mass@example.am")!;
    expect(subscriber.id).not.toBe(extra.id);
    expect(subscriber.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("ignores id and createdAt in the admin content bodies", async () => {
    const day = dayKey(hallDay(new Date()));
    const banner = await admin.call("/advert-banners", "POST", {
      id: 424_242, createdAt: "2000-01-01T00:00:00Z", title: "Mass", mediaUrl: await admin.upload("banner"), mediaType: "image", targetUrl: "/concerts", startDate: day, endDate: day, isActive: false,
    });
    expect(banner.status).toBe(201);
    const stored = (await server.db.select().from(advertBanners)).find((row) => row.title === "Mass")!;
    expect(stored.id).not.toBe(424_242);
    expect(stored.createdAt.getFullYear()).toBeGreaterThan(2000);
    const staff = await admin.call("/staff", "POST", { id: 434_343, createdAt: "2000-01-01T00:00:00Z", imageUrl: await admin.upload("staff"), displayOrder: 1, translations: [{ languageCode: "eng", firstName: "Mass" }] });
    expect(staff.status).toBe(201);
    expect((await server.db.select().from(staffMembers)).every((row) => row.id !== 434_343 && row.createdAt.getFullYear() > 2000)).toBe(true);
  });
});
