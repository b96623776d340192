import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitInquiries } from "../../app/db/schema/inquiries";
import { subscribers } from "../../app/db/schema/newsletter";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

type Page = { items: { id: number; email: string; name?: string; status?: string }[]; nextCursor: string | null; total?: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

async function allPages(path: string, limit: number, between?: (page: number) => Promise<void>): Promise<Page["items"]> {
  const seen: Page["items"] = [];
  let cursor: string | null = null;
  for (let page = 0; ; page += 1) {
    const separator = path.includes("?") ? "&" : "?";
    const response = await admin.call(`${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(response.status).toBe(200);
    const body = response.body as Page;
    seen.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return seen;
    await between?.(page);
  }
}

describe("subscriber and inquiry lists a page at a time", () => {
  it("visit every row exactly once, newest first, while new rows arrive between pages (same creation time included)", async () => {
    const base = Date.parse("2026-01-01T10:00:00Z");
    // Groups of rows sharing one creation instant: a cursor on time alone would skip or repeat them.
    await server.db
      .insert(subscribers)
      .values(Array.from({ length: 237 }, (_, index) => ({ email: `page${index}@example.am`, createdAt: new Date(base + Math.floor(index / 5) * 1000) })));
    const before = (await server.db.select({ id: subscribers.id }).from(subscribers)).map((row) => row.id);
    let added = 0;
    // New sign-ups keep arriving while the pages are read: in the background and between pages.
    let paging = true;
    const background = (async () => {
      while (paging) {
        await server.db.insert(subscribers).values({ email: `meanwhile${added++}@example.am` });
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const visited = await allPages("/subscribers", 20, async () => {
      await server.db.insert(subscribers).values({ email: `late${added++}@example.am` });
    });
    paging = false;
    await background;
    const ids = visited.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => before.includes(id)).sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(added).toBeGreaterThan(10);
    const times = visited.map((row) => (row as unknown as { createdAt: string }).createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("tell the total on the first page and keep the plain array without limit", async () => {
    const first = await admin.call("/subscribers?limit=5");
    const count = (await server.db.select().from(subscribers)).length;
    expect(first.body.total).toBe(count);
    expect(first.body.items).toHaveLength(5);
    const plain = await admin.call("/subscribers");
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body).toHaveLength(count);
  });

  it("search e-mail and name (a whole name too) case-insensitively, with % and _ taken literally", async () => {
    await server.db.insert(visitInquiries).values([
      { name: "Anahit", surname: "Petrosyan", email: "ANAHIT@Example.am", phone: "+374 91 000000", message: "m" },
      { name: "Gor", surname: "Harutyunyan", email: "gor_100%@example.am", phone: "+374 91 000001", message: "m", status: "handled" },
      { name: "Gor", surname: "Other", email: "gorx100z@example.am", phone: "+374 91 000002", message: "m" },
    ]);
    const search = async (q: string, extra = "") => ((await admin.call(`/visit-inquiries?limit=50&q=${encodeURIComponent(q)}${extra}`)).body as Page).items;
    expect((await search("anahit@EXAMPLE")).map((row) => row.name)).toEqual(["Anahit"]);
    expect((await search("petros")).map((row) => row.name)).toEqual(["Anahit"]);
    expect((await search("anahit petrosyan")).map((row) => row.name)).toEqual(["Anahit"]);
    expect((await search("r_100%")).map((row) => row.email)).toEqual(["gor_100%@example.am"]);
    expect(await search("%")).toHaveLength(1);
    expect(await search("_")).toHaveLength(1);
    expect((await search("gor")).length).toBe(2);
    expect((await search("gor", "&status=new")).map((row) => row.email)).toEqual(["gorx100z@example.am"]);
    expect((await search("gor", "&status=handled")).map((row) => row.email)).toEqual(["gor_100%@example.am"]);
    const subscriberSearch = await admin.call("/subscribers?limit=20&q=PAGE12");
    expect((subscriberSearch.body as Page).items.map((row) => row.email).sort()).toEqual(
      ["page12@example.am", ...Array.from({ length: 10 }, (_, index) => `page12${index}@example.am`)].sort(),
    );
    expect(subscriberSearch.body.total).toBe(11);
  });

  it("answer 400 to a bad limit, a forged cursor or an unknown status", async () => {
    const valid = (await admin.call("/subscribers?limit=2")).body.nextCursor as string;
    const decoded = JSON.parse(Buffer.from(valid, "base64url").toString()) as { at: string; id: number };
    const forged = [
      "not-a-cursor!",
      "eyJ9",
      Buffer.from(JSON.stringify({ ...decoded, at: "yesterday" })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...decoded, id: -1 })).toString("base64url"),
      Buffer.from(JSON.stringify({ ...decoded, extra: 1 })).toString("base64url"),
      Buffer.from("'; drop table subscribers; --").toString("base64url"),
    ];
    for (const limit of ["0", "201", "-1", "abc", "1.5", ""]) {
      const response = await admin.call(`/subscribers?limit=${limit}`);
      expect(response.status, `limit=${limit}`).toBe(400);
      expect(response.body).toMatchObject({ code: "invalid_limit", message: expect.any(String) });
    }
    for (const cursor of forged) {
      const response = await admin.call(`/visit-inquiries?limit=10&cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.code).toBe("invalid_cursor");
    }
    expect((await admin.call("/visit-inquiries?limit=10&status=spam")).status).toBe(400);
    expect((await admin.call("/subscribers?limit=10&status=new")).status).toBe(400);
    expect((await admin.call("/subscribers?limit=10&limit=20")).status).toBe(400);
    expect((await admin.call("/subscribers?limit=200")).status).toBe(200);
    expect((await admin.call(`/subscribers?limit=2&cursor=${valid}`)).status).toBe(200);
  });

  it("streams the whole export with the byte order mark and neutralised formulas", async () => {
    await server.db.insert(subscribers).values({ email: "=cmd@example.am" });
    const response = await fetch(`${server.url}/api/subscribers/export`, { headers: { Authorization: `Bearer ${admin.token}` } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n").filter(Boolean);
    const count = (await server.db.select().from(subscribers)).length;
    expect(lines).toHaveLength(count + 1);
    expect(lines).toContain(lines.find((line) => line.includes("'=cmd@example.am")));
    expect(new Set(lines.slice(1).map((line) => line.split(",")[0])).size).toBe(count);
  });
});
